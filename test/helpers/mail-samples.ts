/**
 * One mail of every kind, in either language, as the kinds build them from a sample booking: a
 * guest's name, a house name and what an owner or a visitor typed carry markup (EVIL), every link
 * is absolute, the long ones over 80 characters. For the outbox tests and the mails' look in a browser.
 */
import type { Locale } from '../../contract/locale.ts';
import type { BookingMoney } from '../../server/booking-money.ts';
import type { CompanyDetails } from '../../server/documents/types.ts';
import { accountReminderMail } from '../../server/mail/kinds/account-reminder.ts';
import type { MailBooking, MailContext } from '../../server/mail/kinds/booking.ts';
import { bookingLinksMail } from '../../server/mail/kinds/booking-links.ts';
import { cancellationMail } from '../../server/mail/kinds/cancellation.ts';
import { changeMail } from '../../server/mail/kinds/change.ts';
import { confirmationMail } from '../../server/mail/kinds/confirmation.ts';
import { contactMail } from '../../server/mail/kinds/contact.ts';
import { loginLinkMail } from '../../server/mail/kinds/login-link.ts';
import { ownerBlockMail } from '../../server/mail/kinds/owner-block.ts';
import { ownerStatementMail } from '../../server/mail/kinds/owner-statement.ts';
import { receiptMail } from '../../server/mail/kinds/receipt.ts';
import { refundMail } from '../../server/mail/kinds/refund.ts';
import { reminderMail } from '../../server/mail/kinds/reminder.ts';
import { setPasswordMail } from '../../server/mail/kinds/set-password.ts';
import { transferOverdueMail } from '../../server/mail/kinds/transfer-overdue.ts';
import { travelDocumentsMail } from '../../server/mail/kinds/travel-documents.ts';
import type { MailKind, OutgoingMail } from '../../server/mail/outbox.ts';

export const ORIGIN = 'https://sumarhus.is';
export const TOKEN = 'Q2x8vT5mN1pR7sK3wY9zB4cD6fH0jL2nP5qS8uV1xZ3';
const PAY_URL = `${ORIGIN}/api/payments/pay/26000123/41?exp=1781273000&sig=${TOKEN}`;
export const INVOICE_URL = `${ORIGIN}/api/reservation/26000123/documents/invoice-2027-000001.pdf?exp=1781273000&sig=${TOKEN}`;
export const EVIL = '<script>alert(1)</script> & "Co"';

const company: CompanyDetails = {
  lines: ['Sumarhus ehf. · Laugavegur 1 · 101 Reykjavík', 'Kennitala 123456-7890 · VAT 123456'],
  phone: '+354 555 0100',
  email: 'info@sumarhus.is',
  hours: 'Mon–Fri 9–17',
  registrationNumber: '123456-7890',
  vatNumber: '123456',
  bank: {
    name: 'Landsbankinn',
    iban: 'IS14 0159 2600 7654 5510 7303 39',
    bic: 'NBIIISRE',
    accountHolder: 'Sumarhus ehf.',
  },
  rates: { accommodationVatBp: 1100, kitsVatBp: 2400, accommodationTaxCents: 400 },
};

const money: BookingMoney = {
  chargedCents: 200_000,
  reductionCents: 0,
  paidCents: 40_000,
  refundedCents: 0,
  refundPendingCents: 0,
  heldCents: 40_000,
  openCents: 160_000,
  overpaidCents: 0,
  unaskedCents: 0,
  receivedNetCents: 40_000,
  feeCents: null,
  refunds: [],
};

function booking(locale: Locale): MailBooking {
  return {
    id: 7,
    bookingCode: '26000123',
    locale,
    title: null,
    firstName: EVIL,
    lastName: 'Smith',
    email: 'guest@example.com',
    companyName: null,
    companyEmail: null,
    onAccount: false,
    siteOrigin: ORIGIN,
    status: 'confirmed',
    cancelReason: null,
    cancellationFeeCents: null,
    numberAdults: 2,
    numberChildren: 1,
    numberViatorKit: 0,
    kitPriceCents: 0,
    kitsCents: 0,
    totalCents: 200_000,
    houses: [
      { position: 1, code: 'SH-1001', resFrom: '2028-06-03', resTo: '2028-06-10', nights: 7, priceCents: 200_000 },
    ],
    payments: [
      {
        id: 40,
        kind: 'deposit',
        amountCents: 40_000,
        dueDate: '2027-12-01',
        paidAt: new Date('2027-12-01T10:00:00Z'),
        method: 'card',
      },
      { id: 41, kind: 'balance', amountCents: 160_000, dueDate: '2028-05-01', paidAt: null, method: null },
    ],
    money,
  };
}

const ctx: MailContext = {
  company,
  origin: ORIGIN,
  payUrl: PAY_URL,
  invoiceUrl: INVOICE_URL,
  houseNames: new Map([[1, `Hraunhús ${EVIL}`]]),
  houses: [
    {
      name: `Hraunhús ${EVIL}`,
      picture: { url: `${ORIGIN}/images/sh-1001-a1/3x2-600.jpg`, alt: `Living room ${EVIL}` },
      address: 'Lækjarbakki 12, 851 Hella',
      directions: '12 km (14 min) from Hella',
    },
  ],
};

/** One mail of every kind: the Record's type makes a new kind a compile error here until it is added. */
export const MAILS: Record<MailKind, (locale: Locale) => OutgoingMail> = {
  confirmation: (l) => confirmationMail({ ...booking(l), money: { ...money, heldCents: 0 } }, ctx, []),
  receipt: (l) => receiptMail(booking(l), 40, ctx),
  reminder: (l) => reminderMail(booking(l), 41, 'before', { ...ctx, payUrl: PAY_URL }),
  'account-reminder': (l) =>
    accountReminderMail({ ...booking(l), onAccount: true, companyName: EVIL }, 41, 'overdue', {
      ...ctx,
      to: 'desk@fjord.example',
    }),
  'transfer-overdue': (l) =>
    transferOverdueMail({ ...booking(l), paysByBank: true }, 41, {
      staffEmail: 'info@sumarhus.is',
      bookingUrl: `${ORIGIN}/en/staff/bookings/26000123/`,
    }),
  'owner-statement': (l) =>
    ownerStatementMail(
      {
        owner: { name: EVIL, email: 'owner@example.is', locale: l, hasIban: true },
        number: 'OS-2028-0001',
        periodFrom: '2028-06-01',
        payoutCents: 120_000,
        carriedOutCents: 0,
      },
      company,
      { filename: 'statement.pdf', content: 'pdf' },
    ),
  'owner-block': () =>
    ownerBlockMail(
      {
        change: 'added',
        owner: { code: 'OW-1', name: EVIL },
        house: { code: 'SH-1001', name: 'Hraunhús' },
        from: '2028-07-01',
        to: '2028-07-08',
        note: EVIL,
      },
      { staffEmail: 'info@sumarhus.is', houseUrl: `${ORIGIN}/en/staff/houses/SH-1001/` },
    ),
  change: (l) =>
    changeMail(
      booking(l),
      {
        before: {
          position: 1,
          code: 'SH-1001',
          resFrom: '2028-06-01',
          resTo: '2028-06-08',
          nights: 7,
          priceCents: 200_000,
        },
        beforeName: 'Hraunhús',
        totalBeforeCents: 200_000,
        paymentsBefore: [],
        refundCents: 0,
      },
      ctx,
      [],
    ),
  cancellation: (l) =>
    cancellationMail({ ...booking(l), status: 'cancelled', cancelReason: 'guest' }, { ...ctx, refunds: [] }),
  refund: (l) => refundMail(booking(l), { amountCents: 5_000, byCard: true, reason: 'manual', paymentId: 40 }, ctx),
  'travel-documents': (l) => travelDocumentsMail(booking(l), ctx, []),
  'login-link': (l) => loginLinkMail(l, 'guest@example.com', `${ORIGIN}/${l}/login/?token=${TOKEN}`, company),
  'set-password': (l) =>
    setPasswordMail(
      l,
      { email: 'new@example.com', name: EVIL },
      `${ORIGIN}/${l}/login/password/?token=${TOKEN}`,
      'invited',
      company,
    ),
  'booking-links': (l) =>
    bookingLinksMail(
      l,
      'guest@example.com',
      [{ code: '26000123', url: `${ORIGIN}/${l}/my-booking/?token=26000123.1781273000.${TOKEN}` }],
      company,
    ),
  contact: (l) =>
    contactMail(
      'info@sumarhus.is',
      3,
      { name: EVIL, email: 'writer@example.com', subject: 'booking', messages: EVIL, googleRecaptchaResponse: '' },
      l,
      new Date('2027-11-01T12:00:00Z'),
    ),
};
