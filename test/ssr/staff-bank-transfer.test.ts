/**
 * A bank transfer recorded on the staff booking page without JavaScript
 * (docs/product/screens.md#staff-booking), from the production build: the
 * form is a plain POST with labelled fields; a part typed in German pays the
 * deposit in part and leaves the rest open; a refused transfer shows the form
 * as typed with the field marked; the same transfer again is refused. And the
 * bookings list's next due column and its sort, a plain GET parameter.
 */
import { expect } from 'chai';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { startTestServer } from '../helpers/server.ts';
import { apiCall, bookWeek, freeWeek, loginCookie } from '../helpers/staff.ts';
import type { StaffBooking } from '../../contract/api/staff.ts';
import { decodeEntities, get } from './support.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const text = (html: string) =>
  decodeEntities(html.replace(/<!-- -->/g, '').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');
/** The form of the test id, as rendered. */
const formOf = (html: string, testId: string) =>
  new RegExp(`<form[^>]*data-testid="${testId}"[\\s\\S]*?</form>`).exec(html)?.[0] ?? '';

describe('SSR: recording a bank transfer as a plain form post', function () {
  this.timeout(180_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;
  let staff: string;
  /** The first test's booking, unpaid. */
  let first: string;

  const post = (path: string, fields: Record<string, string>) =>
    get(base, path, {
      method: 'POST',
      headers: { cookie: staff, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const detail = async (code: string) =>
    (await apiCall<StaffBooking>(base, 'GET', `/api/staff/bookings/${code}`, undefined, { cookie: staff })).body;

  before(async () => {
    server = await startTestServer({ FIXED_NOW });
    base = server.url.replace('localhost', '127.0.0.1');
    staff = await loginCookie(base, DEMO_STAFF.username, DEMO_STAFF.password);
  });
  after(async () => {
    await server?.close();
  });

  it('renders the form as a plain POST with labelled fields, in German and English', async () => {
    const booking = await bookWeek(base, 'SH-1010', await freeWeek(base, staff, 'SH-1010', '2027-05-01'));
    first = booking.bookingCode;
    for (const [locale, labels] of [
      ['de', ['Eingegangener Betrag in Euro', 'Eingegangen am', 'Referenz der Bank', 'Überweisung erfassen']],
      ['en', ['Amount received in euro', 'Received on', 'Bank reference', 'Record transfer']],
    ] as const) {
      const path = pathFor('staffBooking', locale, { code: booking.bookingCode });
      const page = await get(base, path, { headers: { cookie: staff } });
      expect(page.status).to.equal(200);
      const form = formOf(page.html, 'staff-transfer');
      const tag = /^<form[^>]*>/.exec(form)?.[0];
      expect(tag).to.contain('method="post"').and.contain(`action="${path}"`);
      expect(form).to.contain('<input type="hidden" name="intent" value="transfer"/>');
      for (const [id, name] of [
        ['staff-transfer-amount', 'amount'],
        ['staff-transfer-received', 'receivedOn'],
        ['staff-transfer-reference', 'reference'],
      ])
        expect(form).to.match(new RegExp(`<label for="${id}">[^<]+</label><input id="${id}"[^>]* name="${name}"`));
      const day = /<input id="staff-transfer-received"[^>]*>/.exec(form)?.[0];
      expect(day).to.contain('type="date"').and.contain('max="2026-11-21"').and.contain('value="2026-11-21"');
      for (const label of labels) expect(text(form)).to.contain(label);
      // No more one button per payment: the transfer says what arrived.
      expect(page.html).to.not.contain('name="paymentId"');
    }
  });

  it('records a part typed in German: the deposit paid in part, the rest open; refusals keep what was typed', async () => {
    const booking = await bookWeek(base, 'SH-1011', await freeWeek(base, staff, 'SH-1011', '2027-05-01'));
    const path = pathFor('staffBooking', 'de', { code: booking.bookingCode });
    const before = await detail(booking.bookingCode);
    const [deposit] = before.payments;

    const future = await post(path, {
      intent: 'transfer',
      amount: '50,00',
      receivedOn: '2026-11-22',
      reference: 'X 1',
    });
    expect(future.status).to.equal(422);
    expect(text(future.html)).to.contain('Der Tag des Eingangs darf nicht in der Zukunft liegen.');
    const typedForm = formOf(future.html, 'staff-transfer');
    expect(typedForm).to.contain('value="50,00"').and.contain('value="X 1"').and.contain('value="2026-11-22"');

    const bad = await post(path, { intent: 'transfer', amount: '50.5.0', receivedOn: '2026-11-20', reference: 'X 1' });
    expect(bad.status).to.equal(400);
    expect(text(bad.html)).to.contain('Bitte prüfen Sie das Feld „Betrag in Euro“.');
    const refused = /<input id="staff-transfer-amount"[^>]*>/.exec(formOf(bad.html, 'staff-transfer'))?.[0];
    expect(refused).to.contain('aria-invalid="true"').and.contain('value="50.5.0"');
    expect(formOf(bad.html, 'staff-refund'), 'the refund form is not the one refused').to.not.contain('aria-invalid');

    const fields = { intent: 'transfer', amount: '50,00', receivedOn: '2026-11-20', reference: 'SEPA 20261120' };
    const done = await post(path, fields);
    expect(done.status).to.equal(200);
    expect(done.html).to.match(/role="status" data-testid="staff-done"/);
    expect(text(done.html)).to.contain('Die Überweisung ist erfasst; der Gast erhält eine Quittung.');
    const after = await detail(booking.bookingCode);
    expect(after.payments.map((p) => [p.kind, p.amountCents, p.paidAt !== null])).to.deep.equal([
      ['deposit', 5000, true],
      ['deposit', deposit.amountCents - 5000, false],
      ['balance', before.payments[1].amountCents, false],
    ]);
    expect(text(done.html)).to.contain('Bestätigt');

    const again = await post(path, fields);
    expect(again.status).to.equal(409);
    expect(text(again.html)).to.contain('Diese Überweisung (gleicher Betrag, Tag und Referenz) ist bereits erfasst.');
    expect((await detail(booking.bookingCode)).paidCents).to.equal(5000);
  });

  it('lists the next due date and sorts by it through a plain GET parameter', async () => {
    // The first booking paid in full: nothing open, so last by next due date.
    const total = (await detail(first)).totalCents;
    const paid = await apiCall(
      base,
      'POST',
      `/api/staff/bookings/${first}/transfers`,
      { amountCents: total, receivedOn: '2026-11-21', reference: 'in full' },
      { cookie: staff },
    );
    expect(paid.status).to.equal(200);
    const list = await get(base, `${pathFor('staff', 'en')}?sort=nextDue`, { headers: { cookie: staff } });
    expect(list.status).to.equal(200);
    expect(list.html).to.match(/<select id="staff-sort" name="sort">/);
    expect(list.html).to.match(/<option value="nextDue" selected="">Next due date<\/option>/);
    expect(text(list.html)).to.contain('Next due');
    const dues = [...list.html.matchAll(/data-testid="staff-next-due">([^<]*)</g)].map((m) => m[1]);
    expect(dues.length).to.be.greaterThan(1);
    const dated = dues.filter((d) => d !== '—');
    expect(dues.slice(0, dated.length), 'dated rows first').to.deep.equal(dated);
    expect(dues.at(-1)).to.equal('—');
    const bad = await get(base, `${pathFor('staff', 'de')}?sort=billig`, { headers: { cookie: staff } });
    expect(text(bad.html)).to.contain('Bitte prüfen Sie das Feld „Sortieren nach“.');
  });
});
