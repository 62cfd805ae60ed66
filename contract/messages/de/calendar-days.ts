import type en from '../en/calendar-days.ts';

const calendarDays: typeof en = {
  reason: {
    booked: 'belegt',
    'no-changeover': 'an diesem Tag keine An- oder Abreise',
    'no-check-out': 'keine Anreise: das Haus ist vor dem nächsten Abreisetag belegt',
    'min-stay': 'kürzer als der Mindestaufenthalt',
    'after-booked': 'nach einer belegten Nacht',
    'too-soon': 'buchbar frühestens in 14 Tagen',
    past: 'vergangen',
  },
  legendTitle: 'Was die Tage zeigen',
  legend: {
    open: 'Fett: An- oder Abreise möglich.',
    booked: 'Schraffiert und durchgestrichen: belegt.',
    closed: 'Blass: keine An- oder Abreise (nur donnerstags und sonntags, frühestens in 14 Tagen).',
    blocked: 'Gepunkteter Ring: frei, aber eine belegte Nacht verhindert jeden Aufenthalt von oder bis zu diesem Tag.',
    minStay: 'Gestrichelte Linie: kürzer als der Mindestaufenthalt ab Ihrem Anreisetag.',
  },
};
export default calendarDays;
