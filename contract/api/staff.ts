/** Payload types of the back office's API, /api/staff/… (docs/product/api.md#staff). Money in cents, days as yyyy-MM-dd. */
import type { IsoDate } from '../dates.ts';
import type { CheckInCenterId } from '../forms/booking-form.ts';
import type { ReservationStatus, TravelLeg } from './types.ts';
import type { Title } from '../forms/booking-form.ts';

export interface StaffBookingRow {
  code: string;
  status: ReservationStatus;
  guest: string;
  email: string;
  company: string | null;
  houses: string[];
  arrival: IsoDate;
  departure: IsoDate;
  totalCents: number;
  paidCents: number;
  openCents: number;
  /** Cancelled with a payment unpaid: that money is void, not open (isVoid in contract/payment-schedule.ts). */
  unpaidVoid: boolean;
  /** A payment is past its due date, unpaid (isOverdue in contract/payment-schedule.ts). */
  overdue: boolean;
  /** The earliest due date of its open payments; null: nothing open (or cancelled). */
  nextDue: IsoDate | null;
  /** Held beyond what it costs (bookingMoney().overpaidCents): to refund. */
  overpaidCents: number;
  createdAt: string;
}

export interface StaffBookingList {
  bookings: StaffBookingRow[];
  total: number;
  page: number;
  pages: number;
}

export interface StaffAuditEntry {
  at: string;
  /** The login as the row recorded it. */
  username: string;
  /** The staff user's name today (users screen); null when the user has none or is gone. */
  name: string | null;
  action: string;
  before: unknown;
  after: unknown;
}

export interface StaffBooking {
  code: string;
  status: ReservationStatus;
  locale: 'en' | 'de';
  createdAt: string;
  cancelledAt: string | null;
  cancelReason: 'unpaid' | 'guest' | 'staff' | null;
  cancellationFeeCents: number | null;
  onAccount: boolean;
  /** A payment is past its due date, unpaid (isOverdue in contract/payment-schedule.ts). */
  overdue: boolean;
  company: string | null;
  guest: {
    title: Title | null;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    address: string;
    city: string;
    zipCode: string;
    countryIso: string;
    birthDate: IsoDate;
    nationality: string;
    adults: number;
    children: number;
    kits: number;
  };
  /** How the guest comes and goes: the day, plane or ferry, the flight or ship (docs/product/screens.md#staff-booking). */
  arrival: TravelLeg;
  departure: TravelLeg;
  /** Where the guest collects keys and kits (contract/check-in-centres.ts names it in each language). */
  checkInCenter: CheckInCenterId;
  houses: Array<{
    position: number;
    code: string;
    name: string;
    from: IsoDate;
    to: IsoDate;
    nights: number;
    priceCents: number;
  }>;
  lines: Array<{ label: 'house' | 'kits'; position: number | null; cents: number }>;
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  /** What may still be refunded: paid less refunded. */
  refundableCents: number;
  /** Still to pay: what it costs beyond what is held (bookingMoney().openCents). */
  openCents: number;
  /** Held beyond what it costs (bookingMoney().overpaidCents): to refund. */
  overpaidCents: number;
  /** The terms' fee if cancelled today (null: cancelled already). */
  cancellationFeeTodayCents: number | null;
  payments: Array<{
    id: number;
    kind: 'deposit' | 'balance' | 'full';
    amountCents: number;
    dueDate: IsoDate;
    paidAt: string | null;
    method: 'card' | 'bank' | null;
    providerRef: string | null;
  }>;
  refunds: Array<{
    id: number;
    amountCents: number;
    reason: 'cancellation' | 'duplicate' | 'manual' | 'overpaid';
    status: 'pending' | 'succeeded' | 'failed';
    byCard: boolean;
    providerRef: string | null;
    createdAt: string;
    refundedAt: string | null;
  }>;
  /** Card disputes (chargebacks) of the booking's charges, newest first (docs/product/bookings-and-payments.md#disputes). */
  disputes: Array<{
    id: number;
    /** The provider's dispute, and the charge disputed (a payment's providerRef). */
    providerRef: string;
    chargeRef: string;
    amountCents: number;
    /** The bank's reason as the provider names it (Stripe: fraudulent, product_not_received, …). */
    reason: string;
    /** The provider's last word (Stripe: needs_response, under_review, won, lost, …). */
    status: string;
    /** Until when evidence may be sent; null when the bank takes none. */
    evidenceDueBy: string | null;
    createdAt: string;
    closedAt: string | null;
    /** Null while open; won: the money stays; lost: it went back to the guest's bank; closed: neither. */
    outcome: 'won' | 'lost' | 'closed' | null;
  }>;
  /** Each stored PDF with where staff open it (GET /api/staff/bookings/{code}/documents/{name}.pdf). */
  documents: Array<{ name: string; filename: string; size: number; url: string }>;
  mails: Array<{ id: number; to: string; subject: string; status: string; createdAt: string; sentAt: string | null }>;
  audit: StaffAuditEntry[];
  /** Staff's internal notes, newest first: never in a guest's or trade partner's payload. */
  notes: StaffNote[];
}

export interface StaffHouseRow {
  code: string;
  name: string;
  region: string;
  published: boolean;
}

export interface StaffStay {
  id: number;
  kind: 'booking' | 'block';
  from: IsoDate;
  to: IsoDate;
  /** The booking's code (kind booking), or the block's note. */
  bookingCode: string | null;
  note: string | null;
}

export interface StaffSeason {
  id: number;
  from: IsoDate;
  to: IsoDate;
  weekCents: number;
  /** The week's price a night, in whole euros (as the site shows a night's price). */
  dayCents: number;
  oldWeekCents: number | null;
  discountPercent: number | null;
}

/** GET /api/staff/houses/{code}?month=yyyy-MM: the month's stays and blocks, and every season's price. */
export interface StaffHouse {
  code: string;
  name: string;
  month: string;
  stays: StaffStay[];
  seasons: StaffSeason[];
  /** Its owner (null until it has one) and its own commission in basis points (null: the owner's). */
  owner: { code: string; name: string } | null;
  commissionBp: number | null;
  audit: StaffAuditEntry[];
  /** Staff's internal notes, newest first. */
  notes: StaffNote[];
}

/** An internal note of staff on a booking or a house (docs/product/entities.md#staff-notes). */
export interface StaffNote {
  at: string;
  username: string;
  text: string;
}

/** An owner's external calendar of a house, as the import last found it. */
export interface StaffCalendar {
  id: number;
  url: string;
  label: string;
  lastFetchedAt: string | null;
  lastStatus: 'ok' | 'error' | null;
  /** Why the last import failed, in the request's language: one message for any failed fetch (the details are only logged), else what is wrong with the file. */
  lastError: string | null;
  /** Active blocks imported from it. */
  blocks: number;
  /** The last import read only this many events (the soonest): the file had more. Null when it read them all. */
  eventsCappedAt: number | null;
  /** Conflicts of the last import past the number recorded: counted, not listed. */
  conflictsUnlisted: number;
}

/** An imported event that overlaps a booking or another block (neither is dropped). */
export interface StaffCalendarConflict {
  id: number;
  calendarLabel: string;
  summary: string;
  from: IsoDate;
  to: IsoDate;
  stayKind: 'booking' | 'block' | null;
  bookingCode: string | null;
  firstSeenAt: string;
}

/** GET /api/staff/houses/{code}/calendars: the secret export URL (made on first ask), the external calendars, the conflicts. */
export interface StaffCalendars {
  code: string;
  exportUrl: string;
  /** exportUrl without its origin: a page shows it under its own. */
  exportPath: string;
  calendars: StaffCalendar[];
  conflicts: StaffCalendarConflict[];
}

/** What "import now" did. */
export interface StaffImportReport {
  calendars: number;
  failed: number;
  added: number;
  moved: number;
  removed: number;
  conflicts: number;
}

/** GET /api/staff/calendar-conflicts: open conflicts over all houses, for the bookings list's notice. */
export interface StaffConflictCount {
  total: number;
  houses: Array<{ code: string; conflicts: number }>;
}

/** GET /api/staff/jobs: a background job's last run over all processes. Times are ISO instants. */
export interface StaffJobRun {
  job: string;
  lastRunAt: string;
  lastSuccessAt: string | null;
  /** The last run's failure (its message only), null when it succeeded. */
  lastError: string | null;
  lastErrorAt: string | null;
}
