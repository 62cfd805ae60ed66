import type { PrismicDocument, WriteClient } from '@prismicio/client';

/** The fields of an Asset API asset this script uses. */
export interface RepositoryAsset {
  id: string;
  url: string;
  filename: string;
  width?: number;
  height?: number;
  credits?: string;
}

/** What the repository already holds, so that a second push updates instead of duplicating. */
export interface Existing {
  document(type: string, uid: string | null, lang: string): PrismicDocument | undefined;
  asset(filename: string): RepositoryAsset | undefined;
}

export async function readExisting(client: WriteClient): Promise<Existing> {
  const [documents, assets] = await Promise.all([readDocuments(client), readAssets(client)]);
  const byKey = new Map(documents.map((d) => [documentKey(d.type, d.uid, d.lang), d]));
  const byName = new Map(assets.map((a) => [a.filename, a]));
  return {
    document: (type, uid, lang) => byKey.get(documentKey(type, uid, lang)),
    asset: (filename) => byName.get(filename),
  };
}

function documentKey(type: string, uid: string | null | undefined, lang: string) {
  return `${type}/${uid ?? ''}/${lang}`;
}

/**
 * Documents of every ref the Content API shows: the published ones (master)
 * and those only in a release, such as the migration release an earlier,
 * unpublished push wrote to.
 */
async function readDocuments(client: WriteClient): Promise<PrismicDocument[]> {
  const { refs } = await client.getRepository();
  const byId = new Map<string, PrismicDocument>();
  for (const { ref } of refs) {
    for (const doc of await client.dangerouslyGetAll({ lang: '*', ref })) byId.set(doc.id, doc);
  }
  return [...byId.values()];
}

const ASSETS_PAGE = 100;

/** All images of the media library, through the Asset API (the client only uploads). */
async function readAssets(client: WriteClient): Promise<RepositoryAsset[]> {
  const assets: RepositoryAsset[] = [];
  for (;;) {
    const url = new URL('assets', client.assetAPIEndpoint);
    // The cursor is the id of the asset to continue after.
    const cursor = assets.at(-1)?.id;
    url.search = new URLSearchParams({
      assetType: 'image',
      limit: String(ASSETS_PAGE),
      ...(cursor && { cursor }),
    }).toString();
    const res = await client.fetchFn(url.toString(), {
      headers: { repository: client.repositoryName, authorization: `Bearer ${client.writeToken}` },
    });
    if (!res.ok) throw new Error(`Asset API ${url}: ${res.status} ${await res.text()}`);
    const page = (await res.json()) as { items: RepositoryAsset[] };
    assets.push(...page.items);
    if (page.items.length < ASSETS_PAGE) return assets;
  }
}
