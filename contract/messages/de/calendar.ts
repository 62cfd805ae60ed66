import type en from '../en/calendar.ts';

const calendar: typeof en = {
  dates: 'Reisedaten',
  checkIn: 'Anreise',
  checkOut: 'Abreise',
  choose: 'Datum wählen',
  clear: 'Daten löschen',
  close: 'Fertig',
  dialog: 'Anreise- und Abreisetag wählen',
  hint: 'An- und Abreise donnerstags und sonntags, frühestens in 14 Tagen.',
  pickCheckOut: 'Wählen Sie jetzt Ihren Abreisetag.',
  nights: { one: '{{count}} Nacht', other: '{{count}} Nächte' },
  labels: {
    nav: 'Monat wechseln',
    previous: 'Zum vorherigen Monat',
    next: 'Zum nächsten Monat',
    today: 'Heute, {{date}}',
    selected: '{{date}}, ausgewählt',
  },
};
export default calendar;
