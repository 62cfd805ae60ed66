/** The booking e-mails to guests (server/booking/reservations/mail.ts). Loaded by the server only. */
const mail = {
  confirmationSubject: 'Your booking {{code}} – Sumarhus',
  cancelledSubject: 'Your booking {{code}} has been cancelled – Sumarhus',
  travelSubject: 'Your travel documents for booking {{code}} – Sumarhus',
  travel:
    'thank you for your payment: booking {{code}} is now paid in full. Your travel documents are attached, one for each house, with its address and coordinates, your check-in service centre and the directions for your arrival.',
  hello: { Mr: 'Dear Mr {{name}},', Ms: 'Dear Ms {{name}},' },
  thanks: 'thank you for your booking. Here are the details:',
  code: 'Your booking code',
  houses: 'Houses',
  kits: 'Kits: {{count}}',
  total: 'Total',
  schedule: 'Payment schedule',
  due: '{{kind}}: {{amount}}, due {{date}}',
  rule: 'If a payment has not been received 5 days after its due date, the booking is cancelled and the dates are released.',
  attached: 'Your invoice is attached to this e-mail. Your travel documents are ready in My booking as soon as the booking is paid in full.',
  lookUp: 'Look up your booking at any time with your e-mail address and booking code: {{url}}',
  cancelled:
    'we have not received the payment for your booking {{code}} within 5 days of its due date. As our terms say, the booking has been cancelled and the dates have been released.',
  questions: 'Questions? Call us on {{phone}} ({{hours}}) or write to {{email}}.',
  regards: 'Kind regards,\nyour Sumarhus team',
};
export default mail;
