import type { CompanyDetailsSource } from './company.ts';

/** What recording money needs besides the database: the time, the letterhead, and how to sign and address links. */
export interface MoneyContext {
  now: Date;
  company: CompanyDetailsSource;
  /** Signs pay and document links (config.jwtSecret). */
  secret: string;
  /** PUBLIC_URL, for absolute links when the booking kept no origin. */
  publicUrl: string | undefined;
}
