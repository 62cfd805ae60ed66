/** The audit trail of staff actions (migration 090): written in the action's own transaction by ../audit/record.ts. */
import type { StaffAuditEntry } from '../../../contract/api/staff.ts';
import type { Queryable } from '../../db/client.ts';
import type { AuditTarget } from '../audit/record.ts';

export { writeAudit, type AuditTarget } from '../audit/record.ts';

/** The trail of one booking or house, oldest first: each row with its login and the user's name today. */
export async function auditTrail(q: Queryable, target: AuditTarget): Promise<StaffAuditEntry[]> {
  const rows = await q.query<{
    at: Date | string;
    username: string;
    name: string | null;
    action: string;
    before: unknown;
    after: unknown;
  }>(
    `select a.at, a.username, u.name, a.action, a.before, a.after
       from staff_audit a left join company_users u on u.id = a.user_id
      where a.target_type = $1 and a.target = $2 order by a.at, a.id`,
    [target.type, target.key],
  );
  return rows.map((r) => ({
    at: new Date(r.at).toISOString(),
    username: r.username,
    name: r.name,
    action: r.action,
    before: r.before,
    after: r.after,
  }));
}
