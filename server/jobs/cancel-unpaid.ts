import { cancelOverdueReservations } from '../api/payments/cancellation.ts';
import { moneyContext, type JobContext } from './context.ts';
import type { Job } from './runner.ts';

/** Cancels the bookings whose last day to pay has passed; resolves with their codes. */
export const cancelUnpaidJob = (ctx: JobContext, everyMs: number): Job => ({
  name: 'cancel-unpaid',
  everyMs,
  run: () => cancelOverdueReservations(ctx.db, moneyContext(ctx)),
});
