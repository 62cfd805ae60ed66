import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { ContentSource } from '../../contract/content.ts';
import type { Db } from '../db/client.ts';
import type { PaymentProvider } from './payments/provider.ts';

/** What every resource router of the booking API is built from. */
export interface BookingDeps {
  db: Db;
  config: Config;
  logger: Logger;
  /** Called once a reservation is made (the bookings counter of /metrics). */
  onBooked?: () => void;
  /** The process's content source (its cache is cleared on publish), for the letterhead of documents and e-mails; default: one of their own. */
  content?: ContentSource;
  /** The card payment provider (default: payments/providers.ts's choice from the config). */
  provider?: PaymentProvider;
}
