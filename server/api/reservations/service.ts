/**
 * Making a reservation from a cart (docs/product/screens.md#checkout), all or nothing
 * in one transaction:
 *
 *  1. lock the cart and read its lines; every line needs dates that pass
 *     checkStay on today's date (Iceland), a published house and a price;
 *  2. the rules that need the cart: arrival before the first check-in,
 *     departure after the last check-out, no more guests than the houses sleep;
 *  3. lock the houses (lockHouses, id order), then insert the stays (kind
 *     booking, status pending): bookings of the same house queue on its lock
 *     instead of deadlocking in the exclusion constraint, which refuses dates
 *     taken meanwhile (23P01 → 409);
 *  4. the reservation with a fresh 8-digit code, its houses, the payment
 *     schedule, its PDFs; empty the cart; the confirmation e-mail into the outbox.
 *
 * A guest's booking is reserved ('pending_payment', stays pending) until its
 * first card payment arrives; a trade partner's is confirmed at once, on
 * account (accountSchedule), and never cancelled automatically.
 *
 * A booking staff take on the phone (`desk`, docs/product/bookings-and-payments.md#phone-bookings)
 * names its house and days instead of a cart, may have its date rules overridden (with a reason,
 * which its audit row keeps), and is paid by pay link, on a trade partner's account or by bank
 * transfer; everything else is the same path.
 *
 * Any failure rolls all of it back. The transaction hands its own handle (tx)
 * to everything it calls: PGlite has one connection.
 */
import { brokenRules, nightsBetween, todayInIceland, toDayNumber, type IsoDate } from '../../../contract/dates.ts';
import type { BookingForm } from '../../../contract/forms/booking-form.ts';
import { kitsCostCents, KIT_PRICE_CENTS } from '../../../contract/kit.ts';
import type { Locale } from '../../../contract/locale.ts';
import { bookingSchedule, earliestArrival } from '../../../contract/payment-schedule.ts';
import type { CompanyDetails } from '../../documents/types.ts';
import { t } from '../../texts.ts';
import { stayPrice } from '../catalogue/prices.ts';
import { addStay, isDoubleBooking, lockHouses } from '../catalogue/stays.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { emptyCart, lockCartLines, type BookingLine } from './cart-lines.ts';
import { renderAndStoreTravelDocuments } from './documents.ts';
import { issueBookingInvoice } from './invoices.ts';
import { enqueueConfirmation } from './confirmation.ts';
import { loadReservation, newBookingCode, type ReservationRecord } from '../bookings/repository.ts';
import { initialBookingState, initialStayState } from '../bookings/states.ts';
import { appendMoney } from '../bookings/ledger.ts';
import { FieldErrors } from './validation.ts';

export interface CreateContext {
  locale: Locale;
  now: Date;
  /**
   * A trade partner's logged-in user, or one of its API keys (id null): the booking is the
   * company's, confirmed at once and paid on account.
   */
  user?: { id: number | null; username: string; company: { id: number }; apiKey?: { id: number } };
  company: CompanyDetails;
  publicUrl?: string;
  /** The origin the guest booked on (kept for absolute links in later e-mails). */
  origin?: string;
  /** Signs the pay link of the confirmation e-mail. */
  secret: string;
  desk?: DeskBooking;
  /** An Idempotency-Key (idempotency.ts): claimed first in the booking's transaction, answered last in it. */
  once?: {
    claim(tx: Queryable): Promise<void>;
    answer(tx: Queryable, record: ReservationRecord): Promise<void>;
  };
}

/** A booking staff take (docs/product/bookings-and-payments.md#phone-bookings). */
export interface DeskBooking {
  /** The house and days, in place of a cart. */
  line: { houseId: number; resFrom: IsoDate; resTo: IsoDate };
  /** The guest's date rules (changeover days, days ahead) are overridden: the days need only be a real range. */
  overridden: boolean;
  /** On this trade partner's account; else the guest pays. */
  companyId?: number;
  /** The guest pays by bank transfer: the confirmation gives the bank details, no pay link. */
  paysByBank: boolean;
  /** Who took it, for the money record. */
  actor: string;
  /** In the booking's transaction once it is stored: its audit row. */
  record(tx: Queryable, record: ReservationRecord): Promise<void>;
}

/** The date rules staff may override; a day that is no day, or an empty range, never passes. */
const OVERRIDABLE = new Set(['not-changeover-day', 'too-soon']);

const isOnAccount = (ctx: CreateContext) => !!ctx.user || ctx.desk?.companyId !== undefined;

interface DatedLine extends BookingLine {
  resFrom: IsoDate;
  resTo: IsoDate;
}

interface HouseFacts {
  id: number;
  code: string;
  max_persons: number;
  published: boolean;
}

/** How many times a new booking code is drawn when it is already taken. */
const CODE_ATTEMPTS = 20;

/** The 409 when the cart's dates were taken meanwhile (docs/product/errors.md#booking-errors). */
export function datesTakenError(locale: Locale, houseCode?: string): HttpError {
  const errors = { cartId: t(locale, 'booking.checkout.errors.reviewCartDates') };
  return new HttpError(409, t(locale, 'booking.checkout.errors.datesTaken'), 'cartId', {
    code: 'datesTaken',
    errors,
    ...(houseCode ? { houseCode } : {}),
  });
}

/** The house id in a 23P01 error's detail: "Key (house_id, stay)=(12, [...)) conflicts with …". */
function conflictingHouseId(err: unknown): number | null {
  const detail = (err as { detail?: unknown }).detail;
  const m = typeof detail === 'string' ? /\(house_id, stay\)=\((\d+),/.exec(detail) : null;
  return m ? Number(m[1]) : null;
}

async function checkLines(
  tx: Queryable,
  lines: BookingLine[] | null,
  input: BookingForm,
  today: IsoDate,
  errors: FieldErrors,
  overridden: boolean,
): Promise<{ lines: DatedLine[]; houses: Map<number, HouseFacts> }> {
  if (!lines) throw errors.add('cartId', 'notFound');
  if (!lines.length) throw errors.add('cartId', 'empty');
  for (const line of lines) {
    const broken = brokenRules(line.resFrom, line.resTo, today);
    if (broken.some((r) => !overridden || !OVERRIDABLE.has(r.problem))) throw errors.add('cartId', 'dates');
  }
  const dated = lines as DatedLine[];
  // The same house twice with overlapping dates would refuse itself: say so instead of "someone else booked".
  const byHouse = [...dated].sort((a, b) => a.houseId - b.houseId || toDayNumber(a.resFrom) - toDayNumber(b.resFrom));
  for (let i = 1; i < byHouse.length; i++) {
    if (
      byHouse[i].houseId === byHouse[i - 1].houseId &&
      toDayNumber(byHouse[i].resFrom) < toDayNumber(byHouse[i - 1].resTo)
    )
      throw errors.add('cartId', 'overlap');
  }
  const rows = await tx.query<HouseFacts>(
    'select id, code, max_persons, published from houses where id = any($1::int[])',
    [[...new Set(dated.map((l) => l.houseId))]],
  );
  const houses = new Map(rows.map((r) => [r.id, r]));
  if (dated.some((l) => !houses.get(l.houseId)?.published)) throw errors.add('cartId', 'unavailable');

  const persons = input.numberAdults + input.numberChildren;
  const beds = dated.reduce((sum, l) => sum + houses.get(l.houseId)!.max_persons, 0);
  if (persons > beds) errors.add('numberAdults', 'tooManyGuests');
  const firstIn = earliestArrival(dated);
  const lastOut = dated.reduce((max, l) => (toDayNumber(l.resTo) > toDayNumber(max) ? l.resTo : max), dated[0].resTo);
  if (toDayNumber(input.arrivalDate) > toDayNumber(firstIn)) errors.add('arrivalDate', 'afterCheckIn');
  if (toDayNumber(input.departureDate) < toDayNumber(lastOut)) errors.add('departureDate', 'beforeCheckOut');
  if (errors.size) throw errors;
  return { lines: dated, houses };
}

async function insertReservation(
  tx: Queryable,
  input: BookingForm,
  ctx: CreateContext,
  totals: { houses: number; kits: number; total: number },
): Promise<{ id: number; code: string }> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = newBookingCode();
    const [row] = await tx.query<{ id: number }>(
      `insert into reservations (
         booking_code, email, locale, title, first_name, last_name, birth_date, nationality, address, city, zip_code,
         country_iso, mobile_phone, number_adults, number_children, number_viator_kit,
         arrival_date, arrival_transport_type, arrival_transport_number, departure_date, departure_transport_type, departure_transport_number,
         check_in_center, kit_price_cents, houses_cents, kits_cents, total_cents, company_id, company_user_id, cart_id, created_at,
         on_account, status, site_origin, pays_by_bank, api_key_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31,
         $32, $33, $34, $35, $36)
       on conflict (booking_code) do nothing
       returning id`,
      [
        code,
        input.email,
        ctx.locale,
        input.title ?? null,
        input.firstName,
        input.lastName,
        input.birthDate,
        input.nationality,
        input.address,
        input.city,
        input.zipCode,
        input.countryIso,
        input.mobilePhone,
        input.numberAdults,
        input.numberChildren,
        input.numberViatorKit,
        input.arrivalDate,
        input.arrivalTransportType,
        input.arrivalTransportNumber,
        input.departureDate,
        input.departureTransportType,
        input.departureTransportNumber,
        input.checkInCenter,
        KIT_PRICE_CENTS,
        totals.houses,
        totals.kits,
        totals.total,
        ctx.user?.company.id ?? ctx.desk?.companyId ?? null,
        ctx.user?.id ?? null,
        ctx.desk ? null : input.cartId,
        ctx.now.toISOString(),
        // A trade partner books on account: confirmed at once, paid by bank transfer.
        isOnAccount(ctx),
        initialBookingState(isOnAccount(ctx)),
        ctx.origin && /^https?:\/\/[^/]+$/.test(ctx.origin) ? ctx.origin : null,
        ctx.desk?.paysByBank ?? false,
        ctx.user?.apiKey?.id ?? null,
      ],
    );
    if (row) return { id: Number(row.id), code };
  }
  throw new Error(`no free booking code after ${CODE_ATTEMPTS} attempts`);
}

/**
 * Books the cart of a validated form. Resolves with the stored reservation;
 * rejects with HttpError 422 (a field, the cart), 409 (dates taken) or an
 * unexpected error (500), having changed nothing.
 */
export async function createReservation(db: Db, input: BookingForm, ctx: CreateContext): Promise<ReservationRecord> {
  const today = todayInIceland(ctx.now);
  const codes = new Map<number, string>();
  try {
    return await db.transaction(async (tx) => {
      await ctx.once?.claim(tx);
      const errors = new FieldErrors();
      const { lines, houses } = await checkLines(
        tx,
        ctx.desk ? [{ cartLineId: 0, ...ctx.desk.line }] : await lockCartLines(tx, input.cartId, ctx.now),
        input,
        today,
        errors,
        ctx.desk?.overridden ?? false,
      );
      for (const h of houses.values()) codes.set(h.id, h.code);

      // Stays first: in the race for the same dates, the losers stop here.
      await lockHouses(tx, [...houses.keys()]);
      const order = [...lines].sort((a, b) => a.houseId - b.houseId || toDayNumber(a.resFrom) - toDayNumber(b.resFrom));
      const stayIds = new Map<BookingLine, number>();
      for (const line of order) {
        stayIds.set(
          line,
          await addStay(tx, {
            houseId: line.houseId,
            from: line.resFrom,
            to: line.resTo,
            kind: 'booking',
            status: initialStayState(isOnAccount(ctx)),
          }),
        );
      }

      const prices = new Map<BookingLine, number>();
      for (const line of lines) {
        const price = await stayPrice(tx, line.houseId, line.resFrom, line.resTo);
        if (!price || price.nights !== nightsBetween(line.resFrom, line.resTo)) throw errors.add('cartId', 'unpriced');
        prices.set(line, price.price * 100);
      }
      const housesCents = [...prices.values()].reduce((a, b) => a + b, 0);
      const kitsCents = kitsCostCents(input.numberViatorKit, KIT_PRICE_CENTS);
      const total = housesCents + kitsCents;
      const { id, code } = await insertReservation(tx, input, ctx, { houses: housesCents, kits: kitsCents, total });

      for (const [index, line] of lines.entries()) {
        await tx.query('update stays set note = $2 where id = $1', [stayIds.get(line), `reservation ${code}`]);
        await tx.query(
          'insert into reservation_houses (reservation_id, position, house_id, stay_id, price_cents) values ($1, $2, $3, $4, $5)',
          [id, index + 1, line.houseId, stayIds.get(line), prices.get(line)],
        );
      }
      await appendMoney(
        tx,
        id,
        [
          ...lines.map((line, index) => ({
            kind: 'charge' as const,
            amountCents: prices.get(line)!,
            line: `house:${index + 1}`,
          })),
          ...(kitsCents > 0 ? [{ kind: 'charge' as const, amountCents: kitsCents, line: 'kits' }] : []),
        ],
        ctx.desk
          ? { cause: 'staff', actor: ctx.desk.actor }
          : ctx.user
            ? { cause: 'partner', actor: ctx.user.apiKey ? ctx.user.username : `company-user:${ctx.user.id}` }
            : { cause: 'guest' },
        ctx.now,
      );
      for (const p of bookingSchedule(isOnAccount(ctx), total, earliestArrival(lines), today)) {
        await tx.query('insert into payments (reservation_id, kind, amount_cents, due_date) values ($1, $2, $3, $4)', [
          id,
          p.kind,
          p.amountCents,
          p.dueDate,
        ]);
      }
      if (!ctx.desk) await emptyCart(tx, input.cartId, ctx.now);

      const record = (await loadReservation(tx, { id }))!;
      await renderAndStoreTravelDocuments(tx, record, ctx.company, ctx.now);
      const invoice = await issueBookingInvoice(tx, record, ctx);
      const stored = (await loadReservation(tx, { id }))!;
      // Travel documents come with full payment (terms); the confirmation carries the invoice.
      await enqueueConfirmation(tx, stored, invoice, ctx);
      await ctx.desk?.record(tx, stored);
      await ctx.once?.answer(tx, stored);
      return stored;
    });
  } catch (err) {
    if (err instanceof FieldErrors) throw err.toHttpError(ctx.locale);
    if (isDoubleBooking(err)) {
      const houseId = conflictingHouseId(err);
      throw datesTakenError(ctx.locale, houseId !== null ? codes.get(houseId) : undefined);
    }
    throw err;
  }
}
