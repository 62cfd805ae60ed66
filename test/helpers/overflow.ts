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
    // No named functions in here: tsx would wrap them in a helper (__name) the page does not have.
    const TOLERANCE = 1;
    const problems: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], select, summary, [role="button"], input[type="submit"], input[type="button"]',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      // Not shown, or visually hidden (1 × 1 px, clipped).
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || style.clipPath === 'inset(50%)')
        continue;
      const label = (control.innerText || control.getAttribute('aria-label') || '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 60);
      const described = `${control.tagName.toLowerCase()}${[...control.classList].map((c) => `.${c}`).join('')} "${label}"`;
      if (style.display !== 'inline' && control.scrollWidth > control.clientWidth + TOLERANCE) {
        problems.push(`${described}: content ${control.scrollWidth} px wide in a ${control.clientWidth} px box`);
        continue;
      }
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || parent.closest('.visually-hidden')) continue;
        const own = parent.getBoundingClientRect();
        if (own.width <= 1 || own.height <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const out = [...range.getClientRects()].find(
          (r) =>
            r.width > 0 &&
            (r.left < box.left - TOLERANCE ||
              r.right > box.right + TOLERANCE ||
              r.top < box.top - TOLERANCE ||
              r.bottom > box.bottom + TOLERANCE),
        );
        if (out) {
          problems.push(
            `${described}: text ${Math.round(out.width)} px wide at ${Math.round(out.left - box.left)} px in a ${Math.round(box.width)} × ${Math.round(box.height)} px box`,
          );
          break;
        }
      }
    }
    return problems;
  });
}

/**
 * The page when it scrolls sideways, and every visible control whose box
 * leaves the window (unless it sits in a strip that scrolls sideways, and fits
 * that strip), named by tag, class and text.
 */
export function controlsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, [role="button"], input[type="submit"], input[type="button"], summary',
    );
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      // Not rendered: display none, hidden, or in a closed <details> (content-visibility hidden).
      if (box.width === 0 || box.height === 0 || !el.checkVisibility({ visibilityProperty: true })) continue;
      // Visually hidden (clipped to nothing) or inside something clipped to nothing: not seen.
      let clipped = false;
      let scroller: HTMLElement | null = null;
      for (let up: HTMLElement | null = el; up; up = up.parentElement) {
        const s = getComputedStyle(up);
        if (s.clipPath === 'inset(50%)' || (s.position === 'absolute' && up.offsetWidth <= 1)) clipped = true;
        if (up !== el && !scroller && /(auto|scroll)/.test(s.overflowX)) scroller = up;
      }
      if (clipped) continue;
      const name = `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
      if (!scroller && (box.left < -1 || box.right > width + 1))
        found.push(`${name}: its box leaves the window (${Math.round(box.left)}–${Math.round(box.right)} of ${width})`);
      if (scroller && box.width > scroller.getBoundingClientRect().width + 1)
        found.push(`${name}: wider than its strip`);
    }
    return found;
  });
}
