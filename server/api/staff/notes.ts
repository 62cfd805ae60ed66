/**
 * Staff's internal notes on a booking or a house (migration 113,
 * docs/product/entities.md#staff-notes): added with an audit row in one transaction, listed
 * newest first, read only by the staff API.
 */
import type { StaffNote } from '../../../contract/api/staff.ts';
import type { Queryable } from '../../db/client.ts';
import type { StaffUser } from '../users/repository.ts';
import { writeAudit, type AuditTarget } from './audit.ts';

export async function addNote(tx: Queryable, who: StaffUser, target: AuditTarget, text: string, now: Date) {
  await tx.query(
    'insert into staff_notes (target_type, target, user_id, username, body, at) values ($1, $2, $3, $4, $5, $6)',
    [target.type, target.key, who.id, who.username, text, now],
  );
  await writeAudit(tx, who, 'note', target, null, { text });
}

export async function notesOf(q: Queryable, target: AuditTarget): Promise<StaffNote[]> {
  const rows = await q.query<{ at: Date | string; username: string; body: string }>(
    'select at, username, body from staff_notes where target_type = $1 and target = $2 order by at desc, id desc',
    [target.type, target.key],
  );
  return rows.map((r) => ({ at: new Date(r.at).toISOString(), username: r.username, text: r.body }));
}
