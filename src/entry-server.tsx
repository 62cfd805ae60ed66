import { renderToPipeableStream, type PipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/App.tsx';
import { VisitorParts } from './app/VisitorParts.tsx';
import type { BootData, DocumentAssets } from './app/boot.ts';
import { ApiClient } from './api/http.ts';
import type { ApiTransport } from './api/transport.ts';
import { sessionToken } from './api/session-token.ts';
import { fetchUser } from './api/user.ts';
import { isOwnerViewer, isStaffViewer } from '../contract/api/types.ts';
import { loadCartForShell, shellCartInclude } from './api/cart.ts';
import type { ContentSource, SettingsData } from '../contract/content.ts';
import { createI18n, loadMessages } from './i18n/i18n.ts';
import { consentFromCookies } from './consent/consent.ts';
import { consentPost } from './consent/consent-post.ts';
import { localeFromPath, type Locale } from '../contract/locale.ts';
import { formFields, runAction } from './app/act.ts';
import { refusalScreen, runRoute } from './app/run.ts';
import type { ActionCookie } from '../contract/cookies.ts';
import type { Sealer } from '../contract/sealer.ts';
import { lazyPartsLoaded } from './components/lazy-part.tsx';
import { serializeForScript } from './store/serialize.ts';
import { createStore } from './store/store.ts';
import type { PublicConfig } from './store/state.ts';
import { CART_COOKIE, SHORTLIST_COOKIE } from '../contract/cookies.ts';
import { parseShortlist } from '../contract/shortlist.ts';
import { matchRoute } from '../contract/routes.ts';

export { matchRoute, pathFor, ROUTES } from '../contract/routes.ts';
export { pageSourceFile, NOT_FOUND_PAGE, SHELL_CSS_LINKED } from './app/registry.ts';
export { messageSources } from './i18n/i18n.ts';
export { areasFor } from './i18n/areas.ts';

export interface RenderRequest {
  url: URL;
  cookies: Record<string, string>;
  /** A POST's form body (parsed by server/body.ts): the request goes to the page's action first. */
  form?: unknown;
  /** The booking API for this request: over HTTP (baseUrl, fetch) or in the server's process (transport); headers for every call (the visitor's signed address). */
  api: { baseUrl: string; transport?: ApiTransport; headers: Record<string, string> };
}

export interface RenderDeps {
  content: ContentSource;
  settings: (locale: Locale) => SettingsData | null;
  publicConfig: PublicConfig;
  sealer: Sealer;
}

interface Answer {
  status: number;
  /** Set by the page's action. */
  cookies: ActionCookie[];
  /** Set-Cookie lines of the API's answers to this request's calls, passed on as the browser would have got them. */
  apiCookies: string[];
}

/** A redirect: 301 from a loader, 303 after an action. */
export interface PreparedRedirect extends Answer {
  redirect: string;
}

export interface PreparedPage extends Answer {
  pageKey: string;
  locale: Locale;
  /** The houses whose calendars the page shows (server/render/page-tags.ts). */
  calendars: number[];
  /** Starts streaming the document; the server has already fixed the status. */
  render(assets: Omit<DocumentAssets, 'bootJson'>, options: RenderToPipeableStreamOptions): PipeableStream;
}

export type Prepared = PreparedRedirect | PreparedPage;

/**
 * Everything before the first byte: the locale, the route, a posted form's
 * action, the store filled by the route's loader (which decides 200/404/redirect).
 */
export async function prepare(req: RenderRequest, deps: RenderDeps): Promise<Prepared> {
  const { pathname } = req.url;
  const locale = localeFromPath(pathname);
  const authToken = sessionToken(req.cookies);
  const apiCookies: string[] = [];
  const api = new ApiClient({
    ...req.api,
    locale,
    token: authToken ?? deps.publicConfig.apiPublicToken,
    onSetCookie: (lines) => apiCookies.push(...lines),
  });
  const match = matchRoute(pathname);
  const server = { cookies: req.cookies, sealer: deps.sealer };
  const form = req.form !== undefined ? formFields(req.form) : null;
  // The cookie notice posts to whatever page it shows on (even the 404 page): answered before the page's own action.
  const consent = form ? consentPost(form, req.cookies, pathname + req.url.search) : null;
  const acted = consent ?? (form && match ? await runAction(match, { ...server, form, api }) : undefined);
  const cookies = acted?.cookies ?? [];
  if (acted && 'redirect' in acted) return { status: 303, redirect: acted.redirect, cookies, apiCookies };
  const store = createStore({
    locale: { code: locale, path: `/${locale}/` },
    settings: deps.settings(locale),
    consent: consentFromCookies(req.cookies),
    config: deps.publicConfig,
  });
  // The shortlist's hearts render filled on the server, and its page's loader reads the codes.
  store.shortlist = parseShortlist(req.cookies[SHORTLIST_COOKIE]);
  const [messages, outcome, user, cart] = await Promise.all([
    loadMessages(locale),
    acted === null
      ? refusalScreen({ store }, 405)
      : runRoute(match, {
          pathname,
          query: req.url.searchParams,
          store,
          api,
          content: deps.content,
          server,
          actionData: acted?.data,
          actionStatus: acted?.status,
        }),
    authToken ? fetchUser(api) : Promise.resolve(null),
    // docs/product/screens.md#cart: the cart is loaded on start from its cookie, otherwise an empty houses list (the menu's count).
    loadCartForShell(api, req.cookies[CART_COOKIE], shellCartInclude(match?.route.id)),
  ]);
  outcome.commit();
  // The page module's lazy parts render in place (a part still loading would stream after the shell,
  // which a browser without scripts never shows): their code, loaded when the module was, must be here.
  await lazyPartsLoaded();
  // An owner's login has no bar in the shell: the owner portal's pages carry their own (src/pages/owner*).
  store.user = isStaffViewer(user) || isOwnerViewer(user) ? null : user;
  store.staff = isStaffViewer(user) ? user : null;
  store.cart = cart;
  const i18n = createI18n(locale, messages);
  const Page = outcome.module.default;
  if (outcome.redirect) return { status: outcome.status, redirect: outcome.redirect, cookies, apiCookies };
  return {
    status: outcome.status,
    cookies,
    apiCookies,
    pageKey: outcome.pageKey,
    locale,
    calendars: outcome.calendars,
    render(assets, options) {
      const boot: BootData = { state: store, pageKey: outcome.pageKey };
      const fullAssets: DocumentAssets = { ...assets, bootJson: serializeForScript(boot) };
      return renderToPipeableStream(
        <StaticRouter location={req.url.pathname + req.url.search}>
          <App store={store} i18n={i18n} assets={fullAssets} page={outcome.page} deferred={outcome.deferred}>
            <Page />
          </App>
          <VisitorParts store={store} />
        </StaticRouter>,
        { ...options, nonce: assets.nonce || undefined },
      );
    },
  };
}
