import type en from '../en/account.ts';

const account: typeof en = {
  title: 'Mein Konto',
  loggedInAs: 'Sie sind angemeldet als {{company}}',
  intro: 'Alle Buchungen Ihres Unternehmens, die neuesten zuerst, gleich von welchem Benutzer.',
  searchHouses: 'Ferienhäuser suchen',
  loginNeeded: 'Bitte melden Sie sich als Geschäftspartner an, um die Buchungen Ihres Unternehmens zu sehen.',
  login: 'Anmelden',
  filter: {
    label: 'Status',
    all: 'Alle Buchungen',
    arrivalFrom: 'Anreise ab',
    arrivalTo: 'Anreise bis',
    apply: 'Buchungen anzeigen',
  },
  pager: {
    label: 'Seiten der Buchungen',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    page: 'Seite {{page}} von {{pages}}',
  },
  empty: 'Ihr Unternehmen hat noch keine Buchungen.',
  emptyFiltered: 'Keine Buchungen entsprechen diesen Filtern.',
  error: 'Die Buchungen konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
  table: {
    caption: 'Buchungen von {{company}}',
    code: 'Buchungscode',
    status: 'Status',
    guest: 'Gast',
    houses: 'Häuser und Reisedaten',
    total: 'Gesamtpreis',
    due: 'Offener Betrag',
    dueOn: 'fällig am {{date}}',
  },
  booking: 'Buchung {{code}}',
  houseDates: '{{house}}: {{from}} – {{to}}',
  bookedOn: 'Gebucht am {{date}}',
  /** Eine Buchung nach den Bedingungen stornieren (docs/product/rules.md#partner-cancellation). */
  cancel: {
    button: 'Buchung {{code}} stornieren',
    title: 'Buchung {{code}} stornieren?',
    fee: 'Bei einer Stornierung heute fällt nach den Bedingungen eine Gebühr von {{fee}} an, die Ihrem Unternehmen in Rechnung gestellt wird.',
    house: 'Haus {{position}}: {{percent}} % des Mietpreises, {{fee}}',
    confirm: 'Ja, Buchung {{code}} stornieren',
    keep: 'Buchung behalten',
    done: 'Buchung {{code}} ist storniert. Die Gutschrift und die Stornorechnung finden Sie bei ihren Dokumenten.',
    failed: 'Die Buchung konnte nicht storniert werden.',
  },
};
export default account;
