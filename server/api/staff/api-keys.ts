/**
 * A company's API keys in the back office (docs/product/api.md#partner-api):
 * listed, created (the key answered this once) and revoked by an admin,
 * each change audited on the company in its transaction.
 */
import type { StaffApiKeyRow, StaffNewApiKey } from '../../../contract/api/staff-admin.ts';
import type { Queryable } from '../../db/client.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../users/api-keys.ts';
import type { StaffUser } from '../users/repository.ts';
import { writeAudit } from './audit.ts';
import { AdminRefusal } from './user-admin.ts';

async function companyKey(q: Queryable, companyId: number): Promise<string> {
  const [row] = await q.query<{ key: string }>('select key from companies where id = $1', [companyId]);
  if (!row) throw new AdminRefusal('companyNotFound', 404);
  return row.key;
}

export async function companyApiKeys(q: Queryable, companyId: number): Promise<StaffApiKeyRow[]> {
  await companyKey(q, companyId);
  return listApiKeys(q, companyId);
}

export async function newCompanyApiKey(
  tx: Queryable,
  who: StaffUser,
  companyId: number,
  label: string,
  now: Date,
): Promise<StaffNewApiKey> {
  const target = { type: 'company' as const, key: await companyKey(tx, companyId) };
  const { row, key } = await createApiKey(tx, companyId, label, who, now);
  await writeAudit(tx, who, 'createApiKey', target, null, row);
  return { ...row, key };
}

export async function revokeCompanyApiKey(
  tx: Queryable,
  who: StaffUser,
  companyId: number,
  keyId: number,
  now: Date,
): Promise<StaffApiKeyRow> {
  const target = { type: 'company' as const, key: await companyKey(tx, companyId) };
  const revoked = await revokeApiKey(tx, companyId, keyId, who, now);
  if (!revoked) throw new AdminRefusal('apiKeyNotFound', 404);
  if (!revoked.before.revokedAt) await writeAudit(tx, who, 'revokeApiKey', target, revoked.before, revoked.after);
  return revoked.after;
}
