import type en from '../../en/server/mail.ts';

const mail: typeof en = {
  confirmationSubject: 'Ihre Buchung {{code}} – Sumarhus',
  receiptSubject: 'Zahlungseingang zur Buchung {{code}} – Sumarhus',
  reminderSubject: {
    before: 'Erinnerung: Der Restbetrag der Buchung {{code}} ist am {{date}} fällig – Sumarhus',
    overdue: 'Erinnerung: Zahlung überfällig für die Buchung {{code}} – Sumarhus',
  },
  cancelledSubject: 'Ihre Buchung {{code}} wurde storniert – Sumarhus',
  travelSubject: 'Ihre Reiseunterlagen zur Buchung {{code}} – Sumarhus',
  copySubject: 'Kopie: {{subject}}',
  copyNote: 'Kopie für {{company}} unserer E-Mail an {{email}} zur Buchung {{code}}.',
  accountNote:
    'Für {{company}}: Buchung {{code}} auf Ihre Rechnung, für Ihren Reisenden {{email}}. Dem Reisenden teilen wir dies ohne Preise und Zahlungen mit.',
  traveller: {
    confirmed: 'Ihre Buchung ist bestätigt. Sie läuft über das Konto von {{company}}, das sie mit uns abrechnet.',
    travelLater: 'Ihre Reiseunterlagen folgen per E-Mail, sobald {{company}} die Buchung mit uns abgerechnet hat.',
    travel:
      'im Anhang finden Sie Ihre Reiseunterlagen zur Buchung {{code}}, eine für jedes Haus, mit Adresse und Koordinaten, Ihrer Check-in-Servicestelle und der Anfahrtsbeschreibung.',
  },
  travel:
    'vielen Dank für Ihre Zahlung: Die Buchung {{code}} ist nun vollständig bezahlt. Im Anhang finden Sie Ihre Reiseunterlagen, eine für jedes Haus, mit Adresse und Koordinaten, Ihrer Check-in-Servicestelle und der Anfahrtsbeschreibung.',
  hello: { Mr: 'Sehr geehrter Herr {{name}},', Ms: 'Sehr geehrte Frau {{name}},', none: 'Guten Tag {{name}},' },
  thanks: 'vielen Dank für Ihre Buchung. Hier sind die Einzelheiten:',
  reserved:
    'Ihr Aufenthalt ist reserviert: Die Termine werden für Sie freigehalten, die Buchung ist aber noch nicht bezahlt.',
  payNow:
    'Jetzt fällig: {{kind}}, {{amount}}. Um Ihre Buchung zu bestätigen, zahlen Sie bitte bis spätestens {{date}} per Karte.',
  payLink: 'Hier zahlen Sie sicher per Karte:',
  confirmedPaid: 'Ihre Buchung ist bestätigt: Bisher wurden {{paid}} bezahlt.',
  onAccount: 'Ihre Buchung ist bestätigt, mit Zahlung auf Rechnung.',
  bankTransfer:
    'Ihr Aufenthalt ist reserviert: Die Tage sind für Sie vorgemerkt, bis Ihre Überweisung eingegangen ist.',
  accountDue: 'Bitte überweisen Sie {{amount}} bis {{date}} unter Angabe des Buchungscodes {{code}}.',
  code: 'Ihr Buchungscode',
  stays: { dates: 'Zeitraum', guests: 'Gäste', price: 'Preis' },
  houses: 'Häuser',
  kits: { one: '1 Wäschepaket', other: '{{count}} Wäschepakete' },
  total: 'Gesamtbetrag',
  reduction: 'Preisminderung',
  schedule: 'Zahlungsplan',
  due: '{{kind}}: {{amount}}, fällig am {{date}}',
  paid: '{{kind}}: {{amount}}, {{paidOn}}',
  rule: 'Ist eine Zahlung 5 Tage nach Fälligkeit nicht eingegangen, wird die Buchung storniert und die Termine werden freigegeben.',
  attached:
    'Ihre Rechnung finden Sie im Anhang dieser E-Mail. Ihre Reiseunterlagen stehen unter „Meine Buchung“ bereit, sobald die Buchung vollständig bezahlt ist.',
  lookUp: 'Sie können Ihre Buchung jederzeit mit E-Mail-Adresse und Buchungscode abrufen:',
  invoiceLink: 'Hier können Sie Ihre Rechnung herunterladen; der Link gilt ein Jahr:',
  button: {
    myBooking: 'Meine Buchung öffnen',
    pay: 'Jetzt bezahlen',
    login: 'Anmelden',
    setPassword: 'Passwort festlegen',
    booking: 'Buchung {{code}} öffnen',
    invoice: 'Rechnung herunterladen',
  },
  house: { directions: '{{distance}} ({{duration}}) bis {{town}}' },
  received: 'vielen Dank: Wir haben eine Zahlung für Ihre Buchung {{code}} erhalten.',
  receipt: { amount: 'Betrag', kind: 'Für', paidOn: 'Bezahlt am', method: 'Zahlungsart' },
  nowConfirmed: 'Ihre Buchung ist bestätigt.',
  paidInFull: 'Ihre Buchung ist nun vollständig bezahlt. Ihre Reiseunterlagen folgen in einer eigenen E-Mail.',
  stillOpen: 'Noch offen',
  overpaid:
    'Sie haben {{amount}} mehr bezahlt, als Ihre Buchung kostet. Wir erstatten Ihnen den Betrag per Banküberweisung.',
  accountOpen: 'Bitte überweisen Sie den Betrag bis zur Fälligkeit unter Angabe des Buchungscodes {{code}}.',
  change: {
    subject: 'Ihre Buchung {{code}} wurde geändert – Sumarhus',
    text: 'wir haben Ihre Buchung {{code}} geändert:',
    before: 'Bisher',
    now: 'Jetzt',
    samePrice: 'Der Preis bleibt gleich: {{total}}.',
    newTotal: 'Neuer Gesamtbetrag: {{total}} (bisher: {{before}}).',
    nothingOpen: 'Es ist nichts mehr zu zahlen.',
    dueMoved: 'Mit den neuen Terminen ändern sich die Fälligkeiten der offenen Beträge.',
    overpaid:
      'Sie haben {{paid}} bezahlt, mehr als den neuen Gesamtbetrag: Wir erstatten Ihnen die Differenz von {{refund}}.',
    documentsAttached: 'Im Anhang finden Sie die Korrektur Ihrer bisherigen Rechnung und Ihre neue Rechnung.',
  },
  reminderBefore:
    'eine freundliche Erinnerung: Der Restbetrag Ihrer Buchung {{code}}, {{amount}}, ist am {{date}} fällig.',
  reminderOverdue:
    'diese Zahlung für Ihre Buchung {{code}} ist noch nicht bei uns eingegangen: {{kind}}, {{amount}}, fällig am {{date}}.',
  reminderLastDay:
    'Bitte zahlen Sie bis spätestens {{date}}. Ist die Zahlung bis dahin nicht eingegangen, wird die Buchung am Tag darauf storniert und die Termine werden freigegeben.',
  reminderBankLastDay:
    'Ist Ihre Überweisung bis dahin nicht eingegangen, melden wir uns bei Ihnen, bevor sich an Ihrer Buchung etwas ändert.',
  reminderIgnore:
    'Falls Sie inzwischen bezahlt haben, vielen Dank – dann betrachten Sie diese Erinnerung bitte als gegenstandslos.',
  accountReminder: {
    subject: {
      before: 'Zahlungserinnerung: Buchung {{code}} auf Rechnung ist am {{date}} fällig – Sumarhus',
      overdue: 'Zahlung überfällig: Buchung {{code}} auf Rechnung – Sumarhus',
    },
    hello: 'Sehr geehrte Damen und Herren,',
    before: 'eine freundliche Erinnerung: Die Zahlung auf Rechnung für die Buchung {{code}} ist am {{date}} fällig.',
    overdue:
      'die Zahlung auf Rechnung für die Buchung {{code}}, fällig am {{date}}, ist noch nicht bei uns eingegangen.',
    open: 'Noch offen: {{amount}}. Bitte überweisen Sie den Betrag unter Angabe des Buchungscodes {{code}} auf das unten genannte Konto.',
  },
  cancelled: {
    unpaid:
      'die Zahlung für Ihre Buchung {{code}} ist nicht innerhalb von 5 Tagen nach Fälligkeit bei uns eingegangen. Gemäß unseren AGB wurde die Buchung storniert und die Termine wurden freigegeben.',
    guest: 'wie gewünscht haben wir Ihre Buchung {{code}} storniert. Die Termine wurden freigegeben.',
    staff: 'wir haben Ihre Buchung {{code}} storniert. Die Termine wurden freigegeben.',
  },
  nothingPaid: 'Es wurde nichts bezahlt, daher wird auch nichts berechnet.',
  feeKept: 'Bezahlt: {{paid}}. Einbehaltene Stornogebühr gemäß unseren AGB: {{fee}}.',
  refundedBefore: 'Bereits vor der Stornierung erstattet: {{amount}}.',
  refund: {
    card: 'Erstattung: {{amount}}, innerhalb weniger Tage zurück auf Ihre Karte.',
    bank: 'Erstattung: {{amount}}, per Banküberweisung innerhalb von 14 Tagen.',
  },
  refundMail: {
    subject: 'Erstattung zur Buchung {{code}} – Sumarhus',
    manual: 'wir haben Ihnen {{amount}} Ihrer Zahlungen für die Buchung {{code}} erstattet.',
    decided:
      'wir erstatten Ihnen {{amount}} Ihrer Zahlungen für die Buchung {{code}}, und ihr Preis sinkt um denselben Betrag. Die Rechnungskorrektur liegt bei.',
    duplicate:
      'Ihre Karte wurde für Ihre Buchung {{code}} mit {{amount}} belastet, obwohl nichts fällig war (die Zahlung war schon eingegangen, die Buchung storniert oder der Betrag stimmte nicht). Wir haben diese Belastung vollständig erstattet.',
    overpaid:
      'der Preis Ihrer Buchung {{code}} ist jetzt niedriger als Ihre Zahlungen, daher haben wir Ihnen die Differenz von {{amount}} erstattet.',
    amount: 'Erstattet',
    to: 'Zurück an',
    card: 'die Karte, mit der Sie bezahlt haben (bis zur Gutschrift auf Ihrer Abrechnung können einige Tage vergehen)',
    bank: 'Ihr Bankkonto, per Banküberweisung',
    bankLater: 'Ihr Bankkonto, per Banküberweisung (wir schreiben Ihnen wieder, sobald sie unterwegs ist)',
    price: 'Die Buchung kostet jetzt',
    sentOn: 'Überwiesen am',
    reference: 'Referenz der Bank',
    remains: 'Bezahlt für diese Buchung nach Erstattungen: {{amount}}.',
  },
  noRefund:
    'Die Stornogebühr entspricht dem bezahlten Betrag, daher gibt es nichts zu erstatten. Weiteres wird nicht berechnet.',
  cancellationAttached:
    'Im Anhang finden Sie die Korrektur, die Ihre Rechnung storniert, und, falls eine Stornogebühr einbehalten wird, deren Rechnung.',
  questions: 'Fragen? Rufen Sie uns an unter {{phone}} ({{hours}}) oder schreiben Sie an {{email}}.',
  loginLink: {
    subject: 'Ihr Anmeldelink – Sumarhus',
    hello: 'Guten Tag,',
    text: 'hier ist der Link, der Sie bei Sumarhus als {{username}} anmeldet. Er gilt einmal, innerhalb von 15 Minuten:',
    ignore:
      'Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren: Niemand außer Ihnen kann sich damit anmelden.',
  },
  setPassword: {
    invitedSubject: 'Ihr Zugang zu Sumarhus – Passwort festlegen',
    resetSubject: 'Neues Passwort festlegen – Sumarhus',
    hello: 'Guten Tag,',
    helloName: 'Guten Tag {{name}},',
    invited: 'für Sie wurde ein Zugang zu Sumarhus angelegt: Ihr Benutzername ist {{username}}.',
    reset:
      'für Ihren Sumarhus-Zugang {{username}} wurde ein neues Passwort angefordert. Ihr bisheriges Passwort gilt, bis Sie das neue festlegen.',
    link: 'Legen Sie Ihr Passwort über diesen Link fest. Er gilt einmal, innerhalb von 3 Tagen:',
  },
  bookingLinks: {
    subject: 'Ihre Buchungen – Sumarhus',
    hello: 'Guten Tag,',
    text: 'hier sind die Links zu Ihren Buchungen bei Sumarhus. Jeder gilt 24 Stunden:',
    line: 'Buchung {{code}}:',
    ignore: 'Wenn Sie sie nicht angefordert haben, können Sie diese E-Mail ignorieren.',
  },
  regards: 'Mit freundlichen Grüßen\nIhr Sumarhus-Team',
  ownerStatement: {
    subject: 'Ihre Abrechnung für {{month}} ({{number}})',
    hello: 'Guten Tag {{name}},',
    attached:
      'im Anhang finden Sie Ihre Abrechnung für {{month}}: die Aufenthalte in Ihren Häusern, die in diesem Monat endeten, und Korrekturen zu Aufenthalten früherer Monate.',
    payout: 'Wir überweisen Ihnen {{amount}} in den nächsten Tagen.',
    noBank: 'Wir haben Ihnen {{amount}} zu zahlen, aber kein Bankkonto von Ihnen: Bitte senden Sie uns Ihre IBAN.',
    carried:
      'In diesem Monat ist nichts zu zahlen: Ein Saldo von {{amount}} wird auf Ihre nächste Abrechnung vorgetragen.',
    nothing: 'In diesem Monat ist nichts zu zahlen.',
  },
};
export default mail;
