/**
 * Offer pages are findable: every offer document of content/ in
 * each language is linked from the front page (a featured group's 'see all',
 * named with the offer's title) or from the footer's offers, which every page
 * carries; each link answers 200. Server-rendered, from the production build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { ROOT, startTestServer } from '../helpers/server.ts';
import { decodeEntities, get } from './support.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const SEE_ALL = { en: 'See all: ', de: 'Alle ansehen: ' } as const;

/** The offers of the embedded content in a language: uid and title. */
function offers(locale: Locale): Array<{ uid: string; title: string }> {
  const dir = path.join(ROOT, 'content', locale === 'de' ? 'de-de' : 'en-gb', 'offers');
  return fs.readdirSync(dir).map((file) => {
    const doc = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { uid?: string; data: { title: string } };
    return { uid: doc.uid ?? file.replace(/\.json$/, ''), title: doc.data.title };
  });
}

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => decodeEntities(m[1]));
const footerOf = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)![0];

describe('SSR: every offer page is linked from the front page or the footer', function () {
  this.timeout(60_000);
  let server: Server;

  before(async function () {
    this.timeout(120_000);
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  for (const locale of LOCALES) {
    it(`links each offer in ${locale}, and each link answers`, async () => {
      const home = await get(server.url, pathFor('home', locale));
      const contact = await get(server.url, pathFor('contact', locale));
      expect(home.status).to.equal(200);
      const seeAll = [...home.html.matchAll(/<a [^>]*data-testid="featured-all"[^>]*>/g)].map(([tag]) => ({
        href: decodeEntities(/ href="([^"]+)"/.exec(tag)![1]),
        label: decodeEntities(/ aria-label="([^"]+)"/.exec(tag)![1]),
      }));
      const footer = hrefs(footerOf(contact.html));
      expect(hrefs(footerOf(home.html))).to.deep.equal(footer);
      const all = offers(locale);
      expect(all.length).to.be.greaterThan(0);
      for (const offer of all) {
        const href = pathFor('offer', locale, { slug: offer.uid });
        const fromHome = seeAll.find((l) => l.href === href);
        expect(!!fromHome || footer.includes(href), `${href} is linked`).to.equal(true);
        if (fromHome) expect(fromHome.label).to.equal(SEE_ALL[locale] + offer.title);
        expect((await get(server.url, href)).status, href).to.equal(200);
      }
      // The footer names each offer by its title.
      for (const offer of all.filter((o) => footer.includes(pathFor('offer', locale, { slug: o.uid }))))
        expect(decodeEntities(footerOf(home.html))).to.contain(`>${offer.title}</a>`);
      expect(seeAll.length).to.be.greaterThan(0);
    });
  }
});
