import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import type { HTTPRequest } from 'puppeteer';
import { storedFiles } from '../../server/mail/index.ts';
import { launchBrowser, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import { startTestServer } from '../helpers/server.ts';

const LANGS = {
  en: {
    path: '/en/contact-us/',
    thanks: '/en/contact-us/thank-you/',
    invalidEmail: 'Please enter a valid e-mail address, like name@example.com.',
    summary: 'Please check the marked fields.',
    sending: 'Sending…',
    thanksTitle: 'Thank you',
    subject: 'booking',
  },
  de: {
    path: '/de/kontakt/',
    thanks: '/de/kontakt/thank-you/',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
    summary: 'Bitte prüfen Sie die markierten Felder.',
    sending: 'Wird gesendet…',
    thanksTitle: 'Vielen Dank',
    subject: 'owner',
  },
} as const;

describe('contact form in the browser', function () {
  this.timeout(90000);
  let site: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;

  before(async () => {
    site = await startTestServer({ STAFF_EMAIL: 'staff@sumarhus.example', MAIL_POLL_SECONDS: '0.1' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  /** The staff mail carrying `marker`, once the mail worker has written it from the outbox. */
  async function outboxMail(marker: string): Promise<string> {
    for (let i = 0; i < 100; i++) {
      for (const file of await storedFiles(site.config.dataDir)) {
        const text = fs.readFileSync(file, 'utf8');
        if (text.includes(marker)) return text;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no outbox message contains ${marker}`);
  }

  async function fill(page: TestPage, values: { name: string; email: string; subject: string; messages: string }) {
    await page.type('#contact-name', values.name);
    await page.type('#contact-email', values.email);
    await page.select('#contact-subject', values.subject);
    await page.type('#contact-messages', values.messages);
  }

  /** Selects the field's text and types over it, as a person would. */
  async function replaceText(page: TestPage, selector: string, value: string) {
    await page.focus(selector);
    await page.$eval(selector, (el) => (el as HTMLInputElement).select());
    await page.type(selector, value);
    expect(await page.$eval(selector, (el) => (el as HTMLInputElement).value)).to.equal(value);
  }

  const errorText = (page: TestPage, id: string) => page.$eval(id, (el) => el.textContent);

  for (const [lang, text] of Object.entries(LANGS)) {
    it(`sends a message after fixing an error, with fetch, in ${lang}`, async () => {
      const page = await browser.newPage();
      // Slow the API answer down a little, so the button's loading state can be seen.
      await page.setRequestInterception(true);
      page.on('request', (req: HTTPRequest) => {
        if (req.method() === 'POST' && req.url().endsWith('/api/contact')) setTimeout(() => void req.continue(), 300);
        else void req.continue();
      });
      await page.goto(`${site.url}${text.path}`);
      await page.hydrated();
      // Survives only if the page is never reloaded: the hydrated form must submit with fetch.
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

      const marker = `browser-${lang}-${Date.now()}`;
      await fill(page, {
        name: 'Greta Müller',
        email: 'greta-at-example',
        subject: text.subject,
        messages: `Hello from the browser test ${marker}`,
      });
      await page.click('.contact-form__submit');
      await page.waitForSelector('.contact-form__submit[disabled]');
      expect(await page.$eval('.contact-form__submit', (b) => b.textContent)).to.equal(text.sending);

      await page.waitForSelector('#contact-email-error');
      expect(await errorText(page, '#contact-email-error')).to.equal(text.invalidEmail);
      expect(await errorText(page, '.contact-form__alert')).to.equal(text.summary);
      expect(
        await page.$eval('#contact-email', (el) => [
          el.getAttribute('aria-invalid'),
          el.getAttribute('aria-describedby'),
          document.activeElement === el,
        ]),
      ).to.deep.equal(['true', 'contact-email-error', true]);
      expect(await page.$eval('.contact-form__submit', (b) => (b as HTMLButtonElement).disabled)).to.equal(false);
      // Nothing typed is lost.
      expect(await page.$eval('#contact-messages', (el) => (el as HTMLTextAreaElement).value)).to.equal(
        `Hello from the browser test ${marker}`,
      );

      // Fix the address: its error goes away as soon as it is edited.
      await replaceText(page, '#contact-email', 'greta@example.com');
      expect(await page.$('#contact-email-error')).to.equal(null);
      await page.click('.contact-form__submit');

      await page.waitForFunction((p) => location.pathname === p, {}, text.thanks);
      await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, {}, text.thanksTitle);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).to.equal(42);
      expect(await page.$eval(`main a[href="${text.path}"]`, (a) => !!a)).to.equal(true);

      const mail = await outboxMail(marker);
      expect(mail).to.match(/^To: staff@sumarhus\.example$/m);
      expect(mail).to.match(/^Reply-To: greta@example\.com$/m);
      expect(mail).to.include(`(${lang})`);
      // The one refused answer (422) is the only thing the browser reports.
      expect(page.errors.filter((e) => !/status of 422/.test(e))).to.deep.equal([]);
    });
  }

  it('hydrates the page that answers a plain post, which then sends with fetch', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}${LANGS.en.path}`);
    await page.hydrated();
    const marker = `posted-before-hydration-${Date.now()}`;
    await fill(page, { name: 'Early Bird', email: 'early@', subject: 'general', messages: marker });
    // form.submit() skips React's handler: the browser posts the form as it does before hydration.
    await Promise.all([page.waitForNavigation(), page.$eval('.contact-form', (f) => (f as HTMLFormElement).submit())]);
    await page.hydrated();
    expect(await errorText(page, '#contact-email-error')).to.equal(LANGS.en.invalidEmail);
    // Chrome reports the 422 answer itself; anything else would be a hydration error.
    expect(
      page.errors.filter((e) => !/status of 422/.test(e)),
      'hydration of the re-rendered form',
    ).to.deep.equal([]);

    await replaceText(page, '#contact-email', 'early@example.com');
    await page.click('.contact-form__submit');
    await page.waitForFunction((p) => location.pathname === p, {}, LANGS.en.thanks);
    expect(await outboxMail(marker)).to.include('Early Bird');
  });

  it('works without JavaScript: the plain post shows errors, then reaches the thank-you page', async () => {
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.goto(`${site.url}${LANGS.de.path}`);
    const marker = `nojs-${Date.now()}`;
    await fill(page, {
      name: '',
      email: 'hans@example.com',
      subject: 'operator',
      messages: `Ohne JavaScript ${marker}`,
    });
    await Promise.all([page.waitForNavigation(), page.click('.contact-form__submit')]);
    expect(await errorText(page, '#contact-name-error')).to.equal('Bitte geben Sie Ihren Namen ein.');
    expect(await page.$eval('#contact-messages', (el) => (el as HTMLTextAreaElement).value)).to.equal(
      `Ohne JavaScript ${marker}`,
    );
    expect(await page.$eval('#contact-subject', (el) => (el as HTMLSelectElement).value)).to.equal('operator');
    expect(new URL(page.url()).pathname).to.equal(LANGS.de.path);

    await page.type('#contact-name', 'Hans Schmidt');
    await Promise.all([page.waitForNavigation(), page.click('.contact-form__submit')]);
    expect(new URL(page.url()).pathname).to.equal(LANGS.de.thanks);
    expect(await page.$eval('h1', (h) => h.textContent)).to.equal('Vielen Dank');
    const mail = await outboxMail(marker);
    expect(mail).to.include('Hans Schmidt');
  });
});

describe('contact form with reCAPTCHA', function () {
  this.timeout(90000);
  let site: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let google: http.Server;
  const verified: URLSearchParams[] = [];

  before(async () => {
    // Stands in for Google's siteverify.
    google = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        verified.push(form);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: form.get('secret') === 'secret' && form.get('response') === 'human' }));
      });
    });
    await new Promise<void>((r) => google.listen(0, '127.0.0.1', r));
    const verifyUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}/siteverify`;
    site = await startTestServer({
      RECAPTCHA_SECRET: 'secret',
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_VERIFY_URL: verifyUrl,
      MAIL_POLL_SECONDS: '0.1',
    });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
    await new Promise<void>((r) => google?.close(() => r()));
  });

  it('shows the widget, refuses a message without its answer, and sends one with it', async () => {
    const page = await browser.newPage();
    // Google's widget script is replaced by a stand-in that answers 'human' once told to.
    await page.setRequestInterception(true);
    page.on('request', (req: HTTPRequest) => {
      if (!req.url().startsWith('https://www.google.com/recaptcha/api.js')) return void req.continue();
      const onload = new URL(req.url()).searchParams.get('onload');
      void req.respond({
        status: 200,
        contentType: 'text/javascript',
        body: `window.grecaptcha = {
          render(el, options) { el.setAttribute('data-sitekey', options.sitekey); el.textContent = 'I am not a robot'; return 7; },
          getResponse(id) { return id === 7 ? (window.captchaAnswer || '') : ''; },
          reset() { window.captchaResets = (window.captchaResets || 0) + 1; },
        };
        window[${JSON.stringify(onload)}]();`,
      });
    });
    await page.goto(`${site.url}/en/contact-us/`);
    await page.hydrated();
    await page.waitForSelector('.contact-form__recaptcha[data-sitekey="site-key"]');

    await page.type('#contact-name', 'Robo Tester');
    await page.type('#contact-email', 'robo@example.com');
    await page.type('#contact-messages', 'Am I human?');
    await page.click('.contact-form__submit');
    await page.waitForSelector('#contact-googleRecaptchaResponse-error');
    expect(await page.$eval('#contact-googleRecaptchaResponse-error', (el) => el.textContent)).to.equal(
      'Please confirm that you are not a robot.',
    );
    expect(verified).to.have.length(0); // no answer: Google is not even asked

    await page.evaluate(() => ((window as unknown as { captchaAnswer: string }).captchaAnswer = 'human'));
    await page.click('.contact-form__submit');
    await page.waitForFunction(() => location.pathname === '/en/contact-us/thank-you/');
    expect(verified.map((f) => [f.get('secret'), f.get('response')])).to.deep.equal([['secret', 'human']]);
    expect(page.errors.filter((e) => !/status of 422/.test(e))).to.deep.equal([]);
  });
});
