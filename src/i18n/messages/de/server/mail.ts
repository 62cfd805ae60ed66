import type en from '../../en/server/mail.ts';

const mail: typeof en = {
  confirmationSubject: 'Ihre Buchung {{code}} – Sumarhus',
  cancelledSubject: 'Ihre Buchung {{code}} wurde storniert – Sumarhus',
  travelSubject: 'Ihre Reiseunterlagen zur Buchung {{code}} – Sumarhus',
  travel:
    'vielen Dank für Ihre Zahlung: Die Buchung {{code}} ist nun vollständig bezahlt. Im Anhang finden Sie Ihre Reiseunterlagen, eine für jedes Haus, mit Adresse und Koordinaten, Ihrer Check-in-Servicestelle und der Anfahrtsbeschreibung.',
  hello: { Mr: 'Sehr geehrter Herr {{name}},', Ms: 'Sehr geehrte Frau {{name}},' },
  thanks: 'vielen Dank für Ihre Buchung. Hier sind die Einzelheiten:',
  code: 'Ihr Buchungscode',
  houses: 'Häuser',
  kits: 'Wäschepakete: {{count}}',
  total: 'Gesamtbetrag',
  schedule: 'Zahlungsplan',
  due: '{{kind}}: {{amount}}, fällig am {{date}}',
  rule: 'Ist eine Zahlung 5 Tage nach Fälligkeit nicht eingegangen, wird die Buchung storniert und die Termine werden freigegeben.',
  attached: 'Ihre Rechnung finden Sie im Anhang dieser E-Mail. Ihre Reiseunterlagen stehen unter „Meine Buchung“ bereit, sobald die Buchung vollständig bezahlt ist.',
  lookUp: 'Sie können Ihre Buchung jederzeit mit E-Mail-Adresse und Buchungscode abrufen: {{url}}',
  cancelled:
    'die Zahlung für Ihre Buchung {{code}} ist nicht innerhalb von 5 Tagen nach Fälligkeit bei uns eingegangen. Gemäß unseren AGB wurde die Buchung storniert und die Termine wurden freigegeben.',
  questions: 'Fragen? Rufen Sie uns an unter {{phone}} ({{hours}}) oder schreiben Sie an {{email}}.',
  regards: 'Mit freundlichen Grüßen\nIhr Sumarhus-Team',
};
export default mail;
