/**
 * Page actions (src/pages/<key>/action.ts) against the production build:
 * the login page's plain form posts (log in, refused, log out), a post to a
 * page without an action (405), and a GET that carries no post's outcome.
 */
import { expect } from 'chai';
import { DEMO_AGENCY } from '../../demo/agency.ts';
import { LOCALES } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { startTestServer } from '../helpers/server.ts';
import { boot, countH1 } from './support.ts';

const TEXT = {
  en: { credentials: 'The username or password is not correct.', username: 'Please enter your username.' },
  de: {
    credentials: 'Benutzername oder Passwort ist nicht korrekt.',
    username: 'Bitte geben Sie Ihren Benutzernamen ein.',
  },
} as const;

describe('SSR: page actions', function () {
  this.timeout(120_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let address = 0;

  before(async function () {
    this.timeout(240_000);
    // Behind one proxy (TRUST_PROXY): each post comes from its own address, so login limits stay apart.
    server = await startTestServer({ TRUST_PROXY: '1' });
  });
  after(async () => server?.close());

  const post = (path: string, fields: Record<string, string>, cookie = '') =>
    fetch(server.url + path, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': `10.9.0.${++address}`,
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields),
    });
  const authCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('auth='));

  for (const locale of LOCALES) {
    it(`${locale}: logs in by a plain post to the login page (303 home), shows a refusal there, logs out (303 /en/)`, async () => {
      const login = pathFor('login', locale);
      const refused = await post(login, { username: DEMO_AGENCY.username, password: 'wrong password' });
      expect(refused.status).to.equal(401);
      expect(authCookie(refused)).to.equal(undefined);
      const html = await refused.text();
      expect(countH1(html)).to.equal(1);
      expect(html).to.contain('class="form-error" role="alert"').and.contain(TEXT[locale].credentials);

      const empty = await post(login, { username: '', password: '' });
      expect(empty.status).to.equal(400);
      expect(await empty.text()).to.contain(TEXT[locale].username);

      const ok = await post(login, { username: DEMO_AGENCY.username, password: DEMO_AGENCY.password });
      expect(ok.status).to.equal(303);
      expect(ok.headers.get('location')).to.equal(`/${locale}/`);
      const cookie = authCookie(ok)!;
      expect(cookie).to.match(/HttpOnly/i);
      const session = cookie.split(';')[0];
      expect(
        boot(await (await fetch(`${server.url}/${locale}/`, { headers: { cookie: session } })).text()).state.user,
      ).to.not.equal(null);

      const out = await post(login, { intent: 'logout' }, session);
      expect(out.status).to.equal(303);
      expect(out.headers.get('location')).to.equal('/en/');
      expect(authCookie(out)).to.match(/^auth=;/);
      expect(
        boot(await (await fetch(`${server.url}/${locale}/`, { headers: { cookie: session } })).text()).state.user,
      ).to.equal(null);
    });
  }

  it('answers a post to a page without an action with 405 and the not-found page', async () => {
    for (const path of ['/en/', pathFor('faq', 'de')]) {
      const res = await post(path, { anything: 'x' });
      expect(res.status, path).to.equal(405);
      expect(res.headers.get('allow')).to.equal('GET, HEAD');
      expect(boot(await res.text()).state.page.routeId).to.equal('notFound');
    }
  });

  it('never reads a post’s outcome from a GET: the contact page with ?problem=failed is a plain 200', async () => {
    const res = await fetch(`${server.url}/en/contact-us/?problem=failed&invalid=email:invalid&name=Anna`);
    expect(res.status).to.equal(200);
    const html = await res.text();
    // The markup, not the inlined stylesheet, which names the alert's class.
    const markup = html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
    expect(markup)
      .to.not.contain('class="contact-form__alert')
      .and.not.contain('aria-invalid="true"')
      .and.not.contain('value="Anna"');
  });
});
