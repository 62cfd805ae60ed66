import { expect } from 'chai';
import type { Locale } from '../../contract/locale.ts';

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

  async function render(locale: Locale) {
    const i18n = m.createI18n(locale, await m.loadMessages(locale, ['calendar']));
    const html = m.renderToString(
      <m.I18nContext.Provider value={i18n}>
        <m.DateRangeCalendar range={RANGE} today={TODAY} onChange={() => {}} />
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
      'Donnerstag, 4. März 2027',
      'Heute, Montag, 1. März 2027',
      'Donnerstag, 18. März 2027, ausgewählt',
      'Donnerstag, 25. März 2027, ausgewählt',
      'Freitag, 19. März 2027',
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
      'Thursday, 4 March 2027',
      'Today, Monday, 1 March 2027',
      'Thursday, 18 March 2027, selected',
      'Friday, 19 March 2027',
    ]);
  });

  it('has the same calendar strings in both languages', async () => {
    const [en, de] = await Promise.all([m.loadMessages('en', ['calendar']), m.loadMessages('de', ['calendar'])]);
    expect(Object.keys(de.messages.calendar.labels).sort()).to.deep.equal(
      Object.keys(en.messages.calendar.labels).sort(),
    );
    for (const value of Object.values(de.messages.calendar.labels)) expect(value).to.be.a('string').and.not.equal('');
  });
});
