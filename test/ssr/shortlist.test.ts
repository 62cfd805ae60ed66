/**
 * The shortlist (docs/product/screens.md#shortlist) server-rendered from the production build, in both
 * languages: from the shortlist cookie, one h1 and a card per house in the
 * list's order, each heart pressed, and a remove button; without a cookie (or
 * with nonsense in it) the empty state with a link to the houses. Hearts on
 * the list render pressed for shortlisted houses. The heart's plain form post
 * sets the cookie (SameSite=Lax, path /, one year) and answers 303 back; the
 * search API's `codes` filter keeps the order given.
 */
import { expect } from 'chai';
import { LOCALES } from '../../contract/locale.ts';
import { startTestServer } from '../helpers/server.ts';
import { countH1, decodeEntities, get, h1Text, htmlLang } from './support.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const TEXT = {
  en: {
    path: '/en/shortlist/',
    list: '/en/accommodation/',
    h1: 'Your shortlist',
    empty: 'Your shortlist is empty',
    emptyButton: 'Find a house',
    count: '2 houses on your shortlist',
    remove: (name: string) => `Remove ${name} from the shortlist`,
    add: (name: string) => `Add ${name} to the shortlist`,
  },
  de: {
    path: '/de/auswahlliste/',
    list: '/de/ferienhaus/',
    h1: 'Ihre Auswahlliste',
    empty: 'Ihre Auswahlliste ist leer',
    emptyButton: 'Haus finden',
    count: '2 Häuser auf Ihrer Auswahlliste',
    remove: (name: string) => `${name} von der Auswahlliste entfernen`,
    add: (name: string) => `${name} zur Auswahlliste hinzufügen`,
  },
} as const;

const CODES = ['SH-1007', 'SH-1002'];
const text = (html: string) =>
  decodeEntities(html.replace(/<!-- -->/g, '').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');
const cards = (html: string) => [...html.matchAll(/<article class="hcard"[\s\S]*?<\/article>/g)].map((m) => m[0]);
const hearts = (html: string) =>
  [...html.matchAll(/<button\b[^>]*class="shortlist-heart[^"]*"[^>]*>/g)].map((m) => m[0]);
/** The buttons submitting the page's shortlist form. */
/** Buttons submitting the shortlist form: a button's type is "submit" unless it says otherwise. */
const submitters = (html: string) =>
  (html.match(/<button\b[^>]*>/g) ?? []).filter(
    (tag) => !/\btype="(button|reset)"/.test(tag) && tag.includes('form="shortlist-post"'),
  );

describe('SSR: the shortlist page', function () {
  this.timeout(120_000);
  let server: Server;
  let base: string;
  const names: Record<string, Record<string, string>> = { en: {}, de: {} };

  before(async function () {
    this.timeout(180_000);
    server = await startTestServer();
    base = server.url.replace('localhost', '127.0.0.1');
    for (const locale of LOCALES)
      for (const code of CODES)
        names[locale][code] = (
          (await (await fetch(`${base}/api/house/${code}`, { headers: { 'accept-language': locale } })).json()) as {
            name: string;
          }
        ).name;
  });
  after(async () => {
    await server?.close();
  });

  it('filters the search API by codes, keeping their order, and refuses malformed codes', async () => {
    const res = await fetch(`${base}/api/houses/search?codes=${CODES.join(',')},SH-9999&limit=50`);
    expect(res.status).to.equal(200);
    const body = (await res.json()) as {
      houses: Array<{ code: string }>;
      paginations: { total: number };
      otherHouses: { houses: unknown[] };
    };
    expect(body.houses.map((h) => h.code)).to.deep.equal(CODES);
    expect(body.paginations.total).to.equal(2);
    expect(body.otherHouses.houses).to.deep.equal([]);
    const reversed = (await (
      await fetch(`${base}/api/houses/search?codes=${[...CODES].reverse().join(',')}`)
    ).json()) as { houses: Array<{ code: string }> };
    expect(reversed.houses.map((h) => h.code)).to.deep.equal([...CODES].reverse());
    const bad = await fetch(`${base}/api/houses/search?codes=SH-1001,<b>`);
    expect(bad.status).to.equal(422);
    expect(((await bad.json()) as { field?: string }).field).to.equal('codes');
  });

  for (const locale of LOCALES) {
    const T = TEXT[locale];

    it(`shows the two houses of the cookie in ${locale}, in order, hearts pressed, with remove buttons`, async () => {
      const page = await get(base, T.path, { headers: { cookie: `shortlist=${encodeURIComponent(CODES.join(','))}` } });
      expect(page.status).to.equal(200);
      expect(htmlLang(page.html)).to.equal(locale);
      expect(countH1(page.html)).to.equal(1);
      expect(h1Text(page.html)).to.equal(T.h1);
      expect(page.html).to.match(/<meta name="robots" content="noindex"/);
      const found = cards(page.html);
      expect(found).to.have.length(2);
      expect(text(found[0])).to.contain(names[locale][CODES[0]]);
      expect(text(found[1])).to.contain(names[locale][CODES[1]]);
      expect(text(page.html)).to.contain(T.count);
      const pressed = hearts(page.html);
      expect(pressed).to.have.length(2);
      for (const [i, tag] of pressed.entries()) {
        expect(tag).to.contain('aria-pressed="true"');
        expect(decodeEntities(tag)).to.contain(`aria-label="${T.remove(names[locale][CODES[i]])}"`);
      }
      // The hearts and remove buttons submit the page's one form posting to this page, before hydration too.
      const forms = page.html.match(/<form\b[^>]*id="shortlist-post"[^>]*>/g) ?? [];
      expect(forms).to.have.length(1);
      expect(forms[0]).to.include(`action="${T.path}"`).and.include('method="post"');
      const buttons = submitters(page.html);
      expect(buttons).to.have.length(4);
      for (const tag of buttons)
        expect(tag)
          .to.include('name="remove"')
          .and.match(/value="SH-[^"]+"/);
      expect(page.html).to.contain(`name="back" value="${T.path}"`);
      expect(text(page.html)).not.to.contain(T.empty);
    });

    it(`shows the empty state in ${locale} without a cookie, or with nothing valid in it`, async () => {
      for (const init of [
        {},
        { headers: { cookie: 'shortlist=%3Cscript%3E%2Cnope' } },
        { headers: { cookie: 'shortlist=SH-9999' } },
      ]) {
        const page = await get(base, T.path, init);
        expect(page.status).to.equal(200);
        expect(countH1(page.html)).to.equal(1);
        expect(h1Text(page.html)).to.equal(T.h1);
        expect(cards(page.html)).to.have.length(0);
        expect(text(page.html)).to.contain(T.empty);
        expect(page.html).to.match(
          new RegExp(`<a class="button button--accent" href="${T.list}"[^>]*>${T.emptyButton}</a>`),
        );
      }
    });

    it(`renders the list's hearts pressed for shortlisted houses in ${locale}`, async () => {
      const plain = hearts((await get(base, T.list)).html);
      expect(plain.length).to.be.greaterThan(2);
      expect(plain.every((tag) => tag.includes('aria-pressed="false"'))).to.equal(true);
      const code = /value="([^"]+)"/.exec(plain[1])![1];
      const all = hearts((await get(base, T.list, { headers: { cookie: `shortlist=${code}` } })).html);
      const on = all.filter((tag) => tag.includes('aria-pressed="true"'));
      expect(on.map((tag) => /value="([^"]+)"/.exec(tag)?.[1])).to.deep.equal([code]);
    });

    it(`sets the cookie from the heart's plain form post in ${locale} and answers 303 back`, async () => {
      const post = (cookie: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
        fetch(`${base}${T.path}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: new URLSearchParams(body),
        });
      const added = await post(`shortlist=${CODES[1]}`, { add: CODES[0], back: `${T.list}?search=vik` });
      expect(added.status).to.equal(303);
      expect(added.headers.get('location')).to.equal(`${T.list}?search=vik`);
      const cookie = added.headers.get('set-cookie') ?? '';
      expect(cookie).to.match(new RegExp(`^shortlist=${CODES[0]}%2C${CODES[1]};`));
      expect(cookie)
        .to.match(/Max-Age=31536000/)
        .and.match(/Path=\//)
        .and.match(/SameSite=Lax/);
      const removed = await post(`shortlist=${CODES.join('%2C')}`, { remove: CODES[0], back: 'https://evil.example/' });
      expect(removed.status).to.equal(303);
      expect(removed.headers.get('location')).to.equal(T.path);
      expect(removed.headers.get('set-cookie')).to.match(new RegExp(`^shortlist=${CODES[1]};`));
      // Dot segments that resolve to //host would leave the site: back to the shortlist page instead.
      for (const back of ['/..//evil.example/phish', '/%2e%2e//evil.example/phish']) {
        const phish = await post('', { add: CODES[0], back });
        expect(phish.headers.get('location'), back).to.equal(T.path);
      }
      const foreign = await post('', { add: CODES[0], back: '/' }, { 'sec-fetch-site': 'cross-site' });
      expect(foreign.status).to.equal(403);
    });
  }
});
