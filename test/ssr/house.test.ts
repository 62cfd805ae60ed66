/**
 * The house page and its gallery page server-rendered from the production
 * build (docs/product/screens.md#house, docs/product/screens.md#house-gallery), in both languages: 200, one
 * h1, title and description, canonical and hreflang links from the house's
 * alternateLanguages, og:image (1200 × 630), JSON-LD VacationRental that
 * parses (the same identifier in both languages), the gallery page rendered
 * in the first bytes (no JavaScript needed), dates from the address priced,
 * other slugs redirected, and the cart count from the cartId cookie.
 */
import { expect } from 'chai';
import { driveTime } from '../../contract/drive-time.ts';
import type { Cart } from '../../src/api/cart.ts';
import type { HouseDetail } from '../../src/api/house.ts';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import { boot, countH1, decodeEntities, get, h1Text, htmlLang, sharedServer } from './support.ts';

const TITLE = { en: 'Photos of', de: 'Fotos von' };

/** Every <link rel="…"> and <meta property|name="…"> of the head, as [key, value]; this site's absolute URLs as paths. */
function headTags(html: string): Array<[string, string]> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Array<[string, string]> = [];
  for (const m of head.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\brel="([^"]*)"/.exec(m[0])?.[1];
    const href = /\bhref="([^"]*)"/.exec(m[0])?.[1];
    const lang = /\bhrefLang="([^"]*)"/i.exec(m[0])?.[1];
    if (rel && href) tags.push([lang ? `${rel}:${lang}` : rel, local(decodeEntities(href))]);
  }
  for (const m of head.matchAll(/<meta\b[^>]*>/g)) {
    const key = /\b(?:property|name)="([^"]*)"/.exec(m[0])?.[1];
    const content = /\bcontent="([^"]*)"/.exec(m[0])?.[1];
    if (key && content !== undefined) tags.push([key, local(decodeEntities(content))]);
  }
  return tags;
}

let origin = '';
/** The path of an absolute URL of this site (canonical, hreflang, og:image are absolute). */
const local = (url: string) => (origin && url.startsWith(`${origin}/`) ? url.slice(origin.length) : url);

const tag = (html: string, key: string) => headTags(html).find(([k]) => k === key)?.[1];

function jsonLd(html: string): Record<string, unknown> {
  // A data block: nonce'd on a streamed page, without one on a cached anonymous page (CSP does not govern it).
  const m = /<script type="application\/ld\+json"(?: nonce="[^"]+")?>([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no JSON-LD script');
  return JSON.parse(m[1]) as Record<string, unknown>;
}

describe('SSR: the house page', function () {
  this.timeout(60_000);
  let base: string;
  const house = {} as Record<Locale, HouseDetail>;
  const paths = {} as Record<Locale, string>;

  before(async function () {
    this.timeout(180_000);
    ({ base } = await sharedServer());
    origin = base;
    // A house with reviews, in both languages, as the API gives it.
    for (const locale of LOCALES) {
      const res = await fetch(`${base}/api/house/SH-1002?include=reviews,gallery`, {
        headers: { 'accept-language': locale },
      });
      house[locale] = (await res.json()) as HouseDetail;
      paths[locale] =
        `/${locale}/${locale === 'de' ? 'ferienhaus' : 'accommodation'}/${house[locale].regionSlug}/${house[locale].nameSlug}/`;
    }
  });

  for (const locale of LOCALES) {
    it(`renders the house in ${locale}: one h1, head tags, JSON-LD, every section`, async () => {
      const page = await get(base, paths[locale]);
      const h = house[locale];
      expect(page.status).to.equal(200);
      expect(htmlLang(page.html)).to.equal(locale);
      expect(countH1(page.html)).to.equal(1);
      expect(h1Text(page.html)).to.equal(h.name);
      expect(tag(page.html, 'canonical')).to.equal(paths[locale]);
      expect(tag(page.html, 'alternate:en')).to.equal(paths.en);
      expect(tag(page.html, 'alternate:de')).to.equal(paths.de);
      expect(tag(page.html, 'alternate:x-default')).to.equal(paths.en);
      expect(tag(page.html, 'og:image'))
        .to.equal(h.gallery![0].openGraph)
        .and.match(/\/og\.jpg$/);
      expect(tag(page.html, 'og:image:width')).to.equal('1200');
      expect(tag(page.html, 'og:image:height')).to.equal('630');
      expect(tag(page.html, 'description')).to.be.a('string').and.not.equal('');
      expect(decodeEntities(/<title>([^<]*)<\/title>/.exec(page.html)![1]))
        .to.contain(h.name)
        .and.match(/\| Sumarhus$/);
      const drive = driveTime(h.mainPoint!.duration.value, locale);
      expect(decodeEntities(page.html), 'the drive in the words of the location block').to.contain(drive);

      const ld = jsonLd(page.html);
      expect(ld).to.include({
        '@context': 'https://schema.org',
        '@type': 'VacationRental',
        identifier: 'SH-1002',
        name: h.name,
        url: base + paths[locale],
      });
      expect((ld.image as string[]).every((u) => u.startsWith(`${base}/images/`))).to.equal(true);
      // Absolute, as crawlers and link previews need them.
      expect(/<link rel="canonical" href="([^"]+)"/.exec(page.html)?.[1]).to.equal(base + paths[locale]);
      expect(/<meta property="og:image" content="([^"]+)"/.exec(page.html)?.[1]).to.equal(
        base + h.gallery![0].openGraph,
      );
      expect(ld.latitude).to.equal(Number(h.location.latitude.toFixed(5)));
      expect((ld.image as string[]).length).to.equal(h.gallery!.length);
      expect(ld.containsPlace).to.deep.include({
        occupancy: { '@type': 'QuantitativeValue', value: h.numberOfPersons },
      });
      if (h.rating) expect(ld.aggregateRating).to.deep.include({ ratingCount: h.rating.count });

      // The sections of docs/product/screens.md#house, in order.
      const order = [
        'class="breadcrumbs"',
        '<h1',
        'class="house-gallery',
        'class="house-text"',
        'class="house-facts"',
        'class="price-box"',
        'id="house-sleeping-title"',
        'id="house-highlights-title"',
        'id="location"',
        'id="house-nearby-title"',
        'id="house-guestbook-title"',
      ];
      const at = order.map((needle) => page.html.indexOf(needle));
      expect(
        at.every((i) => i > 0),
        order.filter((_, i) => at[i] < 0).join(', '),
      ).to.equal(true);
      expect([...at].sort((a, b) => a - b)).to.deep.equal(at);
      if (h.reviews?.length) expect(page.html).to.contain('id="reviews"');
      // Each shown review in another language than the page's says which, and its text carries that language.
      const shown = h.reviews!.length > 3 ? h.reviews!.slice(0, 2) : h.reviews!;
      const foreign = shown.filter((r) => r.language.code !== locale);
      expect((page.html.match(/class="review__language"/g) ?? []).length).to.equal(foreign.length);
      for (const r of foreign) {
        const note = locale === 'en' ? 'Review in ' : 'Bewertung auf ';
        expect(page.html).to.match(
          new RegExp(`<p class="review__language">${note}[^<]+</p><p class="review__text" lang="${r.language.code}">`),
        );
      }
      // The first picture is the page's largest paint: eager, high priority, with srcset, sizes, width and height.
      const first = /<a [^>]*class="house-gallery__item"[^>]*><img ([^>]*)>/.exec(page.html)![1];
      expect(first)
        .to.match(/fetchPriority="high"|fetchpriority="high"/)
        .and.match(/loading="eager"/)
        .and.match(/srcSet="[^"]+ 400w/i)
        .and.match(/sizes="/)
        .and.match(/width="\d+"/)
        .and.match(/height="\d+"/);
      // The all-images link leads to the gallery route.
      expect(page.html).to.contain(`href="${paths[locale]}${locale === 'de' ? 'photos' : 'images'}/#photo-1"`);
      const state = boot(page.html).state as unknown as {
        page: { routeId: string };
        selectedDates: unknown;
        cart: unknown;
      };
      expect(state.page.routeId).to.equal('house');
      expect(state.selectedDates).to.deep.equal({ from: null, to: null });
      expect(state.cart).to.deep.equal({ cartId: null, houses: [] });
    });

    it(`renders the gallery page in ${locale} in the first bytes, without JavaScript`, async () => {
      const path = `${paths[locale]}${locale === 'de' ? 'photos' : 'images'}/`;
      const page = await get(base, path);
      expect(page.status).to.equal(200);
      expect(countH1(page.html)).to.equal(1);
      expect(h1Text(page.html)).to.equal(`${TITLE[locale]} ${house[locale].name}`);
      expect(boot(page.html).state.page.routeId).to.equal('houseGallery');
      const slides = page.html.match(/<figure id="photo-\d+" class="gallery-view__slide">/g) ?? [];
      expect(slides).to.have.length(house[locale].gallery!.length);
      // In place, not streamed into a hidden div for a script to reveal.
      expect(page.html.indexOf('gallery-view__slide')).to.be.lessThan(page.html.indexOf('id="__BOOT__"'));
      expect(page.html).to.not.match(/<div hidden id="S:\d+"><div class="gallery-view/);
      expect(page.html).to.contain(`class="gallery-view__close" aria-label`).and.contain(`href="${paths[locale]}"`);
      expect(page.html).to.contain('href="#photo-2"');
      expect(tag(page.html, 'canonical')).to.equal(paths[locale]);
    });
  }

  it("shows the price of the address's dates, and why dates that break a rule were not used", async () => {
    const res = await fetch(`${base}/api/house/SH-1002/availability`);
    const { availabilityPerYear } = (await res.json()) as {
      availabilityPerYear: Array<{ year: number; availability: string }>;
    };
    const { isStayAvailable } = await import('../../contract/availability.ts');
    const { addDays, isChangeoverDay } = await import('../../contract/dates.ts');
    const today = new Date().toISOString().slice(0, 10);
    let stay: { from: string; to: string } | null = null;
    for (let d = addDays(today, 14); !stay && d < `${Number(today.slice(0, 4)) + 1}-11-01`; d = addDays(d, 1)) {
      if (isChangeoverDay(d) && isStayAvailable(availabilityPerYear, d, addDays(d, 7)))
        stay = { from: d, to: addDays(d, 7) };
    }
    const priced = (await (
      await fetch(`${base}/api/house/SH-1002?resFrom=${stay!.from}&resTo=${stay!.to}`)
    ).json()) as HouseDetail;
    const page = await get(base, `${paths.en}?checkIn=${stay!.from}&checkOut=${stay!.to}`);
    expect(page.status).to.equal(200);
    expect(page.html).to.match(
      new RegExp(`data-testid="price-total">€${(priced.availability!.priceCents / 100).toLocaleString('en-GB')}<`),
    );
    expect(page.html, 'no call to choose dates under a total').to.not.contain(
      'Choose your dates to see the total price',
    );
    expect((await get(base, paths.en)).html, 'without dates').to.contain('Choose your dates to see the total price');
    expect((boot(page.html).state as unknown as { selectedDates: unknown }).selectedDates).to.deep.equal(stay);
    // The canonical address has no dates.
    expect(tag(page.html, 'canonical')).to.equal(paths.en);
    const monday = await get(base, `${paths.en}?checkIn=2030-01-07&checkOut=2030-01-13`);
    expect(monday.status).to.equal(200);
    expect(monday.html).to.contain('Arrival and departure are on Thursdays and Sundays only.');
    expect(monday.html).to.not.contain('data-testid="price-total"');
  });

  it("redirects another language's slug or an old region to the house's own address (301, query kept), and 404s an unknown house", async () => {
    const wrong = await get(base, `/de/ferienhaus/${house.de.regionSlug}/${house.en.nameSlug}/?checkIn=x`);
    expect(wrong.status).to.equal(301);
    expect(wrong.headers.get('location')).to.equal(`${paths.de}?checkIn=x`);
    const region = await get(base, `/en/accommodation/westfjords/${house.en.nameSlug}/images/`);
    expect(region.status).to.equal(301);
    expect(region.headers.get('location')).to.equal(`${paths.en}images/`);
    for (const path of ['/en/accommodation/south/no-such-house/', '/de/ferienhaus/sud/kein-solches-haus/photos/']) {
      const page = await get(base, path);
      expect(page.status, path).to.equal(404);
      expect(countH1(page.html)).to.equal(1);
    }
  });

  it('loads the cart from the cartId cookie into the page: the menu counts its houses', async () => {
    const res = await fetch(`${base}/api/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'SH-1002', resFrom: '1970-01-01', resTo: '1970-01-01' }),
    });
    const cart = (await res.json()) as Cart;
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('cartId='))!
      .split(';')[0];
    for (const path of [paths.en, '/de/']) {
      const page = await get(base, path, { headers: { cookie } });
      expect(page.html, path).to.match(/class="cart-badge"[^>]*>1</);
      const state = boot(page.html).state as unknown as { cart: Cart };
      expect(state.cart.cartId).to.equal(cart.cartId);
      expect(state.cart.houses.map((l) => [l.house.code, l.resFrom])).to.deep.equal([['SH-1002', null]]);
    }
    // An unknown or malformed cookie is an empty cart, never an error.
    for (const bad of ['cartId=' + 'x'.repeat(32), 'cartId=%3Cscript%3E']) {
      const page = await get(base, '/en/', { headers: { cookie: bad } });
      expect(page.status).to.equal(200);
      expect((boot(page.html).state as unknown as { cart: unknown }).cart).to.deep.equal({ cartId: null, houses: [] });
    }
  });
});
