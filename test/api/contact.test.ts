import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import express from 'express';
import pino from 'pino';
import { contactRouter } from '../../server/api/contact/router.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { apiErrorHandler } from '../../server/http/errors.ts';
import { readConfig } from '../../server/config.ts';
import { readOutbox } from '../../server/mail/index.ts';
import type { ContactErrorBody } from '../../src/api/contact.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { ROOT, tempDir } from '../helpers/server.ts';
import { checkContract } from '../helpers/contract-hook.ts';

const STAFF = 'staff@sumarhus.example';

/** The contact API alone, behind the same proxy setting and error handler as in app.ts. */
async function serveContact(db: Db, env: Record<string, string> = {}) {
  const config = readConfig({ NODE_ENV: 'test', APP_ROOT: ROOT, DATA_DIR: tempDir(), STAFF_EMAIL: STAFF, ...env });
  const app = express();
  app.set('trust proxy', 1);
  app.use(express.json());
  app.use('/api/contact', contactRouter({ db, config, logger: pino({ level: 'silent' }) }));
  app.use(apiErrorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  checkContract(`http://127.0.0.1:${port}`);
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let address = 0;
/** Each test posts from its own client address, so rate limits do not leak between tests. */
const nextAddress = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;

async function post(url: string, body: unknown, options: { lang?: string; from?: string } = {}) {
  const res = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': options.lang ?? 'en',
      'x-forwarded-for': options.from ?? nextAddress(),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as ContactErrorBody & { status?: string },
  };
}

const good = () => ({
  name: 'Anna Jónsdóttir',
  email: 'anna@example.com',
  subject: 'booking',
  messages: 'Can we arrive on Thursday evening?\nThank you!',
  googleRecaptchaResponse: '-1',
});

for (const kind of ['pglite', 'postgres'] as const) {
  describe(`POST /api/contact on ${kind}`, function () {
    this.timeout(60000);
    let db: Db;
    let api: Awaited<ReturnType<typeof serveContact>>;

    before(async function () {
      const pg = kind === 'postgres' ? await requirePostgres(this) : null;
      db = await openDatabase({ url: pg ? await freshDatabaseUrl(pg, 'contact') : undefined, dataDir: tempDir() });
      await migrate(db, ROOT);
      api = await serveContact(db);
    });
    after(async () => {
      await api?.close();
      await db?.close();
    });

    it('stores a good message and puts one mail to the staff into the outbox', async () => {
      const before = (await readOutbox(db)).length;
      const res = await post(api.url, { ...good(), name: '  Anna Jónsdóttir ' }, { lang: 'de-DE,de;q=0.9,en;q=0.5' });
      expect(res.status).to.equal(201);
      expect(res.body).to.deep.equal({
        status: 'received',
        message: 'Ihre Nachricht ist bei uns angekommen. Wir antworten per E-Mail, meist innerhalb eines Werktags.',
      });

      const rows = await db.query<{
        id: number;
        name: string;
        email: string;
        subject: string;
        message: string;
        locale: string;
        outbox_message_id: number;
      }>('select * from contact_messages order by id desc limit 1');
      expect(rows[0]).to.include({
        name: 'Anna Jónsdóttir',
        email: 'anna@example.com',
        subject: 'booking',
        locale: 'de',
      });
      expect(rows[0].message).to.equal('Can we arrive on Thursday evening?\nThank you!');

      const outbox = await readOutbox(db);
      expect(outbox).to.have.length(before + 1);
      const mail = outbox[outbox.length - 1];
      expect(mail.id).to.equal(Number(rows[0].outbox_message_id));
      expect(mail).to.include({ to: STAFF, replyTo: 'anna@example.com', status: 'pending' });
      expect(mail.subject).to.equal('Contact form: Help with a booking – Anna Jónsdóttir');
      expect(mail.text).to.include('Can we arrive on Thursday evening?\nThank you!');
      expect(mail.text).to.include('German (de)');
      expect(mail.text).to.include(`contact message ${rows[0].id}`);
      expect(mail.html).to.include('Anna Jónsdóttir');
    });

    it('accepts a message without googleRecaptchaResponse when reCAPTCHA is off', async () => {
      const { googleRecaptchaResponse: _, ...body } = good();
      expect((await post(api.url, body)).status).to.equal(201);
    });

    it('escapes the message in the staff mail', async () => {
      const res = await post(api.url, { ...good(), messages: '<script>alert(1)</script> & more' });
      expect(res.status).to.equal(201);
      const outbox = await readOutbox(db);
      const mail = outbox[outbox.length - 1];
      expect(mail.html).to.include('&#60;script&#62;alert(1)&#60;/script&#62; &#38; more');
      expect(mail.html).not.to.include('<script>');
    });

    const bad: Array<[string, Record<string, unknown>, string, string]> = [
      ['name', { name: '' }, 'required', 'Please enter your name.'],
      ['name', { name: '   ' }, 'required', 'Please enter your name.'],
      ['name', { name: 'x'.repeat(201) }, 'tooLong', 'Your name is too long (at most 200 characters).'],
      ['name', { name: 'Evil\r\nBcc: x@example.com' }, 'invalid', 'Please enter your name without special characters.'],
      ['email', { email: undefined }, 'required', 'Please enter your e-mail address.'],
      [
        'email',
        { email: 'anna.example.com' },
        'invalid',
        'Please enter a valid e-mail address, like name@example.com.',
      ],
      ['email', { email: 'anna@example' }, 'invalid', 'Please enter a valid e-mail address, like name@example.com.'],
      ['email', { email: 'a b@example.com' }, 'invalid', 'Please enter a valid e-mail address, like name@example.com.'],
      ['subject', { subject: 'holiday' }, 'invalid', 'Please choose a subject.'],
      ['subject', { subject: undefined }, 'required', 'Please choose a subject.'],
      ['messages', { messages: '' }, 'required', 'Please write your message.'],
      ['messages', { messages: 'x'.repeat(5001) }, 'tooLong', 'Your message is too long (at most 5000 characters).'],
      ['messages', { messages: 42 }, 'invalid', 'Please write your message.'],
    ];
    for (const [field, change, code, message] of bad) {
      it(`refuses a bad ${field} (${JSON.stringify(change).slice(0, 40)}) with 422 naming it`, async () => {
        const count = (await readOutbox(db)).length;
        const res = await post(api.url, { ...good(), ...change });
        expect(res.status).to.equal(422);
        expect(res.body.message).to.equal('Please check the marked fields.');
        expect(res.body.field).to.equal(field);
        expect(res.body.errors).to.deep.equal({ [field]: message });
        expect(res.body.codes).to.deep.equal({ [field]: code });
        expect(await readOutbox(db)).to.have.length(count);
      });
    }

    it('names every bad field at once, in German when asked', async () => {
      const res = await post(api.url, { name: '', email: 'nope', subject: 'x', messages: '' }, { lang: 'de' });
      expect(res.status).to.equal(422);
      expect(res.body.message).to.equal('Bitte prüfen Sie die markierten Felder.');
      expect(res.body.errors).to.deep.equal({
        name: 'Bitte geben Sie Ihren Namen ein.',
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
        subject: 'Bitte wählen Sie einen Betreff.',
        messages: 'Bitte schreiben Sie Ihre Nachricht.',
      });
    });

    it('answers 400 when the body is no object', async () => {
      const list = await post(api.url, '[1,2]');
      expect(list.status).to.equal(400);
      expect(list.body).to.include({ message: 'The form could not be read. Please try again.', problem: 'badRequest' });
      // The JSON parser itself refuses what is not JSON, or not an object or list.
      for (const body of ['"text"', '{"name":']) expect((await post(api.url, body)).status).to.equal(400);
    });

    it('limits each address to 5 messages in 10 minutes (429, in the request language)', async () => {
      const from = nextAddress();
      for (let i = 0; i < 5; i++) expect((await post(api.url, good(), { from })).status).to.equal(201);
      const count = (await readOutbox(db)).length;
      const limited = await post(api.url, good(), { from, lang: 'de' });
      expect(limited.status).to.equal(429);
      expect(limited.body.message).to.equal(
        'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte warten Sie einige Minuten und versuchen Sie es dann noch einmal.',
      );
      expect(limited.body.problem).to.equal('rateLimited');
      expect(Number(limited.headers.get('retry-after'))).to.be.within(1, 600);
      expect(await readOutbox(db)).to.have.length(count);
      // Bad input does not count, and other addresses are not affected.
      expect((await post(api.url, good())).status).to.equal(201);
    });

    it('GET tells the form the subjects and that reCAPTCHA is off', async () => {
      const res = await fetch(`${api.url}/api/contact`);
      expect(await res.json()).to.deep.equal({
        subjects: ['general', 'owner', 'booking', 'operator'],
        recaptchaSiteKey: null,
      });
    });

    describe('with RECAPTCHA_SECRET', () => {
      let google: http.Server;
      let googleUrl: string;
      const asked: URLSearchParams[] = [];
      let withCaptcha: Awaited<ReturnType<typeof serveContact>>;
      let googleDown: Awaited<ReturnType<typeof serveContact>>;

      before(async () => {
        // Stands in for https://www.google.com/recaptcha/api/siteverify.
        google = http.createServer((req, res) => {
          let body = '';
          req.on('data', (c: Buffer) => (body += c.toString()));
          req.on('end', () => {
            const form = new URLSearchParams(body);
            asked.push(form);
            const success = form.get('secret') === 'test-secret' && form.get('response') === 'human';
            res.setHeader('content-type', 'application/json');
            res.end(
              JSON.stringify(
                success
                  ? { success: true, hostname: 'localhost' }
                  : { success: false, 'error-codes': ['invalid-input-response'] },
              ),
            );
          });
        });
        await new Promise<void>((r) => google.listen(0, '127.0.0.1', r));
        googleUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}/recaptcha/api/siteverify`;
        withCaptcha = await serveContact(db, {
          RECAPTCHA_SECRET: 'test-secret',
          RECAPTCHA_SITE_KEY: 'site-key',
          RECAPTCHA_VERIFY_URL: googleUrl,
        });
        googleDown = await serveContact(db, {
          RECAPTCHA_SECRET: 'test-secret',
          RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
        });
      });
      after(async () => {
        await withCaptcha?.close();
        await googleDown?.close();
        await new Promise<void>((r) => google.close(() => r()));
      });

      it('refuses a message that fails the check, naming googleRecaptchaResponse', async () => {
        const count = (await readOutbox(db)).length;
        const res = await post(withCaptcha.url, { ...good(), googleRecaptchaResponse: 'robot' });
        expect(res.status).to.equal(422);
        expect(res.body.errors).to.deep.equal({
          googleRecaptchaResponse: 'The robot check did not succeed. Please try it again.',
        });
        expect(res.body.codes).to.deep.equal({ googleRecaptchaResponse: 'invalid' });
        const last = asked[asked.length - 1];
        expect(last.get('secret')).to.equal('test-secret');
        expect(last.get('response')).to.equal('robot');
        expect(last.get('remoteip')).to.match(/^10\.1\./);
        expect(await readOutbox(db)).to.have.length(count);
      });

      it('refuses a message without an answer, without asking Google', async () => {
        const calls = asked.length;
        const res = await post(withCaptcha.url, good(), { lang: 'de' });
        expect(res.status).to.equal(422);
        expect(res.body.errors).to.deep.equal({
          googleRecaptchaResponse: 'Bitte bestätigen Sie, dass Sie kein Roboter sind.',
        });
        expect(asked).to.have.length(calls);
      });

      it('accepts a message that passes the check', async () => {
        const res = await post(withCaptcha.url, { ...good(), googleRecaptchaResponse: 'human' });
        expect(res.status).to.equal(201);
      });

      it('answers 503 when the check cannot be reached', async () => {
        const res = await post(googleDown.url, { ...good(), googleRecaptchaResponse: 'human' });
        expect(res.status).to.equal(503);
        expect(res.body.problem).to.equal('recaptchaUnavailable');
      });

      it('GET gives the form the site key', async () => {
        const res = await fetch(`${withCaptcha.url}/api/contact`);
        expect(((await res.json()) as { recaptchaSiteKey: string }).recaptchaSiteKey).to.equal('site-key');
      });
    });
  });
}
