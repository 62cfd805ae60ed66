import type { PageModule } from './types.ts';

// Every page is its own chunk: the browser loads only the current screen's code.
const modules = import.meta.glob<PageModule>('./*/page.tsx');

export const NOT_FOUND_PAGE = 'not-found';

export function loadPageModule(key: string): Promise<PageModule> {
  const load = modules[`./${key}/page.tsx`];
  if (!load) throw new Error(`no page module ${key}`);
  return load();
}

/** The module's source path, the key of Vite's manifest (for preloads and Early Hints). */
export function pageSourceFile(key: string): string {
  return `src/pages/${key}/page.tsx`;
}
