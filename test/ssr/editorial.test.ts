/**
 * The editorial pages server-rendered from the embedded content/ folder, in
 * both languages: explore overview and items (regions and activities), blog
 * list and posts, information, FAQ overview and questions, terms, data
 * protection and other information pages. Each answers 200 with one h1 (the
 * document's title), breadcrumbs, a <title>, images with width/height/alt,
 * and alternate links to the translated slug; an unknown slug is a 404.
 * The samples are read from the content files, so the test follows the content.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import en from '../../contract/messages/en/index.ts';
import de from '../../contract/messages/de/index.ts';
import { LOCALES, otherLocale, type Locale } from '../../contract/locale.ts';
import { pathFor, type RouteId } from '../../contract/routes.ts';
import { ROOT, startTestServer } from '../helpers/server.ts';
import { boot, countH1, decodeEntities, get, h1Text, htmlLang, type Page } from './support.ts';

const CONTENT = path.join(ROOT, 'content');
const LANG: Record<Locale, string> = { en: 'en-gb', de: 'de-de' };
const messages = { en, de } as const;

interface FileDoc {
  key: string;
  uid: string;
  tags: string[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- content JSON, read loosely
  data: Record<string, any>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- content JSON, read loosely
function single(locale: Locale, type: string): Record<string, any> {
  return JSON.parse(fs.readFileSync(path.join(CONTENT, LANG[locale], `${type}.json`), 'utf8')).data;
}

function all(locale: Locale, type: string): FileDoc[] {
  const dir = path.join(CONTENT, LANG[locale], type);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const raw = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
      const key = f.slice(0, -5);
      return { key, uid: raw.uid ?? key, tags: raw.tags ?? [], data: raw.data };
    });
}

/** A repeatable document that exists in both languages (same file name), chosen by `pick`. */
function pair(type: string, pick: (doc: FileDoc) => boolean = () => true): Record<Locale, FileDoc> {
  const german = new Map(all('de', type).map((d) => [d.key, d]));
  const english = all('en', type).find((d) => german.has(d.key) && pick(d) && pick(german.get(d.key)!));
  if (!english) throw new Error(`content/: no ${type} document in both languages that fits this test`);
  return { en: english, de: german.get(english.key)! };
}

/** <link rel="alternate" hreflang="xx" href="…"> of a page. */
function alternateLink(html: string, locale: Locale): string | null {
  const tag = (html.match(/<link\b[^>]*rel="alternate"[^>]*>/gi) ?? []).find((t) =>
    new RegExp(`hreflang="${locale}"`, 'i').test(t),
  );
  // hreflang links are absolute (https://host/en/…); compare their paths.
  return tag ? new URL(decodeEntities(/\shref="([^"]*)"/.exec(tag)?.[1] ?? '')).pathname : null;
}

/** The <title> text. */
function titleText(html: string): string {
  return decodeEntities(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');
}

/** Every <img> of the page's main content (the shell's own images are not ours to check). */
function mainImages(html: string): string[] {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return main.match(/<img\b[^>]*>/gi) ?? [];
}

interface Case {
  name: string;
  route: RouteId;
  /** The page's path in a language. */
  path(locale: Locale): string;
  /** The h1 the content gives it. */
  title(locale: Locale): string;
}

const region = pair('explore', (d) => d.tags.includes('region') && typeof d.data.region_id === 'number');
const activity = pair('explore', (d) => !d.tags.includes('region'));
const post = pair('blog', (d) => (d.data.chapters ?? []).length > 0 && d.data.author?.link_type === 'Document');
const question = pair('faq', (d) => !!d.data.question);
const infoPage = pair('pages', (d) => d.key !== 'data-protection');
const dataProtection = pair('pages', (d) => d.key === 'data-protection');
const slicesOf = (d: FileDoc) => new Set((d.data.body ?? []).map((slice: { slice_type: string }) => slice.slice_type));
const bothSlices = pair('pages', (d) => slicesOf(d).has('text_columns') && slicesOf(d).has('image_grid'));

/** What a reader sees of each body section: its heading and its columns' first lines, or its captions. */
function renderedSections(html: string) {
  return [...html.matchAll(/<section class="page-slice ([a-z-]+)">([\s\S]*?)<\/section>/g)].map(([, kind, inner]) => ({
    kind,
    title: decodeEntities(/<h2>([\s\S]*?)<\/h2>/.exec(inner)?.[1] ?? ''),
    columns: (inner.match(/class="text-columns__column prose"/g) ?? []).length,
    figures: [...inner.matchAll(/<figcaption>([\s\S]*?)<\/figcaption>/g)].map((m) => decodeEntities(m[1])),
  }));
}

/** The same, as the document's shared slices say it should be. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- content JSON, read loosely
function expectedSections(body: any[]) {
  return body.map((slice) => ({
    kind: slice.slice_type.replace('_', '-'),
    title: slice.primary.title ?? '',
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- content JSON, read loosely
    columns: (slice.primary.columns ?? []).filter((c: any) => c.text?.length).length,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- content JSON, read loosely
    figures: (slice.primary.images ?? []).filter((i: any) => i.image?.url && i.caption).map((i: any) => i.caption),
  }));
}

const CASES: Case[] = [
  {
    name: 'explore overview',
    route: 'explore',
    path: (l) => pathFor('explore', l),
    title: (l) => single(l, 'explore_overview').title,
  },
  {
    name: 'explore region',
    route: 'exploreItem',
    path: (l) => pathFor('exploreItem', l, { slug: region[l].uid }),
    title: (l) => region[l].data.title,
  },
  {
    name: 'explore activity',
    route: 'exploreItem',
    path: (l) => pathFor('exploreItem', l, { slug: activity[l].uid }),
    title: (l) => activity[l].data.title,
  },
  { name: 'blog list', route: 'blog', path: (l) => pathFor('blog', l), title: (l) => messages[l].editorial.blog.title },
  {
    name: 'blog post',
    route: 'blogPost',
    path: (l) => pathFor('blogPost', l, { slug: post[l].uid }),
    title: (l) => post[l].data.title,
  },
  {
    name: 'information',
    route: 'information',
    path: (l) => pathFor('information', l),
    title: (l) => single(l, 'additional_information').title,
  },
  { name: 'FAQ overview', route: 'faq', path: (l) => pathFor('faq', l), title: (l) => single(l, 'faq_overview').title },
  {
    name: 'FAQ question',
    route: 'faqItem',
    path: (l) => pathFor('faqItem', l, { slug: question[l].uid }),
    title: (l) => question[l].data.question,
  },
  {
    name: 'terms',
    route: 'terms',
    path: (l) => pathFor('terms', l),
    title: (l) => single(l, 'terms_and_conditions').header,
  },
  {
    name: 'data protection',
    route: 'dataProtection',
    path: (l) => pathFor('dataProtection', l),
    title: (l) => dataProtection[l].data.title,
  },
  {
    name: 'information page',
    route: 'infoPage',
    path: (l) => pathFor('infoPage', l, { slug: infoPage[l].uid }),
    title: (l) => infoPage[l].data.title,
  },
];

describe('SSR: editorial pages', function () {
  this.timeout(30_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;
  const pages = new Map<string, Promise<Page>>();
  /** Each page is fetched once and shared by the checks below. */
  const page = (p: string) => {
    if (!pages.has(p)) pages.set(p, get(base, p));
    return pages.get(p)!;
  };

  before(async function () {
    this.timeout(60_000);
    server = await startTestServer();
    base = `http://127.0.0.1:${new URL(server.url).port}`;
  });
  after(async () => server?.close());

  for (const c of CASES) {
    describe(c.name, () => {
      for (const locale of LOCALES) {
        const other = otherLocale(locale);
        it(`${locale}: 200, one h1 with the content's title, head, breadcrumbs and images with size and alt`, async () => {
          const p = c.path(locale);
          const { status, html } = await page(p);
          expect(status, p).to.equal(200);
          expect(htmlLang(html)).to.equal(locale);
          expect(countH1(html), `${p}: number of <h1>`).to.equal(1);
          expect(h1Text(html), p).to.equal(c.title(locale).trim());
          expect(titleText(html), `${p}: <title>`).to.not.equal('');
          expect(titleText(html), `${p}: the site named once`).to.match(/Sumarhus/);
          expect(titleText(html).match(/Sumarhus/g), `${p}: ${titleText(html)}`).to.have.length(1);
          expect(html, `${p}: breadcrumbs`).to.match(/<nav[^>]*class="breadcrumbs"/);
          const state = boot(html).state;
          expect(state.page.routeId).to.equal(c.route);
          for (const img of mainImages(html)) {
            expect(img, `${p}: ${img}`).to.match(/\swidth="\d+"/);
            expect(img, `${p}: ${img}`).to.match(/\sheight="\d+"/);
            expect(img, `${p}: ${img}`).to.match(/\salt="/);
          }
        });

        it(`${locale}: links the same page in ${other}, at its translated slug`, async () => {
          const { html } = await page(c.path(locale));
          expect(alternateLink(html, locale)).to.equal(c.path(locale));
          expect(alternateLink(html, other)).to.equal(c.path(other));
          // The language switch reads the same alternates from the store.
          expect((boot(html).state.alternates as Record<string, string>)[other]).to.equal(c.path(other));
        });
      }
    });
  }

  describe('unknown slugs answer 404 with the 404 page', () => {
    const unknown: Array<[RouteId, Locale, string]> = [
      ['exploreItem', 'en', 'no-such-region'],
      ['exploreItem', 'de', 'keine-solche-region'],
      ['blogPost', 'en', 'no-such-post'],
      ['blogPost', 'de', 'kein-solcher-beitrag'],
      ['faqItem', 'en', 'no-such-question'],
      ['faqItem', 'de', 'keine-solche-frage'],
      ['infoPage', 'en', 'no-such-page'],
      ['infoPage', 'de', 'keine-solche-seite'],
    ];
    for (const [route, locale, slug] of unknown) {
      it(`${route} ${slug} (${locale})`, async () => {
        const p = pathFor(route, locale, { slug });
        const { status, html } = await get(base, p);
        expect(status, p).to.equal(404);
        expect(htmlLang(html)).to.equal(locale);
        expect(countH1(html)).to.equal(1);
        expect(boot(html).state.page.status).to.equal(404);
      });
    }

    it('a German slug under /en/ (and the other way round) is not found either', async () => {
      if (post.en.uid === post.de.uid) return;
      expect((await get(base, pathFor('blogPost', 'en', { slug: post.de.uid }))).status).to.equal(404);
      expect((await get(base, pathFor('blogPost', 'de', { slug: post.en.uid }))).status).to.equal(404);
    });
  });

  it('explore/{region}: an English region slug under /de/ leads to the German region page', async () => {
    const regions = all('de', 'explore').filter((d) => d.tags.includes('region'));
    const south = regions.find((d) => d.data.region_id === 4);
    if (!south || south.uid === 'south') return;
    const res = await get(base, '/de/erkunden/south/');
    expect(res.status).to.equal(301);
    expect(new URL(res.headers.get('location')!, base).pathname).to.equal(
      pathFor('exploreItem', 'de', { slug: south.uid }),
    );
  });

  describe('explore overview', () => {
    it('lists every region and activity as a real link in the carousel (works before hydration)', async () => {
      for (const locale of LOCALES) {
        const { html } = await page(pathFor('explore', locale));
        const track = /<ul[^>]*class="carousel__track"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
        for (const doc of all(locale, 'explore')) {
          expect(track, `${locale}: ${doc.uid}`).to.contain(
            `href="${pathFor('exploreItem', locale, { slug: doc.uid })}"`,
          );
        }
        expect(html).to.match(/<ul[^>]*class="card-grid"/);
        expect(html, 'blog cards').to.contain(`href="${pathFor('blogPost', locale, { slug: post[locale].uid })}"`);
      }
    });
  });

  describe('explore region', () => {
    const climate = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/climate.json'), 'utf8')).regions as Record<
      string,
      {
        regionId: number;
        station: string;
        period: string;
        months: Array<{ month: number; averageHeat: number | null; totalPrecipitation: number | null }>;
      }
    >;
    const normals = (id: number) => Object.values(climate).find((r) => r.regionId === id)!;

    it('server-renders the climate as a table of 12 months, naming station and period; the chart itself is left to the browser', async () => {
      const { html } = await page(pathFor('exploreItem', 'en', { slug: region.en.uid }));
      const c = normals(region.en.data.region_id);
      const table = /<table class="climate__table">[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
      expect((table.match(/<tr>/g) ?? []).length, 'header + 12 months').to.equal(13);
      expect(decodeEntities(html)).to.contain(c.station);
      expect(decodeEntities(html)).to.contain(c.period);
      expect(html, 'no chart markup from the server').to.not.match(/<svg[^>]*class="frappe/);
    });

    it('says so when a station records no rainfall, in both languages: a note, no column of dashes', async () => {
      const noRain = (d: FileDoc) =>
        d.tags.includes('region') && !!normals(d.data.region_id)?.months.every((m) => m.totalPrecipitation === null);
      const doc = pair('explore', noRain);
      for (const locale of LOCALES) {
        const { html } = await get(base, pathFor('exploreItem', locale, { slug: doc[locale].uid }));
        const table = /<table class="climate__table">[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
        expect(decodeEntities(html)).to.contain(messages[locale].editorial.item.noPrecipitation);
        expect(table).not.to.contain('class="is-missing"');
        expect(decodeEntities(table)).not.to.contain(messages[locale].editorial.item.precipitation);
        expect((table.match(/<td>/g) ?? []).length, 'the temperature of 12 months').to.equal(12);
      }
    });
  });

  describe('blog list', () => {
    it('links every post, newest first', async () => {
      for (const locale of LOCALES) {
        const { html } = await page(pathFor('blog', locale));
        const posts = all(locale, 'blog').sort((a, b) =>
          String(b.data.publication_date ?? '').localeCompare(String(a.data.publication_date ?? '')),
        );
        const positions = posts.map((d) => html.indexOf(`href="${pathFor('blogPost', locale, { slug: d.uid })}"`));
        expect(
          positions.every((p) => p > 0),
          `${locale}: every post`,
        ).to.equal(true);
        expect(positions, `${locale}: newest first`).to.deep.equal([...positions].sort((a, b) => a - b));
      }
    });
  });

  describe('blog post', () => {
    it('renders every chapter, the sticky side images and the author (linked via fetchLinks) with a 60 x 60 face crop', async () => {
      for (const locale of LOCALES) {
        const { html } = await page(pathFor('blogPost', locale, { slug: post[locale].uid }));
        const chapters = post[locale].data.chapters as Array<{ image?: { url?: string } }>;
        expect((html.match(/<section class="chapter"/g) ?? []).length).to.equal(chapters.length);
        const withImages = chapters.filter((c) => c.image?.url).length;
        expect((html.match(/class="chapters__image/g) ?? []).length).to.equal(withImages);
        const author = all(locale, 'blog_author').find(
          (a) => a.uid === post[locale].data.author.uid || a.key === post[locale].data.author.uid,
        )!;
        expect(decodeEntities(html)).to.contain(author.data.author_name);
        const img = /<img\b[^>]*class="author-box__image"[^>]*>/.exec(html)?.[0] ?? '';
        expect(img).to.match(/width="60"/);
        expect(img).to.match(/height="60"/);
        if (author.data.author_image?.focal) expect(img).to.match(/object-position:\s*[\d.]+% [\d.]+%/);
      }
    });
  });

  describe('information and FAQ', () => {
    it('the information overview links every information page under its category, data protection at its own address', async () => {
      for (const locale of LOCALES) {
        const { html } = await page(pathFor('information', locale));
        for (const doc of all(locale, 'pages')) {
          const href =
            doc.key === 'data-protection'
              ? pathFor('dataProtection', locale)
              : pathFor('infoPage', locale, { slug: doc.uid });
          expect(html, `${locale}: ${doc.uid}`).to.contain(`href="${href}"`);
          if (doc.data.category) expect(decodeEntities(html)).to.contain(doc.data.category);
        }
      }
    });

    it('an information page shows its text-column and image-grid slices, in both languages', async () => {
      for (const locale of LOCALES) {
        const { html } = await page(pathFor('infoPage', locale, { slug: bothSlices[locale].uid }));
        const sections = renderedSections(html);
        expect(sections, locale).to.deep.equal(expectedSections(bothSlices[locale].data.body));
        expect(sections.map((s) => s.kind)).to.include.members(['text-columns', 'image-grid']);
      }
    });

    it('the FAQ overview lists every question; a question page shows its category, answer and all questions', async () => {
      for (const locale of LOCALES) {
        const overview = await page(pathFor('faq', locale));
        const item = await page(pathFor('faqItem', locale, { slug: question[locale].uid }));
        for (const doc of all(locale, 'faq')) {
          const href = `href="${pathFor('faqItem', locale, { slug: doc.uid })}"`;
          expect(overview.html, doc.uid).to.contain(href);
          expect(item.html, doc.uid).to.contain(href);
        }
        if (question[locale].data.category)
          expect(decodeEntities(item.html)).to.contain(question[locale].data.category);
        expect(item.html, 'the current question is marked').to.match(
          new RegExp(
            `<a(?=[^>]*href="${pathFor('faqItem', locale, { slug: question[locale].uid })}")[^>]*aria-current="page"`,
          ),
        );
      }
    });

    it('the terms page lists every term from GET /v1/terms', async () => {
      for (const locale of LOCALES) {
        const { html } = await page(pathFor('terms', locale));
        const terms = single(locale, 'terms_and_conditions').terms as Array<{ header: string }>;
        expect((html.match(/<li class="terms__term"/g) ?? []).length).to.equal(terms.filter((t) => t.header).length);
        for (const term of terms) expect(decodeEntities(html)).to.contain(term.header);
      }
    });
  });
});
