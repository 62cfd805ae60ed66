// Migration 080 (card payments) on a database that already holds bookings:
// payments marked paid by an operator become bank transfers, a booking with
// its deposit paid becomes confirmed, a cancelled one keeps what was paid.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { openDatabase } from '../../server/db/client.ts';
import { migrate, MIGRATIONS_DIR } from '../../server/db/migrate.ts';
import { ROOT, tempDir } from '../helpers/server.ts';

const CARD_PAYMENTS = '080_card_payments.sql';

describe('migration 080 on a database with bookings made before card payments', function () {
  this.timeout(120_000);

  it('backfills method, status and the fee kept, so its constraints hold', async () => {
    // A project root whose migrations stop before 080.
    const before = tempDir();
    fs.mkdirSync(path.join(before, MIGRATIONS_DIR), { recursive: true });
    for (const file of fs.readdirSync(path.join(ROOT, MIGRATIONS_DIR)).filter((f) => f < CARD_PAYMENTS)) {
      fs.copyFileSync(path.join(ROOT, MIGRATIONS_DIR, file), path.join(before, MIGRATIONS_DIR, file));
    }
    const db = await openDatabase({ dataDir: tempDir() });
    try {
      await migrate(db, before);
      // One house is enough (the demo seed writes through the importer, which needs the newest schema).
      const [house] = await db.query<{ id: number }>(
        `insert into houses (code, region_id, house_type_id, max_persons, bedrooms, size_m2, latitude, longitude) values ('SH-1001', 4, 1, 4, 2, 60, 63.9, -20.9) returning id`,
      );
      const book = async (code: string, from: string, status: string, paidKinds: string[]) => {
        const [stay] = await db.query<{ id: number }>(
          `insert into stays (house_id, stay, kind, status) values ($1, daterange($2::date, ($2::date + 7)), 'booking', $3) returning id`,
          [house.id, from, status === 'cancelled' ? 'cancelled' : 'pending'],
        );
        const [r] = await db.query<{ id: number }>(
          `insert into reservations (booking_code, email, locale, title, first_name, last_name, birth_date, nationality, address, city, zip_code, country_iso, mobile_phone,
             number_adults, number_children, number_viator_kit, arrival_date, arrival_transport_type, arrival_transport_number, departure_date, departure_transport_type,
             departure_transport_number, check_in_center, kit_price_cents, houses_cents, kits_cents, total_cents, status, cancelled_at, cancel_reason)
           values ($1, 'old@example.com', 'en', 'Ms', 'A', 'B', '1980-01-01', 'German', 'Street 1', 'City', '1', 'DE', '+49 1', 2, 0, 0, $2, 1, 'FI 1', $2::date + 7, 1, 'FI 2',
             1, 3500, 100000, 0, 100000, $3, $4, $5) returning id`,
          [
            code,
            from,
            status,
            status === 'cancelled' ? new Date().toISOString() : null,
            status === 'cancelled' ? 'unpaid' : null,
          ],
        );
        await db.query(
          'insert into reservation_houses (reservation_id, position, house_id, stay_id, price_cents) values ($1, 1, $2, $3, 100000)',
          [r.id, house.id, stay.id],
        );
        for (const [kind, cents] of [
          ['deposit', 20000],
          ['balance', 80000],
        ] as const) {
          await db.query(
            'insert into payments (reservation_id, kind, amount_cents, due_date, paid_at) values ($1, $2, $3, $4, $5)',
            [r.id, kind, cents, from, paidKinds.includes(kind) ? new Date().toISOString() : null],
          );
        }
      };
      await book('10000001', '2028-03-02', 'pending_payment', ['deposit']);
      await book('10000002', '2028-03-09', 'pending_payment', []);
      await book('10000003', '2028-03-16', 'cancelled', ['deposit']);
      await book('10000004', '2028-03-23', 'paid', ['deposit', 'balance']);

      expect(await migrate(db, ROOT)).to.include(CARD_PAYMENTS);
      const rows = await db.query<{
        booking_code: string;
        status: string;
        cancellation_fee_cents: number | null;
        methods: string;
      }>(
        `select r.booking_code, r.status, r.cancellation_fee_cents, string_agg(coalesce(p.method, '-'), ',' order by p.kind desc) as methods
           from reservations r join payments p on p.reservation_id = r.id group by r.id order by r.booking_code`,
      );
      expect(rows).to.deep.equal([
        { booking_code: '10000001', status: 'confirmed', cancellation_fee_cents: null, methods: 'bank,-' },
        { booking_code: '10000002', status: 'pending_payment', cancellation_fee_cents: null, methods: '-,-' },
        { booking_code: '10000003', status: 'cancelled', cancellation_fee_cents: 20000, methods: 'bank,-' },
        { booking_code: '10000004', status: 'paid', cancellation_fee_cents: null, methods: 'bank,bank' },
      ]);
    } finally {
      await db.close();
    }
  });
});
