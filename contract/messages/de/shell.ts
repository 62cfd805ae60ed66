import type en from '../en/shell.ts';

const shell: typeof en = {
  menu: {
    button: 'Menü',
    main: 'Hauptmenü',
    home: 'Sumarhus – Startseite',
    cart: 'Warenkorb',
    cartCount: { one: '1 Haus im Warenkorb', other: '{{count}} Häuser im Warenkorb' },
    shortlistCount: { one: '1 Haus', other: '{{count}} Häuser' },
    cartEmpty: 'Der Warenkorb ist leer',
    myBooking: 'Meine Buchung',
    chat: 'Kontakt',
    faq: 'Häufige Fragen',
    information: 'Information',
    otherLanguage: 'English',
    otherLanguageShort: 'EN',
  },
  banner: {
    label: 'Hinweis',
    more: 'Mehr erfahren',
  },
  staff: { text: 'Mitarbeiter: {{username}}', link: 'Backoffice' },
  company: {
    label: 'Firmenkonto',
    loggedInAs: 'Sie sind angemeldet als {{company}}',
    account: 'Buchungen',
    logout: 'Abmelden',
  },
  footer: {
    label: 'Fußzeile',
    about: 'Sumarhus',
    tagline: 'Private Ferienhäuser in ganz Island, direkt gebucht bei den Menschen, die sie kennen.',
    contact: 'Kontakt',
    phone: 'Telefon',
    email: 'E-Mail',
    hours: 'Telefonzeiten',
    offers: 'Angebote',
    links: 'Gut zu wissen',
    cookieSettings: 'Cookie-Einstellungen',
    social: 'Folgen Sie uns auf Facebook',
    socialShort: 'Facebook',
  },
  cookies: {
    label: 'Cookie-Hinweis',
    title: 'Cookies bei Sumarhus',
    text: 'Wir verwenden Cookies, damit die Website funktioniert, und – wenn Sie zustimmen – um ihre Nutzung zu messen und sie zu verbessern.',
    more: 'Wie wir Cookies nutzen',
    accept: 'Akzeptieren',
    decline: 'Ablehnen',
  },
  skipToContent: 'Zum Inhalt springen',
};
export default shell;
