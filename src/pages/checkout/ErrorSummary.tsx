import { forwardRef, type MouseEvent, type ReactNode } from 'react';

export interface SummaryItem {
  /** The control's id, to jump to; none for errors without a field. */
  target?: string;
  message: string;
}

/**
 * The errors block (docs/product/errors.md#booking-errors): the heading and the
 * list of messages, each a link to its field. The page scrolls it into view
 * and moves the focus onto it (tabIndex -1), so screen readers read it first.
 */
export const ErrorSummary = forwardRef<
  HTMLElement,
  { id: string; heading: string; items: SummaryItem[]; children?: ReactNode }
>(function ErrorSummary({ id, heading, items, children }, ref) {
  const jump = (target: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const el = document.getElementById(target);
    if (!el) return;
    event.preventDefault();
    el.scrollIntoView({ block: 'center' });
    el.focus({ preventScroll: true });
  };
  return (
    <section ref={ref} id={id} className="error-summary" tabIndex={-1} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="error-summary__heading">
        {heading}
      </h2>
      <ul className="error-summary__list">
        {items.map((item, i) => (
          <li key={`${item.target ?? ''}-${i}`}>
            {item.target ? (
              <a href={`#${item.target}`} onClick={jump(item.target)}>
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
});
