/**
 * The secret export URL of a house: 32 random bytes (base64url) in the path.
 * A request's token is looked up by its SHA-256, so the database compares
 * hashes, never the secret itself. Revoking gives the house a new token; the
 * old URL answers 404 from then on.
 */
import { createHash, randomBytes } from 'node:crypto';
import { t } from '../../texts.ts';
import type { Queryable } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function exportPathOf(token: string): string {
  return `/api/calendars/${token}.ics`;
}

function hashOf(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** The house's export URL path, made now if it has none yet. */
export async function createExportToken(db: Queryable, houseId: number): Promise<string> {
  return exportPathOf(await saveToken(db, houseId, false));
}

/** Replaces the house's token: the old URL stops working; resolves with the new path. */
export async function revokeExportToken(db: Queryable, houseId: number): Promise<string> {
  return exportPathOf(await saveToken(db, houseId, true));
}

/** The house's export URL path; null when it has none. */
export async function exportPath(db: Queryable, houseId: number): Promise<string | null> {
  const [row] = await db.query<{ token: string }>('select token from house_export_tokens where house_id = $1', [
    houseId,
  ]);
  return row ? exportPathOf(row.token) : null;
}

/** The house a token opens; null for an unknown, malformed or revoked one. */
export async function houseOfToken(db: Queryable, token: string): Promise<number | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db.query<{ house_id: number }>('select house_id from house_export_tokens where token_hash = $1', [
    hashOf(token),
  ]);
  return row?.house_id ?? null;
}

async function saveToken(db: Queryable, houseId: number, replace: boolean): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const [house] = await db.query('select 1 from houses where id = $1', [houseId]);
  if (!house) throw new HttpError(404, t('en', 'api.calendars.houseNotFound'), 'houseId');
  const [row] = await db.query<{ token: string }>(
    `insert into house_export_tokens (house_id, token, token_hash) values ($1, $2, $3)
     on conflict (house_id) do update set token = excluded.token, token_hash = excluded.token_hash, created_at = now()
       where $4::boolean
     returning token`,
    [houseId, token, hashOf(token), replace],
  );
  if (row) return row.token;
  const [existing] = await db.query<{ token: string }>('select token from house_export_tokens where house_id = $1', [
    houseId,
  ]);
  return existing.token;
}
