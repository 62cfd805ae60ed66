import { expect } from 'chai';
import { localeFromPath } from '../../contract/locale.ts';
import { withTrailingSlash } from '../../contract/paths.ts';
import { matchRoute, pathFor, ROUTES } from '../../contract/routes.ts';

describe('locale and slug mapping', () => {
  it('takes German only from a first segment de', () => {
    expect(localeFromPath('/de/')).to.equal('de');
    expect(localeFromPath('/de')).to.equal('de');
    expect(localeFromPath('/de/ferienhaus/')).to.equal('de');
    expect(localeFromPath('/')).to.equal('en');
    expect(localeFromPath('/en/')).to.equal('en');
    expect(localeFromPath('/fr/')).to.equal('en');
    expect(localeFromPath('/deutsch/')).to.equal('en');
  });

  it('matches / and /en/ as the English home, /de/ as the German one', () => {
    expect(matchRoute('/')).to.deep.include({ locale: 'en' });
    expect(matchRoute('/')?.route.id).to.equal('home');
    expect(matchRoute('/en/')?.route.id).to.equal('home');
    expect(matchRoute('/de/')).to.deep.include({ locale: 'de' });
  });

  it('maps translated slugs both ways', () => {
    expect(matchRoute('/de/ferienhaus/sud/haus-hekla/')?.route.id).to.equal('house');
    expect(matchRoute('/de/ferienhaus/sud/haus-hekla/')?.params).to.deep.equal({ region: 'sud', slug: 'haus-hekla' });
    expect(matchRoute('/en/accommodation/south/hekla/images/')?.route.id).to.equal('houseGallery');
    expect(matchRoute('/de/ferienhaus/sud/hekla/photos/')?.route.id).to.equal('houseGallery');
    expect(matchRoute('/en/information/terms-and-conditions/')?.route.id).to.equal('terms');
    expect(matchRoute('/de/information/agb/')?.route.id).to.equal('terms');
    expect(matchRoute('/en/information/opening-hours/')?.route.id).to.equal('infoPage');
    expect(matchRoute('/de/korb/book-now/thank-you/')?.route.id).to.equal('checkoutThanks');
    expect(matchRoute('/en/ferienhaus/')).to.equal(null);
    expect(matchRoute('/de/accommodation/')).to.equal(null);
  });

  it('answers a path matched before with the same frozen match, and keeps the paths matched lately only', () => {
    const first = matchRoute('/en/accommodation/south/');
    expect(matchRoute('/en/accommodation/south/')).to.equal(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first?.params)).to.equal(true);
    for (let i = 0; i < 300; i++) matchRoute(`/en/blog/post-${i}/`);
    const again = matchRoute('/en/accommodation/south/');
    expect(again).not.to.equal(first);
    expect(again).to.deep.equal(first);
  });

  it('builds canonical paths with trailing slashes that match back to the same screen', () => {
    for (const route of ROUTES) {
      for (const locale of ['en', 'de'] as const) {
        const params = Object.fromEntries([...route[locale].matchAll(/:(\w+)/g)].map((m) => [m[1], `x-${m[1]}`]));
        const path = pathFor(route.id, locale, params);
        expect(path.endsWith('/'), path).to.equal(true);
        const match = matchRoute(path);
        expect(match?.route.id, path).to.equal(route.id);
        expect(match?.locale).to.equal(locale);
      }
    }
  });

  it('adds a trailing slash to page paths but not to files', () => {
    expect(withTrailingSlash('/en/explore')).to.equal('/en/explore/');
    expect(withTrailingSlash('/en/explore/')).to.equal('/en/explore/');
    expect(withTrailingSlash('/robots.txt')).to.equal('/robots.txt');
    expect(withTrailingSlash('/')).to.equal('/');
  });
});
