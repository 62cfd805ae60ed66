import { pruneIdempotencyKeys } from '../api/reservations/idempotency.ts';
import { pruneRateLimits } from '../api/security/rate-limit.ts';
import { pruneSessions } from '../api/security/sessions.ts';
import { pruneLoginLinks } from '../api/users/login-links.ts';
import { pruneShortLinks } from '../mail/short-links.ts';
import type { JobContext } from './context.ts';
import type { Job } from './runner.ts';

/** Deletes expired rate-limit counters, login sessions, login links, Idempotency-Keys and the mails' short links. */
export const pruneExpiredJob = (ctx: JobContext, everyMs: number): Job => ({
  name: 'prune-expired',
  everyMs,
  async run() {
    await pruneRateLimits(ctx.db);
    await pruneSessions(ctx.db);
    await pruneLoginLinks(ctx.db);
    await pruneIdempotencyKeys(ctx.db);
    await pruneShortLinks(ctx.db);
  },
});
