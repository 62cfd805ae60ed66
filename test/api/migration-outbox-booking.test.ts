// Migration 104 on a database that already holds mails: each old outbox row gets
// its kind from its subject (or the contact message it forwards) and its booking
// from the code in the subject.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { openDatabase } from '../../server/db/client.ts';
import { migrate, MIGRATIONS_DIR } from '../../server/db/migrate.ts';
import { ROOT, tempDir } from '../helpers/server.ts';

const OUTBOX_BOOKING = '104_outbox_booking.sql';

describe('migration 104 on an outbox written before it', function () {
  this.timeout(120_000);

  it('fills kind and booking id of the old rows', async () => {
    const before = tempDir();
    fs.mkdirSync(path.join(before, MIGRATIONS_DIR), { recursive: true });
    for (const file of fs.readdirSync(path.join(ROOT, MIGRATIONS_DIR)).filter((f) => f < OUTBOX_BOOKING)) {
      fs.copyFileSync(path.join(ROOT, MIGRATIONS_DIR, file), path.join(before, MIGRATIONS_DIR, file));
    }
    const db = await openDatabase({ dataDir: tempDir() });
    try {
      await migrate(db, before);
      const [r] = await db.query<{ id: number }>(
        `insert into reservations (booking_code, email, locale, title, first_name, last_name, birth_date, nationality, address, city, zip_code, country_iso, mobile_phone,
           number_adults, number_children, number_viator_kit, arrival_date, arrival_transport_type, arrival_transport_number, departure_date, departure_transport_type,
           departure_transport_number, check_in_center, kit_price_cents, houses_cents, kits_cents, total_cents, status)
         values ('10000001', 'old@example.com', 'en', 'Ms', 'A', 'B', '1980-01-01', 'German', 'Street 1', 'City', '1', 'DE', '+49 1', 2, 0, 0, '2028-03-02', 1, 'FI 1',
           '2028-03-09', 1, 'FI 2', 1, 3500, 100000, 0, 100000, 'pending_payment') returning id`,
      );
      const subjects = [
        'Your booking 10000001 – Sumarhus',
        'Kopie: Ihre Buchung 10000001 wurde storniert – Sumarhus',
        'Reminder: payment overdue for booking 10000001 – Sumarhus',
        'Your login link – Sumarhus',
        'Contact form: Other – A B',
      ];
      for (const subject of subjects)
        await db.query(
          `insert into outbox_messages (to_address, subject, text) values ('old@example.com', $1, 'Body')`,
          [subject],
        );
      await db.query(
        `insert into contact_messages (name, email, subject, message, locale, outbox_message_id)
         select 'A B', 'old@example.com', 'general', 'Hello', 'en', id from outbox_messages where subject like 'Contact form:%'`,
      );

      expect(await migrate(db, ROOT)).to.include(OUTBOX_BOOKING);
      const rows = await db.query<{ kind: string | null; booking_id: number | null }>(
        'select kind, booking_id from outbox_messages order by id',
      );
      expect(rows.map((row) => [row.kind, row.booking_id === null ? null : Number(row.booking_id)])).to.deep.equal([
        ['confirmation', Number(r.id)],
        ['cancellation', Number(r.id)],
        ['reminder', Number(r.id)],
        ['login-link', null],
        ['contact', null],
      ]);
    } finally {
      await db.close();
    }
  });
});
