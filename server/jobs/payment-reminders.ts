import { sendAccountReminders } from '../api/payments/account-reminders.ts';
import { sendPaymentReminders } from '../api/payments/reminders.ts';
import { moneyContext, type JobContext } from './context.ts';
import type { Job } from './runner.ts';

/** The reminders before a payment is due and after a missed due date: to the guest, or on account to the company. */
export const paymentRemindersJob = (ctx: JobContext, everyMs: number): Job => ({
  name: 'payment-reminders',
  everyMs,
  async run() {
    const money = moneyContext(ctx);
    const reminded = (await sendPaymentReminders(ctx.db, money)) + (await sendAccountReminders(ctx.db, money));
    if (reminded) ctx.logger.info({ reminded }, 'payment reminders sent');
    return reminded;
  },
});
