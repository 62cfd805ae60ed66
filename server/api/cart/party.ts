/**
 * The party of a cart line (docs/product/api.md#cart): read from a body (400
 * naming the field when a count is not a whole number within 1–99 adults,
 * 0–99 children), then held against what the house sleeps (422 naming the
 * count that breaks it: `adults` when they alone are too many, else `children`).
 */
import { validate as run } from 'superstruct';
import { CartLineParty } from '../../../contract/forms/cart-line.ts';
import type { Locale } from '../../../contract/locale.ts';
import { DEFAULT_PARTY, type Party } from '../../../contract/party.ts';
import type { Queryable } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { t } from '../../texts.ts';

type PartyBody = { adults?: unknown; children?: unknown };

/** The party a POST /api/cart body names, a missing count at its default; null when it names neither. */
export function readOptionalParty(body: PartyBody, locale: Locale): Party | null {
  if (body.adults === undefined && body.children === undefined) return null;
  return readParty(
    { adults: body.adults ?? DEFAULT_PARTY.adults, children: body.children ?? DEFAULT_PARTY.children },
    locale,
  );
}

/** The party a body names, both counts required. */
export function readParty(body: PartyBody, locale: Locale): Party {
  const [error, party] = run({ adults: body.adults, children: body.children }, CartLineParty, { coerce: true });
  if (!error) return party;
  const field = String(error.failures()[0]?.path[0] ?? 'adults');
  throw new HttpError(400, t(locale, 'cart.errors.guests'), field, { code: 'badRequest' });
}

/** Refuses a party the house does not sleep. */
export async function checkPartyFits(q: Queryable, houseId: number, party: Party, locale: Locale): Promise<void> {
  const [house] = await q.query<{ max_persons: number }>('select max_persons from houses where id = $1', [houseId]);
  const max = Number(house?.max_persons ?? 0);
  if (party.adults + party.children <= max) return;
  throw new HttpError(
    422,
    t(locale, 'cart.errors.tooManyGuests', { count: max }),
    party.adults > max ? 'adults' : 'children',
    {
      code: 'tooManyGuests',
    },
  );
}
