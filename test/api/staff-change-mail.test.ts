// The "your booking has changed" mail when staff move a house of a booking, on
// PGlite and PostgreSQL: one outbox row of kind `change` with the booking's id,
// written with the move, in the booking's language (the stay before and now,
// the new total and what is open with its due dates, that they moved, the link
// to My booking); none for a refused move, none for a repeated request that
// changes nothing.
import { expect } from 'chai';
import type { StaffBooking } from '../../contract/api/staff.ts';
import { addDays, type IsoDate } from '../../contract/dates.ts';
import type { Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import type { Db } from '../../server/db/client.ts';
import { day, euro } from '../../server/documents/format.ts';
import { readOutbox } from '../../server/mail/index.ts';
import { staffAndAgencyHeaders } from '../helpers/staff.ts';
import {
  call,
  json,
  KINDS,
  thursdayFrom,
  type Api,
  type TestHouse,
  plain,
  bookWeek,
  reservationSuite,
} from './reservation-support.ts';

const NOW = '2027-12-01T09:00:00Z';

for (const kind of KINDS) {
  describe(`the booking change mail on ${kind}`, function () {
    this.timeout(180000);
    let db: Db;
    let api: Api;
    let nextHouse: () => TestHouse;
    let staff: Record<string, string>;

    const suite = reservationSuite(kind, 'staff_change_mail', NOW);
    before(async () => {
      ({ db, api, nextHouse } = suite);
      ({ staff } = await staffAndAgencyHeaders(db, api.config));
    });

    async function book(email: string, lang: Locale, from = thursdayFrom('2028-04-01')) {
      const house = nextHouse();
      const booking = await bookWeek(api, house.code, from, { email }, { lang });
      return { house, from, code: booking.bookingCode };
    }
    const asStaff = (method: string, path: string, body?: unknown) =>
      call(api, method, `/api/staff${path}`, { headers: staff, json: body });
    const detail = async (code: string) => json<StaffBooking>(await asStaff('GET', `/bookings/${code}`));
    const move = (code: string, body: { resFrom: IsoDate; resTo: IsoDate; house?: string }) =>
      asStaff('POST', `/bookings/${code}/lines`, { position: 1, ...body });
    const changeMails = async (code: string) => {
      const [{ id }] = await db.query<{ id: number }>('select id from reservations where booking_code = $1', [code]);
      return (await readOutbox(db, { bookingId: Number(id) })).filter((m) => m.kind === 'change');
    };
    const houseName = async (code: string, lang: Locale) =>
      (
        await db.query<{ name: string }>(
          'select t.name from house_texts t join houses h on h.id = t.house_id where h.code = $1 and t.lang = $2',
          [code, lang],
        )
      )[0].name;
    const stayLine = (
      name: string,
      code: string,
      from: IsoDate,
      to: IsoDate,
      nights: string,
      cents: number,
      lang: Locale,
    ) => `- ${name} (${code}): ${day(from, lang)} – ${day(to, lang)}, ${nights}, ${euro(cents, lang)}`;

    it('moving a booking to other dates queues one English change mail: before, now, the new total, what is open and when', async () => {
      const { house, from, code } = await book('move-en@example.com', 'en');
      const before = await detail(code);
      const res = await move(code, { resFrom: addDays(from, 7), resTo: addDays(from, 21) });
      expect(res.status).to.equal(200);
      const after = await json<StaffBooking>(res);

      const mails = await changeMails(code);
      expect(mails).to.have.length(1);
      const [mail] = mails;
      const [{ id }] = await db.query<{ id: number }>('select id from reservations where booking_code = $1', [code]);
      expect({ kind: mail.kind, bookingId: mail.bookingId, to: mail.to }).to.deep.equal({
        kind: 'change',
        bookingId: Number(id),
        to: 'move-en@example.com',
      });
      expect(mail.subject).to.equal(`Your booking ${code} has changed – Sumarhus`);
      expect(mail.text).to.include(`Dear Ms Müller,\n\nwe have changed your booking ${code}:\n`);
      expect(mail.text).to.include(
        [
          'Before:',
          stayLine(house.name, house.code, from, addDays(from, 7), '7 nights', before.houses[0].priceCents, 'en'),
          'Now:',
          stayLine(
            house.name,
            house.code,
            addDays(from, 7),
            addDays(from, 21),
            '14 nights',
            after.houses[0].priceCents,
            'en',
          ),
        ].join('\n'),
      );
      expect(mail.text).to.include(
        `New total: ${euro(after.totalCents, 'en')} (before: ${euro(before.totalCents, 'en')}).`,
      );
      const [deposit, balance] = after.payments;
      expect(mail.text).to.include(
        `Still open:\n- Deposit (20 %): ${euro(deposit.amountCents, 'en')}, due ${day(deposit.dueDate, 'en')}`,
      );
      expect(mail.text).to.include(
        `\n- Balance: ${euro(balance.amountCents, 'en')}, due ${day(balance.dueDate, 'en')}`,
      );
      expect(balance.dueDate, 'the balance follows the arrival').to.equal(addDays(from, 7 - 30));
      expect(mail.text).to.include('With the new dates, what is still open is due on new days.\n\nStill open:');
      expect(mail.text).to.include(`${api.base}${pathFor('myBooking', 'en')}`);
      expect(mail.html).to.include(`href="${api.base}/en/my-booking/"`);
      // The back office lists it with the booking's mails.
      expect((await detail(code)).mails.map((m) => m.subject)).to.include(mail.subject);
    });

    it('moving a German booking to another house queues one German change mail with the house names', async () => {
      const { house, from, code } = await book('move-de@example.com', 'de');
      const other = nextHouse();
      const before = await detail(code);
      const res = await move(code, { resFrom: from, resTo: addDays(from, 7), house: other.code });
      expect(res.status).to.equal(200);
      const after = await json<StaffBooking>(res);

      const mails = await changeMails(code);
      expect(mails).to.have.length(1);
      const text = plain(mails[0].text);
      expect(mails[0].subject).to.equal(`Ihre Buchung ${code} wurde geändert – Sumarhus`);
      expect(text).to.include(`Sehr geehrte Frau Müller,\n\nwir haben Ihre Buchung ${code} geändert:\n`);
      expect(text).to.include(
        plain(
          [
            'Bisher:',
            stayLine(
              await houseName(house.code, 'de'),
              house.code,
              from,
              addDays(from, 7),
              '7 Nächte',
              before.houses[0].priceCents,
              'de',
            ),
            'Jetzt:',
            stayLine(
              await houseName(other.code, 'de'),
              other.code,
              from,
              addDays(from, 7),
              '7 Nächte',
              after.houses[0].priceCents,
              'de',
            ),
          ].join('\n'),
        ),
      );
      expect(text).to.include(
        plain(
          after.totalCents === before.totalCents
            ? `Der Preis bleibt gleich: ${euro(after.totalCents, 'de')}.`
            : `Neuer Gesamtbetrag: ${euro(after.totalCents, 'de')} (bisher: ${euro(before.totalCents, 'de')}).`,
        ),
      );
      expect(text, 'the same dates: the due dates stay').to.not.include('Fälligkeiten');
      const [balance] = after.payments.filter((p) => p.kind === 'balance');
      expect(text).to.include(
        `Restbetrag: ${plain(euro(balance.amountCents, 'de'))}, fällig am ${day(balance.dueDate, 'de')}`,
      );
      expect(text).to.include(`${api.base}${pathFor('myBooking', 'de')}`);
    });

    it('a refused move queues no mail; repeating a move that is done queues no second one', async () => {
      const { from, code } = await book('move-again@example.com', 'en');
      const other = await book('move-other@example.com', 'en', thursdayFrom('2028-09-01'));
      const taken = await move(code, { resFrom: other.from, resTo: addDays(other.from, 7), house: other.house.code });
      expect(taken.status).to.equal(409);
      expect(await changeMails(code)).to.deep.equal([]);

      const to = { resFrom: addDays(from, 14), resTo: addDays(from, 21) };
      expect((await move(code, to)).status).to.equal(200);
      const again = await move(code, to);
      expect(again.status).to.equal(200);
      expect((await json<StaffBooking>(again)).houses[0]).to.include({ from: to.resFrom, to: to.resTo });
      expect(await changeMails(code)).to.have.length(1);
    });
  });
}
