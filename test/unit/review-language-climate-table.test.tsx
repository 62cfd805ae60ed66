import { expect } from 'chai';
import type { Review } from '../../contract/api/types.ts';
import type { Locale } from '../../contract/locale.ts';

/**
 * Two small things of the house and region pages, in English and German: a review written in
 * the other language says so, and the climate table never shows a column of dashes for a
 * series its station does not record, nor a header word too long for a phone.
 */
async function load() {
  await import('../helpers/css-hook.ts');
  const [{ Reviews }, { ClimateSection }, i18n, server] = await Promise.all([
    import('../../src/pages/house/Reviews.tsx'),
    import('../../src/pages/explore-item/ClimateSection.tsx'),
    import('../../src/i18n/i18n.ts'),
    import('react-dom/server'),
  ]);
  return { Reviews, ClimateSection, ...i18n, renderToStaticMarkup: server.renderToStaticMarkup };
}

const review = (id: number, code: string, text: string): Review => ({
  id,
  review: text,
  houseRating: 9,
  customerName: `Guest ${id}`,
  travelDate: '2026-07-01',
  language: { code },
});
const REVIEWS = [review(1, 'en', 'Lovely house.'), review(2, 'de', 'Schönes Haus.')];
const RATING = { rating: 9, count: 2, scale: { min: 0, max: 10 }, attributes: [] };

const month = (m: number, rain: number | null) => ({
  month: m,
  averageHeat: { value: m - 2 },
  totalPrecipitation: { value: rain },
});
const climate = (rain: (m: number) => number | null) => ({
  station: 'Stórhöfði',
  period: '1991–2020',
  source: '',
  data: Array.from({ length: 12 }, (_, i) => month(i + 1, rain(i + 1))),
});

describe('reviews in another language and the climate table', () => {
  let m: Awaited<ReturnType<typeof load>>;
  before(async () => {
    m = await load();
  });

  async function render(locale: Locale, element: (m: Awaited<ReturnType<typeof load>>) => React.ReactElement) {
    const i18n = m.createI18n(locale, await m.loadMessages(locale, ['house', 'editorial']));
    return m.renderToStaticMarkup(<m.I18nContext.Provider value={i18n}>{element(m)}</m.I18nContext.Provider>);
  }
  const reviews = (locale: Locale) => render(locale, (m) => <m.Reviews rating={RATING} reviews={REVIEWS} />);
  const section = (locale: Locale, rain: (m: number) => number | null) =>
    render(locale, (m) => <m.ClimateSection climate={climate(rain)} regionName="South" />);

  it('notes a German review on the English page, with the text in its language', async () => {
    const html = await reviews('en');
    expect(html.match(/class="review__language"/g)).to.have.length(1);
    expect(html).to.contain(
      '<p class="review__language">Review in German</p><p class="review__text" lang="de">Schönes Haus.</p>',
    );
    expect(html).to.contain('<p class="review__text" lang="en">Lovely house.</p>');
  });

  it('notes an English review on the German page', async () => {
    const html = await reviews('de');
    expect(html.match(/class="review__language"/g)).to.have.length(1);
    expect(html).to.contain(
      '<p class="review__language">Bewertung auf Englisch</p><p class="review__text" lang="en">Lovely house.</p>',
    );
  });

  for (const [locale, note, header] of [
    ['en', 'This station does not record rainfall.', 'Precipitation (mm)'],
    ['de', 'Diese Station misst keinen Niederschlag.', 'Niederschlag (mm)'],
  ] as const) {
    it(`${locale}: a station without rainfall says so instead of a column of dashes`, async () => {
      const html = await section(locale, () => null);
      expect(html).to.contain(note);
      const table = /<table[\s\S]*<\/table>/.exec(html)![0];
      expect(table).not.to.contain(header);
      expect(table).not.to.contain('is-missing');
      expect(table.match(/<th scope="col">/g)).to.have.length(2);
      expect(table.match(/<td>/g)).to.have.length(12);
    });

    it(`${locale}: a station with rainfall keeps its column, a missing month a dash and a note`, async () => {
      const html = await section(locale, (m) => (m === 6 ? null : 50));
      const table = /<table[\s\S]*<\/table>/.exec(html)![0];
      expect(table).to.contain(header);
      expect(table.match(/class="is-missing"/g)).to.have.length(1);
      expect(html).not.to.contain(note);
    });
  }

  it('names the temperature column shortly, the full name in its abbr title', async () => {
    expect(await section('de', () => 50)).to.contain(
      '<th scope="col"><abbr title="Durchschnittstemperatur (°C)">Ø-Temperatur (°C)</abbr></th>',
    );
    expect(await section('en', () => 50)).to.contain(
      '<th scope="col"><abbr title="Average temperature (°C)">Avg. temperature (°C)</abbr></th>',
    );
  });
});
