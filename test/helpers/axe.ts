/**
 * axe-core in a test page: the violations of the page as it is now (WCAG 2.1
 * A/AA and best practices), as short lines naming the rule and the elements,
 * so an assertion `expect(await axeViolations(page)).to.deep.equal([])` says
 * what is wrong. Injected through the DevTools protocol, so the site's CSP is
 * untouched.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer';

const source = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
  violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }>;
}

/** Waits until nothing moves: every finite animation (the cookie notice fades in) and transition has finished, so contrast is measured as seen. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
}

/** The page's violations once it has settled. */
export async function axeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<string[]> {
  await settle(page);
  const injected = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!injected) await page.evaluate(source);
  const result = (await page.evaluate(async (exclude: string[]) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<unknown> } }).axe;
    return axe.run(exclude.length ? { include: [document], exclude: exclude.map((s) => [s]) } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
  }, options.exclude ?? [])) as AxeResult;
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
}
