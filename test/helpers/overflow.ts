/**
 * Controls whose text does not fit them: for every visible button, link,
 * select and submit input of the page, its content wider than its box
 * (scrollWidth > clientWidth, for block-level controls) or a line of its text
 * reaching outside its box (the text's range boxes against the control's).
 * Visually hidden text (1 × 1 px, clipped) is left out: it is not shown.
 *
 *   expect(await controlOverflows(page)).to.deep.equal([]);
 */
import type { Page } from 'puppeteer';

/** Descriptions of the overflowing controls, e.g. `button.price-box__add "In den Warenkorb, …": text 333 px wide in a 306 px box`; [] when every text fits. */
export function controlOverflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const TOLERANCE = 1;
    const hidden = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || style.clipPath === 'inset(50%)';
    };
    const name = (el: HTMLElement) => {
      const classes = [...el.classList].slice(0, 2).map((c) => `.${c}`).join('');
      const text = (el.innerText || el.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `${el.tagName.toLowerCase()}${classes} "${text}"`;
    };
    const problems: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], select, summary, [role="button"], input[type="submit"], input[type="button"]');
    for (const control of controls) {
      if (hidden(control)) continue;
      const box = control.getBoundingClientRect();
      const display = getComputedStyle(control).display;
      if (display !== 'inline' && control.scrollWidth > control.clientWidth + TOLERANCE) {
        problems.push(`${name(control)}: content ${control.scrollWidth} px wide in a ${control.clientWidth} px box`);
        continue;
      }
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || parent.closest('.visually-hidden') || hidden(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const out = [...range.getClientRects()].find(
          (r) => r.width > 0 && (r.left < box.left - TOLERANCE || r.right > box.right + TOLERANCE || r.top < box.top - TOLERANCE || r.bottom > box.bottom + TOLERANCE),
        );
        if (out) {
          problems.push(`${name(control)}: text ${Math.round(out.width)} px wide at ${Math.round(out.left - box.left)} px in a ${Math.round(box.width)} × ${Math.round(box.height)} px box`);
          break;
        }
      }
    }
    return problems;
  });
}
