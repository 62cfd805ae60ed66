/**
 * The accommodation list in a browser test: waiting until it shows the result of its address.
 */
import type { TestPage } from './browser.ts';

/** Resolves once the list shows a result: no screen loading, no placeholders, the count there. */
export function listSettled(page: TestPage, timeout?: number): Promise<unknown> {
  return page.waitForFunction(
    () =>
      !document.querySelector('.results[aria-busy="true"]') &&
      !document.documentElement.hasAttribute('data-navigating') &&
      !!document.querySelector('.list-summary__count strong'),
    timeout ? { timeout } : {},
  );
}

/** The number of houses the list's count shows. */
export function listTotal(page: TestPage): Promise<number> {
  return page.$eval('.list-summary__count strong', (el) => Number(el.textContent!.replace(/[^\d]/g, '')));
}
