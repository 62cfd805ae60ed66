/**
 * "E-mail me a link" without JavaScript, against the production build: the
 * login page's login link (asked for by a plain post, the mailed link's page,
 * its button logging in once) and My booking's links (asked for, opened by
 * the mailed link's button), in both languages, with the same answer for an
 * address without an account or bookings.
 */
import { expect } from 'chai';
import { DEMO_AGENCY } from '../../demo/agency.ts';
import type { HouseDetail } from '../../src/api/house.ts';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { readOutboxExpanded } from '../helpers/mail-links.ts';
import { bookingForm } from '../api/reservation-support.ts';
import { pickStay } from '../helpers/booking.ts';
import { startTestServer } from '../helpers/server.ts';
import { countH1 } from './support.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const TEXT = {
  en: {
    loginLink: 'E-mail me a login link',
    loginSent: 'If that address has an account, we have sent it a login link. It works once, within 15 minutes.',
    linkInvalid: 'This login link has expired or has already been used. Please ask for a new one.',
    bookingLink: 'E-mail me my booking link',
    bookingSent: 'If there are bookings for that address, we have sent it links to them.',
    bookingInvalid: 'This booking link has expired or is not valid. Please ask for a new one.',
    result: (code: string) => `Booking ${code}`,
  },
  de: {
    loginLink: 'Anmeldelink per E-Mail senden',
    loginSent:
      'Wenn es zu dieser Adresse einen Zugang gibt, haben wir ihr einen Anmeldelink gesendet. Er gilt einmal, innerhalb von 15 Minuten.',
    linkInvalid: 'Dieser Anmeldelink ist abgelaufen oder wurde schon benutzt. Bitte fordern Sie einen neuen an.',
    bookingLink: 'Link zu meiner Buchung senden',
    bookingSent: 'Wenn es Buchungen zu dieser Adresse gibt, haben wir ihr Links zu ihnen gesendet.',
    bookingInvalid: 'Dieser Buchungslink ist abgelaufen oder ungültig. Bitte fordern Sie einen neuen an.',
    result: (code: string) => `Buchung ${code}`,
  },
} as const;

describe('SSR: login links and booking links without JavaScript', function () {
  this.timeout(120_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let address = 0;

  before(async function () {
    this.timeout(240_000);
    // Behind one proxy: each post from its own address. The mail worker is off, so mail stays in the outbox.
    server = await startTestServer({ TRUST_PROXY: '1', FIXED_NOW, MAIL_POLL_SECONDS: '0' });
  });
  after(async () => server?.close());

  const headers = (extra: Record<string, string> = {}) => ({ 'x-forwarded-for': `10.11.0.${++address}`, ...extra });
  const post = (path: string, fields: Record<string, string>) =>
    fetch(server.url + path, {
      method: 'POST',
      redirect: 'manual',
      headers: headers({ 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' }),
      body: new URLSearchParams(fields),
    });
  const get = (path: string) => fetch(server.url + path, { headers: headers() });

  /** The newest mail to an address with this subject, once the request's work after its answer has written it. */
  async function mailTo(to: string, subject: RegExp, after = 0) {
    for (let i = 0; i < 100; i++) {
      const mail = (await readOutboxExpanded(server.db, { to }))
        .filter((m) => subject.test(m.subject) && m.id > after)
        .at(-1);
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no mail to ${to}`);
  }
  const lastMailId = async () => (await readOutboxExpanded(server.db)).at(-1)?.id ?? 0;

  for (const locale of LOCALES) {
    const T = TEXT[locale];

    it(`${locale}: asks for a login link by a plain post (the same answer for any address), opens it, logs in once with its button`, async () => {
      const login = pathFor('login', locale);
      const page = await (await get(login)).text();
      expect(page).to.contain('data-testid="login-link-form"').and.contain(`>${T.loginLink}</button>`);
      const form = /<form class="email-link__form"[^>]*>/.exec(page)?.[0];
      expect(form, 'a plain form post').to.contain('method="post"').and.contain(`action="${login}"`);

      const before = await lastMailId();
      const asked = await post(login, { intent: 'login-link', email: DEMO_AGENCY.username });
      expect(asked.status).to.equal(200);
      const answer = await asked.text();
      expect(countH1(answer)).to.equal(1);
      expect(answer).to.match(new RegExp(`role="status"[^>]*>${T.loginSent}<`));
      const unknown = await post(login, { intent: 'login-link', email: 'nobody@nowhere.example' });
      expect(unknown.status).to.equal(200);
      expect(await unknown.text()).to.match(new RegExp(`role="status"[^>]*>${T.loginSent}<`));

      const mail = await mailTo(DEMO_AGENCY.username, /login link|Anmeldelink/, before);
      const url = new URL(/https?:\/\/\S+\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)![0]);
      expect(url.pathname).to.equal(login);
      const token = url.searchParams.get('token')!;
      expect(await readOutboxExpanded(server.db, { to: 'nobody@nowhere.example' })).to.have.length(0);

      const linkPage = await (await get(`${login}?token=${token}`)).text();
      expect(linkPage).to.contain('data-testid="login-link-use"').and.contain(`name="token" value="${token}"`);
      const used = await post(login, { intent: 'use-login-link', token });
      expect(used.status).to.equal(303);
      expect(used.headers.get('location')).to.equal(`/${locale}/`);
      expect(used.headers.getSetCookie().find((c) => c.startsWith('auth='))).to.match(/HttpOnly/i);

      const again = await post(login, { intent: 'use-login-link', token });
      expect(again.status).to.equal(401);
      expect(again.headers.getSetCookie().find((c) => c.startsWith('auth='))).to.equal(undefined);
      expect(await again.text()).to.match(new RegExp(`role="alert"[^>]*>${T.linkInvalid}<`));
    });

    it(`${locale}: asks for booking links by a plain post, opens the booking with the mailed link's button`, async () => {
      const email = `links.${locale}@example.com`;
      const code = await book(email, locale);
      const myBooking = pathFor('myBooking', locale);
      expect(await (await get(myBooking)).text())
        .to.contain('data-testid="booking-link-form"')
        .and.contain(`>${T.bookingLink}</button>`);

      const before = await lastMailId();
      const asked = await post(myBooking, { intent: 'booking-link', email });
      expect(asked.status).to.equal(200);
      expect(await asked.text()).to.match(new RegExp(`role="status"[^>]*>${T.bookingSent}<`));
      const none = await post(myBooking, { intent: 'booking-link', email: 'no.bookings@example.com' });
      expect(await none.text()).to.match(new RegExp(`role="status"[^>]*>${T.bookingSent}<`));

      const mail = await mailTo(email, /Your bookings|Ihre Buchungen/, before);
      const url = new URL(/https?:\/\/\S+\?token=[0-9]{8}\.[0-9]+\.[A-Za-z0-9_-]{43}/.exec(mail.text)![0]);
      expect(url.pathname).to.equal(myBooking);
      const token = url.searchParams.get('token')!;
      expect(token.split('.')[0]).to.equal(code);

      const linkPage = await (await get(`${myBooking}?token=${token}`)).text();
      expect(linkPage).to.contain('data-testid="booking-link-open"').and.contain(`name="token" value="${token}"`);
      const opened = await post(myBooking, { intent: 'open-booking-link', token });
      expect(opened.status).to.equal(200);
      expect(await opened.text()).to.contain(T.result(code));

      const forged = await post(myBooking, { intent: 'open-booking-link', token: `${token.slice(0, -2)}xx` });
      expect(forged.status).to.equal(403);
      expect(await forged.text()).to.contain(T.bookingInvalid);
    });
  }

  /** Books a week in SH-1003 as `email` through the API; the booking code. */
  async function book(email: string, locale: Locale): Promise<string> {
    const call = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': locale },
        body: JSON.stringify(body),
      });
    const house = (await (
      await fetch(`${server.url}/api/house/SH-1003?include=availabilityPerYear`)
    ).json()) as HouseDetail;
    const stay = pickStay(
      house.availabilityPerYear!,
      locale === 'en' ? '2027-03-01' : '2027-05-01',
      7,
      FIXED_NOW.slice(0, 10),
    );
    const { cartId } = (await (
      await call('/api/cart', { code: 'SH-1003', resFrom: stay.from, resTo: stay.to })
    ).json()) as { cartId: string };
    const res = await call(
      '/api/reservation',
      bookingForm(
        cartId,
        { arrival: stay.from, departure: stay.to },
        { email, numberAdults: 1, numberChildren: 0, numberViatorKit: 0 },
      ),
    );
    const body = (await res.json()) as { bookingCode: string };
    expect(res.status, JSON.stringify(body)).to.equal(201);
    return body.bookingCode;
  }
});
