import type en from '../en/contact.ts';

const contact: typeof en = {
  title: 'Kontakt',
  intro:
    'Fragen zu einem Haus oder zu Ihrer Buchung, oder ein eigenes Ferienhaus zu vermieten? Schreiben Sie uns – wir antworten per E-Mail, meist innerhalb eines Werktags.',
  name: 'Ihr Name',
  email: 'E-Mail-Adresse',
  subject: 'Betreff',
  subjects: {
    general: 'Allgemeine Frage',
    owner: 'Ich besitze ein Ferienhaus',
    booking: 'Hilfe bei einer Buchung',
    operator: 'Ich bin Reiseveranstalter',
  },
  message: 'Ihre Nachricht',
  required: 'Pflichtfeld',
  send: 'Nachricht senden',
  sending: 'Wird gesendet…',
  privacy: 'Wir verwenden Ihre Angaben nur, um Ihre Nachricht zu beantworten.',
  thanksTitle: 'Vielen Dank',
  thanksText: 'Ihre Nachricht ist bei uns angekommen. Wir antworten per E-Mail, meist innerhalb eines Werktags.',
  another: 'Weitere Nachricht schreiben',
  findHouse: 'Ferienhaus finden',
  errors: {
    summary: 'Bitte prüfen Sie die markierten Felder.',
    name: {
      required: 'Bitte geben Sie Ihren Namen ein.',
      invalid: 'Bitte geben Sie Ihren Namen ohne Sonderzeichen ein.',
      tooLong: 'Ihr Name ist zu lang (höchstens 200 Zeichen).',
    },
    email: {
      required: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
      invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
      tooLong: 'Diese E-Mail-Adresse ist zu lang.',
    },
    subject: {
      required: 'Bitte wählen Sie einen Betreff.',
      invalid: 'Bitte wählen Sie einen Betreff.',
      tooLong: 'Bitte wählen Sie einen Betreff.',
    },
    messages: {
      required: 'Bitte schreiben Sie Ihre Nachricht.',
      invalid: 'Bitte schreiben Sie Ihre Nachricht.',
      tooLong: 'Ihre Nachricht ist zu lang (höchstens 5000 Zeichen).',
    },
    googleRecaptchaResponse: {
      required: 'Bitte bestätigen Sie, dass Sie kein Roboter sind.',
      invalid: 'Die Roboter-Prüfung war nicht erfolgreich. Bitte versuchen Sie es noch einmal.',
      tooLong: 'Die Roboter-Prüfung war nicht erfolgreich. Bitte versuchen Sie es noch einmal.',
    },
    badRequest: 'Das Formular konnte nicht gelesen werden. Bitte versuchen Sie es noch einmal.',
    rateLimited:
      'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte warten Sie einige Minuten und versuchen Sie es dann noch einmal.',
    recaptchaUnavailable: 'Die Roboter-Prüfung ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    failed: 'Ihre Nachricht konnte gerade nicht gesendet werden. Bitte versuchen Sie es gleich noch einmal.',
    network: 'Keine Verbindung zu unserem Server. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',
  },
};
export default contact;
