/**
 * The staff booking page at a glance, server-rendered from the production build in English and
 * German (docs/product/screens.md#the-booking-at-a-glance): the booking's facts with salutation,
 * country and travel in the page's language, a cancelled booking's unpaid payment void (also on the
 * list), and the audit trail as sentences with the raw rows behind a Details disclosure, on the
 * booking page and the house page.
 */
import { expect } from 'chai';
import { addDays } from '../../contract/dates.ts';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { startTestServer } from '../helpers/server.ts';
import type { StaffBooking } from '../../contract/api/staff.ts';
import { apiCall, bookWeek, freeWeek, loginCookie } from '../helpers/staff.ts';
import { decodeEntities, get } from './support.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const HOUSE = 'SH-1010';
const text = (html: string) =>
  decodeEntities(html.replace(/<!-- -->/g, '').replace(/<[^>]*>/g, ' '))
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');

describe('SSR: the staff booking at a glance', function () {
  this.timeout(180_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;
  let staff: string;
  let code: string;
  let from: string;
  let block: string;

  const post = (path: string, fields: Record<string, string>) =>
    get(base, path, {
      method: 'POST',
      headers: { cookie: staff, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const page = async (path: string) => {
    const res = await get(base, path, { headers: { cookie: staff } });
    expect(res.status, path).to.equal(200);
    return res.html;
  };

  before(async () => {
    server = await startTestServer({ FIXED_NOW });
    base = server.url.replace('localhost', '127.0.0.1');
    staff = await loginCookie(base, DEMO_STAFF.username, DEMO_STAFF.password);
    // A booking with a long trail: a deposit recorded, the departure moved against the rules, cancelled without a fee.
    from = await freeWeek(base, staff, HOUSE, '2027-08-01');
    code = (await bookWeek(base, HOUSE, from, 'en')).bookingCode;
    const path = pathFor('staffBooking', 'en', { code });
    const booking = await apiCall<StaffBooking>(base, 'GET', `/api/staff/bookings/${code}`, undefined, {
      cookie: staff,
    });
    const paymentId = booking.body.payments[0].id;
    const paid = await apiCall(base, 'POST', `/api/staff/bookings/${code}/payments`, { paymentId }, { cookie: staff });
    expect(paid.status).to.equal(200);
    const moved = await post(path, {
      intent: 'change',
      position: '1',
      resFrom: from,
      resTo: addDays(from, 6),
      house: '',
      override: '1',
      reason: 'Ferry on Wednesday',
    });
    expect(moved.status).to.equal(200);
    expect(
      (await post(path, { intent: 'cancel', waiveFee: '1', reason: 'Guest asked', confirmed: 'yes' })).status,
    ).to.equal(200);
    block = await freeWeek(base, staff, HOUSE, '2027-10-01');
    const housePath = `${pathFor('staffHouse', 'en', { code: HOUSE })}?month=${block.slice(0, 7)}`;
    const blocked = await post(housePath, { intent: 'addBlock', from: block, to: addDays(block, 7), note: 'Owner' });
    expect(blocked.status).to.equal(200);
  });
  after(async () => {
    await server?.close();
  });

  for (const [locale, T] of [
    [
      'en',
      {
        facts: ['Booked on 21 Nov 2026', 'Ms Anna Müller', 'Germany', 'Date of birth 17 May 1980'],
        travel: (arrival: string) => [`Arrival ${arrival}, Plane FI 521`, 'Ferry Norröna', 'Keflavík Airport'],
        party: '2 adults, 1 child, 3 kits',
        void: 'Void – not to be paid',
        sentences: [
          'recorded a bank transfer of €',
          `changed the departure at ${HOUSE} from`,
          'overriding the booking rules (reason: Ferry on Wednesday)',
          'cancelled the booking, waiving the fee',
        ],
        details: '<summary>Details</summary>',
        blocked: 'blocked',
        day: (d: string) =>
          new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            timeZone: 'UTC',
          }),
      },
    ],
    [
      'de',
      {
        facts: ['Gebucht am 21. Nov. 2026', 'Frau Anna Müller', 'Deutschland', 'Geburtsdatum 17. Mai 1980'],
        travel: (arrival: string) => [`Anreise ${arrival}, Flugzeug FI 521`, 'Fähre Norröna', 'Flughafen Keflavík'],
        party: '2 Erwachsene, 1 Kind, 3 Wäschepakete',
        void: 'Entfällt',
        sentences: [
          'hat eine Banküberweisung über',
          `hat die Abreise bei ${HOUSE} vom`,
          'unter Aufhebung der Buchungsregeln (Grund: Ferry on Wednesday)',
          'hat die Buchung storniert und auf die Gebühr verzichtet',
        ],
        details: '<summary>Einzelheiten</summary>',
        blocked: 'gesperrt',
        day: null,
      },
    ],
  ] as const) {
    it(`shows the facts, void, and the trail in words (${locale})`, async () => {
      const html = await page(pathFor('staffBooking', locale, { code }));
      const words = text(html);
      for (const fact of T.facts) expect(words).to.contain(fact);
      const guest = text(/data-testid="staff-fact-guest">(.*?)<\/div>/.exec(html)![1]);
      // The salutation and the country in the page's language, not the stored "Ms" and "DE".
      expect(guest).to.match(new RegExp(` ${T.facts[1]} .* München, ${T.facts[2]} ?$`));
      const arrival = /data-testid="staff-fact-arrival"><dt>[^<]*<\/dt><dd>([^,<]+),/.exec(html)?.[1];
      expect(arrival, 'the arrival day').to.be.a('string');
      for (const fact of T.travel(arrival!)) expect(words).to.contain(fact);
      expect(text(/data-testid="staff-fact-party">(.*?)<\/div>/.exec(html)![1])).to.contain(T.party);
      expect(html).to.match(new RegExp(`data-testid="staff-void-balance">${T.void}<`));
      expect(html).to.not.contain('data-testid="staff-pay-');

      const trail = html.slice(html.indexOf('data-testid="staff-audit"'));
      const sentences = [...trail.matchAll(/data-testid="staff-audit-sentence">(.*?)<\/span>/g)].map((m) => text(m[1]));
      expect(sentences).to.have.length(3);
      expect(sentences.every((s) => s.startsWith(`${DEMO_STAFF.username} `))).to.equal(true);
      for (const [i, sentence] of [0, 1, 1, 2].entries()) expect(sentences[sentence]).to.contain(T.sentences[i]);
      expect(trail.split(T.details)).to.have.length(4);
      expect(trail).to.contain('&quot;override&quot;');

      const list = await page(`${pathFor('staff', locale)}?q=${code}`);
      expect(text(list)).to.contain(T.void);
    });

    it(`shows the house page's trail in words (${locale})`, async () => {
      const html = await page(`${pathFor('staffHouse', locale, { code: HOUSE })}?month=${block.slice(0, 7)}`);
      const trail = html.slice(html.indexOf('data-testid="staff-audit"'));
      const sentence = text(/data-testid="staff-audit-sentence">(.*?)<\/span>/.exec(trail)![1]);
      expect(sentence).to.match(new RegExp(`^${DEMO_STAFF.username} .*${T.blocked}.*\\(Owner\\)$`));
      if (T.day) expect(sentence).to.contain(T.day(block));
      expect(trail).to.contain(T.details);
    });
  }
});
