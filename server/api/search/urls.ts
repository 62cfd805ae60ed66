import type { Locale } from '../../../contract/locale.ts';
import { pathFor } from '../../../contract/routes.ts';

/** House page URL = prefix + region slug + middle + house slug + suffix. */
export interface HouseUrlParts {
  prefix: string;
  middle: string;
  suffix: string;
}

const parts = new Map<Locale, HouseUrlParts>();

/** The house page path of the site's route table (contract/routes.ts), split around its two parameters. */
export function houseUrlParts(lang: Locale): HouseUrlParts {
  let found = parts.get(lang);
  if (!found) {
    const path = pathFor('house', lang, { region: 'REGIONSLUG', slug: 'HOUSESLUG' });
    const [prefix, rest] = path.split('REGIONSLUG');
    const [middle, suffix] = rest.split('HOUSESLUG');
    parts.set(lang, (found = { prefix, middle, suffix }));
  }
  return found;
}
