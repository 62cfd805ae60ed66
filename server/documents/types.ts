/**
 * What the PDFs of a reservation show. The booking service fills these from
 * its records (server/api/reservations/documents.ts); the renderers here
 * know nothing of the database. Money in euro cents, dates 'yyyy-MM-dd'.
 */
import type { PaymentMethod, ReservationStatus } from '../../contract/api/types.ts';
import type { IsoDate } from '../../contract/dates.ts';
import type { Locale } from '../../contract/locale.ts';
import type { BookingMoney } from '../booking-money.ts';
import type { Figures, TaxRates } from './vat.ts';
import type { Title } from '../../contract/forms/booking-form.ts';

/** The seller, from the content settings (company_info, contact_*, the invoice fields). */
export interface CompanyDetails {
  /** Lines of company_info: name and address first, then registration and VAT numbers. */
  lines: string[];
  phone: string;
  email: string;
  /** Office hours of the phone. */
  hours: string;
  /** The company's registration number (kennitala) and VAT number, as invoices print them. */
  registrationNumber: string;
  vatNumber: string;
  /** Where bank transfers go. */
  bank: { name: string; iban: string; bic: string; accountHolder: string };
  rates: TaxRates;
}

export interface DocumentHouse {
  position: number;
  code: string;
  name: string;
  typeName: string;
  region: string;
  /** The area (reference point) the house lies in, when it has one. */
  area: { name: string; description: string } | null;
  /** The nearest town, with road distance and drive time. */
  mainPoint: { name: string; distance: string; duration: string } | null;
  /** Further points of interest (airport, shop, pool …), nearest first. */
  points: Array<{ name: string; distance: string; duration: string }>;
  /** Street, number, postcode and town; null for a house whose catalogue gives none. */
  streetAddress: string | null;
  latitude: number;
  longitude: number;
  maxPersons: number;
  resFrom: IsoDate;
  resTo: IsoDate;
  nights: number;
  priceCents: number;
}

export interface DocumentPayment {
  kind: 'deposit' | 'balance' | 'full';
  amountCents: number;
  dueDate: IsoDate;
  lastDayToPay: IsoDate;
  paidAt: Date | null;
  /** How it arrived; null while unpaid. */
  method: PaymentMethod | null;
}

/** Money given back after a cancellation: to the card it came from, or by bank transfer. */
export interface DocumentRefund {
  amountCents: number;
  byCard: boolean;
  status: 'pending' | 'succeeded' | 'failed';
  refundedAt: Date | null;
}

/** A cancelled booking: when and why, the fee kept of what was paid, the refunds of the rest. */
export interface DocumentCancellation {
  date: IsoDate;
  reason: 'unpaid' | 'guest' | 'staff';
  feeCents: number;
  refunds: DocumentRefund[];
}

/**
 * One invoice or credit note as issued (docs/product/documents.md): its number,
 * day and figures; a credit note names the invoice it corrects and, when one
 * replaces it, the invoice issued with it.
 */
export interface IssuedDocumentData {
  kind: 'invoice' | 'credit_note';
  reason: 'booking' | 'change' | 'cancellation' | 'reduction';
  number: string;
  issueDate: IsoDate;
  corrects: { number: string; issueDate: IsoDate } | null;
  replacedBy: string | null;
  figures: Figures;
}

/** A trade partner's booking is invoiced to the company. */
interface DocumentAgency {
  name: string;
  /** Address lines, when the company has one on file. */
  address: string[];
  vatNumber: string | null;
}

export interface ReservationDocumentData {
  locale: Locale;
  bookingCode: string;
  /** When this rendering was made (PDF metadata). */
  renderedAt: Date;
  status: ReservationStatus;
  /** A trade partner's booking, paid on account by bank transfer. */
  onAccount: boolean;
  /** Set when cancelled: the invoice becomes a cancellation invoice. */
  cancellation: DocumentCancellation | null;
  guest: {
    title: Title | null;
    firstName: string;
    lastName: string;
    address: string;
    city: string;
    zipCode: string;
    countryName: string;
    email: string;
    mobilePhone: string;
  };
  /** The company (agency) that booked, if any: the invoices' addressee. */
  agency: DocumentAgency | null;
  numberAdults: number;
  numberChildren: number;
  houses: DocumentHouse[];
  kits: { count: number; priceCents: number; totalCents: number };
  payments: DocumentPayment[];
  /** The money record's sums when the document is made (docs/product/money-record.md). */
  money: Pick<BookingMoney, 'paidCents' | 'openCents'>;
  checkInCenter: {
    name: string;
    address: string;
    openingHours: string;
    directions: string;
    latitude: number;
    longitude: number;
  };
  arrival: { date: IsoDate; transportType: 1 | 2; transportNumber: string };
  departure: { date: IsoDate; transportType: 1 | 2; transportNumber: string };
  checkInTime: string;
  checkOutTime: string;
  emergencyPhone: string;
  company: CompanyDetails;
}
