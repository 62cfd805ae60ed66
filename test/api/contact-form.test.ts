import fs from 'node:fs';
import { expect } from 'chai';
import { storedFiles } from '../../server/mail/index.ts';
import { startTestServer } from '../helpers/server.ts';

/**
 * The contact page on the whole site (production build), and its form posted
 * the way a browser does before hydration: urlencoded, no JavaScript.
 */
describe('contact page and its plain form post', function () {
  this.timeout(60000);
  let site: Awaited<ReturnType<typeof startTestServer>>;

  before(async () => {
    // Behind one proxy (TRUST_PROXY): each test posts from its own X-Forwarded-For address.
    site = await startTestServer({ STAFF_EMAIL: 'staff@sumarhus.example', MAIL_POLL_SECONDS: '0.1', TRUST_PROXY: '1' });
  });
  after(() => site?.close());

  let address = 0;
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${site.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': `10.2.0.${++address}`,
        ...headers,
      },
      body: new URLSearchParams(fields),
    });
  const good = {
    name: 'Jón Jónsson',
    email: 'jon@example.com',
    subject: 'owner',
    messages: 'I have a house in Vík to rent out.',
  };

  it('shows the form in English and German', async () => {
    const en = await (await fetch(`${site.url}/en/contact-us/`)).text();
    const form = /<form class="contact-form"[^>]*>/.exec(en)?.[0] ?? '';
    expect(form).to.include('action="/en/contact-us/"');
    expect(form).to.include('method="post"');
    expect(en).to.include('<h1>Contact us</h1>');
    for (const label of [
      'Your name',
      'E-mail address',
      'Subject',
      'Your message',
      'Send message',
      'I own a holiday house',
      'I am a tour operator',
    ])
      expect(en).to.include(label);
    const de = await (await fetch(`${site.url}/de/kontakt/`)).text();
    expect(de).to.include('action="/de/kontakt/"');
    for (const label of [
      'Ihr Name',
      'E-Mail-Adresse',
      'Betreff',
      'Ihre Nachricht',
      'Nachricht senden',
      'Ich besitze ein Ferienhaus',
    ])
      expect(de).to.include(label);
  });

  it('preselects a subject from the query', async () => {
    const html = await (await fetch(`${site.url}/en/contact-us/?subject=operator`)).text();
    expect(html).to.match(/<option value="operator" selected="">/);
  });

  it('stores a good message, answers 303 to the thank-you page, and the worker delivers it', async () => {
    const res = await post('/de/kontakt/', { ...good, messages: 'Nachricht ohne JavaScript 7f3a' });
    expect(res.status).to.equal(303);
    expect(res.headers.get('location')).to.equal('/de/kontakt/thank-you/');
    const thanks = await fetch(`${site.url}/de/kontakt/thank-you/`);
    expect(thanks.status).to.equal(200);
    const html = await thanks.text();
    expect(html).to.include('<h1>Vielen Dank</h1>');
    expect(html).to.include('href="/de/kontakt/"');

    // No SMTP_URL: the worker writes the outbox message as an .eml file under dataDir/outbox.
    let eml = '';
    for (let i = 0; i < 50 && !eml; i++) {
      for (const file of await storedFiles(site.config.dataDir)) {
        const text = fs.readFileSync(file, 'utf8');
        if (text.includes('Nachricht ohne JavaScript 7f3a')) eml = text;
      }
      if (!eml) await new Promise((r) => setTimeout(r, 100));
    }
    expect(eml, 'the .eml file of the staff mail').to.not.equal('');
    expect(eml).to.match(/^To: staff@sumarhus\.example$/m);
    expect(eml).to.match(/^Reply-To: jon@example\.com$/m);
  });

  it('renders the form again with the errors beside the fields and the typed values (422)', async () => {
    const res = await post('/en/contact-us/', { ...good, email: 'jon-at-example', messages: 'Keep <this> text' });
    expect(res.status).to.equal(422);
    const html = await res.text();
    expect(html).to.include('Please check the marked fields.');
    expect(html).to.match(
      /<p class="contact-form__error" id="contact-email-error">Please enter a valid e-mail address, like name@example.com.<\/p>/,
    );
    expect(html).to.match(/id="contact-email"[^>]*aria-invalid="true"/);
    expect(html).to.include('value="jon-at-example"');
    expect(html).to.include('value="Jón Jónsson"');
    expect(html).to.include('Keep &lt;this&gt; text</textarea>');
    expect(html).to.match(/<option value="owner" selected="">/);
  });

  it('says what is wrong in German too', async () => {
    const res = await post('/de/kontakt/', { ...good, name: '', messages: '' });
    expect(res.status).to.equal(422);
    const html = await res.text();
    expect(html).to.include('Bitte geben Sie Ihren Namen ein.');
    expect(html).to.include('Bitte schreiben Sie Ihre Nachricht.');
  });

  it('answers 429 with the form and a clear message when an address sends too many', async () => {
    const from = '10.3.0.1';
    for (let i = 0; i < 5; i++)
      expect((await post('/en/contact-us/', good, { 'x-forwarded-for': from })).status).to.equal(303);
    const res = await post('/en/contact-us/', good, { 'x-forwarded-for': from });
    expect(res.status).to.equal(429);
    const html = await res.text();
    expect(html).to.include('You have sent several messages in a short time. Please wait a few minutes and try again.');
    expect(html).to.include('value="Jón Jónsson"');
  });

  it('refuses a form posted from another site', async () => {
    const res = await post('/en/contact-us/', good, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).to.equal(403);
  });
});
