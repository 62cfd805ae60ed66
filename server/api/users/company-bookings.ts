/** One page of a company's bookings, newest first, by the account page's filters (docs/product/api.md#users). */
import { PARTNER_PAGE_SIZE, type PartnerBookingsQuery } from '../../../contract/forms/partner.ts';
import type { Queryable } from '../../db/client.ts';

export async function companyBookingPage(
  q: Queryable,
  companyId: number,
  query: PartnerBookingsQuery,
): Promise<{ ids: number[]; total: number }> {
  const rows = await q.query<{ id: number | string; total: number | string }>(
    `select id, count(*) over () as total from reservations
      where company_id = $1 and ($2::text is null or status = $2::text)
        and ($3::date is null or arrival_date >= $3::date) and ($4::date is null or arrival_date <= $4::date)
      order by created_at desc, id desc limit $5 offset $6`,
    [
      companyId,
      query.status ?? null,
      query.arrivalFrom ?? null,
      query.arrivalTo ?? null,
      PARTNER_PAGE_SIZE,
      (query.page - 1) * PARTNER_PAGE_SIZE,
    ],
  );
  const total = rows.length ? Number(rows[0].total) : await countAll(q, companyId, query);
  return { ids: rows.map((r) => Number(r.id)), total };
}

/** The count when the page is past the end (the window function sees no row there). */
async function countAll(q: Queryable, companyId: number, query: PartnerBookingsQuery): Promise<number> {
  if (query.page === 1) return 0;
  return (await companyBookingPage(q, companyId, { ...query, page: 1 })).total;
}
