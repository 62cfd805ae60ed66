import { expect } from 'chai';
import type { SettingsData } from '../../contract/content.ts';
import type { Locale } from '../../contract/locale.ts';
import type { AppState } from '../../src/store/state.ts';
import type { CartLine } from '../../src/api/cart.ts';

/** n cart lines whose content the header does not read (it counts them). */
const lines = (n: number) => Array.from({ length: n }, () => ({}) as CartLine);

/**
 * Everything from src is imported after the CSS hook (the shell imports its
 * stylesheet), so that the components and the contexts are the same modules.
 */
async function load() {
  await import('../helpers/css-hook.ts');
  const [{ Shell }, i18n, store, router, server, en, de] = await Promise.all([
    import('../../src/components/shell/Shell.tsx'),
    import('../../src/i18n/i18n.ts'),
    import('../../src/store/store.ts'),
    import('react-router'),
    import('react-dom/server'),
    import('../../contract/messages/en/index.ts'),
    import('../../contract/messages/de/index.ts'),
  ]);
  return {
    Shell,
    ...i18n,
    ...store,
    StaticRouter: router.StaticRouter,
    renderToString: server.renderToString,
    en: en.default,
    de: de.default,
  };
}

const settings = (over: Partial<SettingsData> = {}): SettingsData => ({
  err_title: '',
  err_subtitle: '',
  err_image: { url: '', alt: null, dimensions: { width: 1, height: 1 } },
  banner: true,
  banner_type: 'notice',
  banner_title: 'Summer is open',
  banner_text: 'New houses',
  banner_link: { link_type: 'Web', url: '/en/accommodation/' },
  banner_icon: 'info',
  company_info: [
    { type: 'paragraph', text: 'Sumarhus ehf. Reykjavík', spans: [{ start: 0, end: 13, type: 'strong' }] },
    {
      type: 'paragraph',
      text: 'Write to us',
      spans: [{ start: 9, end: 11, type: 'hyperlink', data: { link_type: 'Web', url: 'https://example.com/' } }],
    },
  ],
  contact_phone: '+354 552 6600',
  contact_email: 'info@sumarhus.is',
  contact_hours: 'Mon–Fri 9:00–16:00',
  social_link: { link_type: 'Web', url: 'https://www.facebook.com/sumarhus' },
  links: [{ link_title: 'Data protection', link_path: '/en/information/data-protection/' }],
  footer_offers: [],
  default_fb_image: { url: '', alt: null, dimensions: { width: 1, height: 1 } },
  default_fb_description: '',
  kit_price: 35,
  company_registration_number: '520714-0480',
  company_vat_number: '118263',
  bank_name: 'Landsbankinn hf.',
  bank_iban: 'IS14 0159 2600 7654 5510 7303 39',
  bank_bic: 'NBIIISRE',
  bank_account_holder: 'Sumarhus ehf.',
  vat_rate_accommodation: 11,
  vat_rate_kits: 24,
  accommodation_tax_cents: 550,
  thank_you_title: '',
  thank_you_text: [],
  image_grid: [],
  ...over,
});

describe('the shell (server-rendered markup)', () => {
  let m: Awaited<ReturnType<typeof load>>;

  before(async () => {
    m = await load();
  });

  async function render(state: Partial<AppState> = {}, locale: Locale = 'en'): Promise<string> {
    const { Shell, StaticRouter, StoreContext, I18nContext, createStore, createI18n, loadMessages, renderToString } = m;
    const store = createStore({ locale: { code: locale, path: `/${locale}/` }, settings: settings(), ...state });
    const i18n = createI18n(locale, await loadMessages(locale));
    return renderToString(
      <StaticRouter location={`/${locale}/`}>
        <StoreContext.Provider value={store}>
          <I18nContext.Provider value={i18n}>
            <Shell>
              <p>the page</p>
            </Shell>
          </I18nContext.Provider>
        </StoreContext.Provider>
      </StaticRouter>,
    );
  }

  it('has the same dictionary keys in both languages', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(m.de.shell).sort()).to.deep.equal(keys(m.en.shell).sort());
  });

  it('renders the main menu (docs/product/screens.md#shell) with the link to the other language', async () => {
    const html = await render({ alternates: { en: '/en/information/faq/', de: '/de/information/faq/' } });
    for (const href of [
      '/en/accommodation/',
      '/en/explore/',
      '/en/cart/',
      '/en/my-booking/',
      '/en/contact-us/',
      '/en/information/faq/',
      '/en/information/',
    ]) {
      expect(html, href).to.contain(`href="${href}"`);
    }
    expect(html).to.match(/hrefLang="de" lang="de"[^>]*href="\/de\/information\/faq\/"/);
    expect(html)
      .to.contain('aria-controls="site-menu"')
      .and.contain('aria-expanded="false"')
      .and.contain('id="site-menu"');
    expect(html).to.contain('<main id="main"').and.contain('the page');
    expect(html).to.contain('href="#main"');
  });

  it('counts the houses in the cart', async () => {
    expect(await render({ cart: { cartId: 'c1', houses: lines(2) } })).to.contain('2 houses in the cart');
    expect(await render({ cart: { cartId: 'c1', houses: lines(1) } })).to.contain('1 house in the cart');
    expect(await render({ cart: null })).to.contain('The cart is empty');
  });

  it('shows the site banner as a notice or an alert, and nothing when switched off', async () => {
    const notice = await render();
    expect(notice).to.contain('site-banner--notice').and.contain('Summer is open').and.contain('New houses');
    expect(notice).to.match(/class="site-banner__link" href="\/en\/accommodation\/"/);
    expect(await render({ settings: settings({ banner_type: 'alert' }) })).to.contain('site-banner--alert');
    expect(await render({ settings: settings({ banner: false }) })).to.not.contain('site-banner');
  });

  it('renders the footer: company rich text, contact, links, cookie settings, social link', async () => {
    const html = await render();
    expect(html).to.contain('<p><strong>Sumarhus ehf.</strong> Reykjavík</p>');
    expect(html).to.contain('<a href="https://example.com/" rel="noopener noreferrer" target="_blank">us</a>');
    expect(html)
      .to.contain('href="tel:+3545526600"')
      .and.contain('href="mailto:info@sumarhus.is"')
      .and.contain('Mon–Fri 9:00–16:00');
    expect(html).to.contain('href="/en/information/data-protection/"');
    expect(html).to.match(/<button type="button" class="link-button" data-consent="reset">Cookie settings<\/button>/);
    expect(html).to.contain('href="https://www.facebook.com/sumarhus"');
  });

  it('server-renders the cookie notice only while no choice is stored', async () => {
    const open = await render({ consent: null });
    expect(open)
      .to.contain('id="cookie-notice"')
      .and.contain('data-consent="accept"')
      .and.contain('data-consent="decline"');
    expect(open).to.contain('href="/en/information/data-protection/"');
    expect(await render({ consent: 'accepted' })).to.not.contain('id="cookie-notice"');
    expect(await render({ consent: 'declined' })).to.not.contain('id="cookie-notice"');
    // First in the document: the first Tab and a screen reader reach it before the page it covers.
    expect(await render()).to.match(/^<div class="site"><section id="cookie-notice"/);
  });

  it('frames the page for a company user, with a log-out form that works without JavaScript', async () => {
    const anonymous = await render();
    expect(anonymous).to.contain('class="site"').and.not.contain('company-bar');
    // The visitor has answered the cookie notice: its form (first in the document) is not the log-out form.
    const html = await render({ user: { company: { name: 'Nordlicht Reisen GmbH' }, key: 'k' }, consent: 'declined' });
    expect(html).to.contain('class="site site--company"');
    expect(html).to.contain('You are logged in as <strong>Nordlicht Reisen GmbH</strong>');
    const form = /<form\b[^>]*>\s*<input[^>]*>\s*<button type="submit"/.exec(html)?.[0] ?? '';
    expect(form)
      .to.contain('action="/en/login/"')
      .and.contain('method="post"')
      .and.contain('name="intent" value="logout"');
  });

  it('speaks German on German pages', async () => {
    const html = await render(
      { user: { company: { name: 'Nordlicht' }, key: 'k' }, cart: { cartId: 'c1', houses: lines(3) } },
      'de',
    );
    expect(html)
      .to.contain('href="/de/ferienhaus/"')
      .and.contain('href="/de/korb/"')
      .and.contain('href="/de/meine-buchung/"');
    expect(html).to.contain('3 Häuser im Warenkorb').and.contain('Sie sind angemeldet als <strong>Nordlicht</strong>');
    expect(html).to.contain('Akzeptieren').and.contain('Ablehnen').and.contain('Cookie-Einstellungen');
    expect(html).to.contain('href="/de/information/datenschutz/"');
    expect(html).to.match(/hrefLang="en" lang="en"/);
  });
});
