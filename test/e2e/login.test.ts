/**
 * Company login in Chromium against the production build: log in on the
 * login page (hydrated: fetch, then the home page reloads), the green company
 * bar shows the company, log-out removes it; the same in German; the server's
 * message in a red box on failure; and the plain form posts before hydration
 * (JavaScript off); a login link asked for on the hydrated page and used.
 */
import { expect } from 'chai';
import type { HTTPRequest } from 'puppeteer';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { DEMO_AGENCY, ensureDemoAgencyUser } from '../../demo/agency.ts';
import { createCompanyUser, findUserForLogin, type CompanyUser } from '../../server/api/users/repository.ts';
import { readOutboxExpanded } from '../helpers/mail-links.ts';
import { launchBrowser, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import { ROOT, startTestServer, tempDir } from '../helpers/server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const COMPANY = DEMO_AGENCY.company;
/** One user per scenario: every login attempt counts against its username's rate limit. */
const USERS = {
  en: DEMO_AGENCY.username,
  de: 'de@demo.sumarhus.is',
  nojs: 'nojs@demo.sumarhus.is',
  fail: 'fail@demo.sumarhus.is',
  link: 'link@demo.sumarhus.is',
};
const PASSWORD = DEMO_AGENCY.password;

async function authCookie(page: TestPage) {
  return (await page.browserContext().cookies()).find((c) => c.name === 'auth');
}

async function companyBarText(page: TestPage): Promise<string | null> {
  return page.$eval('.company-bar', (el) => el.textContent).catch(() => null);
}

async function fillLogin(page: TestPage, username: string, password: string) {
  await page.type('#login-username', username);
  await page.type('#login-password', password);
}

/** Enter in the password field submits the form (the cookie notice may cover the button). */
async function submit(page: TestPage) {
  await page.focus('#login-password');
  await page.keyboard.press('Enter');
}

describe('company login in Chromium', function () {
  this.timeout(120_000);
  let server: Server;
  let browser: TestBrowser;

  before(async () => {
    // Users go in before the server opens the (single-process) PGlite directory.
    const dataDir = tempDir();
    const db = await openDatabase({ dataDir });
    try {
      await migrate(db, ROOT);
      await ensureDemoAgencyUser(db);
      const { user } = (await findUserForLogin(db, DEMO_AGENCY.username))!;
      for (const username of [USERS.de, USERS.nojs, USERS.fail, USERS.link])
        await createCompanyUser(db, { username, password: PASSWORD, companyId: (user as CompanyUser).company.id });
    } finally {
      await db.close();
    }
    [server, browser] = await Promise.all([startTestServer({ DATA_DIR: dataDir }), launchBrowser()]);
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('logs in on /en/login/: the home page shows the green bar with the company; log-out removes it', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/en/login/`);
    await page.hydrated();
    expect(await companyBarText(page)).to.equal(null);
    expect(await page.$eval('label[for=login-username]', (el) => el.textContent)).to.equal('Username');
    expect(await page.$eval('label[for=login-password]', (el) => el.textContent)).to.equal('Password');
    await fillLogin(page, USERS.en, PASSWORD);
    await Promise.all([page.waitForNavigation(), submit(page)]);
    expect(new URL(page.url()).pathname).to.equal('/en/');
    expect(await companyBarText(page))
      .to.contain('You are logged in as')
      .and.contain(COMPANY);
    expect(await page.$eval('.site', (el) => el.className)).to.contain('site--company');

    const cookie = (await authCookie(page))!;
    expect(cookie.httpOnly).to.equal(true);
    expect(cookie.sameSite).to.equal('Lax');
    expect(cookie.path).to.equal('/');
    expect(await page.evaluate(() => document.cookie)).to.not.contain('auth=');

    // The login page now says who is logged in.
    await page.goto(`${server.url}/en/login/`);
    expect(await page.$eval('[data-testid=logged-in]', (el) => el.textContent)).to.equal(
      `You are logged in as ${COMPANY}`,
    );
    expect(await page.$('#login-username')).to.equal(null);

    await page.goto(`${server.url}/en/`);
    await page.hydrated();
    await page.click('.company-bar__logout');
    await page.waitForFunction(() => !document.querySelector('.company-bar'));
    expect(new URL(page.url()).pathname).to.equal('/en/');
    expect(await authCookie(page)).to.equal(undefined);
    await page.reload();
    expect(await companyBarText(page)).to.equal(null);
    expect(page.errors).to.deep.equal([]);
  });

  it('logs in on /de/login/ in German: /de/ shows the bar; log-out goes to /en/ (docs/product/screens.md#login)', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/de/login/`);
    await page.hydrated();
    expect(await page.$eval('h1', (el) => el.textContent)).to.equal('Anmeldung für Geschäftspartner');
    expect(await page.$eval('label[for=login-username]', (el) => el.textContent)).to.equal('Benutzername');
    expect(await page.$eval('label[for=login-password]', (el) => el.textContent)).to.equal('Passwort');
    await fillLogin(page, USERS.de, PASSWORD);
    await Promise.all([page.waitForNavigation(), submit(page)]);
    expect(new URL(page.url()).pathname).to.equal('/de/');
    expect(await companyBarText(page))
      .to.contain('Sie sind angemeldet als')
      .and.contain(COMPANY)
      .and.contain('Abmelden');

    await page.goto(`${server.url}/de/login/`);
    expect(await page.$eval('[data-testid=logged-in]', (el) => el.textContent)).to.equal(
      `Sie sind angemeldet als ${COMPANY}`,
    );

    await page.goto(`${server.url}/de/`);
    await page.hydrated();
    await page.click('.company-bar__logout');
    await page.waitForFunction(() => !document.querySelector('.company-bar'));
    expect(new URL(page.url()).pathname).to.equal('/en/');
    expect(await authCookie(page)).to.equal(undefined);
    expect(page.errors).to.deep.equal([]);
  });

  it('e-mails a login link from the hydrated page (no reload), and the mailed link logs in with one press', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/en/login/`);
    await page.hydrated();
    const before = (await readOutboxExpanded(server.db)).length;
    await page.type('#login-link-email', USERS.link);
    await page.click('[data-testid=login-link-form] button[type=submit]');
    await page.waitForSelector('[data-testid=login-link-message][role=status]');
    expect(await page.$eval('[data-testid=login-link-message]', (el) => el.textContent)).to.equal(
      'If that address has an account, we have sent it a login link. It works once, within 15 minutes.',
    );
    expect(new URL(page.url()).pathname).to.equal('/en/login/');
    let mail;
    for (let i = 0; i < 100 && !mail; i++) {
      mail = (await readOutboxExpanded(server.db, { to: USERS.link })).at(-1);
      if (!mail) await new Promise((r) => setTimeout(r, 50));
    }
    expect((await readOutboxExpanded(server.db)).length).to.equal(before + 1);
    const link = /https?:\/\/\S+\?token=[A-Za-z0-9_-]{43}/.exec(mail!.text)![0];
    await page.goto(link);
    await page.hydrated();
    await Promise.all([page.waitForNavigation(), page.click('[data-testid=login-link-use] button[type=submit]')]);
    expect(new URL(page.url()).pathname).to.equal('/en/');
    expect(await companyBarText(page)).to.contain(COMPANY);
    expect(page.errors).to.deep.equal([]);
  });

  it("shows the server's message in a red box, with a loading state while the login is sent", async () => {
    for (const [locale, message] of [
      ['en', 'The username or password is not correct.'],
      ['de', 'Benutzername oder Passwort ist nicht korrekt.'],
    ] as const) {
      const page = await browser.newPage();
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.setRequestInterception(true);
      page.on('request', (request: HTTPRequest) => {
        if (request.url().endsWith('/api/user/login')) void held.then(() => request.continue());
        else void request.continue();
      });
      await page.goto(`${server.url}/${locale}/login/`);
      await page.hydrated();
      await fillLogin(page, USERS.fail, 'a wrong password');
      await submit(page);
      await page.waitForFunction(
        () => document.querySelector<HTMLButtonElement>('.login-card button[type=submit]')!.disabled,
      );
      expect(await page.$eval('.login-card', (el) => el.getAttribute('aria-busy'))).to.equal('true');
      expect(await page.$eval('.login-card button[type=submit]', (el) => el.textContent)).to.equal(
        locale === 'en' ? 'Logging in…' : 'Anmeldung läuft…',
      );
      release();
      await page.waitForSelector('.form-error[role=alert]');
      expect(await page.$eval('.form-error', (el) => el.textContent)).to.equal(message);
      const colour = await page.$eval('.form-error', (el) => getComputedStyle(el).backgroundColor);
      expect(colour).to.equal('rgb(251, 231, 225)');
      expect(await page.$eval('.login-card button[type=submit]', (el) => (el as HTMLButtonElement).disabled)).to.equal(
        false,
      );
      expect(new URL(page.url()).pathname).to.equal(`/${locale}/login/`);
      expect(await authCookie(page)).to.equal(undefined);
      expect(page.errors.filter((e) => !e.includes('401'))).to.deep.equal([]);
    }
  });

  it('works before hydration: plain form posts log in, fail back to the page with the message, and log out', async () => {
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    for (const locale of ['en', 'de'] as const) {
      await page.goto(`${server.url}/${locale}/login/`);
      await fillLogin(page, USERS.nojs, 'wrong password');
      await Promise.all([page.waitForNavigation(), submit(page)]);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).to.equal(`/${locale}/login/`);
      expect(await page.$eval('.form-error', (el) => el.textContent)).to.equal(
        locale === 'en' ? 'The username or password is not correct.' : 'Benutzername oder Passwort ist nicht korrekt.',
      );

      await fillLogin(page, USERS.nojs, PASSWORD);
      await Promise.all([page.waitForNavigation(), submit(page)]);
      expect(new URL(page.url()).pathname).to.equal(`/${locale}/`);
      expect(await companyBarText(page)).to.contain(COMPANY);

      await Promise.all([page.waitForNavigation(), page.click('.company-bar__logout')]);
      expect(new URL(page.url()).pathname).to.equal('/en/');
      expect(await companyBarText(page)).to.equal(null);
      expect(await authCookie(page)).to.equal(undefined);
    }
  });
});
