import { expect } from 'chai';
import { consentPost } from '../../src/consent/consent-post.ts';

/** The cookie notice's plain form post: the choice as a cookie, 303 back to a local address only. */
describe('the cookie notice without JavaScript (consentPost)', () => {
  const post = (fields: Record<string, string>, cookies: Record<string, string> = {}) =>
    consentPost({ get: (name) => fields[name] ?? '' }, cookies, '/en/accommodation/?adults=2');

  it('leaves other posts to the page', () => {
    expect(post({ choice: 'accept' })).to.equal(null);
    expect(post({ intent: 'logout' })).to.equal(null);
  });

  it('accepts: the consent cookie for a year, readable by the page, back to the address posted to', () => {
    expect(post({ intent: 'consent', choice: 'accept' })).to.deep.equal({
      redirect: '/en/accommodation/?adults=2',
      cookies: [{ name: 'consent', value: 'analytics:true', maxAge: 31536000, path: '/', httpOnly: false }],
    });
  });

  it('declines: analytics false, and the legacy and analytics cookies this host sent expire', () => {
    const answer = post(
      { intent: 'consent', choice: 'decline', back: '/de/kontakt/' },
      { _ga: 'x', cookieconsent_status: 'dismiss', cartId: 'keep' },
    );
    expect(answer).to.have.property('redirect', '/de/kontakt/');
    expect(
      (answer as { cookies: Array<{ name: string; maxAge: number }> }).cookies.map((c) => [c.name, c.maxAge]),
    ).to.deep.equal([
      ['consent', 31536000],
      ['_ga', 0],
      ['cookieconsent_status', 0],
    ]);
  });

  it('goes back only to a path on this site, and sets nothing for an unknown choice', () => {
    expect(post({ intent: 'consent', choice: 'accept', back: '//evil.example/' })).to.have.property(
      'redirect',
      '/en/accommodation/?adults=2',
    );
    expect(post({ intent: 'consent', choice: 'maybe' })).to.deep.equal({ redirect: '/en/accommodation/?adults=2' });
  });
});
