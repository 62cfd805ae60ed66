/**
 * The stays an owner's statement speaks of, as their money stands now
 * (docs/product/statements.md): the house lines of the owner's houses departing
 * within the books, and every line a statement of the owner stated before, each
 * with its share from the booking's money record. A stay stated before keeps the
 * commission rate it was first stated at.
 */
import type { IsoDate } from '../../../contract/dates.ts';
import type { Locale } from '../../../contract/locale.ts';
import { lineShares } from '../../books/owner-share.ts';
import type { BookLine, Period, StatedLine } from '../../books/statement.ts';
import type { Queryable } from '../../db/client.ts';
import type { StatementDocumentLine } from '../../documents/statement.ts';
import { loadMoneyEntries } from '../bookings/ledger.ts';

/** A stay as a statement line names it, beside its share. */
export interface StayFacts extends Omit<
  StatementDocumentLine,
  'kind' | 'rentCents' | 'commissionCents' | 'payoutCents'
> {
  reservationId: number;
  position: number;
  /** The owner's part of a kept cancellation fee it is stated at (basis points). */
  cancellationShareBp: number;
}

export interface OwnerStays {
  current: BookLine[];
  stated: StatedLine[];
  facts: Map<string, StayFacts>;
}

export const stayKey = (reservationId: number, position: number) => `${reservationId}:${position}`;

interface LineRow {
  reservation_id: number;
  position: number;
  booking_code: string;
  house_code: string;
  house_name: string;
  arrival: IsoDate;
  departure: IsoDate;
  persons: number;
  cancelled: boolean;
  owner_id: number | null;
  commission_bp: number | null;
  cancellation_share_bp: number | null;
}

/** Every house line of the bookings named, with its house's owner and rate today, its name in the owner's language. */
async function linesOf(q: Queryable, reservationIds: number[], locale: Locale): Promise<LineRow[]> {
  return q.query<LineRow>(
    `select rh.reservation_id, rh.position, r.booking_code, h.code as house_code, t.name as house_name,
            to_char(lower(s.stay), 'YYYY-MM-DD') as arrival, to_char(upper(s.stay), 'YYYY-MM-DD') as departure,
            r.number_adults + r.number_children as persons, r.status = 'cancelled' as cancelled,
            h.owner_id, coalesce(h.commission_bp, o.commission_bp) as commission_bp, o.cancellation_share_bp
       from reservation_houses rh
       join reservations r on r.id = rh.reservation_id
       join stays s on s.id = rh.stay_id
       join houses h on h.id = rh.house_id
       join house_texts t on t.house_id = h.id and t.lang = $2
       left join owners o on o.id = h.owner_id
      where rh.reservation_id = any($1::int[])
      order by rh.reservation_id, rh.position`,
    [reservationIds, locale],
  );
}

export async function ownerStays(
  q: Queryable,
  owner: { id: number; locale: Locale },
  booksFrom: IsoDate,
  period: Period,
): Promise<OwnerStays> {
  const ownerId = owner.id;
  const stated = (
    await q.query<StatedLine & { reservation_id: number; position: number; first_bp: number; first_share: number }>(
      `select l.reservation_id, l.position, sum(l.rent_cents)::bigint as "rentCents",
              sum(l.commission_cents)::bigint as "commissionCents",
              (array_agg(l.commission_bp order by l.id))[1] as first_bp,
              (array_agg(l.cancellation_share_bp order by l.id))[1] as first_share
         from owner_statement_lines l join owner_statements st on st.id = l.statement_id
        where st.owner_id = $1
        group by l.reservation_id, l.position`,
      [ownerId],
    )
  ).map((r) => ({
    key: stayKey(Number(r.reservation_id), r.position),
    ownerId,
    rentCents: Number(r.rentCents),
    commissionCents: Number(r.commissionCents),
    bp: r.first_bp,
    share: Number(r.first_share),
    reservationId: Number(r.reservation_id),
  }));
  const departing = await q.query<{ reservation_id: number }>(
    `select distinct rh.reservation_id from reservation_houses rh
       join stays s on s.id = rh.stay_id join houses h on h.id = rh.house_id
      where h.owner_id = $1 and upper(s.stay) between $2::date and $3::date`,
    [ownerId, booksFrom, period.to],
  );
  const ids = [...new Set([...departing.map((r) => Number(r.reservation_id)), ...stated.map((s) => s.reservationId)])];
  const statedBp = new Map(stated.map((s) => [s.key, s.bp]));
  const statedShare = new Map(stated.map((s) => [s.key, s.share]));
  const rows = await linesOf(q, ids, owner.locale);
  const current: BookLine[] = [];
  const facts = new Map<string, StayFacts>();
  for (const id of ids) {
    const lines = rows
      .filter((r) => Number(r.reservation_id) === id)
      // A stay keeps the rate and the cancellation share it was first stated at for this owner.
      .map((l) => ({
        ...l,
        commissionBp: statedBp.get(stayKey(id, l.position)) ?? l.commission_bp ?? 0,
        cancellationShareBp: statedShare.get(stayKey(id, l.position)) ?? l.cancellation_share_bp ?? 10000,
      }));
    const shares = lineShares(
      await loadMoneyEntries(q, id),
      lines.map((l) => ({
        position: l.position,
        ownerId: l.owner_id ?? 0,
        commissionBp: l.commissionBp,
        cancellationShareBp: l.cancellationShareBp,
      })),
    );
    for (const [i, line] of lines.entries()) {
      const key = stayKey(id, line.position);
      const { commissionBp, cancellationShareBp } = line;
      current.push({
        key,
        ownerId: line.owner_id ?? 0,
        departure: line.departure,
        rentCents: shares[i].rentCents,
        commissionCents: shares[i].commissionCents,
      });
      facts.set(key, {
        reservationId: id,
        position: line.position,
        bookingCode: line.booking_code,
        houseCode: line.house_code,
        houseName: line.house_name,
        arrival: line.arrival,
        departure: line.departure,
        persons: line.persons,
        cancelled: line.cancelled,
        commissionBp,
        cancellationShareBp,
      });
    }
  }
  return {
    current,
    stated: stated.map(({ key, rentCents, commissionCents }) => ({ key, ownerId, rentCents, commissionCents })),
    facts,
  };
}
