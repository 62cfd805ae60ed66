import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { SMTPServer } from 'smtp-server';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import {
  backoffSeconds,
  createTransport,
  enqueueMail,
  MailWorker,
  readOutbox,
  retryFailed,
  storedFiles,
} from '../../server/mail/index.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { ROOT, tempDir } from '../helpers/server.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server that records what it accepts, and can be told to refuse. */
async function startSmtp(options: { delayMs?: number } = {}) {
  const received: Received[] = [];
  const state = { refuse: null as null | { code: number; text: string } };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.refuse) {
          const err = Object.assign(new Error(state.refuse.text), { responseCode: state.refuse.code });
          callback(err);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        setTimeout(() => callback(), options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(code: number, text: string) {
      state.refuse = { code, text };
    },
    accept() {
      state.refuse = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The raw message without line folding, so base64 and headers can be searched. */
const unfolded = (raw: string) => raw.replace(/\r?\n/g, '');
const FROM = 'Sumarhus <info@sumarhus.example>';

describe('mail backoff', () => {
  it('doubles from 30 seconds and stops growing at an hour', () => {
    expect([1, 2, 3, 4].map((n) => backoffSeconds(n))).to.deep.equal([30, 60, 120, 240]);
    expect(backoffSeconds(8)).to.equal(3600);
    expect(backoffSeconds(40)).to.equal(3600);
  });
});

for (const kind of ['pglite', 'postgres'] as const) {
  describe(`mail outbox on ${kind}`, function () {
    this.timeout(60000);
    let db: Db;
    let dbUrl: string | undefined;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;

    before(async function () {
      const pg = kind === 'postgres' ? await requirePostgres(this) : null;
      dbUrl = pg ? await freshDatabaseUrl(pg, 'mail') : undefined;
      db = await openDatabase({ url: dbUrl, dataDir: tempDir() });
      await migrate(db, ROOT);
      smtp = await startSmtp();
    });
    after(async () => {
      await smtp?.close();
      await db?.close();
    });
    beforeEach(async () => {
      smtp.accept();
      smtp.received.length = 0;
      // Earlier tests' leftovers must not be delivered by this test's worker.
      await db.query(`update outbox_messages set status = 'sent' where status in ('pending', 'failed')`);
    });

    const smtpWorker = (options: Partial<ConstructorParameters<typeof MailWorker>[0]> = {}) =>
      new MailWorker({
        db,
        transport: createTransport({ smtpUrl: smtp.url, from: FROM, dataDir: tempDir() }),
        ...options,
      });

    it('delivers over SMTP with subject, body and an attachment', async () => {
      const pdf = Buffer.concat([
        Buffer.from('%PDF-1.4\n'),
        Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256)),
      ]);
      const id = await db.transaction((tx) =>
        enqueueMail(tx, {
          kind: 'contact',
          to: 'guest@example.com',
          replyTo: 'staff@sumarhus.example',
          subject: 'Your booking 12345678',
          text: 'Thank you for your booking.',
          letter: { locale: 'en', company: null, parts: ['Thank you for your booking.'] },
          attachments: [{ filename: 'invoice.pdf', content: pdf }],
        }),
      );
      const [queued] = await readOutbox(db, { id });
      expect(queued).to.include({ status: 'pending', attempts: 0, to: 'guest@example.com' });
      expect(queued.attachments[0].content.equals(pdf)).to.equal(true); // bytea round trip

      const worker = smtpWorker();
      expect(await worker.runOnce()).to.deep.equal({ sent: 1, stored: 0, retried: 0, failed: 0 });
      await worker.stop();

      expect(smtp.received).to.have.length(1);
      const [mail] = smtp.received;
      expect(mail.to).to.deep.equal(['guest@example.com']);
      expect(mail.from).to.equal('info@sumarhus.example');
      expect(mail.raw).to.match(/^Subject: Your booking 12345678$/m);
      expect(mail.raw).to.match(/^Reply-To: staff@sumarhus\.example$/m);
      expect(mail.raw).to.include('Thank you for your booking.');
      expect(mail.raw).to.match(new RegExp(`^X-Outbox-ID: ${id}$`, 'mi'));
      expect(mail.raw).to.match(/Content-Type: application\/pdf; name=invoice\.pdf/);
      expect(mail.raw).to.match(/Content-Disposition: attachment; filename=invoice\.pdf/);
      expect(unfolded(mail.raw)).to.include(pdf.toString('base64'));

      const [sent] = await readOutbox(db, { id });
      expect(sent).to.include({ status: 'sent', attempts: 1, lastError: null });
      expect(sent.sentAt).to.be.instanceOf(Date);
      // Nothing is left to do: a second run sends nothing again.
      const again = smtpWorker();
      expect(await again.runOnce()).to.deep.equal({ sent: 0, stored: 0, retried: 0, failed: 0 });
      await again.stop();
      expect(smtp.received).to.have.length(1);
    });

    it('keeps a refused message pending with backoff and delivers it on a later run', async () => {
      const id = await db.transaction((tx) =>
        enqueueMail(tx, { kind: 'contact', to: 'a@example.com', subject: 'Refused first', text: 'Body' }),
      );
      smtp.refuse(451, 'Try again later');
      const worker = smtpWorker();
      expect(await worker.runOnce()).to.deep.equal({ sent: 0, stored: 0, retried: 1, failed: 0 });

      let [row] = await readOutbox(db, { id });
      expect(row).to.include({ status: 'pending', attempts: 1 });
      expect(row.lastError).to.include('451');
      const [{ wait }] = await db.query<{ wait: number }>(
        'select extract(epoch from next_attempt_at - now())::float8 as wait from outbox_messages where id = $1',
        [id],
      );
      expect(wait).to.be.within(25, 31); // first backoff: 30 s

      // Not due yet: a run now leaves it alone.
      expect(await worker.runOnce()).to.deep.equal({ sent: 0, stored: 0, retried: 0, failed: 0 });
      expect(smtp.received).to.have.length(0);

      // Time passes and the server accepts again.
      smtp.accept();
      await db.query('update outbox_messages set next_attempt_at = now() where id = $1', [id]);
      expect(await worker.runOnce()).to.deep.equal({ sent: 1, stored: 0, retried: 0, failed: 0 });
      await worker.stop();
      [row] = await readOutbox(db, { id });
      expect(row).to.include({ status: 'sent', attempts: 2, lastError: null });
      expect(smtp.received).to.have.length(1);
      expect(smtp.received[0].raw).to.match(/^Subject: Refused first$/m);
    });

    it('retries when no SMTP server answers at all, with a growing wait', async () => {
      const id = await db.transaction((tx) =>
        enqueueMail(tx, { kind: 'contact', to: 'b@example.com', subject: 'Nobody home', text: 'Body' }),
      );
      const dead = await startSmtp();
      await dead.close(); // a port where nothing listens
      const worker = new MailWorker({
        db,
        transport: createTransport({ smtpUrl: dead.url, from: FROM, dataDir: tempDir() }),
      });
      expect((await worker.runOnce()).retried).to.equal(1);
      await db.query('update outbox_messages set next_attempt_at = now() where id = $1', [id]);
      expect((await worker.runOnce()).retried).to.equal(1);
      await worker.stop();
      const [row] = await readOutbox(db, { id });
      expect(row).to.include({ status: 'pending', attempts: 2 });
      expect(row.lastError).to.match(/ECONNREFUSED|ECONNECTION/);
      const [{ wait }] = await db.query<{ wait: number }>(
        'select extract(epoch from next_attempt_at - now())::float8 as wait from outbox_messages where id = $1',
        [id],
      );
      expect(wait).to.be.within(55, 61); // second backoff: 60 s
    });

    it('marks a message failed after the last attempt, keeps it, and can retry it', async () => {
      const id = await db.transaction((tx) =>
        enqueueMail(tx, { kind: 'contact', to: 'c@example.com', subject: 'Hopeless', text: 'Body' }),
      );
      smtp.refuse(550, 'No such user');
      const worker = smtpWorker({ maxAttempts: 2 });
      await worker.runOnce();
      await db.query('update outbox_messages set next_attempt_at = now() where id = $1', [id]);
      expect(await worker.runOnce()).to.deep.equal({ sent: 0, stored: 0, retried: 0, failed: 1 });
      const [failed] = await readOutbox(db, { id });
      expect(failed).to.include({ status: 'failed', attempts: 2 });
      expect(failed.lastError).to.include('550');

      smtp.accept();
      expect(await retryFailed(db, id)).to.equal(1);
      expect((await worker.runOnce()).sent).to.equal(1);
      await worker.stop();
      expect((await readOutbox(db, { id }))[0].status).to.equal('sent');
    });

    it('writes nothing when the transaction that enqueued the mail rolls back', async () => {
      const before = (await readOutbox(db)).length;
      await db
        .transaction(async (tx) => {
          await enqueueMail(tx, {
            kind: 'contact',
            to: 'd@example.com',
            subject: 'Never',
            text: 'Body',
            attachments: [{ filename: 'x.txt', content: 'x' }],
          });
          throw new Error('booking failed');
        })
        .catch(() => {});
      expect(await readOutbox(db)).to.have.length(before);
    });

    it('without SMTP keeps the message as stored and writes a readable .eml file', async () => {
      const dataDir = tempDir();
      const id = await db.transaction((tx) =>
        enqueueMail(tx, {
          kind: 'contact',
          to: 'e@example.com',
          subject: 'Stored for reading',
          text: 'Read me in .data/outbox',
          attachments: [{ filename: 'note.txt', content: 'hello' }],
        }),
      );
      const worker = new MailWorker({ db, transport: createTransport({ from: FROM, dataDir }) });
      expect((await worker.runOnce()).stored).to.equal(1);
      await worker.stop();
      const [row] = await readOutbox(db, { id });
      expect(row).to.include({ status: 'stored', attempts: 1 });
      const files = await storedFiles(dataDir, id);
      expect(files).to.have.length(1);
      const eml = fs.readFileSync(files[0], 'utf8');
      expect(eml).to.match(/^Subject: Stored for reading$/m);
      expect(eml).to.match(/^To: e@example\.com$/m);
      expect(eml).to.include('Read me in .data/outbox');
      expect(eml).to.include('filename=note.txt');
    });

    if (kind === 'pglite') {
      it('one worker sends each message once', async () => {
        const ids = await db.transaction(async (tx) => {
          const out: number[] = [];
          for (let i = 0; i < 8; i++)
            out.push(
              await enqueueMail(tx, { kind: 'contact', to: `p${i}@example.com`, subject: `Once ${i}`, text: 'Body' }),
            );
          return out;
        });
        const worker = smtpWorker();
        // Overlapping calls of one worker queue behind each other.
        const results = await Promise.all([worker.runOnce(), worker.runOnce()]);
        await worker.stop();
        expect(results.reduce((n, r) => n + r.sent, 0)).to.equal(8);
        const subjects = smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)![1]).sort();
        expect(subjects).to.deep.equal(ids.map((_, i) => `Once ${i}`).sort());
      });
    } else {
      it('two workers in separate processes send each message exactly once', async () => {
        const slow = await startSmtp({ delayMs: 15 });
        const count = 30;
        await db.transaction(async (tx) => {
          for (let i = 0; i < count; i++)
            await enqueueMail(tx, { kind: 'contact', to: `q${i}@example.com`, subject: `Parallel ${i}`, text: 'Body' });
        });
        // Each worker has its own database connection pool, as two web processes would.
        const otherDb = await openDatabase({ url: dbUrl, dataDir: tempDir() });
        const workers = [db, otherDb].map(
          (d) =>
            new MailWorker({
              db: d,
              transport: createTransport({ smtpUrl: slow.url, from: FROM, dataDir: tempDir() }),
            }),
        );
        try {
          const results = await Promise.all(workers.map((w) => w.runOnce()));
          expect(results.map((r) => r.sent).reduce((a, b) => a + b)).to.equal(count);
          expect(
            results.every((r) => r.sent > 0),
            `both workers took part: ${results.map((r) => r.sent)}`,
          ).to.equal(true);
          const subjects = slow.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)![1]);
          expect(subjects).to.have.length(count);
          expect(new Set(subjects).size).to.equal(count);
          expect(await readOutbox(db, { status: 'pending' })).to.have.length(0);
        } finally {
          await Promise.all(workers.map((w) => w.stop()));
          await otherDb.close();
          await slow.close();
        }
      });
    }
  });
}
