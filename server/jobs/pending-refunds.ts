import { issuePendingRefunds } from '../api/payments/refunds.ts';
import { moneyContext, type JobContext } from './context.ts';
import type { Job } from './runner.ts';

/** Hands the provider the card refunds it has not taken yet. */
export const pendingRefundsJob = (ctx: JobContext, everyMs: number): Job => ({
  name: 'pending-refunds',
  everyMs,
  run: () => issuePendingRefunds(ctx.db, ctx.provider, moneyContext(ctx)),
});
