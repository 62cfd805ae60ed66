import type { PageModule } from '../navigation/page-types.ts';

// Every page is its own chunk: the browser loads only the current screen's code. The back office's
// and owners' screens (staff…, owner…) are listed in a chunk of their own, back-office-pages.ts.
const modules = import.meta.glob<PageModule>([
  '../pages/*/page.tsx',
  '!../pages/staff*/page.tsx',
  '!../pages/owner*/page.tsx',
]);
const BACK_OFFICE = /^(staff|owner)/;

export const NOT_FOUND_PAGE = 'not-found';

/**
 * Pages that link the shell's stylesheet rather than inline it: the list,
 * whose HTML is held to 60 KB (docs/product/rules.md#page-weight) and whose first paint waits for
 * its own linked stylesheets anyway (the shell's is fetched alongside them).
 */
export const SHELL_CSS_LINKED: ReadonlySet<string> = new Set(['accommodation']);

export function loadPageModule(key: string): Promise<PageModule> {
  if (BACK_OFFICE.test(key)) return import('./back-office-pages.ts').then((pages) => pages.loadBackOfficePage(key));
  const load = modules[`../pages/${key}/page.tsx`];
  if (!load) throw new Error(`no page module ${key}`);
  return load();
}

/** The module's source path, the key of Vite's manifest (for preloads and Early Hints). */
export function pageSourceFile(key: string): string {
  return `src/pages/${key}/page.tsx`;
}
