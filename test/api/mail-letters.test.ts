/**
 * Every kind of mail, in both languages, through the outbox: an HTML part (MJML's, with the letterhead
 * and buttons) and a text part whose links are at most 80 characters (the long ones short links that
 * lead where they stood for); the company's footer in both parts of every letter of the company; the
 * booking's houses as a table; what guests type is escaped in the HTML.
 */
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { expect } from 'chai';
import express from 'express';
import type { Locale } from '../../contract/locale.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { enqueueMail, readOutbox, type MailKind, type OutgoingMail } from '../../server/mail/outbox.ts';
import { shortLinkRoute } from '../../server/mail/short-link-route.ts';
import { LONGEST, shortLinkTarget } from '../../server/mail/short-links.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { ROOT, tempDir } from '../helpers/server.ts';
import { EVIL, INVOICE_URL, MAILS, ORIGIN, TOKEN } from '../helpers/mail-samples.ts';

const links = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

/** Notices to the staff's own address, in English: the letterhead's name, no footer. */
const STAFF_NOTICES: readonly MailKind[] = ['contact', 'owner-block', 'transfer-overdue'];

/** The cells of each row of the houses' table in an HTML part, as text. */
function stayRows(html: string): string[][] {
  const at = html.indexOf('scope="colgroup"');
  const table = html.slice(html.lastIndexOf('<table', at), html.indexOf('</table>', at));
  return [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1].matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) => cell[1].replace(/<br \/>/g, '\n')),
  );
}

for (const kind of ['pglite', 'postgres'] as const) {
  describe(`mail letters on ${kind}`, function () {
    let db: Db;

    // Migrating a fresh database takes a while on a busy machine.
    this.timeout(120000);

    before(async function () {
      const pg = kind === 'postgres' ? await requirePostgres(this) : null;
      db = await openDatabase({ url: pg ? await freshDatabaseUrl(pg, 'letters') : undefined, dataDir: tempDir() });
      await migrate(db, ROOT);
    });
    after(() => db?.close());

    for (const [name, make] of Object.entries(MAILS))
      for (const locale of ['en', 'de'] as const)
        it(`${name} (${locale}): an HTML and a text part, no link in the text over ${LONGEST} characters`, async () => {
          const mail = make(locale);
          expect(mail.kind).to.equal(name);
          const id = await db.transaction((tx) => enqueueMail(tx, { ...mail, bookingId: undefined }));
          const [stored] = await readOutbox(db, { id });
          expect(stored.html, 'the HTML part').to.match(/^<!doctype html>/i);
          expect(stored.html).to.include('<table').and.include('Sumarhus');
          expect(stored.text.trim(), 'the text part').to.not.equal('');
          for (const link of links(stored.text)) expect(link.length, link).to.be.at.most(LONGEST);
          // Every link the text had is still there, behind a short link when it was long.
          const long = links(mail.text).filter((l) => l.length > LONGEST);
          const short = links(stored.text).filter((l) => /\/l\/[\w-]{16}$/.test(l));
          expect(short).to.have.length(long.length);
          for (const [i, link] of short.entries())
            expect(await shortLinkTarget(db, link.split('/l/')[1])).to.equal(long[i]);
          // Each link of the text part is a button's or a link's href in the HTML part.
          for (const link of links(mail.text)) expect(stored.html).to.include(`href="${link.replace(/&/g, '&#38;')}"`);
        });

    it('GET /l/{id} redirects to the link a short link stands for, never cached; an unknown one goes on', async () => {
      const id = await db.transaction((tx) =>
        enqueueMail(tx, { ...MAILS['set-password']('en'), bookingId: undefined }),
      );
      const [stored] = await readOutbox(db, { id });
      const short = /\/l\/([\w-]{16})/.exec(stored.text)![1];
      const app = express();
      app.get('/l/:id', shortLinkRoute(db));
      app.use((_req, res) => void res.status(404).end());
      const server = app.listen(0, '127.0.0.1');
      await once(server, 'listening');
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        const res = await fetch(`${base}/l/${short}`, { redirect: 'manual' });
        expect(res.status).to.equal(302);
        expect(res.headers.get('location')).to.equal(`${ORIGIN}/en/login/password/?token=${TOKEN}`);
        expect(res.headers.get('cache-control')).to.equal('no-store');
        expect((await fetch(`${base}/l/AAAAAAAAAAAAAAAA`, { redirect: 'manual' })).status).to.equal(404);
      } finally {
        server.close();
      }
    });

    it('escapes what guests and owners typed in the HTML part', async () => {
      for (const make of Object.values(MAILS)) {
        const mail = make('en');
        const id = await db.transaction((tx) => enqueueMail(tx, { ...mail, bookingId: undefined }));
        const [stored] = await readOutbox(db, { id });
        expect(stored.html).to.not.include('<script>');
        if (mail.text.includes(EVIL))
          expect(stored.html).to.include('&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Co&#34;');
      }
    });

    /** The mail as queued: its outbox row. */
    async function queued(mail: OutgoingMail) {
      const id = await db.transaction((tx) => enqueueMail(tx, { ...mail, bookingId: undefined }));
      return (await readOutbox(db, { id }))[0];
    }

    it('every letter of the company ends with its footer in both parts; staff notices have none', async () => {
      const footer = ['Sumarhus ehf. · Laugavegur 1 · 101 Reykjavík', 'Kennitala 123456-7890 · VAT 123456'];
      for (const [name, make] of Object.entries(MAILS) as Array<[MailKind, (l: Locale) => OutgoingMail]>)
        for (const locale of ['en', 'de'] as const) {
          const stored = await queued(make(locale));
          const html = stored.html!;
          if (STAFF_NOTICES.includes(name)) {
            expect(stored.text, name).to.not.include(footer[1]);
            expect(html, name).to.not.include(footer[1]);
            continue;
          }
          expect(stored.text, `${name} (${locale})`).to.match(
            new RegExp(`\\n\\n-- \\n${footer.join('\\n')}\\n\\+354 555 0100 · info@sumarhus\\.is\\n$`),
          );
          expect(html, `${name} (${locale})`).to.include(
            `${footer.join('<br />')}<br />+354 555 0100 · info@sumarhus.is`,
          );
        }
    });

    it('the booking’s houses as a table: a row per house as the booking has it, the text keeping its lines', async () => {
      const expected = {
        en: {
          head: ['Dates', 'Guests', 'Price'],
          stay: ['3 Jun 2028 – 10 Jun 2028\n7 nights', '2 adults, 1 child', '€2,000.00'],
          total: ['Total', '€2,000.00'],
          line: '- Hraunhús <script>alert(1)</script> & "Co" (SH-1001): 3 Jun 2028 – 10 Jun 2028, 7 nights, €2,000.00',
        },
        de: {
          head: ['Zeitraum', 'Gäste', 'Preis'],
          stay: ['3. Juni 2028 – 10. Juni 2028\n7 Nächte', '2 Erwachsene, 1 Kind', '2.000,00 €'],
          total: ['Gesamtbetrag', '2.000,00 €'],
          line: '- Hraunhús <script>alert(1)</script> & "Co" (SH-1001): 3. Juni 2028 – 10. Juni 2028, 7 Nächte, 2.000,00 €',
        },
      };
      const name = 'Hraunhús &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Co&#34; (SH-1001)';
      for (const locale of ['en', 'de'] as const) {
        const e = expected[locale];
        const stored = await queued(MAILS.confirmation(locale));
        const rows = stayRows(stored.html!).map((row) => row.map((cell) => cell.replace(/\u00a0/g, ' ')));
        expect(rows).to.deep.equal([[locale === 'en' ? 'Houses' : 'Häuser'], e.head, [name], e.stay, e.total]);
        expect(stored.html).to.not.include('<script>');
        expect(stored.text.replace(/\u00a0/g, ' ')).to.include(
          `${locale === 'en' ? 'Houses' : 'Häuser'}:\n${e.line}\n${e.total.join(': ')}\n\n`,
        );
      }
      // The change: the stay before and now, each under its heading.
      const change = stayRows((await queued(MAILS.change('en'))).html!).map((row) => row[0]);
      expect(change).to.deep.equal([
        'Before',
        'Dates',
        'Hraunhús (SH-1001)',
        '1 Jun 2028 – 8 Jun 2028\n7 nights',
        'Now',
        name,
        '3 Jun 2028 – 10 Jun 2028\n7 nights',
      ]);
    });

    it('the mails that carry an invoice have its button, in both languages', async () => {
      for (const locale of ['en', 'de'] as const)
        for (const kind of ['confirmation', 'change', 'cancellation'] as const) {
          const mail = MAILS[kind](locale);
          const stored = await queued(mail);
          expect(mail.text, kind).to.include(
            `${locale === 'en' ? 'Download your invoice here; the link works for a year:' : 'Hier können Sie Ihre Rechnung herunterladen; der Link gilt ein Jahr:'}\n${INVOICE_URL}\n`,
          );
          expect(stored.html).to.include(`href="${INVOICE_URL.replace(/&/g, '&#38;')}"`);
          expect(stored.html).to.match(locale === 'en' ? />\s*Download invoice\s*</ : />\s*Rechnung herunterladen\s*</);
        }
      // Without an invoice attached (a refund, a receipt), none.
      for (const kind of ['receipt', 'refund', 'travel-documents'] as const)
        expect(MAILS[kind]('en').text).to.not.include('invoice-2027-000001');
    });

    it('the confirmation shows the house with its picture, address and directions, and buttons', async () => {
      for (const locale of ['en', 'de'] as const) {
        const id = await db.transaction((tx) =>
          enqueueMail(tx, { ...MAILS.confirmation(locale), bookingId: undefined }),
        );
        const [stored] = await readOutbox(db, { id });
        const html = stored.html!;
        expect(html).to.include(`src="${ORIGIN}/images/sh-1001-a1/3x2-600.jpg"`);
        expect(html).to.include('alt="Living room &#60;script&#62;');
        expect(html).to.include('Lækjarbakki 12, 851 Hella').and.include('12 km (14 min) from Hella');
        expect(html).to.match(locale === 'en' ? />\s*Pay now\s*</ : />\s*Jetzt bezahlen\s*</);
        expect(html).to.match(locale === 'en' ? />\s*Open my booking\s*</ : />\s*Meine Buchung öffnen\s*</);
        expect(html).to.include('+354 555 0100'); // the footer
      }
    });
  });
}
