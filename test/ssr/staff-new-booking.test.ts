/**
 * The back office's new booking screen server-rendered from the production build, with plain
 * form posts only (docs/product/screens.md#staff-new-booking), in English and German: linked from
 * the bookings list, hidden from company users, the quote shown before booking, a Monday refused
 * without an override (the form again as typed), the booking made and its page opened.
 */
import { expect } from 'chai';
import { addDays } from '../../contract/dates.ts';
import { DEMO_AGENCY, DEMO_STAFF } from '../../demo/agency.ts';
import { startTestServer } from '../helpers/server.ts';
import { freeWeek, loginCookie } from '../helpers/staff.ts';
import { decodeEntities, get, h1Text, htmlLang } from './support.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const text = (html: string) =>
  decodeEntities(html.replace(/<!-- -->/g, '').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');

const GUEST = {
  title: 'Ms',
  firstName: 'Anna',
  lastName: 'Telefon',
  birthDate: '1980-05-17',
  nationality: 'German',
  address: 'Hauptstraße 5',
  city: 'München',
  zipCode: '80331',
  countryIso: 'DE',
  mobilePhone: '+49 171 1234567',
  numberAdults: '2',
  numberChildren: '0',
  numberViatorKit: '0',
  arrivalTransportNumber: 'FI 521',
  departureTransportNumber: 'FI 520',
  checkInCenter: '1',
};

describe('SSR: a booking taken on the phone', function () {
  this.timeout(180_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;
  let staff: string;
  let agency: string;
  const post = (path: string, fields: Record<string, string>) =>
    get(base, path, {
      method: 'POST',
      headers: { cookie: staff, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  before(async () => {
    server = await startTestServer({ FIXED_NOW });
    base = server.url.replace('localhost', '127.0.0.1');
    staff = await loginCookie(base, DEMO_STAFF.username, DEMO_STAFF.password);
    agency = await loginCookie(base, DEMO_AGENCY.username, DEMO_AGENCY.password);
  });
  after(async () => {
    await server?.close();
  });

  for (const [locale, T] of [
    [
      'en',
      {
        list: '/en/staff/',
        page: '/en/staff/bookings/new/',
        h1: 'New booking',
        price: 'Price',
        book: 'Book now',
        house: 'SH-1003',
      },
    ],
    [
      'de',
      {
        list: '/de/staff/',
        page: '/de/staff/buchungen/neu/',
        h1: 'Neue Buchung',
        price: 'Preis',
        book: 'Jetzt buchen',
        house: 'SH-1004',
      },
    ],
  ] as const) {
    it(`quotes, refuses a Monday without override, and books (${locale})`, async () => {
      const list = await get(base, T.list, { headers: { cookie: staff } });
      expect(list.html).to.contain(`href="${T.page.replace(/\/$/, '')}`);
      expect((await get(base, T.page, { headers: { cookie: agency } })).status).to.equal(404);
      const empty = await get(base, T.page, { headers: { cookie: staff } });
      expect(empty.status).to.equal(200);
      expect(htmlLang(empty.html)).to.equal(locale);
      expect(h1Text(empty.html)).to.equal(T.h1);
      expect(empty.html)
        .to.match(/<form[^>]*method="post"/)
        .and.not.contain('data-testid="phone-book"');
      // The guest's language starts as the page's: a German page books in German.
      const language = /<select[^>]*id="phone-language"[^>]*>(.*?)<\/select>/s.exec(empty.html)![1];
      expect(language).to.match(new RegExp(`<option value="${locale}" selected=""`));
      expect((language.match(/selected=""/g) ?? []).length).to.equal(1);

      const from = await freeWeek(base, staff, T.house, '2027-02-01');
      const fields = {
        ...GUEST,
        email: `phone-${locale}@example.com`,
        house: T.house,
        resFrom: from,
        resTo: addDays(from, 7),
        payment: 'bank',
        language: locale,
        company: '',
        reason: '',
      };
      const monday = await post(T.page, {
        ...fields,
        resFrom: addDays(from, 4),
        resTo: addDays(from, 11),
        intent: 'quote',
      });
      expect(monday.status).to.equal(409);
      expect(monday.html)
        .to.contain('role="alert"')
        .and.contain(`value="${addDays(from, 4)}"`);
      expect(monday.html).to.match(
        /id="phone-resFrom"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="phone-resFrom"/,
      );

      const quote = await post(T.page, { ...fields, intent: 'quote' });
      expect(quote.status).to.equal(200);
      expect(text(quote.html)).to.contain(T.price).and.contain(T.house);
      expect(quote.html).to.contain('data-testid="phone-total"').and.contain('data-testid="phone-book"');
      expect(text(quote.html)).to.contain(T.book);

      const booked = await post(T.page, { ...fields, intent: 'book' });
      expect(booked.status).to.equal(303);
      const location = booked.headers.get('location')!;
      const page = await get(base, location, { headers: { cookie: staff } });
      expect(page.status).to.equal(200);
      expect(text(page.html)).to.contain('Telefon').and.contain(T.house);
    });
  }
});
