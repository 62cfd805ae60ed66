/**
 * A booking staff take on the phone (docs/product/bookings-and-payments.md#phone-bookings): any
 * house and days, priced as the site prices them, held to the guest's date rules unless
 * overridden with a reason (heldRules, as a move is), and made by the web checkout's own
 * reservation core (createReservation) with the house and days in place of a cart, paid by a
 * pay link e-mailed to the guest, on a trade partner's account, or by a bank transfer expected.
 * Its audit row, "booking.create", is written in the booking's transaction.
 */
import type { StaffAccount, StaffPhoneQuote } from '../../../contract/api/phone-booking.ts';
import { nightsBetween, todayInIceland, type IsoDate } from '../../../contract/dates.ts';
import type { BookingForm } from '../../../contract/forms/booking-form.ts';
import type { PhoneBookingForm } from '../../../contract/forms/phone-booking.ts';
import { kitsCostCents, KIT_PRICE_CENTS } from '../../../contract/kit.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { ReservationRecord } from '../bookings/repository.ts';
import { stayPrice } from '../catalogue/prices.ts';
import { createReservation, type CreateContext } from '../reservations/service.ts';
import { validateBooking } from '../reservations/validation.ts';
import type { StaffUser } from '../users/repository.ts';
import { auditState } from './actions.ts';
import { writeAudit } from './audit.ts';
import { heldRules, LineRefusal } from './change-line.ts';
import { pickHouse } from './houses.ts';

/** The checkout's form holds a cart's id; a phone booking has none. */
const NO_CART = 'phone';

/**
 * The guest's details through the checkout's own check, the stay's days as arrival and
 * departure; a bad field is a 400 naming it, as every staff form's is.
 */
export function guestForm(body: unknown, phone: PhoneBookingForm, locale: Locale, today: IsoDate): BookingForm {
  const given = typeof body === 'object' && body !== null ? body : {};
  const form = { ...given, arrivalDate: phone.resFrom, departureDate: phone.resTo, terms: true, cartId: NO_CART };
  try {
    return validateBooking(form, locale, today);
  } catch (err) {
    if (err instanceof HttpError && err.status === 422) throw new HttpError(400, err.message, err.field, err.extra);
    throw err;
  }
}

/** The trade partners a booking can be put on the account of. */
export async function accounts(q: Queryable): Promise<StaffAccount[]> {
  const rows = await q.query<StaffAccount>('select id, name from companies order by name, id');
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/**
 * The date rules the days break, refused unless overridden with a reason: a missing reason is a
 * 400, a rule broken without override a 409 (docs/product/rules.md#staff-overrides).
 */
function overriddenRules(phone: PhoneBookingForm, today: IsoDate) {
  if (phone.resTo <= phone.resFrom) throw new LineRefusal('badRange', 400, 'resTo');
  try {
    return heldRules(phone, today, phone);
  } catch (err) {
    if (err instanceof LineRefusal)
      throw new LineRefusal(err.code, err.code === 'reasonRequired' ? 400 : 409, err.field);
    throw err;
  }
}

/** What the stay costs as the checkout would charge it: the season prices of its nights, and the kits. */
async function priceStay(
  q: Queryable,
  phone: PhoneBookingForm,
  guest: BookingForm,
  today: IsoDate,
): Promise<{ houseId: number; quote: StaffPhoneQuote }> {
  const overridden = overriddenRules(phone, today);
  const house = await pickHouse(q, phone.house).catch(() => {
    throw new LineRefusal('houseNotFound', 404, 'house');
  });
  if ('choices' in house) throw new LineRefusal('houseAmbiguous', 409, 'house', { houses: house.choices.join('; ') });
  const price = await stayPrice(q, house.id, phone.resFrom, phone.resTo);
  if (!price) throw new LineRefusal('noPrice', 422, 'resFrom');
  const housesCents = price.price * 100;
  const kitsCents = kitsCostCents(guest.numberViatorKit, KIT_PRICE_CENTS);
  const quote = {
    houseCode: house.code,
    houseName: house.name,
    resFrom: phone.resFrom,
    resTo: phone.resTo,
    nights: nightsBetween(phone.resFrom, phone.resTo),
    housesCents,
    kitsCents,
    totalCents: housesCents + kitsCents,
    overridden,
  };
  return { houseId: house.id, quote };
}

export async function quotePhoneBooking(
  q: Queryable,
  phone: PhoneBookingForm,
  guest: BookingForm,
  today: IsoDate,
): Promise<StaffPhoneQuote> {
  return (await priceStay(q, phone, guest, today)).quote;
}

/**
 * The company a booking on account is for: a 400 naming the field when none or no such company is
 * chosen, a 422 when the company has no address to send its invoices to (its e-mail, else a login's).
 */
async function accountOf(q: Queryable, phone: PhoneBookingForm): Promise<number | undefined> {
  if (phone.payment !== 'account') return undefined;
  const [row] = phone.company
    ? await q.query<{ id: number; reachable: boolean }>(
        `select c.id, (c.email is not null or exists (
                  select 1 from company_users u
                   where u.company_id = c.id and u.disabled_at is null and u.username like '%@%')) as reachable
           from companies c where c.id = $1`,
        [phone.company],
      )
    : [];
  if (!row) throw new LineRefusal('invalid', 400, 'company');
  if (!row.reachable) throw new LineRefusal('companyUnreachable', 422, 'company');
  return Number(row.id);
}

/** Books it through the checkout's core; refusals leave nothing behind. */
export async function takePhoneBooking(
  db: Db,
  who: StaffUser,
  phone: PhoneBookingForm,
  guest: BookingForm,
  ctx: Omit<CreateContext, 'desk' | 'user'>,
): Promise<ReservationRecord> {
  const { houseId, quote } = await priceStay(db, phone, guest, todayInIceland(ctx.now));
  const companyId = await accountOf(db, phone);
  try {
    return await createReservation(db, guest, {
      ...ctx,
      desk: {
        line: { houseId, resFrom: phone.resFrom, resTo: phone.resTo },
        overridden: phone.override,
        companyId,
        paysByBank: phone.payment === 'bank',
        actor: who.username,
        record: (tx, record) =>
          writeAudit(tx, who, 'booking.create', { type: 'reservation', key: record.bookingCode }, undefined, {
            ...auditState(record),
            channel: 'phone',
            payment: phone.payment,
            ...(phone.override ? { override: { reason: phone.reason, rules: quote.overridden } } : {}),
          }),
      },
    });
  } catch (err) {
    // The checkout names its cart; staff named the house and days.
    if (err instanceof HttpError && err.extra.code === 'datesTaken')
      throw new LineRefusal('datesTaken', 409, 'resFrom');
    throw err;
  }
}
