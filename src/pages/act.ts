import type { FormFields } from '../../contract/forms/read-form.ts';
import type { RouteMatch } from '../../contract/routes.ts';
import { loadPageModule } from './registry.ts';
import type { ActionContext, ActionResult } from './types.ts';

/**
 * Runs the action of the page a form was posted to (server only): its
 * redirect or re-render data, or null when the page takes no posts (405).
 */
export async function runAction(match: RouteMatch, ctx: Omit<ActionContext, 'match' | 'locale'>): Promise<ActionResult | null> {
  const { action } = await loadPageModule(match.route.page);
  return action ? action({ ...ctx, match, locale: match.locale }) : null;
}

/** A parsed form body's fields; only single string values count. */
export function formFields(body: unknown): FormFields {
  const fields = (body ?? {}) as Record<string, unknown>;
  return {
    get: (name) => {
      const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
      return typeof value === 'string' ? value : '';
    },
  };
}
