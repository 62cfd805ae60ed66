import type en from '../en/login.ts';

const login: typeof en = {
  title: 'Anmeldung für Geschäftspartner',
  intro: 'Reisebüros und Reiseveranstalter: Melden Sie sich mit dem Benutzernamen und dem Passwort an, die Sie von uns erhalten haben.',
  username: 'Benutzername',
  password: 'Passwort',
  submit: 'Anmelden',
  submitting: 'Anmeldung läuft…',
  loggedInAs: 'Sie sind angemeldet als {{company}}',
  toHome: 'Zur Startseite',
  logout: 'Abmelden',
  noAccount: 'Noch keine Zugangsdaten? Schreiben Sie uns, wenn Sie Geschäftspartner werden möchten.',
  errors: {
    credentials: 'Benutzername oder Passwort ist nicht korrekt.',
    rateLimited: 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    username: 'Bitte geben Sie Ihren Benutzernamen ein.',
    password: 'Bitte geben Sie Ihr Passwort ein.',
    network: 'Die Anmeldung konnte nicht gesendet werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
};
export default login;
