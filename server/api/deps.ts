import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { ContentSource } from '../../contract/content.ts';
import type { Db } from '../db/client.ts';
import type { PaymentProvider } from './payments/provider.ts';
import type { CompanyDetailsSource } from './reservations/company.ts';

/** What every resource router of the booking API is built from. */
export interface BookingDeps {
  db: Db;
  config: Config;
  logger: Logger;
  /** Called once a reservation is made (the bookings counter of /metrics). */
  onBooked?: () => void;
  /** The process's content source (its cache is cleared on publish), for the letterhead of documents and e-mails; default: one of their own. */
  content?: ContentSource;
  /** The process's clock, letterhead and payment provider (server/index.ts builds them once); default: services.ts's. */
  clock?: () => Date;
  company?: CompanyDetailsSource;
  /** The card payment provider (default: payments/providers.ts's choice from the config). */
  provider?: PaymentProvider;
}

/** What the API's parts share, built once for the process. */
export interface BookingServices {
  /** Now, or FIXED_NOW's moment: every date rule asks this. */
  clock: () => Date;
  /** The seller's details on documents and e-mails. */
  company: CompanyDetailsSource;
  provider: PaymentProvider;
}

/** What each resource router is built from: the API's dependencies with its services made. */
export type ApiDeps = BookingDeps & BookingServices;
