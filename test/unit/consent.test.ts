import { expect } from 'chai';
import {
  ANALYTICS_COOKIE_PREFIXES,
  CONSENT_VALUE,
  analyticsCookieRemovals,
  consentCookie,
  consentFromCookies,
  cookieDomains,
  expireCookie,
  isAnalyticsCookie,
  parseCookieString,
  planConsent,
  shouldLoadTagManager,
  tagManagerSrc,
  type ConsentContext,
} from '../../src/consent/consent.ts';
import { CONSENT_COOKIE, CONSENT_MAX_AGE, LEGACY_CONSENT_COOKIE } from '../../contract/cookies.ts';

/** The attributes of one cookie write, by lower-cased name. */
function attributes(write: string): { name: string; value: string; attrs: Record<string, string | true> } {
  const [pair, ...rest] = write.split(';').map((s) => s.trim());
  const eq = pair.indexOf('=');
  const attrs: Record<string, string | true> = {};
  for (const a of rest) {
    const i = a.indexOf('=');
    if (i === -1) attrs[a.toLowerCase()] = true;
    else attrs[a.slice(0, i).toLowerCase()] = a.slice(i + 1);
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attrs };
}

const ctx = (over: Partial<ConsentContext> = {}): ConsentContext => ({
  cookies: '',
  hostname: 'www.sumarhus.is',
  secure: true,
  gtmId: 'GTM-ABC123',
  ...over,
});

describe('cookie consent rules (docs/product/entities.md#cookies)', () => {
  describe('the stored choice', () => {
    it('is unset (the notice shows) without a consent cookie', () => {
      expect(consentFromCookies({})).to.equal(null);
      expect(consentFromCookies({ cartId: 'x', _ga: 'GA1.1' })).to.equal(null);
    });

    it('reads accepted and declined from the consent cookie', () => {
      expect(consentFromCookies({ [CONSENT_COOKIE]: CONSENT_VALUE.accepted })).to.equal('accepted');
      expect(consentFromCookies({ [CONSENT_COOKIE]: CONSENT_VALUE.declined })).to.equal('declined');
    });

    it('counts the legacy cookie as accepted', () => {
      expect(consentFromCookies({ [LEGACY_CONSENT_COOKIE]: 'dismiss' })).to.equal('accepted');
      expect(consentFromCookies({ [LEGACY_CONSENT_COOKIE]: '' })).to.equal('accepted');
    });

    it('prefers a stored decline over the legacy cookie', () => {
      expect(
        consentFromCookies({ [CONSENT_COOKIE]: CONSENT_VALUE.declined, [LEGACY_CONSENT_COOKIE]: 'allow' }),
      ).to.equal('declined');
    });

    it('treats an unknown consent value as unset', () => {
      expect(consentFromCookies({ [CONSENT_COOKIE]: 'maybe' })).to.equal(null);
    });

    it('reads the choice from document.cookie text as well', () => {
      expect(consentFromCookies(parseCookieString(`a=1; ${CONSENT_COOKIE}=${CONSENT_VALUE.accepted}; b=2`))).to.equal(
        'accepted',
      );
      expect(
        consentFromCookies(parseCookieString(`${CONSENT_COOKIE}=${encodeURIComponent(CONSENT_VALUE.declined)}`)),
      ).to.equal('declined');
    });
  });

  describe('parseCookieString', () => {
    it('splits names and values, trims, decodes, keeps the first of duplicates', () => {
      expect(parseCookieString(' a=1;b = x%20y ; c=; a=2; broken; =nameless')).to.deep.equal({
        a: '1',
        b: 'x y',
        c: '',
      });
      expect(parseCookieString('')).to.deep.equal({});
      expect(parseCookieString('bad=%E0%A4%A')).to.deep.equal({ bad: '%E0%A4%A' });
    });
  });

  describe('the consent cookie', () => {
    it('lasts one year on the whole site with SameSite=Lax', () => {
      const { name, value, attrs } = attributes(consentCookie('accepted'));
      expect(name).to.equal(CONSENT_COOKIE);
      expect(value).to.equal(CONSENT_VALUE.accepted);
      expect(attrs['max-age']).to.equal(String(CONSENT_MAX_AGE));
      expect(CONSENT_MAX_AGE).to.equal(31536000);
      expect(attrs.path).to.equal('/');
      expect(attrs.samesite).to.equal('Lax');
      expect(attrs.secure).to.equal(undefined);
    });

    it('stores analytics false on decline and is Secure on https', () => {
      const { value, attrs } = attributes(consentCookie('declined', true));
      expect(value).to.equal(CONSENT_VALUE.declined);
      expect(attrs.secure).to.equal(true);
    });
  });

  describe('analytics cookies', () => {
    it('are the names starting _ga, _gid, _gat, _gcl, _gtm or _fbp', () => {
      expect(ANALYTICS_COOKIE_PREFIXES).to.deep.equal(['_ga', '_gid', '_gat', '_gcl', '_gtm', '_fbp']);
      for (const name of ['_ga', '_ga_ABC123', '_gid', '_gat_UA-1', '_gcl_au', '_gtm_x', '_fbp'])
        expect(isAnalyticsCookie(name), name).to.equal(true);
      for (const name of ['consent', 'cartId', 'auth', 'ga', '__ga', 'x_ga', '_fb', 'shortlist'])
        expect(isAnalyticsCookie(name), name).to.equal(false);
    });

    it('are removed for the host and every parent domain, on path /', () => {
      expect(cookieDomains('www.sumarhus.is')).to.deep.equal([undefined, 'www.sumarhus.is', 'sumarhus.is']);
      expect(cookieDomains('a.b.sumarhus.is')).to.deep.equal([
        undefined,
        'a.b.sumarhus.is',
        'b.sumarhus.is',
        'sumarhus.is',
      ]);
      expect(cookieDomains('sumarhus.is')).to.deep.equal([undefined, 'sumarhus.is']);
      const writes = expireCookie('_ga', 'www.sumarhus.is').map(attributes);
      expect(writes.map((w) => w.attrs.domain)).to.deep.equal([undefined, 'www.sumarhus.is', 'sumarhus.is']);
      for (const w of writes) {
        expect(w.name).to.equal('_ga');
        expect(w.value).to.equal('');
        expect(w.attrs['max-age']).to.equal('0');
        expect(w.attrs.path).to.equal('/');
      }
    });

    it('have only the host-only form on localhost and IP addresses', () => {
      expect(cookieDomains('localhost')).to.deep.equal([undefined]);
      expect(cookieDomains('127.0.0.1')).to.deep.equal([undefined]);
      expect(cookieDomains('[::1]')).to.deep.equal([undefined]);
    });

    it('are found in document.cookie; other cookies stay', () => {
      const writes = analyticsCookieRemovals(
        '_ga=GA1.2.3; cartId=42; _gid=GA1; consent=analytics:true; _fbp=fb.1',
        'localhost',
      );
      expect(writes.map((w) => attributes(w).name)).to.deep.equal(['_ga', '_gid', '_fbp']);
      expect(analyticsCookieRemovals('cartId=42', 'localhost')).to.deep.equal([]);
    });
  });

  describe('the tag manager', () => {
    it('loads only after acceptance and only with a configured id', () => {
      expect(shouldLoadTagManager('accepted', 'GTM-ABC123')).to.equal(true);
      expect(shouldLoadTagManager('declined', 'GTM-ABC123')).to.equal(false);
      expect(shouldLoadTagManager(null, 'GTM-ABC123')).to.equal(false);
      expect(shouldLoadTagManager('accepted', null)).to.equal(false);
      expect(shouldLoadTagManager('accepted', '')).to.equal(false);
      expect(shouldLoadTagManager('accepted', 'GTM-1"><script>')).to.equal(false);
    });

    it("loads Google's script for the container id", () => {
      expect(tagManagerSrc('GTM-ABC123')).to.equal('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    });
  });

  describe('actions', () => {
    it('accept stores analytics true and starts tracking', () => {
      const plan = planConsent('accept', ctx());
      expect(plan.consent).to.equal('accepted');
      expect(plan.cookieWrites).to.deep.equal([consentCookie('accepted', true)]);
      expect(plan.startTracking).to.equal(true);
      expect(plan.revokeTracking).to.equal(false);
    });

    it('accept without a container id stores the choice but loads nothing', () => {
      const plan = planConsent('accept', ctx({ gtmId: null }));
      expect(plan.consent).to.equal('accepted');
      expect(plan.cookieWrites).to.deep.equal([consentCookie('accepted', true)]);
      expect(plan.startTracking).to.equal(false);
    });

    it('decline stores analytics false, removes analytics cookies and never starts tracking', () => {
      const plan = planConsent('decline', ctx({ cookies: '_ga=1; _gid=2; cartId=3', secure: false }));
      expect(plan.consent).to.equal('declined');
      expect(plan.startTracking).to.equal(false);
      expect(plan.revokeTracking).to.equal(true);
      const writes = plan.cookieWrites.map(attributes);
      expect(writes.filter((w) => w.name === CONSENT_COOKIE).map((w) => w.value)).to.deep.equal([
        CONSENT_VALUE.declined,
      ]);
      expect(writes.filter((w) => w.name === '_ga')).to.have.length(3);
      expect(writes.filter((w) => w.name === '_gid')).to.have.length(3);
      expect(writes.some((w) => w.name === 'cartId')).to.equal(false);
      for (const w of writes.filter((w) => w.name !== CONSENT_COOKIE)) expect(w.attrs['max-age']).to.equal('0');
    });

    it('decline also drops the legacy cookie (it would count as accepted)', () => {
      const plan = planConsent('decline', ctx({ cookies: `${LEGACY_CONSENT_COOKIE}=dismiss` }));
      const legacy = plan.cookieWrites.map(attributes).filter((w) => w.name === LEGACY_CONSENT_COOKIE);
      expect(legacy).to.have.length(3);
      expect(legacy.every((w) => w.attrs['max-age'] === '0')).to.equal(true);
    });

    it('reset clears the choice (the notice shows again) and removes analytics and legacy cookies', () => {
      const cookies = `${CONSENT_COOKIE}=${CONSENT_VALUE.accepted}; ${LEGACY_CONSENT_COOKIE}=allow; _ga=1; _gcl_au=2; cartId=3`;
      const plan = planConsent('reset', ctx({ cookies }));
      expect(plan.consent).to.equal(null);
      expect(plan.startTracking).to.equal(false);
      expect(plan.revokeTracking).to.equal(true);
      const writes = plan.cookieWrites.map(attributes);
      expect(writes.every((w) => w.value === '' && w.attrs['max-age'] === '0')).to.equal(true);
      expect([...new Set(writes.map((w) => w.name))]).to.deep.equal([
        CONSENT_COOKIE,
        LEGACY_CONSENT_COOKIE,
        '_ga',
        '_gcl_au',
      ]);
    });

    it('after applying a plan the stored choice reads back as planned', () => {
      // Replays the writes on a simple cookie jar (host-only, path /).
      const replay = (jar: Record<string, string>, writes: string[]) => {
        for (const w of writes.map(attributes)) {
          if (w.attrs['max-age'] === '0') delete jar[w.name];
          else jar[w.name] = w.value;
        }
        return jar;
      };
      const jarText = (jar: Record<string, string>) =>
        Object.entries(jar)
          .map(([k, v]) => `${k}=${v}`)
          .join('; ');
      let jar: Record<string, string> = { [LEGACY_CONSENT_COOKIE]: 'allow', _ga: '1' };
      expect(consentFromCookies(jar)).to.equal('accepted');
      jar = replay(jar, planConsent('decline', ctx({ cookies: jarText(jar) })).cookieWrites);
      expect(consentFromCookies(jar)).to.equal('declined');
      expect(jar).to.not.have.property('_ga');
      jar = replay(jar, planConsent('reset', ctx({ cookies: jarText(jar) })).cookieWrites);
      expect(consentFromCookies(jar)).to.equal(null);
      jar = replay(jar, planConsent('accept', ctx({ cookies: jarText(jar) })).cookieWrites);
      expect(consentFromCookies(jar)).to.equal('accepted');
    });
  });
});
