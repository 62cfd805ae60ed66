/**
 * A company's API keys (docs/product/api.md#partner-api): a random 32-byte
 * secret, of which only the SHA-256 and the first characters are stored.
 * Created and revoked by staff (server/api/staff/api-keys.ts); a request that
 * shows one acts for its company (auth.ts).
 */
import crypto from 'node:crypto';
import { API_KEY_PREFIX_LENGTH, API_KEY_SHAPE } from '../../../contract/api-key.ts';
import type { StaffApiKeyRow } from '../../../contract/api/staff-admin.ts';
import type { Queryable } from '../../db/client.ts';
import type { CompanyKey } from './repository.ts';

const hashOf = (key: string): Buffer => crypto.createHash('sha256').update(key).digest();

export const isApiKeyShaped = (token: string): boolean => API_KEY_SHAPE.test(token);

interface KeyRow {
  id: number;
  company_id: number;
  label: string;
  prefix: string;
  created_at: Date | string;
  created_by_name: string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
  revoked_by_name: string | null;
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

const toRow = (r: KeyRow): StaffApiKeyRow => ({
  id: r.id,
  label: r.label,
  prefix: r.prefix,
  createdAt: iso(r.created_at)!,
  createdBy: r.created_by_name,
  lastUsedAt: iso(r.last_used_at),
  revokedAt: iso(r.revoked_at),
  revokedBy: r.revoked_by_name,
});

const COLUMNS = 'id, company_id, label, prefix, created_at, created_by_name, last_used_at, revoked_at, revoked_by_name';

/** A company's keys, newest first, revoked ones included. */
export async function listApiKeys(q: Queryable, companyId: number): Promise<StaffApiKeyRow[]> {
  const rows = await q.query<KeyRow>(
    `select ${COLUMNS} from company_api_keys where company_id = $1 order by created_at desc, id desc`,
    [companyId],
  );
  return rows.map(toRow);
}

/** A new key for the company: its row, and the key itself, which is never stored and never shown again. */
export async function createApiKey(
  tx: Queryable,
  companyId: number,
  label: string,
  by: { id: number; username: string },
  now: Date,
): Promise<{ row: StaffApiKeyRow; key: string }> {
  const key = `shk_${crypto.randomBytes(32).toString('base64url')}`;
  const [row] = await tx.query<KeyRow>(
    `insert into company_api_keys (company_id, label, prefix, secret_hash, created_at, created_by, created_by_name)
     values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
    [companyId, label, key.slice(0, API_KEY_PREFIX_LENGTH), hashOf(key), now.toISOString(), by.id, by.username],
  );
  return { row: toRow(row), key };
}

/** Revokes the company's key (once: a revoked key stays as it was); null when the company has no such key. */
export async function revokeApiKey(
  tx: Queryable,
  companyId: number,
  keyId: number,
  by: { id: number; username: string },
  now: Date,
): Promise<{ before: StaffApiKeyRow; after: StaffApiKeyRow } | null> {
  const [before] = await tx.query<KeyRow>(
    `select ${COLUMNS} from company_api_keys where id = $1 and company_id = $2 for update`,
    [keyId, companyId],
  );
  if (!before) return null;
  const [after] = await tx.query<KeyRow>(
    `update company_api_keys set revoked_at = coalesce(revoked_at, $2), revoked_by = coalesce(revoked_by, $3),
       revoked_by_name = coalesce(revoked_by_name, $4)
     where id = $1 returning ${COLUMNS}`,
    [keyId, now.toISOString(), by.id, by.username],
  );
  return { before: toRow(before), after: toRow(after) };
}

/** What a key shown to the API is: its company's acting identity, revoked, or unknown. */
export type KeyCheck = { ok: true; actor: CompanyKey } | { ok: false; reason: 'apiKeyUnknown' | 'apiKeyRevoked' };

/** Looks the key up by its hash; a good one notes its use (at most once a minute, to spare the row). */
export async function checkApiKey(q: Queryable, key: string): Promise<KeyCheck> {
  const [row] = await q.query<{
    id: number;
    label: string;
    revoked: boolean;
    company_id: number;
    company_name: string;
    company_key: string;
  }>(
    `select k.id, k.label, k.revoked_at is not null as revoked,
            c.id as company_id, c.name as company_name, c.key as company_key
       from company_api_keys k join companies c on c.id = k.company_id
      where k.secret_hash = $1`,
    [hashOf(key)],
  );
  if (!row) return { ok: false, reason: 'apiKeyUnknown' };
  if (row.revoked) return { ok: false, reason: 'apiKeyRevoked' };
  await q.query(
    `update company_api_keys set last_used_at = now()
      where id = $1 and (last_used_at is null or last_used_at < now() - interval '1 minute')`,
    [row.id],
  );
  return {
    ok: true,
    actor: {
      id: null,
      role: 'company',
      username: `API key ${row.label}`,
      apiKey: { id: row.id, label: row.label },
      company: { id: row.company_id, name: row.company_name, key: row.company_key },
    },
  };
}
