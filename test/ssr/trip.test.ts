/**
 * The traveller's choices follow them (docs/product/rules.md#trip-and-party), server-rendered from the
 * production build on a fixed clock, in both languages: the list's cards,
 * the house page's similar houses, the shortlist and the language switch
 * link with checkIn, checkOut, numberOfAdults and numberOfChildren; the house
 * page a card leads to shows the total of those dates at once; the front
 * page's search form sends the guests before any script runs.
 */
import { expect } from 'chai';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import { SHORTLIST_COOKIE } from '../../contract/cookies.ts';
import { startTestServer } from '../helpers/server.ts';
import { boot, decodeEntities, get } from './support.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const TRIP = 'checkIn=2026-12-17&checkOut=2026-12-27&numberOfAdults=2&numberOfChildren=1';
const LIST = { en: '/en/accommodation/', de: '/de/ferienhaus/' } as const;
const HOUSE_PATH = {
  en: /^\/en\/accommodation\/[\w-]+\/[\w-]+\/$/,
  de: /^\/de\/ferienhaus\/[\w-]+\/[\w-]+\/$/,
} as const;

const hrefs = (html: string, className: string) =>
  [...html.matchAll(new RegExp(`class="${className}"[^>]*?href="([^"]+)"`, 'g'))].map((m) => decodeEntities(m[1]));
const languageLink = (html: string) => {
  const tag = /<li class="site-nav__lang">\s*<a [^>]*>/.exec(html)?.[0];
  const href = tag && /href="([^"]+)"/.exec(tag)?.[1];
  return href ? decodeEntities(href) : null;
};
/** The <input> with this name in a piece of HTML, as an attribute map. */
const input = (html: string, name: string) => {
  const tag = [...html.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]).find((t) => t.includes(`name="${name}"`));
  return tag ? Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]])) : null;
};
const split = (href: string) => {
  const url = new URL(href, 'http://x');
  return { path: url.pathname, query: url.search.slice(1) };
};

describe('SSR: the trip follows the traveller', function () {
  this.timeout(60_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;

  before(async function () {
    this.timeout(180_000);
    server = await startTestServer({ FIXED_NOW });
    base = server.url;
  });
  after(async () => {
    await server?.close();
  });

  for (const locale of LOCALES) {
    const other: Locale = locale === 'en' ? 'de' : 'en';

    it(`${locale}: list cards lead to house pages priced for the dates, with the party, and both keep them in the other language`, async () => {
      const list = await get(base, `${LIST[locale]}?search=Akureyri&${TRIP}`);
      expect(list.status).to.equal(200);
      const cards = hrefs(list.html, 'hcard__link');
      expect(cards.length).to.be.greaterThan(0);
      for (const href of cards) {
        expect(split(href).path).to.match(HOUSE_PATH[locale]);
        expect(split(href).query).to.equal(TRIP);
      }
      expect(languageLink(list.html)).to.equal(`${LIST[other]}?search=Akureyri&${TRIP}`);

      // The first card's total is what its house page shows at once.
      const amount = /class="hcard__amount">([^<]+)</.exec(list.html)![1];
      const house = await get(base, cards[0]);
      expect(house.status).to.equal(200);
      expect(house.html).to.contain(`data-testid="price-total">${amount}<`);
      expect(house.html).to.not.contain('data-testid="price-day"');
      expect((boot(house.html).state as unknown as { trip: unknown }).trip).to.deep.equal({
        checkIn: '2026-12-17',
        checkOut: '2026-12-27',
        adults: 2,
        children: 1,
      });
      // The plain date form keeps the party: its guest selects start from it.
      const dateForm = /<form[^>]*class="price-box__dates"[\s\S]*?<\/form>/.exec(house.html)![0];
      const chosen = (name: string) =>
        new RegExp(`<select[^>]*name="${name}"[\\s\\S]*?<option[^>]*value="(\\d+)"[^>]*selected=""`).exec(
          dateForm,
        )?.[1];
      expect([chosen('numberOfAdults'), chosen('numberOfChildren')]).to.deep.equal(['2', '1']);

      const switched = languageLink(house.html)!;
      expect(split(switched).path).to.match(HOUSE_PATH[other]);
      expect(split(switched).query).to.equal(TRIP);
      const there = await get(base, switched);
      expect(there.status).to.equal(200);
      expect(there.html).to.contain('data-testid="price-total"');

      // The similar houses (streamed in the same response) carry the house page's dates and party.
      const similar = hrefs(house.html, 'hcard__link');
      expect(similar.length).to.be.greaterThan(0);
      for (const href of similar) expect(split(href).query).to.equal(TRIP);
    });

    it(`${locale}: the shortlist's cards carry the trip of its address`, async () => {
      const list = await get(base, `${LIST[locale]}?search=Akureyri`);
      const code = /<button\b[^>]*class="shortlist-heart[^>]*>/.exec(list.html)![0].match(/value="([^"]+)"/)![1];
      const page = await get(base, `/${locale}/${locale === 'en' ? 'shortlist' : 'auswahlliste'}/?${TRIP}`, {
        headers: { cookie: `${SHORTLIST_COOKIE}=${code}` },
      });
      expect(page.status).to.equal(200);
      const cards = hrefs(page.html, 'hcard__link');
      expect(cards).to.have.length(1);
      expect(split(cards[0]).query).to.equal(TRIP);
    });

    it(`${locale}: the front page's search sends the guests as plain form fields, starting from the address's party`, async () => {
      const home = await get(base, `/${locale}/?numberOfAdults=3&numberOfChildren=2`);
      expect(home.status).to.equal(200);
      const form = /<form class="home-search"[\s\S]*?<\/form>/.exec(home.html)![0];
      expect(form).to.match(/method="get"/);
      expect(input(form, 'numberOfAdults')).to.include({ type: 'number', min: '1', max: '99', value: '3' });
      expect(input(form, 'numberOfChildren')).to.include({ type: 'number', min: '0', max: '99', value: '2' });
      // What that form sends is tidied into the list's canonical address (defaults dropped).
      const sent = await get(
        base,
        `${LIST[locale]}?search=&checkIn=2026-12-17&checkOut=2026-12-27&numberOfAdults=2&numberOfChildren=1`,
        { redirect: 'manual' },
      );
      expect(sent.status).to.equal(301);
      expect(sent.headers.get('location')).to.equal(`${LIST[locale]}?${TRIP}`);
      const defaults = await get(base, `${LIST[locale]}?search=&numberOfAdults=1&numberOfChildren=0`, {
        redirect: 'manual',
      });
      expect(defaults.headers.get('location')).to.equal(LIST[locale]);

      // On the list the search bar's guests are the form's fields; the filter panel shows the same once hydrated, not before.
      const list = await get(base, `${LIST[locale]}?${TRIP}`);
      const bar = /<div class="list-search__bar">[\s\S]*?list-search__submit/.exec(list.html)![0];
      expect(input(bar, 'numberOfAdults')).to.include({ type: 'number', value: '2' });
      expect(input(bar, 'numberOfChildren')).to.include({ type: 'number', value: '1' });
      expect([...list.html.matchAll(/name="numberOfAdults"/g)]).to.have.length(1);
      const panel = /<div class="filters">[\s\S]*?<\/fieldset>/.exec(list.html)![0];
      const counters = [...panel.matchAll(/<input\b[^>]*class="counter__input"[^>]*>/g)].map((m) => m[0]);
      expect(counters.map((tag) => /name="([^"]+)"/.exec(tag)?.[1])).to.deep.equal(['bedrooms']);
    });
  }
});
