/**
 * The back office's pages server-rendered from the production build, with
 * plain form posts only (no JavaScript): hidden from visitors and company
 * users (404), private (noindex, out of robots), in English and German; find
 * a booking, record a bank transfer, refund an amount typed as the page's
 * language writes it (and be refused by the field's label otherwise), cancel in two steps, move a house
 * (refused on a Monday, then moved with the override and a reason), block dates (and be
 * told clearly when they are taken), change a price; the owner calendars of a
 * house (register, import now, revoke in two steps, remove) and their
 * conflicts on the bookings list; the background jobs' last runs, a failed
 * or late one flagged; a booking's card disputes; a booking on account with
 * a payment past its due date flagged overdue in words.
 */
import { expect } from 'chai';
import { sitemapText } from '../helpers/sitemap.ts';
import { addDays } from '../../contract/dates.ts';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_AGENCY, DEMO_STAFF } from '../../demo/agency.ts';
import { recordJobRun } from '../../server/jobs/record.ts';
import { formatInstant } from '../../src/i18n/i18n.ts';
import { ics, icsServer, vevent, type IcsServer } from '../helpers/ics.ts';
import { startTestServer } from '../helpers/server.ts';
import type { HouseDetail } from '../../src/api/house.ts';
import type { StaffHouse } from '../../contract/api/staff.ts';
import { apiCall, bookWeek, freeWeek, loginCookie } from '../helpers/staff.ts';
import { countH1, decodeEntities, get, h1Text, htmlLang } from './support.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const text = (html: string) =>
  decodeEntities(html.replace(/<!-- -->/g, '').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');

describe('SSR: the back office', function () {
  this.timeout(180_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;
  let staff: string;
  let agency: string;
  /** The owner's calendar server, reached through FETCH_ALLOW_HOSTS. */
  let owner: IcsServer;

  const post = (path: string, fields: Record<string, string>, cookie = staff) =>
    get(base, path, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const book = (code: string, from: string, headers?: Record<string, string>) =>
    bookWeek(base, code, from, 'en', headers);
  const week = (code: string, after: string) => freeWeek(base, staff, code, after);

  before(async () => {
    owner = await icsServer();
    server = await startTestServer({ FIXED_NOW, FETCH_ALLOW_HOSTS: owner.host });
    base = server.url.replace('localhost', '127.0.0.1');
    staff = await loginCookie(base, DEMO_STAFF.username, DEMO_STAFF.password);
    agency = await loginCookie(base, DEMO_AGENCY.username, DEMO_AGENCY.password);
  });
  after(async () => {
    await server?.close();
    await owner?.close();
  });

  it('hides every staff page from visitors and company users (404), and keeps them out of robots and the sitemap', async () => {
    for (const path of [
      '/en/staff/',
      '/de/staff/',
      '/en/staff/houses/',
      '/de/staff/haeuser/SH-1001/',
      '/en/staff/bookings/12345678/',
    ]) {
      expect((await get(base, path)).status, path).to.equal(404);
      expect((await get(base, path, { headers: { cookie: agency } })).status, path).to.equal(404);
    }
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).to.contain('Disallow: /en/staff/').and.contain('Disallow: /de/staff/');
    expect(await sitemapText(base)).to.not.contain('/staff/');
  });

  for (const [locale, T] of [
    [
      'en',
      {
        list: '/en/staff/',
        h1: 'Bookings',
        bar: 'Back office',
        recorded: 'The bank transfer is recorded; the guest gets a receipt.',
        transfer: '100.00',
        confirmed: 'Confirmed',
        check: 'Cancelling frees the dates',
        cancelled: 'The booking is cancelled.',
        house: '/en/staff/houses/',
        added: 'The block is added.',
        taken: 'is not free from',
        saved: 'The price is saved.',
        amount: '50.50',
        notAmount: '50,50',
        refundConfirm: 'Yes, refund €50.50',
        refundShown: '€50.50',
        refunded: 'The refund is made.',
        badAmount: 'Please check the field “Amount in euro”.',
        badReason: 'Please check the field “Reason”.',
        price: '1,234.5',
        priceShown: '1234.50',
        priceBefore: '1,500',
        weekBefore: '€1,500',
        weekNow: '€1,235',
        notChangeover: '“Arrival” is not a changeover day (Thursday or Sunday).',
        reasonRequired: 'Give a reason for overriding the booking rules.',
        changed: 'The booking is changed and re-priced.',
      },
    ],
    [
      'de',
      {
        list: '/de/staff/',
        h1: 'Buchungen',
        bar: 'Backoffice',
        recorded: 'Die Überweisung ist erfasst; der Gast erhält eine Quittung.',
        transfer: '100,00',
        confirmed: 'Bestätigt',
        check: 'Die Stornierung gibt die Termine frei',
        cancelled: 'Die Buchung ist storniert.',
        house: '/de/staff/haeuser/',
        added: 'Die Sperre ist hinzugefügt.',
        taken: 'nicht frei: Eine Buchung oder eine andere Sperre',
        saved: 'Der Preis ist gespeichert.',
        amount: '50,50',
        notAmount: '50.50',
        refundConfirm: 'Ja, 50,50 € erstatten',
        refundShown: '50,50 €',
        refunded: 'Die Erstattung ist veranlasst.',
        badAmount: 'Bitte prüfen Sie das Feld „Betrag in Euro“.',
        badReason: 'Bitte prüfen Sie das Feld „Grund“.',
        price: '1.234,5',
        priceShown: '1234,50',
        priceBefore: '1.500',
        weekBefore: '1.500 €',
        weekNow: '1.235 €',
        notChangeover: '„Anreise“ ist kein Wechseltag (Donnerstag oder Sonntag).',
        reasonRequired: 'Bitte nennen Sie einen Grund, um die Buchungsregeln zu übergehen.',
        changed: 'Die Buchung ist geändert und neu berechnet.',
      },
    ],
  ] as const) {
    it(`finds a booking, records a bank transfer, refunds an amount typed as the page writes it, cancels in two steps (${locale})`, async () => {
      const houseCode = locale === 'en' ? 'SH-1010' : 'SH-1011';
      const booking = await book(houseCode, await week(houseCode, '2027-05-01'));
      const list = await get(base, `${T.list}?q=${booking.bookingCode}&status=&paid=`, { headers: { cookie: staff } });
      expect(list.status).to.equal(200);
      expect(htmlLang(list.html)).to.equal(locale);
      expect(countH1(list.html)).to.equal(1);
      expect(h1Text(list.html)).to.equal(T.h1);
      expect(list.html).to.contain('<meta name="robots" content="noindex, nofollow"/>');
      expect(list.html).to.contain('data-testid="staff-bar-link"');
      expect(text(list.html)).to.contain(T.bar);
      const bookingPath = new RegExp(`href="(/${locale}/staff/[^"]*${booking.bookingCode}/)"`).exec(list.html)?.[1];
      expect(bookingPath, 'the link to the booking').to.be.a('string');
      expect(list.html).to.match(
        new RegExp(`href="/api/staff/bookings\\.csv\\?q=${booking.bookingCode}&amp;lang=${locale}"`),
      );
      // The browser downloads it with its auth cookie (and its own Accept-Language: the address has the page's).
      const csv = await fetch(`${base}/api/staff/bookings.csv?q=${booking.bookingCode}&lang=${locale}`, {
        headers: { cookie: staff, 'accept-language': locale === 'en' ? 'de' : 'en' },
      });
      expect(csv.headers.get('content-type')).to.match(/^text\/csv/);
      expect((await csv.text()).split('\r\n')[1]).to.match(
        new RegExp(
          `^${booking.bookingCode}${locale === 'en' ? ',' : ';'}pending_payment${locale === 'en' ? ',' : ';'}`,
        ),
      );

      const page = await get(base, bookingPath!, { headers: { cookie: staff } });
      expect(page.status).to.equal(200);
      // Each document a link that opens it (with the staff cookie).
      const invoice = new RegExp(
        `<a href="(/api/staff/bookings/${booking.bookingCode}/documents/invoice-\\d{4}-\\d{6}\\.pdf)">sumarhus-[^<]+</a>`,
      ).exec(page.html)?.[1];
      expect(invoice, 'the invoice link').to.be.a('string');
      const pdf = await fetch(`${base}${invoice}`, { headers: { cookie: staff } });
      expect([pdf.status, pdf.headers.get('content-type')]).to.deep.equal([200, 'application/pdf']);
      const transfer = { intent: 'transfer', amount: T.transfer, receivedOn: '2026-11-20', reference: 'SSR 1' };
      const paid = await post(bookingPath!, transfer);
      expect(paid.status).to.equal(200);
      expect(text(paid.html)).to.contain(T.recorded).and.contain(T.confirmed);
      expect(paid.html).to.contain('data-testid="staff-audit"');
      const again = await post(bookingPath!, transfer);
      expect(again.status).to.equal(409);
      expect(again.html).to.match(/role="alert" data-testid="staff-error"/);

      // A refund typed as the page's language writes it: confirmed with that amount, then made.
      const refundStep = await post(bookingPath!, { intent: 'refund', reason: 'Asked by the guest', amount: T.amount });
      expect(refundStep.status).to.equal(200);
      expect(text(refundStep.html)).to.contain(T.refundConfirm);
      expect(refundStep.html).to.contain(`name="amount" value="${T.amount}"`);
      const refunded = await post(bookingPath!, {
        intent: 'refund',
        reason: 'Asked by the guest',
        amount: T.amount,
        confirmed: 'yes',
      });
      expect(refunded.status).to.equal(200);
      expect(text(refunded.html)).to.contain(T.refunded);
      expect(text(/data-testid="staff-refunds"[\s\S]*?<\/table>/.exec(refunded.html)?.[0] ?? '')).to.contain(
        T.refundShown,
      );
      // The other language's way of writing it is refused at once (nothing to confirm), naming the label.
      const notAmount = await post(bookingPath!, {
        intent: 'refund',
        reason: 'Asked by the guest',
        amount: T.notAmount,
      });
      expect(notAmount.status).to.equal(400);
      expect(text(notAmount.html)).to.contain(T.badAmount);
      expect(notAmount.html).to.not.contain('name="confirmed"');
      expect(notAmount.html).to.match(
        new RegExp(`aria-invalid="true"[^>]*value="${T.notAmount}"|value="${T.notAmount}"[^>]*aria-invalid="true"`),
      );

      // Without a reason nothing is confirmed: the API's refusal names the field in the page's language.
      const noReason = await post(bookingPath!, { intent: 'cancel', waiveFee: '1', reason: ' x ' });
      expect(noReason.status).to.equal(400);
      expect(text(noReason.html)).to.contain(T.badReason);
      expect(noReason.html).to.not.contain('name="confirmed"');
      const step = await post(bookingPath!, { intent: 'cancel', reason: 'Asked by the guest', waiveFee: '1' });
      expect(step.status).to.equal(200);
      expect(text(step.html)).to.contain(T.check);
      expect(step.html).to.contain('name="confirmed" value="yes"');
      const cancelled = await post(bookingPath!, {
        intent: 'cancel',
        reason: 'Asked by the guest',
        waiveFee: '1',
        confirmed: 'yes',
      });
      expect(cancelled.status).to.equal(200);
      expect(text(cancelled.html)).to.contain(T.cancelled);
      expect(cancelled.html).to.contain('data-testid="staff-refunds"');
      // Refused for a company user's post, as for a visitor's.
      expect(
        (await post(bookingPath!, { intent: 'cancel', reason: 'Asked by the guest', confirmed: 'yes' }, agency)).status,
      ).to.equal(404);
    });

    it(`moves a house by a plain form post: a Monday refused with the form as typed, moved with the override and a reason (${locale})`, async () => {
      const houseCode = locale === 'en' ? 'SH-1010' : 'SH-1011';
      const from = await week(houseCode, '2027-08-01');
      const path = pathFor('staffBooking', locale, { code: (await book(houseCode, from)).bookingCode });
      const page = await get(base, path, { headers: { cookie: staff } });
      expect(page.html).to.contain('<label for="staff-reason-1">').and.contain('name="override" value="1"');
      // Monday to Wednesday of the booked week: free, but neither a changeover day.
      const monday = addDays(from, 4);
      const fields = { intent: 'change', position: '1', resFrom: monday, resTo: addDays(from, 6), house: '' };
      const refused = await post(path, { ...fields, reason: '' });
      expect(refused.status).to.equal(422);
      expect(text(refused.html)).to.contain(T.notChangeover);
      expect(refused.html, 'the arrival as typed, marked').to.match(
        new RegExp(`aria-invalid="true"[^>]*value="${monday}"|value="${monday}"[^>]*aria-invalid="true"`),
      );
      const noReason = await post(path, { ...fields, override: '1', reason: ' ' });
      expect(noReason.status).to.equal(422);
      expect(text(noReason.html)).to.contain(T.reasonRequired);
      expect(noReason.html, 'the override still ticked').to.match(/<input type="checkbox"[^>]*checked=""[^>]*>/);
      const moved = await post(path, { ...fields, override: '1', reason: 'Ferry on Monday' });
      expect(moved.status).to.equal(200);
      expect(text(moved.html)).to.contain(T.changed).and.contain('Ferry on Monday');
      expect(moved.html).to.contain(`value="${monday}"`);
    });

    it(`blocks a week of a house, is told when the dates are taken, and changes a price (${locale})`, async () => {
      const code = locale === 'en' ? 'SH-1020' : 'SH-1021';
      const houses = await get(base, `${T.house}?q=${code}`, { headers: { cookie: staff } });
      const housePath = new RegExp(`href="(${T.house}${code}/)"`).exec(houses.html)?.[1];
      expect(housePath, 'the link to the house').to.be.a('string');
      const from = await week(code, '2027-06-01');
      const month = from.slice(0, 7);
      const added = await post(`${housePath}?month=${month}`, {
        intent: 'addBlock',
        from,
        to: addDays(from, 7),
        note: 'Owner',
      });
      expect(added.status).to.equal(200);
      expect(text(added.html)).to.contain(T.added);
      expect(added.html).to.contain(`data-day="${from}" data-state="blocked"`);
      const taken = await post(`${housePath}?month=${month}`, {
        intent: 'addBlock',
        from: addDays(from, 2),
        to: addDays(from, 9),
        note: '',
      });
      expect(taken.status).to.equal(409);
      expect(text(taken.html)).to.contain(T.taken);

      const seasonId = /name="intent" value="price"\/><input type="hidden" name="id" value="(\d+)"/.exec(
        added.html,
      )?.[1];
      expect(seasonId).to.be.a('string');
      const saved = await post(housePath!, { intent: 'price', id: seasonId!, weekPrice: T.price, oldWeekPrice: '' });
      expect(saved.status).to.equal(200);
      expect(text(saved.html)).to.contain(T.saved);
      expect(saved.html, 'the price written back as the page reads it').to.contain(`value="${T.priceShown}"`);
      const bad = await post(housePath!, { intent: 'price', id: seasonId!, weekPrice: 'cheap', oldWeekPrice: '' });
      expect(bad.status).to.equal(400);
      expect(bad.html).to.contain('data-testid="staff-error"');

      // The price before discount set here shows on the guests' house page for a stay in that season.
      const staffHouse = await apiCall<StaffHouse>(base, 'GET', `/api/staff/houses/${code}`, undefined, {
        cookie: staff,
      });
      const season = staffHouse.body.seasons.find((x) => x.to > '2027-02-01')!;
      const offer = { intent: 'price', id: String(season.id), weekPrice: T.price, oldWeekPrice: T.priceBefore };
      expect((await post(housePath!, offer)).status).to.equal(200);
      // At least 14 days after FIXED_NOW: a stay a guest may book.
      const stay = await week(code, season.from > '2026-12-10' ? season.from : '2026-12-10');
      expect(addDays(stay, 7) <= season.to, 'a free week inside the season').to.equal(true);
      const guest = (await (
        await fetch(`${base}/api/house/${code}`, { headers: { 'accept-language': locale } })
      ).json()) as HouseDetail;
      const page = await get(
        base,
        `/${locale}/${locale === 'de' ? 'ferienhaus' : 'accommodation'}/${guest.regionSlug}/${guest.nameSlug}/?checkIn=${stay}&checkOut=${addDays(stay, 7)}`,
      );
      expect(text(page.html)).to.contain(T.weekBefore).and.contain(T.weekNow);
      expect(page.html).to.match(/<del class="price-box__old" data-testid="price-before">/);
    });
  }

  it('registers an owner calendar, imports it now (blocks and a conflict on the bookings list), revokes the export URL in two steps, removes the calendar', async () => {
    const code = 'SH-1040';
    const arrival = await week(code, '2027-05-01');
    const booking = await book(code, arrival);
    const free = await week(code, '2027-08-01');
    const day = (d: string) => `;VALUE=DATE:${d.replaceAll('-', '')}`;
    owner.set('/owner.ics', {
      body: ics(
        vevent('free@owner', day(free), day(addDays(free, 7))),
        vevent('over@owner', day(addDays(arrival, 1)), day(addDays(arrival, 3))),
      ),
    });
    const house = `/en/staff/houses/${code}/?month=${free.slice(0, 7)}`;
    const exportUrl = (html: string) => /id="staff-export-url"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? '';

    const badUrl = await post(house, { intent: 'registerCalendar', url: 'ftp://example.com/a.ics', label: '' });
    expect(badUrl.status).to.equal(400);
    expect(text(badUrl.html)).to.contain('Please check the field “Calendar address (https://…)”.');
    const internal = await post(house, {
      intent: 'registerCalendar',
      url: 'http://169.254.169.254/latest/meta-data/',
      label: '',
    });
    expect(internal.status).to.equal(422);
    expect(text(internal.html)).to.contain('The calendar address must lead to a public server on the internet');
    const registered = await post(house, {
      intent: 'registerCalendar',
      url: `${owner.base}/owner.ics`,
      label: 'Airbnb',
    });
    expect(registered.status).to.equal(200);
    expect(text(registered.html))
      .to.contain('The calendar is added.')
      .and.contain('Owner calendars')
      .and.contain('Not yet imported');
    const imported = await post(house, { intent: 'importCalendars' });
    expect(imported.status).to.equal(200);
    expect(text(imported.html)).to.contain('The calendars are imported.').and.contain(`Booking ${booking.bookingCode}`);
    expect(imported.html).to.contain(`data-day="${free}" data-state="blocked"`);

    const list = await get(base, '/en/staff/', { headers: { cookie: staff } });
    expect(text(list.html)).to.contain('Owner calendars report 1 conflict');
    expect(list.html).to.contain(`href="/en/staff/houses/${code}/"`);
    const de = await get(base, '/de/staff/', { headers: { cookie: staff } });
    expect(text(de.html)).to.contain('Die Kalender der Eigentümer melden 1 Konflikt');

    const old = exportUrl(imported.html);
    expect(old).to.match(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendars\/[\w-]{43}\.ics$/);
    const step = await post(house, { intent: 'revokeExport' });
    expect(text(step.html)).to.contain('The current URL stops working at once');
    expect(step.html).to.contain('name="confirmed" value="yes"');
    expect(exportUrl(step.html), 'not yet revoked').to.equal(old);
    const revoked = await post(house, { intent: 'revokeExport', confirmed: 'yes' });
    expect(text(revoked.html)).to.contain('The house has a new export URL.');
    const renewed = exportUrl(revoked.html);
    expect(renewed).to.not.equal(old);
    expect([(await fetch(old)).status, (await fetch(renewed)).status]).to.deep.equal([404, 200]);

    const id = /name="intent" value="removeCalendar"\/><input type="hidden" name="id" value="(\d+)"/.exec(
      revoked.html,
    )?.[1];
    const removed = await post(house, { intent: 'removeCalendar', id: id! });
    expect(text(removed.html)).to.contain('The calendar and its blocks are removed.').and.contain('No conflicts.');
    expect(removed.html).to.not.contain(`data-day="${free}" data-state="blocked"`);
    expect((await get(base, '/en/staff/', { headers: { cookie: staff } })).html).to.not.contain(
      'staff-conflict-notice',
    );
    expect(text((await get(base, `/de/staff/haeuser/${code}/`, { headers: { cookie: staff } })).html)).to.contain(
      'Kalender der Eigentümer',
    );
  });

  it('lists the background jobs in words, a failed run and a late success flagged (en, de)', async () => {
    // A minute ahead of the server's own runs, which would otherwise replace this failure with their success.
    const failedAt = new Date(Date.now() + 60_000);
    const run = { lastSuccessAt: null, lastError: null, succeeded: 0, failed: 0 };
    await recordJobRun(server.db, {
      ...run,
      job: 'import-calendars',
      lastRunAt: failedAt,
      lastError: 'calendar host unreachable',
      failed: 1,
    });
    const now = new Date();
    await recordJobRun(server.db, {
      ...run,
      job: 'payment-reminders',
      lastRunAt: now,
      lastSuccessAt: now,
      succeeded: 1,
    });
    // No process runs it any more: its last success grows old.
    const longAgo = new Date(Date.now() - 2 * 86_400_000);
    await recordJobRun(server.db, { ...run, job: 'retired-job', lastRunAt: longAgo, lastSuccessAt: longAgo });

    const row = (html: string, job: string) =>
      new RegExp(`<tr[^>]*data-job="${job}"[^>]*>[\\s\\S]*?</tr>`).exec(html)?.[0] ?? '';
    for (const [locale, T] of [
      [
        'en',
        {
          calendars: 'Importing owner calendars',
          reminders: 'Payment reminders',
          ok: 'Succeeded',
          failed: 'Failed',
          late: 'Late: no success for more than 15 minutes',
          notice: 'background jobs need attention',
        },
      ],
      [
        'de',
        {
          calendars: 'Kalender der Eigentümer importieren',
          reminders: 'Zahlungserinnerungen',
          ok: 'Erfolgreich',
          failed: 'Fehlgeschlagen',
          late: 'Verspätet: seit mehr als 15 Minuten kein Erfolg',
          notice: 'Hintergrundaufgaben müssen geprüft werden',
        },
      ],
    ] as const) {
      const page = await get(base, `/${locale}/staff/`, { headers: { cookie: staff } });
      expect(page.status).to.equal(200);
      expect(page.html).to.match(/<section[^>]*id="staff-jobs"[^>]*>[\s\S]*?<table class="staff-table"><caption>/);
      expect(page.html).to.contain('<th scope="col">');
      const failed = row(page.html, 'import-calendars');
      expect(failed).to.contain('class="staff-job--alert"').and.contain('data-state="failed"');
      expect(text(failed))
        .to.contain(T.calendars)
        .and.contain(formatInstant(failedAt.toISOString(), locale))
        .and.contain(T.failed)
        .and.contain('calendar host unreachable');
      const fine = row(page.html, 'payment-reminders');
      expect(fine).to.contain('data-state="ok"').and.not.contain('staff-job--alert');
      expect(text(fine)).to.contain(T.reminders).and.contain(T.ok);
      const late = row(page.html, 'retired-job');
      expect(late).to.contain('data-state="late"').and.contain('class="staff-job--alert"');
      expect(text(late))
        .to.contain('retired-job')
        .and.contain(formatInstant(longAgo.toISOString(), locale))
        .and.contain(T.late);
      expect(page.html).to.match(/data-testid="staff-jobs-notice"><a href="#staff-jobs">/);
      expect(text(page.html)).to.contain(T.notice);
    }
  });

  it('shows a booking’s card disputes with amount, deadline and outcome, and flags an open one on top (en, de)', async () => {
    const booking = await book('SH-1050', await week('SH-1050', '2027-05-01'));
    const [{ id }] = await server.db.query<{ id: number }>('select id from reservations where booking_code = $1', [
      booking.bookingCode,
    ]);
    const dispute = (n: number, status: string, outcome: string | null) =>
      server.db.query(
        `insert into disputes (reservation_id, provider, provider_dispute_id, charge_ref, amount_cents, currency, reason,
                               status, evidence_due_by, created_at, updated_at, closed_at, outcome)
         values ($1, 'stripe', $2, 'pi_ssr_disputed', $3, 'eur', 'product_not_received', $4, '2026-12-01T12:00:00Z',
                 '2026-11-20T10:00:00Z', '2026-11-20T10:00:00Z', $5, $6)`,
        [id, `du_ssr_${n}`, n * 10_000, status, outcome ? '2026-11-21T10:00:00Z' : null, outcome],
      );
    await dispute(1, 'needs_response', null);
    await dispute(2, 'lost', 'lost');
    for (const [locale, T] of [
      [
        'en',
        {
          title: 'Card disputes',
          alert: 'A card payment of this booking is disputed by the guest’s bank (€100.00)',
          open: 'Open',
          due: 'evidence due by 1 Dec 2026',
          lost: 'Lost: the money went back to the guest’s bank',
        },
      ],
      [
        'de',
        {
          title: 'Rückbuchungen (Kartenzahlung)',
          alert: 'Die Bank des Gastes hat eine Kartenzahlung dieser Buchung angefochten (100,00 €)',
          open: 'Offen',
          due: 'Nachweise bis 1. Dez',
          lost: 'Verloren: das Geld ging an die Bank des Gastes zurück',
        },
      ],
    ] as const) {
      const page = await get(base, pathFor('staffBooking', locale, { code: booking.bookingCode }), {
        headers: { cookie: staff },
      });
      expect(page.status).to.equal(200);
      expect(text(/data-testid="staff-dispute-alert"[\s\S]*?<\/p>/.exec(page.html)?.[0] ?? '')).to.contain(T.alert);
      const table = text(/data-testid="staff-disputes"[\s\S]*?<\/table>/.exec(page.html)?.[0] ?? '');
      expect(text(page.html)).to.contain(T.title);
      expect(table)
        .to.contain('product_not_received')
        .and.contain(T.open)
        .and.contain(T.due)
        .and.contain(T.lost)
        .and.contain('du_ssr_1')
        .and.contain('pi_ssr_disputed');
    }
  });

  it('flags a booking on account with a payment past its due date as overdue, in words, on the list and its page (en, de)', async () => {
    const late = await book('SH-1060', await week('SH-1060', '2027-06-01'), { cookie: agency });
    const onTime = await book('SH-1061', await week('SH-1061', '2027-06-01'), { cookie: agency });
    expect(late.payments.map((p) => p.kind)).to.deep.equal(['full']);
    // Its due date passed a week ago (the server's clock stands at FIXED_NOW).
    await server.db.query(
      "update payments set due_date = '2026-11-14' where reservation_id = (select id from reservations where booking_code = $1)",
      [late.bookingCode],
    );
    for (const [locale, flag, sentence] of [
      ['en', 'Overdue', 'Overdue: a payment has not arrived by its due date.'],
      ['de', 'Überfällig', 'Überfällig: Eine Zahlung ist bis zu ihrer Fälligkeit nicht eingegangen.'],
    ] as const) {
      const row = async (code: string) => {
        const list = await get(base, `${pathFor('staff', locale)}?q=${code}`, { headers: { cookie: staff } });
        return /<tbody>[\s\S]*?<\/tbody>/.exec(list.html)?.[0] ?? '';
      };
      const lateRow = await row(late.bookingCode);
      expect(text(lateRow)).to.contain(late.bookingCode).and.contain(flag);
      expect(lateRow).to.contain('data-testid="staff-overdue"');
      expect(text(await row(onTime.bookingCode)))
        .to.contain(onTime.bookingCode)
        .and.not.contain(flag);
      const page = (code: string) =>
        get(base, pathFor('staffBooking', locale, { code }), { headers: { cookie: staff } });
      expect(text((await page(late.bookingCode)).html)).to.contain(sentence);
      expect(text((await page(onTime.bookingCode)).html)).to.not.contain(sentence);
    }
  });
});
