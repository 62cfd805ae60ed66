import type en from '../en/shell.ts';

const shell: typeof en = {
  menu: {
    open: 'Menü öffnen',
    close: 'Menü schließen',
    main: 'Hauptmenü',
    cart: 'Warenkorb',
    cartCount: '{{count}} Häuser im Warenkorb',
    myBooking: 'Meine Buchung',
    chat: 'Kontakt',
    faq: 'Häufige Fragen',
    information: 'Information',
    otherLanguage: 'English',
    otherLanguageLabel: 'This page in English',
  },
  skipToContent: 'Zum Inhalt springen',
};
export default shell;
