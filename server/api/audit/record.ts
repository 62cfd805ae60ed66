/**
 * The audit trail's one writer (staff_audit, migration 090): who did what to
 * which thing, with the thing before and after, in the action's own
 * transaction. Staff actions name the staff user; a catalogue import run from
 * the command line names whoever ran it, with no user id.
 */
import type { Queryable } from '../../db/client.ts';

export interface AuditActor {
  id: number | null;
  username: string;
}

export type AuditTarget = {
  type: 'reservation' | 'house' | 'place' | 'area' | 'owner' | 'user' | 'company' | 'month' | 'statement';
  key: string;
};

export async function writeAudit(
  tx: Queryable,
  who: AuditActor,
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
