/** The booking e-mails to guests (server/mail/kinds/). Loaded by the server only. */
const mail = {
  confirmationSubject: 'Your booking {{code}} – Sumarhus',
  receiptSubject: 'Payment received for booking {{code}} – Sumarhus',
  reminderSubject: {
    before: 'Reminder: the balance of booking {{code}} is due on {{date}} – Sumarhus',
    overdue: 'Reminder: payment overdue for booking {{code}} – Sumarhus',
  },
  cancelledSubject: 'Your booking {{code}} has been cancelled – Sumarhus',
  travelSubject: 'Your travel documents for booking {{code}} – Sumarhus',
  /** An agency's copy of a mail to its guest. */
  copySubject: 'Copy: {{subject}}',
  copyNote: 'Copy for {{company}} of our e-mail to {{email}} about booking {{code}}.',
  /** An on-account booking's mail to its company (the traveller gets the news without money: kinds/traveller.ts). */
  accountNote:
    'For {{company}}: booking {{code}}, on your account, of your traveller {{email}}. We tell the traveller this news without prices or payments.',
  /** The traveller of a booking on account: the company settles it, so no money (server/mail/kinds/traveller.ts). */
  traveller: {
    confirmed: 'Your booking is confirmed. It is on the account of {{company}}, which settles it with us.',
    travelLater: 'Your travel documents follow by e-mail once {{company}} has settled the booking with us.',
    travel:
      'your travel documents for booking {{code}} are attached, one for each house, with its address and coordinates, your check-in service centre and the directions for your arrival.',
  },
  travel:
    'thank you for your payment: booking {{code}} is now paid in full. Your travel documents are attached, one for each house, with its address and coordinates, your check-in service centre and the directions for your arrival.',
  hello: { Mr: 'Dear Mr {{name}},', Ms: 'Dear Ms {{name}},', none: 'Dear {{name}},' },
  thanks: 'thank you for your booking. Here are the details:',
  reserved: 'Your stay is reserved: the dates are held for you, but the booking is not yet paid.',
  payNow: 'Due now: {{kind}}, {{amount}}. To confirm your booking, please pay it by card by {{date}} at the latest.',
  payLink: 'Pay securely by card here:',
  confirmedPaid: 'Your booking is confirmed: {{paid}} has been paid so far.',
  onAccount: 'Your booking is confirmed, with payment on account.',
  bankTransfer: 'Your stay is reserved: the dates are held for you until your bank transfer arrives.',
  accountDue: 'Please pay {{amount}} by bank transfer by {{date}}, quoting booking code {{code}}.',
  code: 'Your booking code',
  /** The headings of a booking's houses as a table in the HTML part. */
  stays: { dates: 'Dates', guests: 'Guests', price: 'Price' },
  houses: 'Houses',
  kits: { one: '1 kit', other: '{{count}} kits' },
  total: 'Total',
  reduction: 'Price reduction',
  schedule: 'Payment schedule',
  due: '{{kind}}: {{amount}}, due {{date}}',
  paid: '{{kind}}: {{amount}}, {{paidOn}}',
  rule: 'If a payment has not been received 5 days after its due date, the booking is cancelled and the dates are released.',
  attached:
    'Your invoice is attached to this e-mail. Your travel documents are ready in My booking as soon as the booking is paid in full.',
  lookUp: 'Look up your booking at any time with your e-mail address and booking code:',
  /** Above the button to the invoice the mail carries (its signed download). */
  invoiceLink: 'Download your invoice here; the link works for a year:',
  /** The buttons of the HTML part (server/mail/letter-html.ts); the text part shows the link itself. */
  button: {
    myBooking: 'Open my booking',
    pay: 'Pay now',
    login: 'Log in',
    setPassword: 'Set my password',
    booking: 'Open booking {{code}}',
    invoice: 'Download invoice',
  },
  /** A house of the booking in the HTML part: how far its nearest town is. */
  house: { directions: '{{distance}} ({{duration}}) from {{town}}' },
  received: 'thank you: we have received a payment for your booking {{code}}.',
  receipt: { amount: 'Amount', kind: 'For', paidOn: 'Paid on', method: 'Method' },
  nowConfirmed: 'Your booking is confirmed.',
  paidInFull: 'Your booking is now paid in full. Your travel documents follow in a separate e-mail.',
  stillOpen: 'Still open',
  overpaid: 'You have paid {{amount}} more than your booking costs. We will refund it to you by bank transfer.',
  accountOpen: 'Please pay it by bank transfer by its due date, quoting booking code {{code}}.',
  /** Staff moved a house of the booking (server/mail/kinds/change.ts). */
  change: {
    subject: 'Your booking {{code}} has changed – Sumarhus',
    text: 'we have changed your booking {{code}}:',
    before: 'Before',
    now: 'Now',
    samePrice: 'The price stays the same: {{total}}.',
    newTotal: 'New total: {{total}} (before: {{before}}).',
    nothingOpen: 'Nothing is left to pay.',
    dueMoved: 'With the new dates, what is still open is due on new days.',
    overpaid: 'You have paid {{paid}}, more than the new total: we are refunding the difference of {{refund}}.',
    documentsAttached: 'Attached are the credit note cancelling your previous invoice and your new invoice.',
  },
  reminderBefore: 'a friendly reminder: the balance of your booking {{code}}, {{amount}}, is due on {{date}}.',
  reminderOverdue:
    'we have not yet received this payment for your booking {{code}}: {{kind}}, {{amount}}, due on {{date}}.',
  reminderLastDay:
    'Please pay it by {{date}} at the latest. If it has not arrived by then, the booking is cancelled on the following day and the dates are released.',
  reminderBankLastDay:
    'If your transfer has not arrived by then, we will get in touch with you about your booking before anything changes.',
  reminderIgnore: 'If you have paid in the meantime, thank you, and please ignore this reminder.',
  /** A trade partner's reminder of its open payment on account (server/mail/kinds/account-reminder.ts). */
  accountReminder: {
    subject: {
      before: 'Payment reminder: booking {{code}} on account is due on {{date}} – Sumarhus',
      overdue: 'Payment overdue: booking {{code}} on account – Sumarhus',
    },
    hello: 'Dear {{company}} team,',
    before: 'a friendly reminder: the payment on account for booking {{code}} is due on {{date}}.',
    overdue: 'we have not yet received the payment on account for booking {{code}}, due on {{date}}.',
    open: 'Still open: {{amount}}. Please transfer it to the account below, quoting booking code {{code}}.',
  },
  cancelled: {
    unpaid:
      'we have not received the payment for your booking {{code}} within 5 days of its due date. As our terms say, the booking has been cancelled and the dates have been released.',
    guest: 'as you asked, we have cancelled your booking {{code}}. The dates have been released.',
    staff: 'we have cancelled your booking {{code}}. The dates have been released.',
  },
  nothingPaid: 'Nothing was paid, so nothing is charged.',
  feeKept: 'Paid: {{paid}}. Cancellation fee under our terms, kept: {{fee}}.',
  refundedBefore: 'Refunded to you before the cancellation: {{amount}}.',
  refund: {
    card: 'Refund: {{amount}}, back to your card within a few days.',
    bank: 'Refund: {{amount}}, by bank transfer within 14 days.',
  },
  /** A refund the provider has made, other than a cancellation's (server/mail/kinds/refund.ts). */
  refundMail: {
    subject: 'Refund for booking {{code}} – Sumarhus',
    manual: 'we have refunded {{amount}} of what you paid for your booking {{code}}.',
    decided:
      'we are refunding {{amount}} of what you paid for your booking {{code}}, and its price is lower by as much. The credit note is attached.',
    duplicate:
      'your card was charged {{amount}} for your booking {{code}} when nothing was due (the payment had already arrived, the booking was cancelled or the amount did not match), so we have refunded that charge in full.',
    overpaid:
      'the price of your booking {{code}} is now lower than what you had paid, so we have refunded the difference of {{amount}}.',
    amount: 'Refunded',
    to: 'Back to',
    card: 'the card you paid with (your bank may take a few days to show it)',
    bank: 'your bank account, by bank transfer',
    bankLater: 'your bank account, by bank transfer (we will write again once it is sent)',
    price: 'The booking now costs',
    sentOn: 'Sent on',
    reference: 'Bank reference',
    remains: 'Paid for this booking after refunds: {{amount}}.',
  },
  noRefund: 'The cancellation fee takes up what was paid, so there is nothing to refund. Nothing more is charged.',
  cancellationAttached:
    'Attached is the credit note cancelling your invoice and, where a fee is kept, the invoice for the cancellation fee.',
  questions: 'Questions? Call us on {{phone}} ({{hours}}) or write to {{email}}.',
  regards: 'Kind regards,\nyour Sumarhus team',
  /** The one-time login link (server/mail/kinds/login-link.ts). */
  loginLink: {
    subject: 'Your login link – Sumarhus',
    hello: 'Hello,',
    text: 'here is the link that logs you in to Sumarhus as {{username}}. It works once, within 15 minutes:',
    ignore: 'If you did not ask for it, you can ignore this e-mail: nobody can log in with it but you.',
  },
  /** The link to set a password (server/mail/kinds/set-password.ts). */
  setPassword: {
    invitedSubject: 'Your Sumarhus login – set your password',
    resetSubject: 'Set a new password – Sumarhus',
    hello: 'Hello,',
    helloName: 'Hello {{name}},',
    invited: 'a login to Sumarhus has been made for you: your username is {{username}}.',
    reset:
      'a new password has been asked for your Sumarhus login {{username}}. Your current password works until you set it.',
    link: 'Set your password with this link. It works once, within 3 days:',
  },
  /** Links to the bookings of an address (server/mail/kinds/booking-links.ts). */
  bookingLinks: {
    subject: 'Your bookings – Sumarhus',
    hello: 'Hello,',
    text: 'here are the links to your bookings with Sumarhus. Each works for 24 hours:',
    line: 'Booking {{code}}:',
    ignore: 'If you did not ask for them, you can ignore this e-mail.',
  },
  ownerStatement: {
    subject: 'Your statement for {{month}} ({{number}})',
    hello: 'Dear {{name}},',
    attached:
      'your statement for {{month}} is attached: the stays of your houses that ended in it, and any correction to stays of earlier months.',
    payout: 'We transfer {{amount}} to your account in the next few days.',
    noBank: 'We have {{amount}} to pay you, but no bank account of yours: please send us your IBAN.',
    carried: 'There is nothing to pay this month: a balance of {{amount}} is carried to your next statement.',
    nothing: 'There is nothing to pay this month.',
  },
};
export default mail;
