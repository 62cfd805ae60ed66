import type { Model } from './embedded.ts';

export const CUSTOM_TYPES_API = 'https://customtypes.prismic.io';

export interface ModelsTarget {
  repository: string;
  writeToken: string;
  endpoint?: string;
  fetch?: typeof fetch;
}

/**
 * Creates the custom types the repository lacks and updates the others,
 * through the Custom Types API (which @prismicio/client does not cover).
 */
export async function pushModels(models: Model[], target: ModelsTarget, log: (line: string) => void): Promise<void> {
  const endpoint = target.endpoint ?? CUSTOM_TYPES_API;
  const fetchFn = target.fetch ?? fetch;
  const headers = {
    repository: target.repository,
    authorization: `Bearer ${target.writeToken}`,
    'content-type': 'application/json',
  };
  const call = async (path: string, body?: Model) => {
    const res = await fetchFn(
      `${endpoint}${path}`,
      body ? { method: 'POST', headers, body: JSON.stringify(body) } : { headers },
    );
    if (!res.ok) throw new Error(`Custom Types API ${path}: ${res.status} ${await res.text()}`);
    return res;
  };
  const known = new Set(((await (await call('/customtypes')).json()) as Array<{ id: string }>).map((m) => m.id));
  for (const [i, model] of models.entries()) {
    const action = known.has(model.id) ? 'update' : 'insert';
    await call(`/customtypes/${action}`, model);
    log(`model ${i + 1}/${models.length} ${model.id}: ${action === 'insert' ? 'created' : 'updated'}`);
  }
}
