/**
 * The catalogue file's picture URLs must lead to public addresses (the
 * outbound fetch refuses the rest when it connects): checked before planning,
 * so a dry run names every such picture, by house and field, before anything
 * is fetched or written. A name that does not resolve now passes here; its
 * fetch reports it.
 */
import type { Outbound } from '../../../http/outbound-fetch.ts';
import type { CatalogueFile } from '../file/schema.ts';
import { CatalogueFileError, fieldName } from './problems.ts';

export async function checkPictureUrls(file: CatalogueFile, outbound: Outbound): Promise<void> {
  const problems: string[] = [];
  // Pictures mostly share a few servers: each judged once.
  const refusals = new Map<string, Promise<string | null>>();
  const refusal = (url: string) => {
    const origin = URL.canParse(url) ? new URL(url).origin : url;
    if (!refusals.has(origin)) refusals.set(origin, outbound.refusal(url));
    return refusals.get(origin)!;
  };
  for (const [i, house] of file.houses.entries()) {
    for (const [j, image] of house.images.entries()) {
      const reason = 'url' in image ? await refusal(image.url) : null;
      if (reason)
        problems.push(
          `${fieldName(['houses', i, 'images', j, 'url'], (k) => file.houses[k]?.code)}: not a public address (${reason}); pictures are fetched from the internet only`,
        );
    }
  }
  if (problems.length) throw new CatalogueFileError(problems);
}
