/**
 * Deleting a login (docs/product/rules.md#roles): only one that has left no trace. A user who made
 * bookings, or whose name is on the audit trail, notes, recorded transfers or blocks, cannot be
 * deleted, since those rows name them; such a login is disabled instead. Its sessions and login
 * links go with it (on delete cascade).
 */
import type { Queryable } from '../../db/client.ts';

/** What names the user: each kind of row with how many there are. */
export type UserHistory = Partial<Record<'bookings' | 'auditRows' | 'notes' | 'bankTransfers' | 'blocks', number>>;

export type DeleteOutcome =
  | { deleted: true; username: string }
  | { deleted: false; reason: 'notFound' }
  | { deleted: false; reason: 'history'; history: UserHistory };

/** Deletes the login by username (any case) when nothing names it; the row is locked while it looks. */
export async function deleteUserWithoutHistory(tx: Queryable, username: string): Promise<DeleteOutcome> {
  const [user] = await tx.query<{ id: number; username: string }>(
    'select id, username from company_users where lower(username) = lower($1) for update',
    [username.trim()],
  );
  if (!user) return { deleted: false, reason: 'notFound' };
  const [counts] = await tx.query<Required<UserHistory>>(
    `select (select count(*)::int from reservations where company_user_id = $1) as bookings,
            (select count(*)::int from staff_audit where user_id = $1) as "auditRows",
            (select count(*)::int from staff_notes where user_id = $1) as notes,
            (select count(*)::int from bank_transfers where lower(recorded_by) = lower($2)) as "bankTransfers",
            (select count(*)::int from stays where lower(created_by) = lower($2)) as blocks`,
    [user.id, user.username],
  );
  const history = Object.fromEntries(Object.entries(counts).filter(([, n]) => Number(n) > 0)) as UserHistory;
  if (Object.keys(history).length > 0) return { deleted: false, reason: 'history', history };
  await tx.query('delete from company_users where id = $1', [user.id]);
  return { deleted: true, username: user.username };
}
