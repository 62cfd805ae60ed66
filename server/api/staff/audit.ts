/** The audit trail of staff actions (migration 090): written in the action's own transaction by ../audit/record.ts. */
import type { StaffAuditEntry } from '../../../contract/api/staff.ts';
import type { Queryable } from '../../db/client.ts';
import type { AuditTarget } from '../audit/record.ts';

export { writeAudit, type AuditTarget } from '../audit/record.ts';

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
