import type { PageModule } from '../navigation/page-types.ts';

// The back office's and the owners' screens, each its own chunk as every page; listed here, in a
// chunk loaded only for them, so the list is not part of every visitor's shell (registry.ts).
const modules = import.meta.glob<PageModule>(['../pages/staff*/page.tsx', '../pages/owner*/page.tsx']);

export function loadBackOfficePage(key: string): Promise<PageModule> {
  const load = modules[`../pages/${key}/page.tsx`];
  if (!load) throw new Error(`no page module ${key}`);
  return load();
}
