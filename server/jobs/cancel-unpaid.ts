import { cancelOverdueReservations } from '../api/payments/cancellation.ts';
import { alertOverdueTransfers } from '../api/payments/transfer-overdue.ts';
import { moneyContext, type JobContext } from './context.ts';
import type { Job } from './runner.ts';

/**
 * Cancels the bookings whose last day to pay has passed, resolving with their codes; a phone booking
 * paid by bank transfer is not cancelled but staff are mailed of it.
 */
export const cancelUnpaidJob = (ctx: JobContext, everyMs: number): Job => ({
  name: 'cancel-unpaid',
  everyMs,
  async run() {
    const money = moneyContext(ctx);
    const cancelled = await cancelOverdueReservations(ctx.db, money);
    await alertOverdueTransfers(ctx.db, { ...money, staffEmail: ctx.config.staffEmail });
    return cancelled;
  },
});
