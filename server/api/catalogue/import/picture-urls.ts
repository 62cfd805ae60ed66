/**
 * The catalogue file's picture URLs must lead to public addresses (the
 * outbound fetch refuses the rest when it connects): checked before planning,
 * so a dry run names every such picture, by house and field, before anything
 * is fetched or written. A name that does not resolve now passes here; its
 * fetch reports it.
 */
import type { Outbound } from '../../../http/outbound-fetch.ts';
import type { CatalogueFile } from '../file/schema.ts';
import type { Locate } from './problems.ts';

export async function pictureUrlProblems(file: CatalogueFile, outbound: Outbound, locate: Locate): Promise<string[]> {
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
          `${locate(['houses', i, 'images', j, 'url'])}: not a public address (${reason}); pictures are fetched from the internet only`,
        );
    }
  }
  return problems;
}
