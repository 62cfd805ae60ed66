import { renderToPipeableStream, type PipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './App.tsx';
import type { BootData, DocumentAssets } from './boot.ts';
import { ApiClient } from './api/http.ts';
import { sessionToken } from './api/session-token.ts';
import { fetchUser } from './api/user.ts';
import { loadCartForShell, shellCartInclude } from './api/cart.ts';
import type { ContentSource, SettingsData } from './content/types.ts';
import { createI18n, loadMessages } from './i18n/i18n.ts';
import { consentFromCookies } from './lib/consent.ts';
import { localeFromPath, type Locale } from './lib/locale.ts';
import { runRoute } from './pages/run.ts';
import { serializeForScript } from './store/serialize.ts';
import { createStore } from './store/store.ts';
import type { PublicConfig } from './store/state.ts';
import type { PostedForm } from './api/form-post.ts';
import { CART_COOKIE, SHORTLIST_COOKIE } from './lib/cookies.ts';
import { parseShortlist } from './lib/shortlist.ts';
import { matchRoute } from './routes.ts';

export { matchRoute, pathFor, ROUTES } from './routes.ts';
export { pageSourceFile, NOT_FOUND_PAGE } from './pages/registry.ts';
export { messageSources } from './i18n/i18n.ts';
export { areasFor } from './i18n/areas.ts';

export interface RenderRequest {
  url: URL;
  cookies: Record<string, string>;
  /** A plain form post's outcome for the page's loader (see src/api/form-post.ts). */
  posted?: PostedForm;
}

export interface RenderDeps {
  apiBaseUrl: string;
  content: ContentSource;
  settings: (locale: Locale) => SettingsData | null;
  publicConfig: PublicConfig;
}

export interface Prepared {
  status: number;
  redirect?: string;
  pageKey: string;
  locale: Locale;
  /** Starts streaming the document; the server has already fixed the status. */
  render(assets: Omit<DocumentAssets, 'bootJson'>, options: RenderToPipeableStreamOptions): PipeableStream;
}

/**
 * Everything before the first byte: the locale, the route, the store filled
 * by the route's loader (which decides 200/404/redirect).
 */
export async function prepare(req: RenderRequest, deps: RenderDeps): Promise<Prepared> {
  const { pathname } = req.url;
  const locale = localeFromPath(pathname);
  const authToken = sessionToken(req.cookies);
  const api = new ApiClient({ baseUrl: deps.apiBaseUrl, locale, token: authToken ?? deps.publicConfig.apiPublicToken });
  const store = createStore({
    locale: { code: locale, path: `/${locale}/` },
    settings: deps.settings(locale),
    consent: consentFromCookies(req.cookies),
    config: deps.publicConfig,
  });
  // The shortlist's hearts render filled on the server, and its page's loader reads the codes.
  store.shortlist = parseShortlist(req.cookies[SHORTLIST_COOKIE]);
  const match = matchRoute(pathname);
  const [messages, outcome, user, cart] = await Promise.all([
    loadMessages(locale),
    runRoute(match, { pathname, query: req.url.searchParams, store, api, content: deps.content, posted: req.posted }),
    authToken ? fetchUser(api) : Promise.resolve(null),
    // SPEC §4: the cart is loaded on start from its cookie, otherwise an empty houses list (the menu's count).
    loadCartForShell(api, req.cookies[CART_COOKIE], shellCartInclude(match?.route.id)),
  ]);
  outcome.commit();
  store.user = user;
  store.cart = cart;
  const i18n = createI18n(locale, messages);
  const Page = outcome.module.default;
  return {
    status: outcome.status,
    redirect: outcome.redirect,
    pageKey: outcome.pageKey,
    locale,
    render(assets, options) {
      const boot: BootData = { state: store, pageKey: outcome.pageKey };
      const fullAssets: DocumentAssets = { ...assets, bootJson: serializeForScript(boot) };
      return renderToPipeableStream(
        <StaticRouter location={req.url.pathname + req.url.search}>
          <App store={store} i18n={i18n} assets={fullAssets} page={outcome.page} deferred={outcome.deferred}>
            <Page />
          </App>
        </StaticRouter>,
        { ...options, nonce: assets.nonce },
      );
    },
  };
}
