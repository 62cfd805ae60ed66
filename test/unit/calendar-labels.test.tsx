import { expect } from 'chai';
import { availabilityPerYear } from '../../contract/availability.ts';
import type { DateRange } from '../../contract/date-range.ts';
import type { Locale } from '../../contract/locale.ts';
import legendEn from '../../contract/messages/en/calendar-days.ts';

/**
 * The calendar's accessible names (navigation buttons, month grids, weekdays,
 * day buttons) come from the page's dictionary and date locale, not from
 * react-day-picker's English defaults. The calendar is rendered to markup on
 * its own: the page shows it only after hydration, so no SSR page carries it.
 */
async function load() {
  await import('../helpers/css-hook.ts');
  const [{ default: DateRangeCalendar }, i18n, server] = await Promise.all([
    import('../../src/components/calendar/DateRangeCalendar.tsx'),
    import('../../src/i18n/i18n.ts'),
    import('react-dom/server'),
  ]);
  return { DateRangeCalendar, ...i18n, renderToString: server.renderToString };
}

/** Today on the server's clock is Monday 1 March 2027; the stay chosen is Thursday 18 to Thursday 25 March. */
const TODAY = '2027-03-01';
const RANGE = { from: '2027-03-18', to: '2027-03-25' };
// Booked from Thursday 18 to Sunday 21 March and from Saturday 27 March: Thursday 25 March has no day to leave on.
const AVAILABILITY = availabilityPerYear(
  [
    { from: '2027-03-18', to: '2027-03-21' },
    { from: '2027-03-27', to: '2027-04-04' },
  ],
  [2027, 2028],
);

const attributes = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((m) => m[1]);

describe('calendar labels in the page language', () => {
  let m: Awaited<ReturnType<typeof load>>;
  const hadWindow = 'window' in globalThis;

  before(async () => {
    m = await load();
    // Only what the calendar reads while rendering: a wide screen (two months).
    if (!hadWindow) {
      (globalThis as { window?: unknown }).window = {
        matchMedia: () => ({ matches: true, addEventListener() {}, removeEventListener() {} }),
      };
    }
  });
  after(() => {
    if (!hadWindow) delete (globalThis as { window?: unknown }).window;
  });

  async function render(locale: Locale, { range = RANGE, house = false }: { range?: DateRange; house?: boolean } = {}) {
    const i18n = m.createI18n(locale, await m.loadMessages(locale, ['calendar']));
    const html = m.renderToString(
      <m.I18nContext.Provider value={i18n}>
        <m.DateRangeCalendar
          range={range}
          today={TODAY}
          availability={house ? AVAILABILITY : undefined}
          onChange={() => {}}
        />
      </m.I18nContext.Provider>,
    );
    return { html, labels: attributes(html, 'aria-label') };
  }

  it('names everything in German on German pages', async () => {
    const { html, labels } = await render('de');
    expect(labels).to.include.members([
      'Monat wechseln',
      'Zum vorherigen Monat',
      'Zum nächsten Monat',
      'März 2027',
      'April 2027',
      'Montag',
      'Donnerstag',
      'Sonntag',
      'Donnerstag, 4. März 2027, buchbar frühestens in 14 Tagen',
      'Heute, Montag, 1. März 2027, buchbar frühestens in 14 Tagen',
      'Donnerstag, 18. März 2027, ausgewählt',
      'Donnerstag, 25. März 2027, ausgewählt',
      'Freitag, 19. März 2027, an diesem Tag keine An- oder Abreise',
    ]);
    // Nothing left of react-day-picker's English defaults.
    expect(html).to.not.match(/Go to the|Today|selected"|Monday|Thursday|March/);
  });

  it('names everything in English on English pages', async () => {
    const { labels } = await render('en');
    expect(labels).to.include.members([
      'Change month',
      'Go to the previous month',
      'Go to the next month',
      'March 2027',
      'Thursday',
      'Thursday, 4 March 2027, bookable from 14 days ahead',
      'Today, Monday, 1 March 2027, bookable from 14 days ahead',
      'Thursday, 18 March 2027, selected',
      'Friday, 19 March 2027, no arrivals or departures on this day',
    ]);
  });

  /** The server-rendered cell of a day: its classes and its button's name. */
  const cell = (html: string, day: string) => {
    const match = new RegExp(
      `<td[^>]*class="([^"]*)"[^>]*data-day="${day}"[^>]*><button[^>]*aria-label="([^"]*)"`,
    ).exec(html);
    return { classes: match?.[1].split(' ') ?? [], name: match?.[2] };
  };

  it('says why a day of a house cannot be picked, by look and by name, in both languages', async () => {
    const none = { from: null, to: null };
    const en = (await render('en', { range: none, house: true })).html;
    expect(cell(en, '2027-03-18')).to.deep.include({ name: 'Thursday, 18 March 2027, booked' });
    expect(cell(en, '2027-03-18').classes).to.include('calendar-day--booked');
    expect(cell(en, '2027-03-23')).to.deep.include({
      name: 'Tuesday, 23 March 2027, no arrivals or departures on this day',
    });
    expect(cell(en, '2027-03-23').classes).to.include('calendar-day--closed').and.not.include('calendar-day--booked');
    expect(cell(en, '2027-03-25').name).to.equal(
      'Thursday, 25 March 2027, no arrival: the house is booked before the next departure day',
    );
    expect(cell(en, '2027-03-25').classes).to.include('calendar-day--blocked');
    expect(cell(en, '2027-03-21').name).to.equal('Sunday, 21 March 2027'); // the last guest's departure: offered
    expect(cell(en, '2027-03-04').name).to.equal('Thursday, 4 March 2027, bookable from 14 days ahead');

    const de = (await render('de', { range: none, house: true })).html;
    expect(cell(de, '2027-03-18').name).to.equal('Donnerstag, 18. März 2027, belegt');
    expect(cell(de, '2027-03-23').name).to.equal('Dienstag, 23. März 2027, an diesem Tag keine An- oder Abreise');
  });

  it('marks the minimum stay after a check-in', async () => {
    const { html } = await render('en', { range: { from: '2027-03-21', to: null }, house: true });
    expect(cell(html, '2027-03-22').name).to.equal('Monday, 22 March 2027, shorter than the minimum stay');
    expect(cell(html, '2027-03-22').classes).to.include('calendar-day--minStay');
    expect(cell(html, '2027-03-25').name).to.equal('Thursday, 25 March 2027');
    expect(cell(html, '2027-03-28').name).to.equal('Sunday, 28 March 2027, booked');
  });

  /** The legend's lines as the server rendered them: the sample day (hidden) left out. */
  const legend = (html: string) =>
    [
      ...html.matchAll(/<li class="calendar-legend__item[^"]*">(?:<span[^>]*><span>14<\/span><\/span>)(.*?)<\/li>/g),
    ].map((m) => m[1]);

  it('explains the looks in words under the calendar, in both languages', async () => {
    const en = (await render('en', { house: true })).html;
    expect(en).to.include('What the days show');
    // Every look, in the dictionary's order: open, booked, closed, blocked, minimum stay.
    expect(legend(en)).to.deep.equal(Object.values(legendEn.legend));
    expect(legend(en)[1]).to.equal('Hatched and struck through: booked.');
    expect(legend(en)[4]).to.equal('Dashed line: shorter than the minimum stay from your check-in.');
    const de = (await render('de', { house: true })).html;
    expect(de).to.include('Was die Tage zeigen').and.include('Schraffiert und durchgestrichen: belegt.');
    expect(de).to.not.include('Hatched').and.not.include('no arrivals');
    // The search forms' calendar knows no house: nothing is booked there.
    const search = (await render('en')).html;
    expect(search).to.include('Pale: no arrivals').and.not.include('Hatched');
  });

  it('has the same calendar strings in both languages', async () => {
    const [en, de] = await Promise.all([m.loadMessages('en', ['calendar']), m.loadMessages('de', ['calendar'])]);
    expect(Object.keys(de.messages.calendar.labels).sort()).to.deep.equal(
      Object.keys(en.messages.calendar.labels).sort(),
    );
    for (const value of Object.values(de.messages.calendar.labels)) expect(value).to.be.a('string').and.not.equal('');
  });
});
