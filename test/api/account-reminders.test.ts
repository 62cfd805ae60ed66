/**
 * The reminders of payments on account at a fixed clock, to the trade partner
 * company: once in the week before the due date, once after it; to the
 * company's address, else its user's, else to nobody (logged); in the
 * booking's language, with the houses, the dates, what is still open by the
 * money record and the bank details, and no pay link; none for a cancelled or
 * paid booking, nor to the guest; two workers at once send each reminder once.
 */
import { expect } from 'chai';
import pino from 'pino';
import type { ReservationResult } from '../../contract/api/types.ts';
import type { Locale } from '../../contract/locale.ts';
import { sendAccountReminders } from '../../server/api/payments/account-reminders.ts';
import { sendPaymentReminders } from '../../server/api/payments/reminders.ts';
import { openSession } from '../../server/api/users/auth.ts';
import { createCompanyUser, upsertCompany } from '../../server/api/users/repository.ts';
import { euro } from '../../server/documents/format.ts';
import { readOutbox } from '../../server/mail/index.ts';
import {
  ADMIN_TOKEN,
  bookWeek,
  call,
  contentCompany,
  KINDS,
  plain,
  reservationSuite,
  thursdayFrom,
  type TestHouse,
} from './reservation-support.ts';

const ARRIVAL = thursdayFrom('2028-03-01'); // 2028-03-02; booked 2027-12-01: due 2027-12-31 (30 days after booking)

for (const kind of KINDS) {
  describe(`reminders on account on ${kind}`, function () {
    this.timeout(120000);
    const suite = reservationSuite(kind, 'account_reminders');

    const remind = (iso: string) =>
      sendAccountReminders(suite.db, {
        now: new Date(iso),
        company: contentCompany,
        logger: pino({ level: 'silent' }),
      });
    const accountMails = async (to: string) =>
      (await readOutbox(suite.db, { to })).filter((m) => m.kind === 'account-reminder');

    /** A company (with `email`, or none) and its user's Bearer header. */
    async function agency(name: string, username: string, email?: string) {
      const companyId = await upsertCompany(suite.db, { name, email });
      const user = await createCompanyUser(suite.db, { username, password: 'correct horse battery', companyId });
      return { authorization: `Bearer ${await openSession(suite.db, suite.api.config, user.id)}` };
    }
    /** A booking on account of a week from ARRIVAL, made on 2027-12-01, with its house and sum. */
    async function bookOnAccount(headers: Record<string, string>, guest: string, lang: Locale = 'en') {
      const house = suite.nextHouse();
      const booking = await bookWeek(suite.api, house.code, ARRIVAL, { email: guest }, { headers, lang });
      expect(booking.payments.map((p) => [p.kind, p.dueDate])).to.deep.equal([['full', '2027-12-31']]);
      return { ...booking, house } as ReservationResult & { house: TestHouse };
    }

    it("reminds the company in the week before the due date and once after it, in the booking's language, with what is open and the bank details", async () => {
      const fjord = await agency(
        `Fjord Travel ${kind}`,
        `agent-${kind}@fjord.example`,
        `accounts-${kind}@fjord.example`,
      );
      const solo = await agency(`Solo Tours ${kind}`, `solo-${kind}@solo.example`);
      const nobody = await agency(`Nameless ${kind}`, `nameless-${kind}`);
      const en = await bookOnAccount(fjord, `guest-en-${kind}@example.com`);
      const de = await bookOnAccount(fjord, `guest-de-${kind}@example.com`, 'de');
      const fallback = await bookOnAccount(solo, `guest-solo-${kind}@example.com`);
      const unmailable = await bookOnAccount(nobody, `guest-nobody-${kind}@example.com`);
      const paid = await bookOnAccount(solo, `guest-paid-${kind}@example.com`);
      const cancelled = await bookOnAccount(solo, `guest-cancelled-${kind}@example.com`);
      expect(
        (
          await call(suite.api, 'POST', `/api/reservation/${paid.bookingCode}/payments/${paid.payments[0].id}/paid`, {
            headers: { 'x-admin-token': ADMIN_TOKEN },
          })
        ).status,
      ).to.equal(200);
      await suite.db.query(
        "update reservations set status = 'cancelled', cancelled_at = now(), cancel_reason = 'staff', cancellation_fee_cents = 0 where booking_code = $1",
        [cancelled.bookingCode],
      );

      expect(await remind('2027-12-23T12:00:00Z'), '8 days before').to.equal(0);
      const [a, b] = await Promise.all([remind('2027-12-24T06:00:00Z'), remind('2027-12-24T06:00:00Z')]);
      expect(a + b, 'two workers at once: each reminder once').to.equal(3);
      expect(await remind('2027-12-24T12:00:00Z'), 'a second run sends nothing').to.equal(0);
      expect(await remind('2027-12-31T12:00:00Z'), 'nor on the due date').to.equal(0);

      const fjordMails = await accountMails(`accounts-${kind}@fjord.example`);
      expect(fjordMails.map((m) => m.subject)).to.deep.equal([
        `Payment reminder: booking ${en.bookingCode} on account is due on 31 Dec 2027 – Sumarhus`,
        `Zahlungserinnerung: Buchung ${de.bookingCode} auf Rechnung ist am 31. Dez. 2027 fällig – Sumarhus`,
      ]);
      const [before, vorher] = fjordMails;
      const bank = (await contentCompany('en')).bank;
      expect(before.text).to.include(`Dear Fjord Travel ${kind} team,`);
      expect(before.text).to.include(
        `a friendly reminder: the payment on account for booking ${en.bookingCode} is due on 31 Dec 2027.`,
      );
      expect(before.text).to.include(`${en.house.name} (${en.house.code}): 2 Mar 2028 – 9 Mar 2028, 7 nights`);
      expect(before.text).to.include(
        `Still open: ${euro(en.totalCents, 'en')}. Please transfer it to the account below, quoting booking code ${en.bookingCode}.`,
      );
      expect(before.text).to.include(`Account holder: ${bank.accountHolder}\nBank: ${bank.name}\nIBAN: ${bank.iban}`);
      expect(before.text).to.include(`BIC: ${bank.bic}`);
      expect(before.text).to.not.include('/api/payments/pay/');
      expect(before.bookingId).to.be.a('number');
      expect(plain(vorher.text)).to.include('Sehr geehrte Damen und Herren,');
      expect(plain(vorher.text)).to.include(
        `Die Zahlung auf Rechnung für die Buchung ${de.bookingCode} ist am 31. Dez. 2027 fällig.`,
      );
      expect(plain(vorher.text)).to.include(`Noch offen: ${plain(euro(de.totalCents, 'de'))}.`);
      expect(plain(vorher.text)).to.include('Bankverbindung für Überweisungen:\nKontoinhaber:');

      expect(
        (await accountMails(`solo-${kind}@solo.example`)).map((m) => m.subject),
        "no company address: to the user's",
      ).to.deep.equal([
        `Payment reminder: booking ${fallback.bookingCode} on account is due on 31 Dec 2027 – Sumarhus`,
      ]);
      for (const guest of ['en', 'de', 'solo', 'nobody'])
        expect(await accountMails(`guest-${guest}-${kind}@example.com`), 'never to the guest').to.deep.equal([]);
      const [mark] = await suite.db.query<{ reminded_at: Date | null }>(
        'select reminded_at from payments where id = $1',
        [unmailable.payments[0].id],
      );
      expect(mark.reminded_at, 'no address anywhere: marked, so not tried every run').to.not.equal(null);

      // Part of it arrives: what is open is the money record's, not the payment's amount.
      await suite.db.query(
        "insert into money_entries (reservation_id, kind, amount_cents, method, payment_id, cause) select reservation_id, 'receipt', 10000, 'bank', id, 'operator' from payments where id = $1",
        [en.payments[0].id],
      );
      expect(await remind('2028-01-01T06:00:00Z'), 'the day after the due date').to.equal(3);
      expect(await remind('2028-01-02T06:00:00Z'), 'once').to.equal(0);
      expect(await remind('2028-02-20T06:00:00Z'), 'and never again').to.equal(0);
      const [, , overdue, überfällig] = await accountMails(`accounts-${kind}@fjord.example`);
      expect(overdue.subject).to.equal(`Payment overdue: booking ${en.bookingCode} on account – Sumarhus`);
      expect(overdue.text).to.include(
        `we have not yet received the payment on account for booking ${en.bookingCode}, due on 31 Dec 2027.`,
      );
      expect(overdue.text).to.include(`Still open: ${euro(en.totalCents - 10000, 'en')}.`);
      expect(überfällig.subject).to.equal(`Zahlung überfällig: Buchung ${de.bookingCode} auf Rechnung – Sumarhus`);
      expect(plain(überfällig.text)).to.include('fällig am 31. Dez. 2027, ist noch nicht bei uns eingegangen.');

      expect(await accountMails(`solo-${kind}@solo.example`), 'none for the paid or cancelled').to.have.length(2);
      expect(
        await sendPaymentReminders(suite.db, {
          now: new Date('2028-01-03T06:00:00Z'),
          company: contentCompany,
          secret: suite.api.config.jwtSecret,
          publicUrl: undefined,
        }),
        "the guest's reminders leave bookings on account alone",
      ).to.equal(0);
    });
  });
}
