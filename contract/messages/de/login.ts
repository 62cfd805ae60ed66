import type en from '../en/login.ts';

const login: typeof en = {
  title: 'Anmeldung für Geschäftspartner',
  intro:
    'Reisebüros und Reiseveranstalter: Melden Sie sich mit dem Benutzernamen und dem Passwort an, die Sie von uns erhalten haben.',
  username: 'Benutzername',
  password: 'Passwort',
  submit: 'Anmelden',
  submitting: 'Anmeldung läuft…',
  loggedInAs: 'Sie sind angemeldet als {{company}}',
  toHome: 'Zur Startseite',
  logout: 'Abmelden',
  noAccount: 'Noch keine Zugangsdaten? Schreiben Sie uns, wenn Sie Geschäftspartner werden möchten.',
  link: {
    title: 'Anmelden mit einem Link per E-Mail',
    intro:
      'Passwort vergessen oder zu viele Versuche? Wir senden Ihnen einen Link, der Sie einmal anmeldet, innerhalb von 15 Minuten.',
    email: 'Ihre E-Mail-Adresse (Ihr Benutzername)',
    submit: 'Anmeldelink per E-Mail senden',
    submitting: 'Wird gesendet…',
    sent: 'Wenn es zu dieser Adresse einen Zugang gibt, haben wir ihr einen Anmeldelink gesendet. Er gilt einmal, innerhalb von 15 Minuten.',
    useTitle: 'Ihr Anmeldelink',
    useIntro: 'Melden Sie sich mit dem Link aus Ihrer E-Mail an. Er gilt einmal.',
    use: 'Anmelden',
  },
  errors: {
    credentials: 'Benutzername oder Passwort ist nicht korrekt.',
    rateLimited:
      'Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut, oder fordern Sie unten einen Anmeldelink per E-Mail an.',
    linkInvalid: 'Dieser Anmeldelink ist abgelaufen oder wurde schon benutzt. Bitte fordern Sie einen neuen an.',
    linkRateLimited: 'Zu viele Anfragen nach einem Anmeldelink. Bitte versuchen Sie es später erneut.',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    username: 'Bitte geben Sie Ihren Benutzernamen ein.',
    password: 'Bitte geben Sie Ihr Passwort ein.',
    network:
      'Die Anmeldung konnte nicht gesendet werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    tooShort: 'Bitte wählen Sie ein Passwort mit mindestens {{min}} Zeichen.',
    mismatch: 'Die beiden Passwörter sind verschieden.',
  },
  setPassword: {
    title: 'Passwort festlegen',
    intro: 'Wählen Sie das Passwort, mit dem Sie sich anmelden (mindestens {{min}} Zeichen). Der Link gilt einmal.',
    password: 'Neues Passwort',
    repeat: 'Passwort wiederholen',
    submit: 'Passwort festlegen und anmelden',
  },
};
export default login;
