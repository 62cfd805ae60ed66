/** What every job is given: the database, configuration, log, clock, letterhead and payment provider. */
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { CompanyDetailsSource } from '../api/reservations/company.ts';
import type { PaymentProvider } from '../api/payments/provider.ts';

export interface JobContext {
  db: Db;
  config: Config;
  logger: Logger;
  clock: () => Date;
  company: CompanyDetailsSource;
  provider: PaymentProvider;
}

/** The money context the payment jobs pass on. */
export const moneyContext = (ctx: JobContext) => ({
  now: ctx.clock(),
  company: ctx.company,
  secret: ctx.config.jwtSecret,
  publicUrl: ctx.config.publicUrl,
  logger: ctx.logger,
});
