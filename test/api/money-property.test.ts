// The money record under random sequences of what guests, staff and the payment
// provider do to a booking (docs/product/money-record.md): after every step My
// booking, the staff page, the CSV row, the newest e-mail and the issued
// invoices and credit notes state the same total, paid, refunded, fee and open
// amounts as the record; the record agrees with the payment schedule and with
// what the test gateway holds; nothing is "paid" with money still open; the
// document numbers have no gaps.
import { expect } from 'chai';
import fc from 'fast-check';
import type { StaffBooking } from '../../contract/api/staff.ts';
import type { ReservationResult } from '../../contract/api/types.ts';
import { addDays, type IsoDate } from '../../contract/dates.ts';
import { loadMoneyEntries } from '../../server/api/bookings/ledger.ts';
import { receiveCallback } from '../../server/api/payments/callback.ts';
import type { ProviderEvent } from '../../server/api/payments/provider.ts';
import { issuePendingRefunds } from '../../server/api/payments/refunds.ts';
import { bookingMoney, type BookingMoney, type MoneyEntry } from '../../server/booking-money.ts';
import { euro } from '../../server/documents/format.ts';
import { areaTexts } from '../../server/texts.ts';
import { staffAndAgencyHeaders } from '../helpers/staff.ts';
import { bookWeek, call, json, KINDS, pdfText, reservationSuite, thursdayFrom } from './reservation-support.ts';
import { suiteMoney } from './money-support.ts';

const NOW = '2027-12-01T09:00:00Z';
const cents = (euros: number) => Math.round(euros * 100);
/** Money staff gave back: charges of the line 'credit' (negative). */
const credits = (entries: MoneyEntry[]) =>
  entries.filter((e) => e.kind === 'charge' && e.line === 'credit').reduce((t, e) => t + e.amountCents, 0);

type Action =
  | { type: 'payCard' }
  | { type: 'payBank' }
  | { type: 'payBankPart'; share: number }
  | { type: 'refund'; share: number }
  | { type: 'move'; nights: number }
  | { type: 'cancelGuest' }
  | { type: 'cancelStaff'; waiveFee: boolean }
  | { type: 'payStalePage'; nights: number }
  | { type: 'resend' };

const NIGHTS = fc.constantFrom(3, 7, 10, 14);
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ type: 'payCard' as const }) },
  { weight: 2, arbitrary: fc.constant({ type: 'payBank' as const }) },
  {
    weight: 2,
    arbitrary: fc
      .double({ min: 0.01, max: 0.99, noNaN: true })
      .map((share) => ({ type: 'payBankPart' as const, share })),
  },
  {
    weight: 2,
    arbitrary: fc.double({ min: 0.01, max: 1, noNaN: true }).map((share) => ({ type: 'refund' as const, share })),
  },
  { weight: 2, arbitrary: NIGHTS.map((nights) => ({ type: 'move' as const, nights })) },
  { weight: 1, arbitrary: fc.constant({ type: 'cancelGuest' as const }) },
  { weight: 1, arbitrary: fc.boolean().map((waiveFee) => ({ type: 'cancelStaff' as const, waiveFee })) },
  { weight: 1, arbitrary: NIGHTS.map((nights) => ({ type: 'payStalePage' as const, nights })) },
  { weight: 1, arbitrary: fc.constant({ type: 'resend' as const }) },
);
/** Arrival soon (one payment of the whole amount) or months ahead (deposit and balance). */
const arrival = fc.constantFrom<IsoDate>('2027-12-16', '2028-05-04');

const mailText = areaTexts('en', 'mail');
/** The amounts written in a text, in order (the bookings here are English: €1,234.50). */
const amountsIn = (text: string) =>
  [...text.matchAll(/€([\d,]+\.\d{2})/g)].map((m) => cents(Number(m[1].replace(/,/g, ''))));
/** The sum of a mail's "Still open:" list (each line's first amount); null without one. */
function stillOpenIn(text: string): number | null {
  const block = text.split('\n\n').find((p) => p.startsWith(`${mailText('stillOpen')}:`));
  if (!block) return null;
  return block
    .split('\n')
    .slice(1)
    .reduce((t, line) => t + amountsIn(line)[0], 0);
}

/**
 * What the newest mail to the guest states, against the record now: every
 * money mail says the amounts it names as they are (nothing changes money
 * without a mail of its own).
 */
function expectMailStates(mail: { kind: string; text: string }, m: BookingMoney, status: string, step: string): void {
  const says = (line: string) => expect(mail.text, `${step}: the ${mail.kind} mail`).to.include(line);
  const open = stillOpenIn(mail.text);
  if (open !== null) expect(open, `${step}: the ${mail.kind} mail's open payments`).to.equal(m.openCents);
  switch (mail.kind) {
    case 'confirmation':
      says(`${mailText('total')}: ${euro(m.chargedCents, 'en')}\n`);
      if (m.heldCents > 0) says(mailText('confirmedPaid', { paid: euro(m.heldCents, 'en') }));
      return;
    case 'change':
      expect(mail.text, `${step}: the change mail's total`).to.match(
        new RegExp(`(New total|The price stays the same): ${euro(m.chargedCents, 'en').replace(/[.$]/g, '\\$&')}[ .]`),
      );
      return;
    case 'receipt':
      if (m.openCents === 0 && status === 'paid') says(mailText('paidInFull'));
      return;
    case 'cancellation':
      if (m.paidCents > 0)
        says(mailText('feeKept', { paid: euro(m.paidCents, 'en'), fee: euro(m.feeCents ?? 0, 'en') }));
      return;
    case 'refund':
      says(mailText('refundMail.remains', { amount: euro(m.heldCents, 'en') }));
      // Staff's decision (the price is lower): the new price.
      if (mail.text.includes(mailText('refundMail.price')))
        says(`${mailText('refundMail.price')}: ${euro(m.chargedCents, 'en')}\n`);
      return;
  }
}

/** The CSV's rows by column name (RFC 4180 as bookingsCsv writes it: no line breaks in fields). */
function csvRows(text: string): Array<Record<string, string>> {
  const split = (line: string) => {
    const fields: string[] = [];
    for (const m of line.matchAll(/(?:^|[,;])("(?:[^"]|"")*"|[^,;]*)/g))
      fields.push(m[1].startsWith('"') ? m[1].slice(1, -1).replace(/""/g, '"') : m[1]);
    return fields;
  };
  const [header, ...lines] = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map(split);
  return lines.map((fields) => Object.fromEntries(header.map((h, i) => [h, fields[i]])));
}

for (const kind of KINDS) {
  describe(`the money record under random guest, staff and provider actions on ${kind}`, function () {
    this.timeout(600_000);
    const suite = reservationSuite(kind, 'moneyprop', NOW);
    let staff: Record<string, string>;
    before(async () => {
      ({ staff } = await staffAndAgencyHeaders(suite.db, suite.api.config));
    });

    const { gateway, context: ctx, lookup, openPage, payOn } = suiteMoney(suite, NOW);
    const asStaff = (method: string, path: string, body?: unknown) =>
      call(suite.api, method, `/api/staff${path}`, { headers: staff, ...(body === undefined ? {} : { json: body }) });
    /** The gateway's word on a charge it took, to the callback. */
    const deliver = async (charged: ProviderEvent | null) => {
      if (charged) await receiveCallback(suite.db, gateway(), gateway().signedCallback(charged), ctx());
    };
    /** A week's booking of the next house of the pool that is free then (the demo's own stays take some). */
    async function bookFree(from: IsoDate, email: string): Promise<ReservationResult> {
      for (;;) {
        const booked = await bookWeek(suite.api, suite.nextHouse().code, from, { email }).catch((err: Error) => err);
        if (!(booked instanceof Error)) return booked;
        if (!/already booked/.test(booked.message)) throw booked;
      }
    }
    /** Each transfer's own bank reference. */
    let transfers = 0;
    const payUrlOf = (b: ReservationResult) => b.payments.find((p) => p.payUrl)?.payUrl ?? null;

    /** One action; a refusal the rules allow (nothing due, paid in full, dates taken, cancelled) is no step. */
    async function apply(a: Action, b: ReservationResult, from: IsoDate): Promise<void> {
      const now = await lookup(b);
      // Any length of stay: staff override the changeover days, so the money sees every price.
      const move = (nights: number) =>
        asStaff('POST', `/bookings/${b.bookingCode}/lines`, {
          position: 1,
          resFrom: from,
          resTo: addDays(from, nights),
          override: true,
          reason: 'any length',
        });
      switch (a.type) {
        case 'payCard': {
          const url = payUrlOf(now);
          if (url) await payOn(await openPage(url));
          return;
        }
        case 'payBank': {
          const due = now.payments.find((p) => !p.paidAt);
          if (due) await asStaff('POST', `/bookings/${b.bookingCode}/payments`, { paymentId: due.id });
          return;
        }
        case 'payBankPart': {
          // A bank transfer of part of what is open (docs/product/money-record.md#bank-transfers).
          const open = (await json<StaffBooking>(await asStaff('GET', `/bookings/${b.bookingCode}`))).openCents;
          const amount = Math.max(1, Math.floor(open * a.share));
          if (open < 2 || now.status === 'cancelled') return;
          const res = await asStaff('POST', `/bookings/${b.bookingCode}/transfers`, {
            amountCents: amount,
            receivedOn: NOW.slice(0, 10),
            reference: `part ${++transfers}`,
          });
          expect(res.status, await res.clone().text()).to.equal(200);
          return;
        }
        case 'refund': {
          const held = (await json<StaffBooking>(await asStaff('GET', `/bookings/${b.bookingCode}`))).refundableCents;
          const amount = Math.max(1, Math.floor(held * a.share));
          if (held > 0) {
            const res = await asStaff('POST', `/bookings/${b.bookingCode}/refunds`, {
              reason: 'Asked by the guest',
              amountCents: amount,
            });
            expect(res.status, await res.clone().text()).to.equal(200);
          }
          return;
        }
        case 'move':
          expect((await move(a.nights)).status).to.be.oneOf([200, 409, 422]);
          return;
        case 'cancelGuest': {
          const res = await call(suite.api, 'POST', '/api/reservation/cancel', {
            json: { email: b.email, bookingCode: b.bookingCode },
          });
          // The preview My booking showed is what the cancellation gives back.
          if (res.status === 200)
            expect((await json<ReservationResult>(res)).cancelled!.refundCents).to.equal(now.cancellation!.refundCents);
          else expect(now.cancellation).to.equal(null);
          return;
        }
        case 'cancelStaff':
          await asStaff('POST', `/bookings/${b.bookingCode}/cancel`, {
            reason: 'Asked by the guest',
            waiveFee: a.waiveFee,
          });
          return;
        case 'resend':
          expect(
            (await asStaff('POST', `/bookings/${b.bookingCode}/resend`, { what: 'confirmation' })).status,
          ).to.be.oneOf([200, 409]);
          return;
        case 'payStalePage': {
          const url = payUrlOf(now);
          if (!url) return;
          // The gateway takes the card just before staff change the stay (after it, the page is expired there); its word arrives after.
          const charged = await gateway().charge(await openPage(url));
          await move(a.nights);
          await deliver(charged);
          return;
        }
      }
    }

    /** The kinds of newest mail the checks met. */
    const mailsChecked = new Set<string>();
    /** What every surface says, against the record and against each other. */
    async function check(b: ReservationResult, step: string): Promise<void> {
      const [row] = await suite.db.query<{ id: number; status: string; total_cents: number }>(
        'select id, status, total_cents from reservations where booking_code = $1',
        [b.bookingCode],
      );
      const id = Number(row.id);
      const m: BookingMoney = bookingMoney(await loadMoneyEntries(suite.db, id));
      const mine = await lookup(b);
      expect([mine.paidCents, mine.refundedCents, mine.dueCents], `${step}: My booking`).to.deep.equal([
        m.paidCents,
        m.refundedCents,
        m.openCents,
      ]);
      const desk = await json<StaffBooking>(await asStaff('GET', `/bookings/${b.bookingCode}`));
      expect(
        [desk.totalCents, desk.paidCents, desk.refundedCents, desk.refundableCents],
        `${step}: staff page`,
      ).to.deep.equal([m.chargedCents, m.paidCents, m.refundedCents, m.heldCents]);
      const csv = csvRows(await (await asStaff('GET', `/bookings.csv?q=${b.bookingCode}`)).text());
      const line = csv.find((r) => r.code === b.bookingCode)!;
      // A cancelled booking's unpaid payment is void: the CSV says so instead of an amount (nothing is open).
      const voided = line.open_eur === 'Void – not to be paid';
      if (voided)
        expect([row.status, m.openCents], `${step}: void only when cancelled`).to.deep.equal(['cancelled', 0]);
      expect(
        [line.paid_eur, line.refunded_eur, line.fee_eur, line.net_eur, voided ? '0' : line.open_eur].map((v) =>
          v ? cents(Number(v)) : null,
        ),
        `${step}: CSV row`,
      ).to.deep.equal([m.paidCents, m.refundedCents, m.feeCents, m.heldCents, m.openCents]);
      if (row.status !== 'cancelled') expect(mine.totalCents, `${step}: My booking's total`).to.equal(m.chargedCents);

      const [mail] = await suite.db.query<{ kind: string; text: string }>(
        'select kind, text from outbox_messages where booking_id = $1 and to_address = $2 order by id desc limit 1',
        [id, b.email],
      );
      expectMailStates(mail, m, row.status, step);
      mailsChecked.add(mail.kind);

      // Invoices less credit notes charge what the record charges; the newest PDF states its own total.
      const docs = await suite.db.query<{ total_cents: number; content: Uint8Array }>(
        'select total_cents, content from issued_documents where reservation_id = $1 order by id',
        [id],
      );
      expect(
        docs.reduce((t, d) => t + Number(d.total_cents), 0),
        `${step}: the invoices less the credit notes`,
      ).to.equal(m.chargedCents);
      const newest = docs.at(-1)!;
      const total = euro(Math.abs(Number(newest.total_cents)), 'en');
      expect(pdfText(Buffer.from(newest.content)), `${step}: the newest PDF's total`).to.include(total);

      // The record against the schedule, the booking's state and the provider's books.
      const [schedule] = await suite.db.query<{ paid: number; unpaid: number }>(
        `select coalesce(sum(amount_cents) filter (where paid_at is not null), 0)::int as paid,
                count(*) filter (where paid_at is null)::int as unpaid from payments where reservation_id = $1`,
        [id],
      );
      expect(schedule.paid, `${step}: the schedule's paid instalments are the receipts`).to.equal(m.paidCents);
      expect(m.heldCents, step).to.be.at.least(0);
      expect(m.overpaidCents, `${step}: nothing held beyond what is charged`).to.equal(0);
      if (row.status === 'cancelled') expect(m.feeCents, step).to.not.equal(null);
      else
        expect(m.chargedCents, `${step}: charged is the booking's total less credits`).to.equal(
          row.total_cents + credits(await loadMoneyEntries(suite.db, id)),
        );
      if (row.status === 'paid')
        expect([m.openCents, schedule.unpaid], `${step}: paid means nothing open`).to.deep.equal([0, 0]);
      if (m.openCents > 0 && row.status !== 'cancelled') expect(row.status, step).to.not.equal('paid');
      const [provider] = await suite.db.query<{ held: number }>(
        `select coalesce(sum(c.amount_cents - c.refunded_cents), 0)::int as held
           from test_gateway_charges c join payment_sessions s on s.provider_session_id = c.page_id
          where s.reservation_id = $1`,
        [id],
      );
      const entries = await loadMoneyEntries(suite.db, id);
      const card = (kind: string) =>
        entries.filter((e) => e.kind === kind && e.method === 'card').reduce((t, e) => t + e.amountCents, 0);
      const sentByCard = m.refunds.filter((r) => r.method === 'card' && r.status === 'succeeded');
      expect(provider.held, `${step}: the gateway holds card receipts less card refunds sent`).to.equal(
        card('receipt') - sentByCard.reduce((t, r) => t + r.amountCents, 0),
      );
      expect(
        m.refunds.filter((r) => r.method === 'card' && r.status === 'pending'),
        `${step}: card refunds are sent`,
      ).to.deep.equal([]);
    }

    it('every surface states the record after every step, and the record reconciles', async () => {
      let run = 0;
      // What the runs did, so that a run of refusals alone cannot pass for a test.
      const seen = new Set<string>();
      await fc.assert(
        fc.asyncProperty(arrival, fc.array(action, { minLength: 2, maxLength: 7 }), async (arrive, actions) => {
          const from = thursdayFrom(addDays(arrive, 21 * (run++ % 3)));
          const booking = await bookFree(from, `money-${run}@example.com`);
          await check(booking, 'booked');
          for (const [i, a] of actions.entries()) {
            await apply(a, booking, from);
            await issuePendingRefunds(suite.db, gateway(), ctx());
            await check(booking, `step ${i + 1} ${JSON.stringify(a)}`);
          }
          const [{ id }] = await suite.db.query<{ id: number }>('select id from reservations where booking_code = $1', [
            booking.bookingCode,
          ]);
          for (const e of await loadMoneyEntries(suite.db, Number(id)))
            seen.add(
              e.kind === 'charge'
                ? `charge ${e.line?.replace(/:\d+$/, '')}`
                : e.kind === 'receipt' && !e.paymentId
                  ? 'unasked'
                  : e.kind,
            );
        }),
        {
          numRuns: 24,
          // Run first, so that every kind of entry is made whatever the random runs draw.
          examples: [
            [
              '2027-12-16',
              [
                { type: 'payStalePage', nights: 10 },
                { type: 'payCard' },
                { type: 'refund', share: 0.3 },
                { type: 'move', nights: 3 },
                { type: 'cancelGuest' },
              ],
            ],
            [
              '2028-05-04',
              [
                { type: 'payBankPart', share: 0.4 },
                { type: 'payCard' },
                { type: 'payBank' },
                { type: 'refund', share: 0.5 },
                { type: 'resend' },
                { type: 'cancelStaff', waiveFee: true },
              ],
            ],
            // A move to a stay cheaper than the price reductions given (refused: docs/product/bookings-and-payments.md#staff-changes).
            [
              '2027-12-16',
              [
                { type: 'payCard' },
                { type: 'payCard' },
                { type: 'refund', share: 0.9 },
                { type: 'move', nights: 3 },
                { type: 'payBankPart', share: 0.5 },
              ],
            ],
          ],
        },
      );
      // Each series counts 1, 2, 3 … in its year: no number lost to a step that was refused or rolled back.
      const series = await suite.db.query<{ kind: string; year: number; count: number; max: number; last: number }>(
        `select d.kind, d.year, count(*)::int as count, max(d.sequence)::int as max, c.last_number as last
           from issued_documents d join document_counters c on c.series = d.kind and c.year = d.year
          group by d.kind, d.year, c.last_number`,
      );
      for (const s of series) expect([s.max, s.last], `${s.kind} ${s.year}`).to.deep.equal([s.count, s.count]);
      expect([...mailsChecked]).to.include.members(['cancellation', 'change', 'confirmation', 'receipt', 'refund']);
      expect([...seen].sort()).to.include.members([
        'cancellation',
        'charge credit',
        'charge house',
        'receipt',
        'refund',
        'refund_sent',
        'unasked',
      ]);
    });
  });
}
