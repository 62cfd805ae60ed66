import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'a[href]:not([tabindex="-1"]), button:not([disabled]):not([tabindex="-1"]), [tabindex="0"]';

/**
 * Focus moves to `start` on opening; as a modal the page behind stays still
 * and focus returns to where it was on close.
 */
export function useModalFocus(modal: boolean, start: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!modal) {
      start.current?.focus({ preventScroll: true });
      return;
    }
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const html = document.documentElement;
    html.classList.add('has-modal');
    start.current?.focus({ preventScroll: true });
    return () => {
      html.classList.remove('has-modal');
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [modal, start]);
}

/** Tab and Shift+Tab go round inside `root`. */
export function trapFocus(event: KeyboardEvent, root: HTMLElement | null) {
  if (event.key !== 'Tab' || !root) return;
  const focusable = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );
  if (!focusable.length) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && (document.activeElement === first || !root.contains(document.activeElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
