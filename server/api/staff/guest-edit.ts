/**
 * Staff correct a booking's guest (docs/product/rules.md#correcting-the-guest), in one transaction
 * under the booking's row lock: the changed fields saved, one audit row with their before and
 * after. Where an issued document names what changed, it is reissued the way a change does it:
 * the invoice (its addressee: the guest's name, address, country and e-mail, or for a trade
 * partner's booking only the traveller's name) by a credit note and a new invoice, the travel
 * documents rendered again; the guest gets the confirmation with the new documents at the new
 * address. A cancelled booking is corrected, its documents left as issued.
 */
import type { GuestEditForm, GuestField } from '../../../contract/forms/staff-guest.ts';
import type { Queryable } from '../../db/client.ts';
import type { MoneyContext } from '../reservations/context.ts';
import { enqueueConfirmation } from '../reservations/confirmation.ts';
import { renderAndStoreTravelDocuments, travelAttachments } from '../reservations/documents.ts';
import { reissue } from '../reservations/invoices.ts';
import { isTravelDocumentReady } from '../reservations/result.ts';
import { loadReservation, type ReservationRecord } from '../bookings/repository.ts';
import type { StaffUser } from '../users/repository.ts';
import { lockedBooking } from './actions.ts';
import { writeAudit } from './audit.ts';
import { fieldLabel, GUEST_LABELS } from './field-labels.ts';
import type { Locale } from '../../../contract/locale.ts';
import { HttpError } from '../../http/errors.ts';
import { t } from '../../texts.ts';

/** Why a correction was refused: nothing differs from what is saved, or no such country. */
export class GuestEditRefusal extends Error {
  constructor(
    readonly code: 'unchanged' | 'unknownCountry',
    readonly status: number,
  ) {
    super(code);
  }
}

const COLUMNS: Record<GuestField, string> = {
  title: 'title',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  mobilePhone: 'mobile_phone',
  address: 'address',
  zipCode: 'zip_code',
  city: 'city',
  countryIso: 'country_iso',
  birthDate: 'birth_date',
  nationality: 'nationality',
};
/** What a guest's invoice names of them; a trade partner's names the company, and the traveller. */
const GUEST_ADDRESSEE: readonly GuestField[] = [
  'firstName',
  'lastName',
  'email',
  'address',
  'zipCode',
  'city',
  'countryIso',
];
const TRAVELLER: readonly GuestField[] = ['title', 'firstName', 'lastName'];

// No title is null when saved, missing when posted: both read ''.
const savedValue = (record: ReservationRecord, field: GuestField): string => String(record[field] ?? '');
const formValue = (form: GuestEditForm, field: GuestField): string => String(form[field] ?? '');

export async function editGuest(
  tx: Queryable,
  who: StaffUser,
  code: string,
  form: GuestEditForm,
  ctx: MoneyContext,
  isCountry: (code: string) => boolean,
): Promise<ReservationRecord> {
  if (!isCountry(form.countryIso)) throw new GuestEditRefusal('unknownCountry', 400);
  const before = await lockedBooking(tx, code);
  const changed = (Object.keys(COLUMNS) as GuestField[]).filter((f) => savedValue(before, f) !== formValue(form, f));
  if (changed.length === 0) throw new GuestEditRefusal('unchanged', 409);
  await tx.query(
    `update reservations set ${changed.map((f, i) => `${COLUMNS[f]} = $${i + 2}`).join(', ')} where id = $1`,
    [before.id, ...changed.map((f) => form[f] ?? null)],
  );
  await writeAudit(
    tx,
    who,
    'editGuest',
    { type: 'reservation', key: code },
    Object.fromEntries(changed.map((f) => [f, savedValue(before, f)])),
    Object.fromEntries(changed.map((f) => [f, formValue(form, f)])),
  );
  const after = (await loadReservation(tx, { id: before.id }))!;
  if (after.status !== 'cancelled') await reissueNamed(tx, before, after, changed, ctx);
  return after;
}

/** The documents that name a changed field, issued again and mailed to the guest with the booking as it is. */
async function reissueNamed(
  tx: Queryable,
  before: ReservationRecord,
  after: ReservationRecord,
  changed: readonly GuestField[],
  ctx: MoneyContext,
): Promise<void> {
  const company = await ctx.company(after.locale);
  const addressee = after.onAccount ? TRAVELLER.filter((f) => f !== 'title') : GUEST_ADDRESSEE;
  const invoice = changed.some((f) => addressee.includes(f))
    ? await reissue(tx, before, after, 'change', { now: ctx.now, company })
    : [];
  const travel = changed.some((f) => TRAVELLER.includes(f));
  if (travel) await renderAndStoreTravelDocuments(tx, after, company, ctx.now);
  const documents = [
    ...invoice,
    ...(travel && isTravelDocumentReady(after) ? await travelAttachments(tx, after.id) : []),
  ];
  if (documents.length) await enqueueConfirmation(tx, after, documents, { ...ctx, company });
}

/** A refusal as the API answers it, in the request's language. */
export function guestRefusal(lang: Locale, err: unknown): unknown {
  if (!(err instanceof GuestEditRefusal)) return err;
  const field = err.code === 'unknownCountry' ? 'countryIso' : undefined;
  const message = t(lang, `staff.desk.guest.${err.code}`, { field: fieldLabel(lang, 'countryIso', GUEST_LABELS) });
  return new HttpError(err.status, message, field, { code: err.code });
}
