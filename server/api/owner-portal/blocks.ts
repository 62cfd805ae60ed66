/**
 * An owner's own blocks (docs/product/owner-portal.md#blocks): nights of their house kept for
 * their own use, written as staff blocks are (calendars/blocks.ts: the same locks, the same 409
 * when a booking or another block holds the nights), marked as the owner's (stays.by_owner_id).
 * Each addition and removal writes the house's audit row and queues staff's mail, in the
 * caller's transaction. An owner removes only their own blocks, never the company's.
 */
import type { OwnerBlock } from '../../../contract/api/owner-portal.ts';
import type { OwnerBlockForm } from '../../../contract/forms/owner-portal.ts';
import type { Locale } from '../../../contract/locale.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { Queryable } from '../../db/client.ts';
import { mailOrigin } from '../../mail/kinds/booking.ts';
import { ownerBlockMail, type OwnerBlockNews } from '../../mail/kinds/owner-block.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { writeAudit } from '../audit/record.ts';
import { deleteBlock, insertBlock } from '../calendars/blocks.ts';
import type { OwnerUser } from '../users/repository.ts';
import { ownHouse } from './houses.ts';
import { OwnerRefusal } from './refusal.ts';

/** Where staff are told, and the site's address for the link to the house. */
export interface StaffNotice {
  staffEmail: string;
  publicUrl: string | undefined;
}

async function tellStaff(tx: Queryable, who: OwnerUser, news: Omit<OwnerBlockNews, 'owner'>, notice: StaffNotice) {
  const after = news.change === 'added' ? news : null;
  const before = news.change === 'removed' ? news : null;
  const row = (b: typeof news | null) =>
    b && { from: b.from, to: b.to, note: b.note, owner: who.owner.code, ownerName: who.owner.name };
  await writeAudit(
    tx,
    who,
    news.change === 'added' ? 'ownerAddBlock' : 'ownerRemoveBlock',
    { type: 'house', key: news.house.code },
    row(before),
    row(after),
  );
  const houseUrl = `${mailOrigin({ siteOrigin: null }, notice.publicUrl)}${pathFor('staffHouse', 'en', { code: news.house.code })}`;
  await enqueueMail(tx, ownerBlockMail({ ...news, owner: who.owner }, { staffEmail: notice.staffEmail, houseUrl }));
}

export async function addOwnerBlock(
  tx: Queryable,
  who: OwnerUser,
  form: OwnerBlockForm,
  locale: Locale,
  notice: StaffNotice,
): Promise<OwnerBlock> {
  const house = await ownHouse(tx, who.owner.id, form.house, locale);
  const added = await insertBlock(
    tx,
    { houseId: house.id, from: form.from, to: form.to, note: form.note || null, by: who.username },
    locale,
  );
  await tx.query('update stays set by_owner_id = $2 where id = $1', [added.id, who.owner.id]);
  await tellStaff(tx, who, { change: 'added', house, from: added.from, to: added.to, note: added.note }, notice);
  return { id: added.id, from: added.from, to: added.to, note: added.note, mine: true };
}

export async function removeOwnerBlock(
  tx: Queryable,
  who: OwnerUser,
  blockId: number,
  locale: Locale,
  notice: StaffNotice,
): Promise<void> {
  const [row] = await tx.query<{ code: string; by_owner_id: number | null }>(
    `select h.code, s.by_owner_id from stays s join houses h on h.id = s.house_id
      where s.id = $1 and s.kind = 'block' and h.owner_id = $2`,
    [blockId, who.owner.id],
  );
  if (!row) throw new OwnerRefusal('blockNotFound', 404, 'id');
  if (row.by_owner_id !== who.owner.id) throw new OwnerRefusal('notYourBlock', 403, 'id');
  const house = await ownHouse(tx, who.owner.id, row.code, locale);
  const removed = await deleteBlock(tx, blockId, locale, house.id);
  await tellStaff(
    tx,
    who,
    { change: 'removed', house, from: removed.from, to: removed.to, note: removed.note },
    notice,
  );
}
