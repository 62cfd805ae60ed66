/**
 * Browser-test helpers shared by the cart, booking, journey and payment
 * tests: free stays from a house's availability, the calendar's day cells,
 * the checkout form (fill in, retype, submit, read the errors block), the
 * test gateway's card page, My booking's lookup, and a document link's answer.
 */
import { expect } from 'chai';
import type { HouseDetail } from '../../src/api/house.ts';
import type { YearAvailability } from '../../contract/api/types.ts';
import { isSelectableCheckIn, lastCheckOut } from '../../contract/availability.ts';
import { addDays, isChangeoverDay, nightsBetween } from '../../contract/dates.ts';
import type { TestPage } from './browser.ts';

/** A stay the calendar offers (seen on `today`): a free check-in from `after` on and a changeover check-out `nights` later within the free run. */
export function pickStay(
  perYear: readonly YearAvailability[],
  after: string,
  nights = 7,
  today = '2026-11-21',
): { from: string; to: string } {
  for (let day = after; day < '2027-11-01'; day = addDays(day, 1)) {
    if (!isSelectableCheckIn(perYear, day, today)) continue;
    const to = addDays(day, nights);
    const last = lastCheckOut(perYear, day);
    if (isChangeoverDay(to) && last && nightsBetween(to, last) >= 0) return { from: day, to };
  }
  throw new Error('no free stay');
}

/** A stay the calendar offers a check-in for but that runs into a booked night (so the cart refuses it): from the check-in to the first changeover day past its free run. */
export function takenStay(
  perYear: readonly YearAvailability[],
  after: string,
  today = '2026-11-21',
): { from: string; to: string } {
  for (let day = after; day < '2027-11-01'; day = addDays(day, 1)) {
    const last = isSelectableCheckIn(perYear, day, today) ? lastCheckOut(perYear, day) : null;
    if (!last || nightsBetween(day, last) > 28) continue;
    let to = addDays(last, 1);
    while (!isChangeoverDay(to)) to = addDays(to, 1);
    return { from: day, to };
  }
  throw new Error('no stay that runs into a booking');
}

/** The calendar's day button, after paging to its month. */
export async function showDay(page: TestPage, day: string) {
  await page.waitForSelector('.rdp-button_next');
  for (let i = 0; i < 14 && !(await page.$(`[data-day="${day}"] button`)); i++) await page.click('.rdp-button_next');
  return (await page.waitForSelector(`[data-day="${day}"] button`))!;
}

/** An element's text, white space collapsed. */
export const text = (page: TestPage, selector: string) =>
  page.$eval(selector, (el) => (el.textContent ?? '').replace(/[ \t\r\n]+/g, ' ').trim());
export const value = (page: TestPage, selector: string) => page.$eval(selector, (el) => (el as HTMLInputElement).value);

/** Replaces a text field's value as a person would: select it, type over it. */
export async function retype(page: TestPage, selector: string, typed: string) {
  await page.focus(selector);
  await page.$eval(selector, (el) => (el as HTMLInputElement).select());
  await page.keyboard.press('Backspace');
  await page.type(selector, typed);
}

/** The checkout's errors block after an attempt: its heading, its messages, and where the focus is. */
export async function errorsBlock(page: TestPage) {
  await page.waitForSelector('#checkout-errors');
  await page.waitForFunction(() => document.activeElement?.id === 'checkout-errors');
  return {
    heading: await text(page, '#checkout-errors-heading'),
    items: await page.$$eval('#checkout-errors li', (lis) => lis.map((li) => (li.textContent ?? '').trim())),
  };
}

/** Clicks finish and waits until the form has answered the attempt (refused: the errors block is shown anew). */
export async function submit(page: TestPage) {
  const before = Number(await page.$eval('.checkout-form', (f) => f.getAttribute('data-attempt')));
  await page.click('.checkout-finish__button');
  await page.waitForFunction(
    (n) => Number(document.querySelector('.checkout-form')?.getAttribute('data-attempt')) > n,
    {},
    before,
  );
}

/** Fills in the checkout form (all but the terms) for Anna Müller. */
export async function fillForm(page: TestPage, email: string) {
  await page.click('label[for="checkout-title-Ms"]');
  await page.type('#checkout-firstName', 'Anna');
  await page.type('#checkout-lastName', 'Müller');
  await page.type('#checkout-birthDate', '17051980');
  expect(await value(page, '#checkout-birthDate')).to.equal('17/05/1980');
  await page.type('#checkout-nationality', 'German');
  await page.type('#checkout-address', 'Hauptstraße 5');
  await page.type('#checkout-zipCode', '80331');
  await page.type('#checkout-city', 'München');
  await page.select('#checkout-countryIso', 'AT');
  await page.type('#checkout-mobilePhone', '+49 171 1234567');
  await page.type('#checkout-email', email);
  await page.type('#checkout-arrivalTransportNumber', 'FI 521');
  await page.click('label[for="checkout-departureTransportType-2"]');
  await page.type('#checkout-departureTransportNumber', 'Norröna');
  await page.click('label[for="checkout-checkInCenter-1"]');
}

/** The same without JavaScript: the plain form, so the birth date is typed as the field shows it. */
export async function fillPlainForm(page: TestPage, email: string) {
  await page.click('label[for="checkout-title-Ms"]');
  for (const [field, typed] of [
    ['firstName', 'Anna'],
    ['lastName', 'Müller'],
    ['birthDate', '17/05/1980'],
    ['nationality', 'German'],
    ['address', 'Hauptstraße 5'],
    ['zipCode', '80331'],
    ['city', 'München'],
    ['mobilePhone', '+49 171 1234567'],
    ['email', email],
    ['arrivalTransportNumber', 'FI 521'],
    ['departureTransportNumber', 'FI 520'],
  ] as const)
    await page.type(`#checkout-${field}`, typed);
  await page.select('#checkout-countryIso', 'AT');
  await page.click('label[for="checkout-checkInCenter-1"]');
}

/** The front page's search sent as a plain form (no JavaScript): the dates and the party typed in, then its button. */
export async function searchFromHomePlain(
  page: TestPage,
  stay: { checkIn: string; checkOut: string },
  party: { adults: number; children: number },
) {
  await page.$eval('.home-search input[name="checkIn"]', (el, v) => ((el as HTMLInputElement).value = v), stay.checkIn);
  await page.$eval(
    '.home-search input[name="checkOut"]',
    (el, v) => ((el as HTMLInputElement).value = v),
    stay.checkOut,
  );
  await page.click('.home-search input[name="numberOfAdults"]', { count: 3 });
  await page.keyboard.type(String(party.adults));
  await page.click('.home-search input[name="numberOfChildren"]', { count: 3 });
  await page.keyboard.type(String(party.children));
  await Promise.all([page.waitForNavigation(), page.click('.home-search__submit')]);
}

/** A stay of the house that the cart accepts and that has a price: a free check-in from `after` on and a changeover day 3 to 14 nights later within its free run. */
export async function freeStay(
  base: string,
  code: string,
  after: string,
  today = '2026-11-21',
): Promise<{ from: string; to: string }> {
  const house = (await (await fetch(`${base}/api/house/${code}?include=availabilityPerYear`)).json()) as HouseDetail;
  for (let day = after; day < '2027-11-01'; day = addDays(day, 1)) {
    if (!isSelectableCheckIn(house.availabilityPerYear!, day, today)) continue;
    const last = lastCheckOut(house.availabilityPerYear!, day);
    for (let d = addDays(day, 3); last && d <= last && d <= addDays(day, 14); d = addDays(d, 1)) {
      if (!isChangeoverDay(d)) continue;
      const priced = (await (await fetch(`${base}/api/house/${code}?resFrom=${day}&resTo=${d}`)).json()) as HouseDetail;
      if (priced.availability?.priceCents) return { from: day, to: d };
      break;
    }
  }
  throw new Error(`no free stay for ${code}`);
}

/** POST /api/cart from the page, so that the browser keeps the cartId cookie; answers the cart's id. */
export async function addToCart(page: TestPage, code: string, stay: { from: string; to: string }): Promise<string> {
  const answer = await page.evaluate(
    async (body) => {
      const res = await fetch('/api/cart', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { cartId: string } };
    },
    { code, resFrom: stay.from, resTo: stay.to },
  );
  expect(answer.status, 'POST /api/cart').to.be.oneOf([200, 201]);
  return answer.body.cartId;
}

/** The test gateway's test cards. */
export const TEST_CARD = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** Whether the page is the test gateway's card page. */
export const onCardPage = (page: TestPage) => new URL(page.url()).pathname.startsWith('/api/payments/test-gateway/');

/**
 * Fills in the test gateway's card page (a plain HTML form) and sends it,
 * waiting for the page it leads to: back on the site after a payment, or the
 * card page again (declined, already paid).
 */
export async function payByCard(
  page: TestPage,
  number: string,
  card: { name?: string; exp?: string; cvc?: string } = {},
) {
  expect(onCardPage(page), `on the card page, not ${page.url()}`).to.equal(true);
  // A tab in the background does not take the typing (two tabs of one browser).
  await page.bringToFront();
  await page.waitForSelector('#card-number');
  for (const [field, typed] of [
    ['name', card.name ?? 'Anna Müller'],
    ['number', number],
    ['exp', card.exp ?? '12/30'],
    ['cvc', card.cvc ?? '123'],
  ] as const) {
    await page.$eval(`#card-${field}`, (el) => ((el as HTMLInputElement).value = ''));
    await page.type(`#card-${field}`, typed);
  }
  await Promise.all([page.waitForNavigation(), page.click('main form button[type="submit"]')]);
}

/** My booking's lookup: the e-mail address and booking code typed in, and the booking shown. */
export async function lookUpBooking(page: TestPage, email: string, bookingCode: string) {
  await page.waitForSelector('.lookup-form__submit:not([disabled])');
  await retype(page, '#lookup-email', email);
  await retype(page, '#lookup-bookingCode', bookingCode);
  await page.click('.lookup-form__submit');
  await page.waitForSelector('.my-booking__result-title');
}

/** What a document link of the page answers, fetched by the page: status, content type and the first bytes. */
export function fetchDocument(page: TestPage, href: string) {
  return page.evaluate(async (url) => {
    const res = await fetch(url);
    const bytes = new Uint8Array(await res.arrayBuffer());
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      head: String.fromCharCode(...bytes.slice(0, 5)),
    };
  }, href);
}
