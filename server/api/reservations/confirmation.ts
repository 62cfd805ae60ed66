/**
 * The confirmation of a booking as it stands now: its houses, total, what was paid and what is
 * still due with the pay link, and its current invoice attached; a trade partner's booking also
 * goes to the company. Sent when the booking is made, and again when staff resend it.
 */
import type { Queryable } from '../../db/client.ts';
import type { CompanyDetails } from '../../documents/types.ts';
import { mailOrigin, bookingMails } from '../../mail/kinds/booking.ts';
import { confirmationMail } from '../../mail/kinds/confirmation.ts';
import { travellerConfirmationMail } from '../../mail/kinds/traveller.ts';
import { enqueueMail, type MailAttachment } from '../../mail/outbox.ts';
import { houseNamesOf, type ReservationRecord } from '../bookings/repository.ts';
import { mailHouses } from './mail-houses.ts';
import { mailedInvoiceUrl } from './mail-invoice.ts';
import { nextPayLink } from './next-payment.ts';

export async function enqueueConfirmation(
  tx: Queryable,
  record: ReservationRecord,
  invoice: MailAttachment[],
  ctx: { secret: string; publicUrl?: string; company: CompanyDetails; now: Date },
): Promise<void> {
  const origin = mailOrigin(record, ctx.publicUrl);
  const pay = nextPayLink(record, ctx.secret, 'mail');
  const letter = {
    company: ctx.company,
    origin,
    houseNames: await houseNamesOf(tx, record),
    houses: await mailHouses(tx, record, origin),
  };
  const links = {
    payUrl: pay ? `${origin}${pay}` : undefined,
    invoiceUrl: await mailedInvoiceUrl(tx, record, invoice, { ...ctx, origin }),
  };
  const mail = confirmationMail(record, { ...letter, ...links }, invoice);
  for (const one of bookingMails(record, mail, travellerConfirmationMail(record, letter))) await enqueueMail(tx, one);
}
