/**
 * Reservations as stored (migration 060): one record with its houses, payments
 * and document list, read the same way by the booking transaction, the lookup,
 * the document download, the payment and the cancellation job.
 */
import crypto from 'node:crypto';
import type {
  BookedParty,
  GuestDetails,
  PaymentKind,
  PaymentMethod,
  ReservationStatus,
} from '../../../contract/api/types.ts';
import { nightsBetween, type IsoDate } from '../../../contract/dates.ts';
import type { CheckInCenterId, TransportType } from '../../../contract/forms/booking-form.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { Queryable } from '../../db/client.ts';
import { bookingMoney, type BookingMoney } from '../../booking-money.ts';
import { loadMoneyEntries } from './ledger.ts';
import type { Title } from '../../../contract/forms/booking-form.ts';

export interface ReservationHouseRecord {
  position: number;
  houseId: number;
  code: string;
  stayId: number;
  stayStatus: 'pending' | 'confirmed' | 'cancelled';
  priceCents: number;
  resFrom: IsoDate;
  resTo: IsoDate;
  nights: number;
}

export interface PaymentRecord {
  id: number;
  kind: PaymentKind;
  amountCents: number;
  dueDate: IsoDate;
  paidAt: Date | null;
  method: PaymentMethod | null;
}

export interface RefundRecord {
  id: number;
  amountCents: number;
  reason: 'cancellation' | 'duplicate' | 'manual';
  status: 'pending' | 'succeeded' | 'failed';
  /** Card refunds go back through the provider; bank transfers are sent by a person. */
  byCard: boolean;
  createdAt: Date;
  refundedAt: Date | null;
}

export interface DocumentRecord {
  name: string;
  kind: 'invoice' | 'travel';
  position: number | null;
  filename: string;
  size: number;
}

/** An invoice or credit note as issued (migration 111; docs/product/documents.md), in the order issued. */
export interface IssuedDocumentRecord {
  id: number;
  kind: 'invoice' | 'credit_note';
  reason: 'booking' | 'change' | 'cancellation' | 'reduction';
  number: string;
  issueDate: IsoDate;
  /** A credit note's invoice: issued (its id), or the unnumbered one of a booking made before numbering (null). */
  correctsId: number | null;
  correctsNumber: string | null;
  name: string;
  filename: string;
  size: number;
}

/** A booking as stored: the form's guest and travel as given, the money in cents, its houses, payments and documents. */
export interface ReservationRecord extends GuestDetails, BookedParty {
  id: number;
  bookingCode: string;
  locale: Locale;
  kitPriceCents: number;
  housesCents: number;
  kitsCents: number;
  totalCents: number;
  companyId: number | null;
  companyName: string | null;
  /** Where the company receives its bookings' mails: its address, else that of its user who booked (a username is the address login links go to). */
  companyEmail: string | null;
  /** What its invoices are addressed to besides its name: street and postcode with city (migration 115), or the older lines (111). */
  companyAddress: string | null;
  /** The country of that address (ISO code), when given in parts. */
  companyCountry: string | null;
  companyVatNumber: string | null;
  /** A trade partner's booking, paid on account (never by card, never cancelled automatically). */
  onAccount: boolean;
  /** The guest pays by bank transfer, not by card (a phone booking, migration 117). */
  paysByBank: boolean;
  /** The origin the booking was made on, for absolute links; null: PUBLIC_URL's. */
  siteOrigin: string | null;
  status: ReservationStatus;
  cancelledAt: Date | null;
  cancelReason: 'unpaid' | 'guest' | 'staff' | null;
  /** Fixed when cancelled: what the company keeps of what was paid. */
  cancellationFeeCents: number | null;
  createdAt: Date;
  houses: ReservationHouseRecord[];
  payments: PaymentRecord[];
  refunds: RefundRecord[];
  /** Stored PDFs: travel documents, and the unnumbered invoice of a booking made before numbering. */
  documents: DocumentRecord[];
  issued: IssuedDocumentRecord[];
  /** The sums of its money record (docs/product/money-record.md): every amount shown comes from here. */
  money: BookingMoney;
}

interface Row {
  id: number | string;
  booking_code: string;
  email: string;
  locale: Locale;
  title: Title | null;
  first_name: string;
  last_name: string;
  birth_date: IsoDate;
  nationality: string;
  address: string;
  city: string;
  zip_code: string;
  country_iso: string;
  mobile_phone: string;
  number_adults: number;
  number_children: number;
  number_viator_kit: number;
  arrival_date: IsoDate;
  arrival_transport_type: number;
  arrival_transport_number: string;
  departure_date: IsoDate;
  departure_transport_type: number;
  departure_transport_number: string;
  check_in_center: number;
  kit_price_cents: number;
  houses_cents: number;
  kits_cents: number;
  total_cents: number;
  company_id: number | null;
  company_name: string | null;
  company_email: string | null;
  company_address: string | null;
  company_country: string | null;
  company_vat_number: string | null;
  on_account: boolean;
  pays_by_bank: boolean;
  site_origin: string | null;
  status: ReservationStatus;
  cancelled_at: Date | string | null;
  cancel_reason: 'unpaid' | 'guest' | 'staff' | null;
  cancellation_fee_cents: number | null;
  created_at: Date | string;
}

/** A new booking code: 8 random digits from node:crypto (leading zeros allowed). */
export function newBookingCode(): string {
  return String(crypto.randomInt(0, 100_000_000)).padStart(8, '0');
}

/** The reservation with this id or booking code, with its houses, payments and documents; null when there is none. */
export async function loadReservation(
  q: Queryable,
  by: { id: number } | { code: string },
): Promise<ReservationRecord | null> {
  const [row] = await q.query<Row>(
    `select r.*, c.name as company_name,
            coalesce(
              c.email,
              case when u.username like '%@%' then u.username end,
              (select cu.username from company_users cu
                where cu.company_id = c.id and cu.disabled_at is null and cu.username like '%@%'
                order by cu.id limit 1)
            ) as company_email,
            case when c.street is null then c.address
                 else concat_ws(E'\n', c.street, nullif(concat_ws(' ', c.postcode, c.city), '')) end as company_address,
            case when c.street is null then null else c.country end as company_country,
            c.vat_number as company_vat_number
       from reservations r left join companies c on c.id = r.company_id
       left join company_users u on u.id = r.company_user_id
      where ${'id' in by ? 'r.id = $1' : 'r.booking_code = $1'}`,
    ['id' in by ? by.id : by.code],
  );
  if (!row) return null;
  const id = Number(row.id);
  const houses = await q.query<{
    position: number;
    house_id: number;
    code: string;
    stay_id: number;
    stay_status: ReservationHouseRecord['stayStatus'];
    price_cents: number;
    res_from: IsoDate;
    res_to: IsoDate;
  }>(
    `select rh.position, rh.house_id, h.code, rh.stay_id, s.status as stay_status, rh.price_cents,
            lower(s.stay) as res_from, upper(s.stay) as res_to
       from reservation_houses rh join houses h on h.id = rh.house_id join stays s on s.id = rh.stay_id
      where rh.reservation_id = $1 order by rh.position`,
    [id],
  );
  const payments = await q.query<{
    id: number;
    kind: PaymentKind;
    amount_cents: number;
    due_date: IsoDate;
    paid_at: Date | string | null;
    method: PaymentMethod | null;
  }>(
    `select id, kind, amount_cents, due_date, paid_at, method from payments where reservation_id = $1
      order by due_date, case kind when 'deposit' then 0 when 'full' then 1 else 2 end, id`,
    [id],
  );
  const refunds = await q.query<{
    id: number;
    amount_cents: number;
    reason: RefundRecord['reason'];
    status: RefundRecord['status'];
    session_id: string | null;
    created_at: Date | string;
    refunded_at: Date | string | null;
  }>(
    'select id, amount_cents, reason, status, session_id, created_at, refunded_at from refunds where reservation_id = $1 order by id',
    [id],
  );
  const documents = await q.query<{
    name: string;
    kind: 'invoice' | 'travel';
    position: number | null;
    filename: string;
    size: number;
  }>(
    `select name, kind, position, filename, size from reservation_documents where reservation_id = $1
      order by kind, position nulls first`,
    [id],
  );
  const issued = await q.query<{
    id: number | string;
    kind: IssuedDocumentRecord['kind'];
    reason: IssuedDocumentRecord['reason'];
    number: string;
    issue_date: IsoDate;
    corrects_id: number | string | null;
    corrects_number: string | null;
    name: string;
    filename: string;
    size: number;
  }>(
    `select id, kind, reason, number, issue_date, corrects_id, corrects_number, name, filename, size
       from issued_documents where reservation_id = $1 order by id`,
    [id],
  );
  return {
    id,
    bookingCode: row.booking_code,
    email: row.email,
    locale: row.locale,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    nationality: row.nationality,
    address: row.address,
    city: row.city,
    zipCode: row.zip_code,
    countryIso: row.country_iso,
    mobilePhone: row.mobile_phone,
    numberAdults: row.number_adults,
    numberChildren: row.number_children,
    numberViatorKit: row.number_viator_kit,
    arrivalDate: row.arrival_date,
    arrivalTransportType: row.arrival_transport_type as TransportType,
    arrivalTransportNumber: row.arrival_transport_number,
    departureDate: row.departure_date,
    departureTransportType: row.departure_transport_type as TransportType,
    departureTransportNumber: row.departure_transport_number,
    checkInCenter: row.check_in_center as CheckInCenterId,
    kitPriceCents: row.kit_price_cents,
    housesCents: row.houses_cents,
    kitsCents: row.kits_cents,
    totalCents: row.total_cents,
    companyId: row.company_id,
    companyName: row.company_name,
    companyEmail: row.company_email,
    companyAddress: row.company_address,
    companyCountry: row.company_country,
    companyVatNumber: row.company_vat_number,
    onAccount: row.on_account,
    paysByBank: row.pays_by_bank,
    siteOrigin: row.site_origin,
    status: row.status,
    cancelledAt: row.cancelled_at ? new Date(row.cancelled_at) : null,
    cancelReason: row.cancel_reason,
    cancellationFeeCents: row.cancellation_fee_cents,
    createdAt: new Date(row.created_at),
    houses: houses.map((h) => ({
      position: h.position,
      houseId: h.house_id,
      code: h.code,
      stayId: Number(h.stay_id),
      stayStatus: h.stay_status,
      priceCents: h.price_cents,
      resFrom: h.res_from,
      resTo: h.res_to,
      nights: nightsBetween(h.res_from, h.res_to),
    })),
    payments: payments.map((p) => ({
      id: Number(p.id),
      kind: p.kind,
      amountCents: p.amount_cents,
      dueDate: p.due_date,
      paidAt: p.paid_at ? new Date(p.paid_at) : null,
      method: p.method,
    })),
    refunds: refunds.map((r) => ({
      id: Number(r.id),
      amountCents: r.amount_cents,
      reason: r.reason,
      status: r.status,
      byCard: r.session_id !== null,
      createdAt: new Date(r.created_at),
      refundedAt: r.refunded_at ? new Date(r.refunded_at) : null,
    })),
    documents: documents.map((d) => ({
      name: d.name,
      kind: d.kind,
      position: d.position,
      filename: d.filename,
      size: d.size,
    })),
    issued: issued.map((d) => ({
      id: Number(d.id),
      kind: d.kind,
      reason: d.reason,
      number: d.number,
      issueDate: d.issue_date,
      correctsId: d.corrects_id === null ? null : Number(d.corrects_id),
      correctsNumber: d.corrects_number,
      name: d.name,
      filename: d.filename,
      size: d.size,
    })),
    money: bookingMoney(await loadMoneyEntries(q, id)),
  };
}

/** Booking codes of the reservations made with this e-mail address (any case). */
export async function codesForEmail(
  q: Queryable,
  email: string,
): Promise<Array<{ id: number; bookingCode: string; email: string }>> {
  const rows = await q.query<{ id: number; booking_code: string; email: string }>(
    'select id, booking_code, email from reservations where lower(email) = lower($1) order by id',
    [email],
  );
  return rows.map((r) => ({ id: Number(r.id), bookingCode: r.booking_code, email: r.email }));
}

/** One stored PDF's bytes: a travel document or unnumbered invoice, or an issued invoice or credit note. */
export async function documentContent(
  q: Queryable,
  reservationId: number,
  name: string,
): Promise<{ filename: string; content: Buffer } | null> {
  const [row] = await q.query<{ filename: string; content: Uint8Array }>(
    `select filename, content from reservation_documents where reservation_id = $1 and name = $2
     union all
     select filename, content from issued_documents where reservation_id = $1 and name = $2`,
    [reservationId, name],
  );
  // PGlite gives a Uint8Array, pg a Buffer.
  return row ? { filename: row.filename, content: Buffer.from(row.content) } : null;
}

/** Stores (or replaces) a travel document; invoices are issued once instead (server/api/reservations/invoices.ts). */
export async function storeDocument(
  q: Queryable,
  reservationId: number,
  doc: { name: string; kind: 'travel'; position: number; filename: string; content: Buffer },
  now: Date,
): Promise<void> {
  await q.query(
    `insert into reservation_documents (reservation_id, name, kind, position, filename, content, size, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (reservation_id, name) do update set
       filename = excluded.filename, content = excluded.content, size = excluded.size, created_at = excluded.created_at`,
    [
      reservationId,
      doc.name,
      doc.kind,
      doc.position,
      doc.filename,
      new Uint8Array(doc.content),
      doc.content.length,
      now.toISOString(),
    ],
  );
}

/** The names of a booking's houses in its language, by position (the code when a house has no text). */
export async function houseNamesOf(
  q: Queryable,
  record: Pick<ReservationRecord, 'houses' | 'locale'>,
): Promise<Map<number, string>> {
  const rows = await q.query<{ house_id: number; name: string }>(
    'select house_id, name from house_texts where house_id = any($1::int[]) and lang = $2',
    [[...new Set(record.houses.map((h) => h.houseId))], record.locale],
  );
  const names = new Map(rows.map((r) => [r.house_id, r.name]));
  return new Map(record.houses.map((h) => [h.position, names.get(h.houseId) ?? h.code]));
}
