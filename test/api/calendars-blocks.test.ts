// Owner blocks (calendars/blocks.ts): written like bookings, refused with a
// clear 409 naming the house and the days when a booking or another block has
// them, and racing bookings for the same days: exactly one of them wins.
import { expect } from 'chai';
import { addDays } from '../../contract/dates.ts';
import { addBlock, removeBlock } from '../../server/api/calendars/blocks.ts';
import type { HttpError } from '../../server/http/errors.ts';
import { bookThrough, refusal } from './calendars-support.ts';
import { addToCart, bookingForm, call, json, KINDS, reservationSuite } from './reservation-support.ts';

const SNOOZE = 'Sorry, you snooze you lose! Someone already booked these dates. Please select new dates.';

for (const kind of KINDS) {
  describe(`owner blocks on ${kind}`, function () {
    this.timeout(180000);
    const suite = reservationSuite(kind, 'blocks');
    const { nextHouse } = suite;

    const activeStays = (houseId: number, from: string, to: string) =>
      suite.db.query<{ kind: string; from: string; to: string }>(
        `select kind, lower(stay) as "from", upper(stay) as "to" from stays where house_id = $1 and active and stay && daterange($2::date, $3::date) order by lower(stay)`,
        [houseId, from, to],
      );

    it('adds a block on any weekdays, back to back with a booking, and removes it again', async () => {
      const house = nextHouse();
      await bookThrough(suite.api, house.code, '2028-04-06', '2028-04-13');
      const block = await addBlock(suite.db, {
        houseId: house.id,
        from: '2028-04-13',
        to: '2028-04-15',
        note: 'Roof repair',
        by: 'staff@example.com',
      });
      expect(block).to.deep.include({
        houseId: house.id,
        from: '2028-04-13',
        to: '2028-04-15',
        note: 'Roof repair',
        by: 'staff@example.com',
        calendarId: null,
      });
      const [row] = await suite.db.query('select kind, status, note, created_by from stays where id = $1', [block.id]);
      expect(row).to.deep.equal({
        kind: 'block',
        status: 'confirmed',
        note: 'Roof repair',
        created_by: 'staff@example.com',
      });
      expect((await activeStays(house.id, '2028-04-01', '2028-05-01')).map((s) => s.kind)).to.deep.equal([
        'booking',
        'block',
      ]);

      expect(await removeBlock(suite.db, block.id)).to.deep.equal(block);
      expect((await refusal(removeBlock(suite.db, block.id))).status).to.equal(404);
      expect((await activeStays(house.id, '2028-04-01', '2028-05-01')).map((s) => s.kind)).to.deep.equal(['booking']);
    });

    it('refuses a block over a booking or another block: 409 naming the house and the days, in English and German', async () => {
      const house = nextHouse();
      await bookThrough(suite.api, house.code, '2028-04-06', '2028-04-13');
      const onBooking = await refusal(
        addBlock(suite.db, { houseId: house.id, from: '2028-04-12', to: '2028-04-14', by: 'staff' }),
      );
      expect([onBooking.status, onBooking.message, onBooking.field]).to.deep.equal([
        409,
        `${house.code} is not free from 12 Apr 2028 to 14 Apr 2028: a booking or another block overlaps these dates.`,
        'from',
      ]);
      expect(onBooking.extra).to.deep.equal({
        code: 'datesTaken',
        house: house.code,
        from: '2028-04-12',
        to: '2028-04-14',
      });

      await addBlock(suite.db, { houseId: house.id, from: '2028-05-01', to: '2028-05-20', by: 'staff' });
      const onBlock = await refusal(
        addBlock(suite.db, { houseId: house.id, from: '2028-05-19', to: '2028-05-22', by: 'staff' }, 'de'),
      );
      expect([onBlock.status, onBlock.message]).to.deep.equal([
        409,
        `${house.code} ist vom 19. Mai 2028 bis 22. Mai 2028 nicht frei: Eine Buchung oder eine andere Sperre überschneidet sich mit diesen Tagen.`,
      ]);
      expect(
        (await activeStays(house.id, '2028-04-01', '2028-06-01')).map((s) => [s.kind, s.from, s.to]),
      ).to.deep.equal([
        ['booking', '2028-04-06', '2028-04-13'],
        ['block', '2028-05-01', '2028-05-20'],
      ]);
    });

    it('refuses bad days (400) and an unknown house (404), writing nothing', async () => {
      const house = nextHouse();
      for (const [from, to] of [
        ['2028-06-10', '2028-06-10'],
        ['2028-06-10', '2028-06-09'],
        ['2028-02-30', '2028-03-02'],
        ['2028-06-10', '2030-06-12'],
        ['x', '2028-06-12'],
      ]) {
        const err = await refusal(addBlock(suite.db, { houseId: house.id, from, to, by: 'staff' }));
        expect([err.status, err.field, err.message], `${from}–${to}`).to.deep.equal([
          400,
          'to',
          'The block must end after it starts, and last at most 731 nights.',
        ]);
      }
      const unknown = await refusal(
        addBlock(suite.db, { houseId: 987654, from: '2028-06-10', to: '2028-06-12', by: 'staff' }, 'de'),
      );
      expect([unknown.status, unknown.message]).to.deep.equal([404, 'Dieses Haus gibt es nicht.']);
      expect(await activeStays(house.id, '2028-06-01', '2030-07-01')).to.deep.equal([]);
    });

    it('leaves an imported block and a booking alone: removeBlock answers 409 and 404', async () => {
      const house = nextHouse();
      const [calendar] = await suite.db.query<{ id: number }>(
        `insert into house_calendars (house_id, url, label) values ($1, 'https://example.com/a.ics', 'Airbnb') returning id`,
        [house.id],
      );
      const [imported] = await suite.db.query<{ id: number }>(
        `insert into stays (house_id, stay, kind, calendar_id, event_key) values ($1, daterange('2028-07-01', '2028-07-05'), 'block', $2, 'e1') returning id`,
        [house.id, calendar.id],
      );
      const err = await refusal(removeBlock(suite.db, imported.id));
      expect([err.status, err.message]).to.deep.equal([
        409,
        'This block comes from the calendar “Airbnb”: change it there, or remove that calendar.',
      ]);
      const code = await bookThrough(suite.api, house.code, '2028-07-06', '2028-07-13');
      const [booking] = await suite.db.query<{ stay_id: number }>(
        'select stay_id from reservation_houses rh join reservations r on r.id = rh.reservation_id where r.booking_code = $1',
        [code],
      );
      expect((await refusal(removeBlock(suite.db, booking.stay_id))).status).to.equal(404);
      expect(await activeStays(house.id, '2028-07-01', '2028-08-01')).to.have.length(2);
    });

    it('a block and a booking racing for the same days: exactly one wins, the other gets its clear 409', async () => {
      for (let round = 0; round < 6; round++) {
        const house = nextHouse();
        const from = addDays('2028-08-03', 7 * round); // Thursdays
        const to = addDays(from, 7);
        const cartId = await addToCart(suite.api, house.code, from, to);
        const [booking, block] = await Promise.allSettled([
          call(suite.api, 'POST', '/api/reservation', {
            json: bookingForm(cartId, { arrival: from, departure: to }),
          }).then(async (res) => ({ status: res.status, body: await json(res) })),
          // Overlapping, not equal: the constraint must decide on any overlap.
          addBlock(suite.db, { houseId: house.id, from: addDays(from, 2), to: addDays(to, 2), by: 'staff' }),
        ]);
        if (booking.status !== 'fulfilled') throw booking.reason;
        if (block.status === 'fulfilled') {
          expect([booking.value.status, booking.value.body.message]).to.deep.equal([409, SNOOZE]);
        } else {
          expect(booking.value.status).to.equal(201);
          expect([(block.reason as HttpError).status, (block.reason as HttpError).extra.code]).to.deep.equal([
            409,
            'datesTaken',
          ]);
        }
        expect(
          (await activeStays(house.id, from, addDays(to, 2))).map((s) => s.kind),
          `round ${round}`,
        ).to.have.length(1);
      }
    });

    it('ten blocks racing for the same days: one is added, nine are refused with 409', async () => {
      const house = nextHouse();
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          addBlock(suite.db, { houseId: house.id, from: '2028-10-01', to: addDays('2028-10-05', i), by: `staff${i}` }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).to.have.length(1);
      expect(results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as HttpError).status] : []))).to.deep.equal(
        Array(9).fill(409),
      );
      expect(await activeStays(house.id, '2028-10-01', '2028-10-20')).to.have.length(1);
    });
  });
}
