/**
 * The cart page server-rendered from the production build (docs/product/screens.md#cart),
 * in both languages, with the server's clock fixed at 2026-11-21: without a
 * cart (or with an unknown one) the empty state of the cart document; with
 * the cartId cookie every house with its 4x3 picture (width and height),
 * drive time, max guests, size, code, dates and price; a line without dates
 * asking for them; a line that can no longer be booked outlined with the
 * 'cart.not_available' warning and no price; the footer's count, overall
 * dates, total and a disabled 'book now' with its reason. One h1, noindex.
 * Also the plain form posts that work before hydration: remove, new dates,
 * a refusal shown in its line, and a post from another site refused; the
 * line's party as labelled number fields within what the house sleeps with one
 * button, changed by a post, more guests than the house sleeps refused beside it.
 */
import { expect } from 'chai';
import type { Cart, CartLine } from '../../src/api/cart.ts';
import type { HouseDetail } from '../../src/api/house.ts';
import { isSelectableCheckIn, lastCheckOut } from '../../contract/availability.ts';
import { addDays, isChangeoverDay, NO_DATE, nightsBetween } from '../../contract/dates.ts';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import { startTestServer } from '../helpers/server.ts';
import { attr, boot, countH1, decodeEntities, get, h1Text, htmlLang } from './support.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const FIXED_NOW = '2026-11-21T12:00:00Z';
const TODAY = '2026-11-21';

const TEXT = {
  en: {
    path: '/en/cart/',
    h1: 'Your cart',
    empty: 'Your cart is empty',
    emptyButton: 'Find a house',
    houses: '/en/accommodation/',
    count: '3 houses',
    totalOf: 'Total for 1 of 3 houses',
    uncounted: (b: string, c: string) => `Not included: ${b} (no dates yet) and ${c} (not available on its dates).`,
    drive: / drive from /,
    guests: /Max\. \d+ guests/,
    chooseDates: 'Choose your dates',
    notAvailable:
      'This house can no longer be booked for these dates. Please choose other dates or remove it from your cart.',
    undatedReason: 'Choose dates for every house in your cart before you book.',
    unavailableReason:
      'A house in your cart cannot be booked for its dates. Change its dates or remove it before you book.',
    searchMore: 'Search for another house',
    bookNow: 'Book now',
    remove: (name: string) => `Remove ${name} from the cart`,
    party: {
      legend: (name: string) => `Guests in ${name}:`,
      adults: 'Adults',
      children: 'Children',
      childrenHint: 'Aged 0–11',
      update: 'Update',
      tooMany: (max: number) => `This house sleeps at most ${max} guests.`,
    },
  },
  de: {
    path: '/de/korb/',
    h1: 'Ihr Warenkorb',
    empty: 'Ihr Warenkorb ist leer',
    emptyButton: 'Haus finden',
    houses: '/de/ferienhaus/',
    count: '3 Häuser',
    totalOf: 'Gesamtpreis für 1 von 3 Häusern',
    uncounted: (b: string, c: string) =>
      `Nicht enthalten: ${b} (noch ohne Termine) und ${c} (zu seinen Terminen nicht verfügbar).`,
    drive: / Fahrt ab /,
    guests: /Max\. \d+ Gäste/,
    chooseDates: 'Wählen Sie Ihre Termine',
    notAvailable:
      'Dieses Haus kann für diese Termine nicht mehr gebucht werden. Bitte wählen Sie andere Termine oder entfernen Sie es aus dem Warenkorb.',
    undatedReason: 'Wählen Sie für jedes Haus im Warenkorb Termine, bevor Sie buchen.',
    unavailableReason:
      'Ein Haus in Ihrem Warenkorb ist zu seinen Terminen nicht buchbar. Ändern Sie die Termine oder entfernen Sie es, bevor Sie buchen.',
    searchMore: 'Ein weiteres Haus suchen',
    bookNow: 'Jetzt buchen',
    remove: (name: string) => `${name} aus dem Warenkorb entfernen`,
    party: {
      legend: (name: string) => `Gäste in ${name}:`,
      adults: 'Erwachsene',
      children: 'Kinder',
      childrenHint: '0 bis 11 Jahre',
      update: 'Aktualisieren',
      tooMany: (max: number) => `In diesem Haus schlafen höchstens ${max} Gäste.`,
    },
  },
} as const;

/** The first stay of `nights` on or after `after` that the calendar offers (changeover days, free nights). */
function freeStay(house: HouseDetail, after: string, nights = 7): { from: string; to: string } {
  for (let day = after; day < '2027-12-01'; day = addDays(day, 1)) {
    if (!isSelectableCheckIn(house.availabilityPerYear!, day, TODAY)) continue;
    const to = addDays(day, nights);
    const last = lastCheckOut(house.availabilityPerYear!, day);
    if (isChangeoverDay(to) && last && nightsBetween(to, last) >= 0) return { from: day, to };
  }
  throw new Error(`no free week for ${house.code}`);
}

/** The <article class="cart-line …"> of each line, in order. */
function articles(html: string): string[] {
  return [...html.matchAll(/<article class="cart-line[\s\S]*?<\/article>/g)].map((m) => m[0]);
}

const text = (html: string) =>
  decodeEntities(html.replace(/<!-- -->/g, '').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');
/** Whitespace as text() leaves it (the German euro sign follows a no-break space). */
const plain = (s: string) => s.replace(/\s+/g, ' ');
const euro = (locale: Locale, amount: number) =>
  new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(Math.round(amount));

describe('SSR: the cart page', function () {
  this.timeout(120_000);
  let server: Server;
  let base: string;
  const house = {} as Record<'a' | 'b' | 'c', HouseDetail>;
  let cart: Cart;

  async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const raw = await res.text();
    return { status: res.status, body: (raw ? JSON.parse(raw) : null) as T };
  }

  before(async function () {
    this.timeout(180_000);
    server = await startTestServer({ FIXED_NOW });
    base = server.url.replace('localhost', '127.0.0.1');
    const load = async (code: string) =>
      (await api<HouseDetail>('GET', `/api/house/${code}?include=availabilityPerYear`)).body;
    house.a = await load('SH-1003');
    house.b = await load('SH-1004');
    // A: bookable in spring. B: no dates. C: a week starting within 20 days, which is too close 6 days later.
    const a = freeStay(house.a, '2027-03-01');
    let c: { from: string; to: string } | null = null;
    for (let n = 1005; !c; n++) {
      house.c = await load(`SH-${n}`);
      const stay = freeStay(house.c, addDays(TODAY, 14));
      if (stay.from < addDays(TODAY, 20)) c = stay;
    }
    cart = (await api<Cart>('POST', '/api/cart', { code: house.a.code, resFrom: a.from, resTo: a.to })).body;
    cart = (
      await api<Cart>('POST', '/api/cart', {
        code: house.b.code,
        resFrom: NO_DATE,
        resTo: NO_DATE,
        cartId: cart.cartId,
      })
    ).body;
    cart = (
      await api<Cart>('POST', '/api/cart', { code: house.c.code, resFrom: c.from, resTo: c.to, cartId: cart.cartId })
    ).body;
    expect(cart.houses.map((l) => l.houseAvailable)).to.deep.equal([true, false, true]);
    // Six days later (the server's clock moves; the cart lives 7 days): C's check-in is less than 14 days ahead.
    server.config.fixedNow = new Date(`${addDays(TODAY, 6)}T12:00:00Z`);
  });
  after(async () => {
    await server?.close();
  });

  const cookie = (id: string) => ({ headers: { cookie: `cartId=${id}` } });

  for (const locale of LOCALES) {
    const T = TEXT[locale];

    it(`shows the empty cart in ${locale}: text, image and a button to the houses, with or without an unknown cartId cookie`, async () => {
      for (const init of [{}, cookie('q'.repeat(32))]) {
        const page = await get(base, T.path, init);
        expect(page.status).to.equal(200);
        expect(htmlLang(page.html)).to.equal(locale);
        expect(countH1(page.html)).to.equal(1);
        expect(h1Text(page.html)).to.equal(T.h1);
        expect(page.html).to.match(/<meta name="robots" content="noindex"/);
        expect(text(page.html)).to.contain(T.empty);
        expect(page.html).to.match(
          /<img [^>]*src="\/images\/content\/cart-empty-house[^"]*"[^>]*width="1600"[^>]*height="1067"/,
        );
        expect(page.html).to.match(
          new RegExp(`<a class="button button--accent" href="${T.houses}"[^>]*>${T.emptyButton}</a>`),
        );
        expect(articles(page.html)).to.have.length(0);
        expect(boot(page.html).state.cart).to.deep.include({ houses: [] });
      }
    });

    it(`renders each house of the cart in ${locale} from the cartId cookie, with the footer`, async () => {
      const page = await get(base, T.path, cookie(cart.cartId));
      expect(page.status).to.equal(200);
      expect(countH1(page.html)).to.equal(1);
      expect(h1Text(page.html)).to.equal(T.h1);
      const state = boot(page.html).state.cart as { cartId: string; houses: CartLine[] };
      expect(state.cartId).to.equal(cart.cartId);
      // The whole cart as the page needs it (the calendar's availability too), as of the server's now.
      expect(state.houses.map((l) => l.houseAvailable)).to.deep.equal([true, false, false]);
      expect(state.houses[0].house.availabilityPerYear).to.have.length(2);
      const [a, b, c] = articles(page.html);
      expect([a, b, c].every(Boolean)).to.equal(true);

      const lineA = state.houses[0];
      for (const [article, line] of [
        [a, state.houses[0]],
        [b, state.houses[1]],
        [c, state.houses[2]],
      ] as const) {
        const img = /<img [^>]*>/.exec(article)![0];
        const width = Number(/ width="(\d+)"/.exec(img)![1]);
        const height = Number(/ height="(\d+)"/.exec(img)![1]);
        expect(width / height).to.be.closeTo(4 / 3, 0.01);
        expect(img)
          .to.match(/ srcSet="[^"]+ 400w, /)
          .and.match(/ alt="[^"]+"/);
        const words = text(article);
        expect(words)
          .to.contain(line.house.name)
          .and.contain(`Code ${line.house.code}`)
          .and.contain(`${line.house.size.value} m²`);
        expect(words).to.match(T.guests).and.match(T.drive);
        expect(article).to.contain(`aria-label="${T.remove(line.house.name).replace(/&/g, '&amp;')}"`);
        expect(article).to.contain(`<form class="cart-line__remove-form" action="${T.path}" method="post">`);
      }
      expect(a).to.contain('cart-line--available');
      expect(text(a)).to.contain(plain(euro(locale, lineA.price!.priceCents / 100)));
      expect(text(b)).to.contain(T.chooseDates);
      expect(b).to.contain('cart-line--undated').and.not.contain('data-testid="line-price"');
      expect(c).to.contain('cart-line--unavailable').and.not.contain('data-testid="line-price"');
      expect(text(c)).to.contain(T.notAvailable);

      const summary = text(/<section class="cart-summary"[\s\S]*?<\/section>/.exec(page.html)![0]);
      expect(summary)
        .to.contain(T.count)
        .and.contain(plain(euro(locale, lineA.price!.priceCents / 100)));
      // The total says plainly that it holds only the one line that can be booked, and which it leaves out.
      expect(text(/data-testid="summary-total-label">([^<]*)</.exec(page.html)![1])).to.equal(T.totalOf);
      expect(text(/data-testid="summary-uncounted">([^<]*)</.exec(page.html)![1])).to.equal(
        T.uncounted(state.houses[1].house.name, state.houses[2].house.name),
      );
      expect(summary).to.contain(T.undatedReason).and.contain(T.unavailableReason).and.contain(T.searchMore);
      // Overall dates: the earliest check-in (C's) to the latest check-out (A's).
      expect(/data-testid="summary-dates">([^<]*)</.exec(page.html)![1]).to.match(/2026|2027/);
      expect(page.html).to.match(
        new RegExp(
          `<button type="button" class="button button--accent button--block cart-summary__book" disabled="" aria-describedby="cart-summary-blocked" data-testid="book-now">${T.bookNow}</button>`,
        ),
      );
      expect(page.html).to.contain(`href="${T.houses}"`);
    });
  }

  for (const locale of LOCALES) {
    const T = TEXT[locale];

    it(`${locale}: the line's party without JavaScript: labelled number fields within the house, one button, a post that changes it, too many refused beside it`, async () => {
      const max = house.a.numberOfPersons;
      expect(max, 'the house sleeps two or more').to.be.at.least(2);
      const added = await api<Cart>('POST', '/api/cart', {
        code: house.a.code,
        resFrom: NO_DATE,
        resTo: NO_DATE,
        adults: 1,
        children: 0,
      });
      const { cartId } = added.body;
      const id = added.body.houses[0].cartLineId;
      const partyForm = async (path: string = T.path) => {
        const page = await get(base, path, cookie(cartId));
        expect(page.status).to.equal(200);
        return /<form class="cart-line__party"[\s\S]*?<\/form>/.exec(articles(page.html)[0])![0];
      };

      const form = await partyForm();
      const opening = /^<form[^>]*>/.exec(form)![0];
      expect([attr(opening, 'method'), attr(opening, 'action')]).to.deep.equal(['post', T.path]);
      expect(form).to.contain('<input type="hidden" name="action" value="party"/>');
      expect(form).to.contain(`<input type="hidden" name="cartLineId" value="${id}"/>`);
      // One fieldset naming the house, each count labelled beside its number field, bounded by what the house sleeps.
      expect(text(/<legend[\s\S]*?<\/legend>/.exec(form)![0])).to.contain(T.party.legend(house.a.name));
      const field = (name: string) => {
        const one = form.split('<label>').find((part) => part.includes(`name="${name}"`))!;
        const [, label, input] = /^<span>([\s\S]*?)<\/span>(<input [^>]*>)<\/label>/.exec(one)!;
        return {
          label: text(label).trim(),
          ...Object.fromEntries(['type', 'min', 'max', 'value'].map((a) => [a, attr(input, a)])),
        };
      };
      const most = Math.min(max, 99);
      expect(field('adults')).to.deep.equal({
        label: T.party.adults,
        type: 'number',
        min: '1',
        max: String(most),
        value: '1',
      });
      expect(field('children')).to.deep.equal({
        label: `${T.party.children} ${T.party.childrenHint}`,
        type: 'number',
        min: '0',
        max: String(most - 1),
        value: '0',
      });
      expect(form.match(/<button/g)).to.have.length(1);
      expect(form).to.contain(
        `<button type="submit" class="button button--secondary button--small">${T.party.update}</button>`,
      );

      const post = (fields: Record<string, string>) =>
        fetch(`${base}${T.path}`, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            cookie: `cartId=${cartId}`,
            'sec-fetch-site': 'same-origin',
          },
          body: new URLSearchParams({ action: 'party', cartLineId: String(id), ...fields }).toString(),
        });
      const party = async () => {
        const [line] = (await api<Cart>('GET', `/api/cart/${cartId}`)).body.houses;
        return { adults: line.adults, children: line.children };
      };

      const saved = await post({ adults: String(max - 1), children: '1' });
      expect(saved.status).to.equal(303);
      expect(saved.headers.get('location')).to.equal(T.path);
      expect(await party()).to.deep.equal({ adults: max - 1, children: 1 });
      const after = await partyForm();
      expect(after).to.match(new RegExp(`name="adults"[^>]*value="${max - 1}"`));
      expect(after).to.match(/name="children"[^>]*value="1"/);

      // More than the house sleeps: nothing written, the message in the party's form, in the page's language.
      const refused = await post({ adults: String(max), children: '1' });
      const location = refused.headers.get('location')!;
      expect(location).to.equal(`${T.path}?line=${id}&problem=tooManyGuests`);
      expect(await party()).to.deep.equal({ adults: max - 1, children: 1 });
      expect(text(await partyForm(location))).to.contain(T.party.tooMany(max));
    });
  }

  it("asks for the cart page's parts only on the cart page: elsewhere the menu gets the houses' facts", async () => {
    const page = await get(base, '/en/', cookie(cart.cartId));
    const state = boot(page.html).state.cart as { houses: CartLine[] };
    expect(state.houses).to.have.length(3);
    expect(state.houses[0].house).to.not.have.property('availabilityPerYear');
  });

  it('works before hydration: remove and new dates as plain form posts, a refusal shown in its line, other sites refused', async () => {
    const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(`${base}/en/cart/`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `cartId=${cart.cartId}`,
          'sec-fetch-site': 'same-origin',
          ...headers,
        },
        body: new URLSearchParams(fields).toString(),
      });
    const [lineA, lineB, lineC] = cart.houses;

    const removed = await form({ action: 'remove', cartLineId: String(lineB.cartLineId) });
    expect(removed.status).to.equal(303);
    expect(removed.headers.get('location')).to.equal('/en/cart/');
    expect(removed.headers.getSetCookie().some((c) => c.startsWith(`cartId=${cart.cartId};`))).to.equal(true);
    expect(articles((await get(base, '/en/cart/', cookie(cart.cartId))).html)).to.have.length(2);

    // C's old dates are too close now (the clock moved 6 days): refused, and said so in C's line.
    const refused = await form({
      action: 'dates',
      cartLineId: String(lineC.cartLineId),
      resFrom: lineC.resFrom!,
      resTo: lineC.resTo!,
    });
    expect(refused.status).to.equal(303);
    const location = refused.headers.get('location')!;
    expect(location).to.equal(`/en/cart/?line=${lineC.cartLineId}&problem=too-soon`);
    const shown = await get(base, location, cookie(cart.cartId));
    const [, c] = articles(shown.html);
    expect(c).to.match(/role="alert"[^>]*>The arrival must be at least 14 days from today\.</);

    // New dates far enough ahead: C is bookable again, and the total has both houses.
    const later = freeStay(house.c, '2027-05-01');
    const saved = await form({
      action: 'dates',
      cartLineId: String(lineC.cartLineId),
      resFrom: later.from,
      resTo: later.to,
    });
    expect(saved.headers.get('location')).to.equal('/en/cart/');
    const after = await api<Cart>('GET', `/api/cart/${cart.cartId}`);
    expect(after.body.houses.map((l) => [l.cartLineId, l.houseAvailable, l.resFrom])).to.deep.equal([
      [lineA.cartLineId, true, lineA.resFrom],
      [lineC.cartLineId, true, later.from],
    ]);
    const page = await get(base, '/de/korb/', cookie(cart.cartId));
    const total = after.body.houses.reduce((sum, l) => sum + l.price!.priceCents / 100, 0);
    expect(/data-testid="summary-total">([^<]*)</.exec(page.html)![1]).to.equal(euro('de', total));
    expect(page.html).to.match(
      /<a class="button button--accent button--block cart-summary__book" data-testid="book-now" href="\/de\/korb\/book-now\/"[^>]*>Jetzt buchen<\/a>/,
    );

    const foreign = await form(
      { action: 'remove', cartLineId: String(lineA.cartLineId) },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(foreign.status).to.equal(403);
    // Nonsense goes back to the cart without a change.
    const nonsense = await form({ action: 'explode', cartLineId: 'x' });
    expect(nonsense.status).to.equal(303);
    expect((await api<Cart>('GET', `/api/cart/${cart.cartId}`)).body.houses).to.have.length(2);
  });
});
