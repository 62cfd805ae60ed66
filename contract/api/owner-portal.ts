/** The owner portal's answers (docs/product/owner-portal.md), as /api/owner answers them. Never a guest's details. */
import type { IsoDate } from '../dates.ts';

/** One of the owner's houses. */
export interface OwnerHouse {
  code: string;
  /** In the request's language. */
  name: string;
  region: string;
}

/** A night as the owner sees it: a guest's stay, their own block, the company's block, or free. */
export type OwnerNightState = 'booked' | 'ownerBlock' | 'staffBlock' | 'free';

export interface OwnerNight {
  date: IsoDate;
  state: OwnerNightState;
}

/** A block touching the months asked for; `mine`: the owner's own, which they may remove. */
export interface OwnerBlock {
  id: number;
  from: IsoDate;
  to: IsoDate;
  note: string | null;
  mine: boolean;
}

/** GET /api/owner/houses/{code}/calendar: each night of the months from `month`. */
export interface OwnerCalendar {
  house: OwnerHouse;
  month: string;
  months: number;
  nights: OwnerNight[];
  blocks: OwnerBlock[];
}

/** GET /api/owner/stays: a guest's stay in one of the owner's houses, without the guest or the money. */
export interface OwnerStay {
  house: { code: string; name: string };
  arrival: IsoDate;
  departure: IsoDate;
  nights: number;
  adults: number;
  children: number;
  status: 'booked' | 'cancelled';
}

/** GET /api/owner/statements: an issued statement, its payout and the PDF's path. */
export interface OwnerStatement {
  number: string;
  periodFrom: IsoDate;
  periodTo: IsoDate;
  rentCents: number;
  commissionCents: number;
  earnedCents: number;
  payoutCents: number;
  /** A negative balance carried into the next month (0 or less). */
  carriedOutCents: number;
  issuedAt: string;
  /** The day it was paid; null: not yet (or nothing to pay). */
  paidOn: IsoDate | null;
  pdf: string;
}

/** GET /api/owner/payouts: a payout of a statement with money to pay. */
export interface OwnerPayout {
  statement: string;
  periodFrom: IsoDate;
  amountCents: number;
  paidOn: IsoDate | null;
  reference: string | null;
}

/** GET /api/owner: who is logged in, their houses, their next stays and latest statement (the overview). */
export interface OwnerOverview {
  owner: { code: string; name: string };
  houses: OwnerHouse[];
  nextStays: OwnerStay[];
  latestStatement: OwnerStatement | null;
}
