import { sendPaymentReminders } from '../api/payments/reminders.ts';
import { moneyContext, type JobContext } from './context.ts';
import type { Job } from './runner.ts';

/** The reminders before the balance is due and after a missed due date. */
export const paymentRemindersJob = (ctx: JobContext, everyMs: number): Job => ({
  name: 'payment-reminders',
  everyMs,
  async run() {
    const reminded = await sendPaymentReminders(ctx.db, moneyContext(ctx));
    if (reminded) ctx.logger.info({ reminded }, 'payment reminders sent');
    return reminded;
  },
});
