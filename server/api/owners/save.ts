/**
 * Creating and updating an owner (docs/product/owners.md), each in the caller's transaction with
 * one audit row holding the owner before and after. Blank fields are saved as none.
 */
import type { NewOwnerBody, OwnerBody } from '../../../contract/forms/staff-owners.ts';
import type { Queryable } from '../../db/client.ts';
import { OWNER_COLUMNS, OWNER_FIELDS, type OwnerField } from '../../db/owner-columns.ts';
import { writeAudit, type AuditActor } from '../audit/record.ts';
import { isCountryCode } from '../reservations/countries.ts';
import { findOwner, type OwnerRecord } from './find.ts';
import { OwnerRefusal } from './refusal.ts';

/** The details a body sets (the code is set once, on creation), then the commission and the cancellation share. */
const DETAILS = OWNER_FIELDS.filter((field): field is Exclude<OwnerField, 'code'> => field !== 'code');
const COLUMNS = [...DETAILS.map((field) => OWNER_COLUMNS[field]), 'commission_bp', 'cancellation_share_bp'];

function values(body: OwnerBody): unknown[] {
  if (body.country !== undefined && !isCountryCode(body.country))
    throw new OwnerRefusal('countryUnknown', 400, 'country');
  return [...DETAILS.map((field) => body[field]), body.commissionBp, body.cancellationShareBp].map((v) => v ?? null);
}

const audited = ({ id: _id, ...owner }: OwnerRecord & { id: number }): OwnerRecord => owner;

/** The next free code of the form OW-0001 (the catalogue's own codes may take any shape). */
async function nextCode(tx: Queryable): Promise<string> {
  const [row] = await tx.query<{ n: number | string | null }>(
    `select max(substring(code from 4)::integer) as n from owners where code ~ '^OW-[0-9]{1,9}$'`,
  );
  return `OW-${String(Number(row?.n ?? 0) + 1).padStart(4, '0')}`;
}

/** Held while an owner is created, so two at once cannot take one code (any number: only this module takes it). */
const NEW_OWNER_LOCK = 724_004;

export async function createOwner(tx: Queryable, who: AuditActor, body: NewOwnerBody): Promise<OwnerRecord> {
  const params = values(body);
  await tx.query('select pg_advisory_xact_lock($1)', [NEW_OWNER_LOCK]);
  const code = body.code ?? (await nextCode(tx));
  const [taken] = await tx.query('select 1 from owners where code = $1', [code]);
  if (taken) throw new OwnerRefusal('ownerCodeTaken', 409, 'code');
  await tx.query(
    `insert into owners (code, ${COLUMNS.join(', ')}) values ($1, ${COLUMNS.map((_, i) => `$${i + 2}`).join(', ')})`,
    [code, ...params],
  );
  const after = audited(await findOwner(tx, code));
  await writeAudit(tx, who, 'createOwner', { type: 'owner', key: code }, null, after);
  return after;
}

export async function updateOwner(tx: Queryable, who: AuditActor, code: string, body: OwnerBody): Promise<OwnerRecord> {
  const params = values(body);
  const before = await findOwner(tx, code);
  await tx.query(`update owners set ${COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ')} where id = $1`, [
    before.id,
    ...params,
  ]);
  const after = audited(await findOwner(tx, code));
  await writeAudit(tx, who, 'updateOwner', { type: 'owner', key: before.code }, audited(before), after);
  return after;
}
