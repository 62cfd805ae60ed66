import { useEffect, useRef, useState, type RefObject } from 'react';

export interface Popover {
  open: boolean;
  setOpen(open: boolean | ((open: boolean) => boolean)): void;
  /** Closes it; focus goes back to the trigger unless `returnFocus` is false (a press elsewhere keeps focus there). */
  close(returnFocus?: boolean): void;
  trigger: RefObject<HTMLButtonElement | null>;
  panel: RefObject<HTMLDivElement | null>;
}

/**
 * A button's popover panel (the dates' calendar, the guests' counters): once
 * open, the panel takes focus unless something in it already has it; Escape closes it and focus returns to the
 * button; a press outside the panel and its button closes it too.
 */
export function usePopover(): Popover {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    // A part that focused one of its own controls as it opened (the calendar's day) keeps it.
    if (!panel.current?.contains(document.activeElement)) panel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    const onPointer = (e: PointerEvent) => {
      const root = panel.current?.parentElement;
      if (root && !root.contains(e.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return { open, setOpen, close, trigger, panel };
}
