import type { FormFields } from '../../contract/forms/read-form.ts';
import type { RouteMatch } from '../../contract/routes.ts';
import type { Action, ActionContext, ActionResult } from '../navigation/page-types.ts';

// Actions are server-only and never part of a page's chunk: the browser posts with fetch.
const actions = import.meta.glob<{ action: Action }>('../pages/*/action.ts');

/**
 * Runs the action of the page a form was posted to (server only): its
 * redirect or re-render data, or null when the page takes no posts (405).
 */
export async function runAction(
  match: RouteMatch,
  ctx: Omit<ActionContext, 'match' | 'locale'>,
): Promise<ActionResult | null> {
  const load = actions[`../pages/${match.route.page}/action.ts`];
  if (!load) return null;
  const { action } = await load();
  return action({ ...ctx, match, locale: match.locale });
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
