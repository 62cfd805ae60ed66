/**
 * Staff moved a house of the booking (other dates, another house): the stay before and now, the
 * total (new or the same), what is open with its due dates (and that they moved, when they did),
 * and the credit note and new invoice attached.
 */
import { euro } from '../../documents/format.ts';
import { areaTexts } from '../../texts.ts';
import type { MailAttachment, OutgoingMail } from '../outbox.ts';
import {
  bookingStays,
  envelope,
  invoiceButtons,
  lookUp,
  scheduleLine,
  type MailBooking,
  type MailContext,
  type MailPayment,
  type MailStay,
} from './booking.ts';

/** The moved stay as it was, the booking's total before the move, and the stay's house name before (in the booking's language). */
export interface BookingChange {
  before: MailStay;
  beforeName: string;
  totalBeforeCents: number;
  /** The payments before the move: an open one due on another day now is said to have moved. */
  paymentsBefore: ReadonlyArray<Pick<MailPayment, 'id' | 'dueDate'>>;
  /** What a lower price left paid over the new total, refunded with the change. */
  refundCents: number;
}

/**
 * The new total against the old (or that it stays); what is open, with its due dates and whether
 * they moved; or, with nothing open after a new price, that nothing is left to pay or what is
 * refunded.
 */
function newMoney(record: MailBooking, change: BookingChange): string[] {
  const { locale } = record;
  const t = areaTexts(locale, 'mail');
  const totalCents = record.money.chargedCents;
  const samePrice = totalCents === change.totalBeforeCents;
  const total = samePrice
    ? t('change.samePrice', { total: euro(totalCents, locale) })
    : t('change.newTotal', { total: euro(totalCents, locale), before: euro(change.totalBeforeCents, locale) });
  const open = record.payments.filter((p) => !p.paidAt);
  if (open.length) {
    const moved = open.some((p) => change.paymentsBefore.some((b) => b.id === p.id && b.dueDate !== p.dueDate));
    return [
      total,
      ...(moved ? [t('change.dueMoved')] : []),
      [`${t('stillOpen')}:`, ...open.map((p) => scheduleLine(record, p))].join('\n'),
    ];
  }
  if (samePrice) return [total];
  return [
    total,
    change.refundCents > 0
      ? t('change.overpaid', {
          paid: euro(record.money.heldCents + change.refundCents, locale),
          refund: euro(change.refundCents, locale),
        })
      : t('change.nothingOpen'),
  ];
}

export function changeMail(
  record: MailBooking,
  change: BookingChange,
  ctx: Pick<MailContext, 'company' | 'origin' | 'houseNames' | 'invoiceUrl'>,
  attachments: MailAttachment[],
): OutgoingMail {
  const t = areaTexts(record.locale, 'mail');
  const now = record.houses.find((h) => h.position === change.before.position)!;
  return envelope(
    'change',
    record,
    ctx,
    t('change.subject', { code: record.bookingCode }),
    [
      t('change.text', { code: record.bookingCode }),
      bookingStays(record, [
        {
          heading: t('change.before'),
          stays: [change.before],
          names: new Map([[change.before.position, change.beforeName]]),
        },
        { heading: t('change.now'), stays: [now], names: ctx.houseNames },
      ]),
      ...newMoney(record, change),
      t('change.documentsAttached'),
      ...invoiceButtons(record, ctx.invoiceUrl),
      lookUp(record, ctx.origin),
    ],
    attachments,
  );
}
