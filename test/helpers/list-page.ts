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

/**
 * Runs `action` (a change that makes the list search) and resolves once the
 * next screen it loads is shown and settled. The address changes before the
 * screen starts loading, so waiting for the address alone may see the old list.
 */
export async function afterListSearch(page: TestPage, action: () => Promise<unknown>): Promise<void> {
  await page.evaluate(() => {
    const html = document.documentElement;
    (window as { __listShown?: Promise<void> }).__listShown = new Promise<void>((resolve) => {
      const observer = new MutationObserver((records) => {
        // A record with an old value: the attribute was there and went, the next screen is shown.
        if (records.some((r) => r.oldValue !== null) && !html.hasAttribute('data-navigating')) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe(html, { attributes: true, attributeFilter: ['data-navigating'], attributeOldValue: true });
    });
  });
  await action();
  await page.evaluate(() => (window as { __listShown?: Promise<void> }).__listShown);
  await listSettled(page);
}
