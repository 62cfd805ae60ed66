import type { Model, SliceModel } from './embedded.ts';

export const CUSTOM_TYPES_API = 'https://customtypes.prismic.io';

export interface ModelsTarget {
  repository: string;
  writeToken: string;
  endpoint?: string;
  fetch?: typeof fetch;
}

/**
 * Creates the shared slices and custom types the repository lacks and updates
 * the others, through the Custom Types API (which @prismicio/client does not
 * cover). The slices go first: the API refuses a custom type naming a shared
 * slice it does not know.
 */
export async function pushModels(
  models: { slices: SliceModel[]; customTypes: Model[] },
  target: ModelsTarget,
  log: (line: string) => void,
): Promise<void> {
  const endpoint = target.endpoint ?? CUSTOM_TYPES_API;
  const fetchFn = target.fetch ?? fetch;
  const headers = {
    repository: target.repository,
    authorization: `Bearer ${target.writeToken}`,
    'content-type': 'application/json',
  };
  const call = async (path: string, body?: { id: string }) => {
    const res = await fetchFn(
      `${endpoint}${path}`,
      body ? { method: 'POST', headers, body: JSON.stringify(body) } : { headers },
    );
    if (!res.ok) throw new Error(`Custom Types API ${path}: ${res.status} ${await res.text()}`);
    return res;
  };
  const push = async (kind: 'slices' | 'customtypes', label: string, list: Array<{ id: string }>) => {
    const known = new Set(((await (await call(`/${kind}`)).json()) as Array<{ id: string }>).map((m) => m.id));
    for (const [i, model] of list.entries()) {
      const action = known.has(model.id) ? 'update' : 'insert';
      await call(`/${kind}/${action}`, model);
      log(`${label} ${i + 1}/${list.length} ${model.id}: ${action === 'insert' ? 'created' : 'updated'}`);
    }
  };
  await push('slices', 'slice', models.slices);
  await push('customtypes', 'model', models.customTypes);
}
