/** The audit trail of staff actions (migration 090): written in the action's own transaction. */
import type { StaffAuditEntry } from '../../../contract/api/staff.ts';
import type { Queryable } from '../../db/client.ts';
import type { StaffUser } from '../users/repository.ts';

export type AuditTarget = { type: 'reservation' | 'house' | 'user' | 'company'; key: string };

export async function writeAudit(
  tx: Queryable,
  who: StaffUser,
  action: string,
  target: AuditTarget,
  before: unknown,
  after: unknown,
): Promise<void> {
  await tx.query(
    'insert into staff_audit (user_id, username, action, target_type, target, before, after) values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)',
    [
      who.id,
      who.username,
      action,
      target.type,
      target.key,
      before === undefined ? null : JSON.stringify(before),
      after === undefined ? null : JSON.stringify(after),
    ],
  );
}

/** The trail of one booking or house, oldest first. */
export async function auditTrail(q: Queryable, target: AuditTarget): Promise<StaffAuditEntry[]> {
  const rows = await q.query<{ at: Date | string; username: string; action: string; before: unknown; after: unknown }>(
    'select at, username, action, before, after from staff_audit where target_type = $1 and target = $2 order by at, id',
    [target.type, target.key],
  );
  return rows.map((r) => ({
    at: new Date(r.at).toISOString(),
    username: r.username,
    action: r.action,
    before: r.before,
    after: r.after,
  }));
}
