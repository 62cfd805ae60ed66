// The mails of server/mail/kinds/ that other tests reach only in passing, each
// through the API call that sends it: its outbox row's kind and booking id
// (none where no booking is meant), its words in English and German, and its
// attachments. The booking mails' own tests: payment-mail.test.ts, refund-mail.test.ts.
import { expect } from 'chai';
import type { Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { loadReservation } from '../../server/api/bookings/repository.ts';
import { createCompanyUser, upsertCompany } from '../../server/api/users/repository.ts';
import type { Db } from '../../server/db/client.ts';
import { readOutbox, type OutboxMessage } from '../../server/mail/index.ts';
import { readOutboxExpanded } from '../helpers/mail-links.ts';
import {
  bookWeek,
  ADMIN_TOKEN,
  call,
  housePool,
  KINDS,
  newAddress,
  openTestDb,
  pdfText,
  serveApi,
  thursdayFrom,
  type Api,
  type TestHouse,
  plain,
} from './reservation-support.ts';

const STAFF = 'staff@sumarhus.example';
/** German amounts and dates in PDFs may carry non-breaking spaces. */

for (const kind of KINDS) {
  describe(`mail kinds on ${kind}`, function () {
    this.timeout(180000);
    let db: Db;
    let api: Api;
    let nextHouse: () => TestHouse;

    before(async function () {
      db = await openTestDb(this, kind, 'mailkinds');
      api = await serveApi(db, { STAFF_EMAIL: STAFF });
      nextHouse = await housePool(db);
    });
    after(async () => {
      await api?.close();
      await db?.close();
    });

    /** The mails to an address; the API answers before it writes some, so wait until there are `count`. */
    async function mailsTo(address: string, count: number): Promise<OutboxMessage[]> {
      for (let i = 0; i < 100; i++) {
        const mails = await readOutboxExpanded(db, { to: address });
        if (mails.length >= count) return mails;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return readOutboxExpanded(db, { to: address });
    }

    /** A booking arriving within 30 days, so one full payment. */
    const book = (email: string, lang: Locale) =>
      bookWeek(api, nextHouse().code, thursdayFrom('2027-12-15'), { email }, { lang });

    describe('login-link', () => {
      const cases = [
        {
          lang: 'en',
          user: 'link-en@fjord.example',
          subject: 'Your login link – Sumarhus',
          text: 'here is the link that logs you in to Sumarhus as link-en@fjord.example. It works once, within 15 minutes:',
        },
        {
          lang: 'de',
          user: 'link-de@fjord.example',
          subject: 'Ihr Anmeldelink – Sumarhus',
          text: 'hier ist der Link, der Sie bei Sumarhus als link-de@fjord.example anmeldet. Er gilt einmal, innerhalb von 15 Minuten:',
        },
      ] as const;
      for (const c of cases)
        it(`is about no booking, in the language it was asked in (${c.lang})`, async () => {
          const companyId = await upsertCompany(db, { name: `Fjord Travel ${c.lang}` });
          await createCompanyUser(db, { username: c.user, password: 'correct horse battery', companyId });
          const asked = await call(api, 'POST', '/api/user/login-link', {
            json: { email: c.user },
            lang: c.lang,
            from: newAddress(),
          });
          expect(asked.status).to.equal(202);
          const [mail, ...more] = await mailsTo(c.user, 1);
          expect(more).to.have.length(0);
          expect(mail).to.include({ kind: 'login-link', bookingId: null, to: c.user, subject: c.subject });
          expect(mail.text).to.include(c.text);
          const long = new RegExp(`${api.base}${pathFor('login', c.lang)}\\?token=[\\w-]{43}`);
          expect(mail.text).to.match(new RegExp(`${long.source}\\n`));
          expect(mail.attachments).to.deep.equal([]);
          // As sent, the text holds a short link to it instead (over 80 characters).
          const [sent] = await readOutbox(db, { id: mail.id });
          expect(sent.text)
            .to.match(new RegExp(`${api.base}/l/[\\w-]{16}\\n`))
            .and.not.match(long);
        });
    });

    describe('booking-links', () => {
      const cases = [
        {
          lang: 'en',
          email: 'links-en@example.com',
          subject: 'Your bookings – Sumarhus',
          text: 'here are the links to your bookings with Sumarhus. Each works for 24 hours:',
          line: 'Booking',
        },
        {
          lang: 'de',
          email: 'links-de@example.com',
          subject: 'Ihre Buchungen – Sumarhus',
          text: 'hier sind die Links zu Ihren Buchungen bei Sumarhus. Jeder gilt 24 Stunden:',
          line: 'Buchung',
        },
      ] as const;
      for (const c of cases)
        it(`is about no one booking, in the language it was asked in (${c.lang}), one line per booking`, async () => {
          // Booked in the other language: the mail speaks the language of the request.
          const first = await book(c.email, c.lang === 'en' ? 'de' : 'en');
          const second = await book(c.email, c.lang === 'en' ? 'de' : 'en');
          const booked = (await mailsTo(c.email, 2)).length;
          const asked = await call(api, 'POST', '/api/reservation/link', {
            json: { email: c.email },
            lang: c.lang,
            from: newAddress(),
          });
          expect(asked.status).to.equal(202);
          const mail = (await mailsTo(c.email, booked + 1)).find((m) => m.kind === 'booking-links')!;
          expect(mail).to.include({ kind: 'booking-links', bookingId: null, to: c.email, subject: c.subject });
          expect(mail.text).to.include(c.text);
          for (const code of [first.bookingCode, second.bookingCode])
            expect(mail.text).to.match(
              new RegExp(`${c.line} ${code}:\\n${api.base}${pathFor('myBooking', c.lang)}\\?token=\\S+`),
            );
          expect(mail.attachments).to.deep.equal([]);
        });
    });

    describe('travel-documents', () => {
      const cases = [
        {
          lang: 'en',
          email: 'travel-en@example.com',
          subject: (code: string) => `Your travel documents for booking ${code} – Sumarhus`,
          text: (code: string) =>
            `thank you for your payment: booking ${code} is now paid in full. Your travel documents are attached`,
          hello: 'Dear Ms Müller,',
          pdf: 'Travel document',
        },
        {
          lang: 'de',
          email: 'travel-de@example.com',
          subject: (code: string) => `Ihre Reiseunterlagen zur Buchung ${code} – Sumarhus`,
          text: (code: string) =>
            `vielen Dank für Ihre Zahlung: Die Buchung ${code} ist nun vollständig bezahlt. Im Anhang finden Sie Ihre Reiseunterlagen`,
          hello: 'Sehr geehrte Frau Müller,',
          pdf: 'Reiseunterlagen',
        },
      ] as const;
      for (const c of cases)
        it(`is about the booking paid in full, in its language (${c.lang}), with a PDF per house`, async () => {
          const booking = await book(c.email, c.lang);
          expect(booking.payments.map((p) => p.kind)).to.deep.equal(['full']);
          const paid = await call(
            api,
            'POST',
            `/api/reservation/${booking.bookingCode}/payments/${booking.payments[0].id}/paid`,
            { headers: { 'x-admin-token': ADMIN_TOKEN } },
          );
          expect(paid.status).to.equal(200);
          const record = (await loadReservation(db, { code: booking.bookingCode }))!;
          const travel = (await readOutboxExpanded(db, { bookingId: record.id })).filter(
            (m) => m.kind === 'travel-documents',
          );
          expect(travel).to.have.length(1);
          const [mail] = travel;
          expect(mail).to.include({ bookingId: record.id, to: c.email, subject: c.subject(booking.bookingCode) });
          expect(mail.text).to.include(c.hello).and.include(c.text(booking.bookingCode));
          expect(mail.attachments).to.have.length(record.houses.length);
          for (const file of mail.attachments) {
            expect(file.contentType).to.equal('application/pdf');
            expect(file.filename).to.match(/\.pdf$/);
            expect(file.content.subarray(0, 4).toString('latin1')).to.equal('%PDF');
            expect(plain(pdfText(file.content)))
              .to.include(c.pdf)
              .and.include(booking.bookingCode);
          }
        });
    });

    describe('booking without a title', () => {
      for (const [lang, hello] of [
        ['en', 'Dear Anna Müller,'],
        ['de', 'Guten Tag Anna Müller,'],
      ] as const)
        it(`greets the guest by their whole name, never as Mr (${lang})`, async () => {
          const email = `untitled-${lang}@example.com`;
          const booking = await bookWeek(
            api,
            nextHouse().code,
            thursdayFrom('2027-12-15'),
            { email, title: '' },
            { lang },
          );
          expect(booking.guest.title).to.equal(null);
          const [mail] = await mailsTo(email, 1);
          expect(mail.text.split('\n')[0]).to.equal(hello);
          expect(mail.text).not.to.contain(lang === 'en' ? 'Dear Mr' : 'Herr');
        });
    });

    describe('contact', () => {
      const cases = [
        { lang: 'en', name: 'Anna Jónsdóttir', language: 'English (en)' },
        { lang: 'de', name: 'Jens Becker', language: 'German (de)' },
      ] as const;
      for (const c of cases)
        it(`goes to the staff, about no booking, in English whatever the writer's language (${c.lang}), naming it`, async () => {
          const res = await call(api, 'POST', '/api/contact', {
            json: {
              name: c.name,
              email: `writer-${c.lang}@example.com`,
              subject: 'booking',
              messages: 'Can we arrive on Thursday evening?',
            },
            lang: c.lang,
            from: newAddress(),
          });
          expect(res.status, await res.clone().text()).to.be.within(200, 299);
          const mail = (await readOutboxExpanded(db, { to: STAFF })).find(
            (m) => m.replyTo === `writer-${c.lang}@example.com`,
          )!;
          expect(mail).to.include({
            kind: 'contact',
            bookingId: null,
            subject: `Contact form: Help with a booking – ${c.name}`,
          });
          expect(mail.text).to.include('A message from the contact form of the website.');
          expect(mail.text).to.match(new RegExp(`^Language: +${c.language.replace(/[()]/g, '\\$&')}$`, 'm'));
          expect(mail.text).to.include('Can we arrive on Thursday evening?');
          expect(mail.attachments).to.deep.equal([]);
        });
    });
  });
}
