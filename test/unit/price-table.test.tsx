import { expect } from 'chai';
import type { Locale } from '../../contract/locale.ts';

/**
 * The price table of My booking and the thank-you page: a price reduction
 * staff gave (a staff refund) is a line of its own above the total, so the
 * lines add up to what the booking costs (docs/product/money-record.md).
 */
async function load() {
  await import('../helpers/css-hook.ts');
  const [{ PriceTable }, i18n, server] = await Promise.all([
    import('../../src/components/booking/PriceTable.tsx'),
    import('../../src/i18n/i18n.ts'),
    import('react-dom/server'),
  ]);
  return { PriceTable, ...i18n, renderToStaticMarkup: server.renderToStaticMarkup };
}

const ROW = { key: 1, name: 'Hof', resFrom: '2027-07-01', resTo: '2027-07-08', nights: 7, priceCents: 39600 };
/** The table's rows as text: each cell's text joined by " | ". */
const rowsOf = (html: string) =>
  [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) =>
    m[1]
      .replace(/<\/t[hd]>/g, ' | ')
      .replace(/<[^>]+>/g, '')
      .replace(/\u00a0/g, ' ')
      .replace(/ \| $/, ''),
  );

describe('the price table', () => {
  let m: Awaited<ReturnType<typeof load>>;
  before(async () => {
    m = await load();
  });

  async function render(locale: Locale, reductionCents?: number) {
    const i18n = m.createI18n(locale, await m.loadMessages(locale, ['booking']));
    return rowsOf(
      m.renderToStaticMarkup(
        <m.I18nContext.Provider value={i18n}>
          <m.PriceTable
            rows={[ROW]}
            kits={{ count: 0, priceCents: 2000 }}
            totalCents={39600 - (reductionCents ?? 0)}
            reductionCents={reductionCents}
          />
        </m.I18nContext.Provider>,
      ),
    );
  }

  it('shows a staff price reduction as a line above the total, in English and German', async () => {
    expect((await render('en', 5050)).slice(-2)).to.deep.equal(['Price reduction | -€50.50', 'Total | €345.50']);
    expect((await render('de', 5050)).slice(-2)).to.deep.equal(['Preisminderung | -50,50 €', 'Gesamt | 345,50 €']);
  });

  it('has no reduction line without one', async () => {
    const rows = await render('en');
    expect(rows.some((r) => r.startsWith('Price reduction'))).to.equal(false);
    expect(rows.at(-1)).to.equal('Total | €396');
  });
});
