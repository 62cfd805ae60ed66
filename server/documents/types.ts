/**
 * What the PDFs of a reservation show. The booking service fills these from
 * its records (server/api/reservations/documents.ts); the renderers here
 * know nothing of the database. Money in euro cents, dates 'yyyy-MM-dd'.
 */
import type { PaymentMethod, ReservationStatus } from '../../contract/api/types.ts';
import type { IsoDate } from '../../contract/dates.ts';
import type { Locale } from '../../contract/locale.ts';

/** The seller, from the content settings (company_info, contact_phone, contact_email). */
export interface CompanyDetails {
  /** Lines of company_info: name and address first, then registration and VAT numbers. */
  lines: string[];
  phone: string;
  email: string;
  /** Office hours of the phone. */
  hours: string;
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

export interface ReservationDocumentData {
  locale: Locale;
  bookingCode: string;
  /** The invoice date: the day of booking. */
  issueDate: IsoDate;
  /** When this rendering was made (PDF metadata). */
  renderedAt: Date;
  status: ReservationStatus;
  /** A trade partner's booking, paid on account by bank transfer. */
  onAccount: boolean;
  /** Set when cancelled: the invoice becomes a cancellation invoice. */
  cancellation: DocumentCancellation | null;
  guest: {
    title: 'Mr' | 'Ms';
    firstName: string;
    lastName: string;
    address: string;
    city: string;
    zipCode: string;
    countryName: string;
    email: string;
    mobilePhone: string;
  };
  /** The company (agency) that booked, if any. */
  agency: string | null;
  numberAdults: number;
  numberChildren: number;
  houses: DocumentHouse[];
  kits: { count: number; priceCents: number; totalCents: number };
  housesCents: number;
  totalCents: number;
  payments: DocumentPayment[];
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
