import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router';
import { App } from './App.tsx';
import type { DocumentAssets } from './boot.ts';
import { ApiClient } from '../api/http.ts';
import { createI18n, loadMessages, type I18n } from '../i18n/i18n.ts';
import { httpContentSource } from '../content/http.ts';
import { contentLang, SETTINGS_FETCH_LINKS, type SettingsData } from '../../contract/content.ts';
import { localeFromPath } from '../../contract/locale.ts';
import { runRoute } from './run.ts';
import { NOT_FOUND_PAGE } from './registry.ts';
import { areasFor } from '../i18n/areas.ts';
import { matchRoute } from '../../contract/routes.ts';
import type { Store } from '../store/store.ts';
import { restoreScroll, rememberScroll, saveScroll } from '../navigation/scroll.ts';
import { keepsScreen } from '../navigation/address.ts';
import type { DeferredMap } from '../navigation/deferred.tsx';
import type { PageState } from '../navigation/usePage.ts';

interface View {
  Page: ComponentType;
  i18n: I18n;
  page: PageState;
  deferred?: DeferredMap;
}

const content = httpContentSource('');

/**
 * Client-side navigation: when the URL changes, the next screen's module,
 * dictionary and data load through the same runRoute as on the server, while
 * the current screen stays visible; then the new screen replaces it at once.
 */
export function ClientNavigator({ store, assets, initial }: { store: Store; assets: DocumentAssets; initial: View }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [view, setView] = useState(initial);
  const shown = useRef({ pathname: location.pathname, search: location.search });
  const pendingScroll = useRef<null | (() => void)>(null);

  useEffect(() => {
    const target = location.pathname + location.search;
    if (target === shown.current.pathname + shown.current.search) return navigating(false);
    if (
      navigationType !== NavigationType.Pop &&
      keepsScreen(location.state) &&
      location.pathname === shown.current.pathname
    ) {
      // The screen wrote its own state into the address: it stays, and so does the scroll position.
      shown.current = { pathname: location.pathname, search: location.search };
      saveScroll(location.key);
      return navigating(false);
    }
    const controller = new AbortController();
    navigating(true);
    void loadView(store, location.pathname, location.search).then(
      (next) => {
        if (controller.signal.aborted) return;
        if (next.redirect) {
          navigate(next.redirect, { replace: true });
          return;
        }
        shown.current = { pathname: location.pathname, search: location.search };
        pendingScroll.current = () => restoreScroll(location, navigationType);
        // Store and screen change in the same tick: no screen renders with another's data.
        next.commit();
        setView(next.view);
      },
      () => {
        // Navigation failed (offline, server error): let the browser load the page itself.
        if (!controller.signal.aborted) window.location.assign(target + location.hash);
      },
    );
    return () => controller.abort();
  }, [location, navigationType, navigate, store]);

  useLayoutEffect(() => {
    pendingScroll.current?.();
    pendingScroll.current = null;
    navigating(false);
  }, [view]);

  useEffect(() => rememberScroll(location), [location]);

  // The same element while the screen stays: a change of address alone does not render the page again.
  const page = useMemo(() => <view.Page />, [view]);
  return (
    <App store={store} i18n={view.i18n} assets={assets} page={view.page} deferred={view.deferred}>
      {page}
    </App>
  );
}

/** Marks the document while the next screen loads (shell.css shows a progress bar). */
function navigating(on: boolean): void {
  document.documentElement.toggleAttribute('data-navigating', on);
}

async function loadView(
  store: Store,
  pathname: string,
  search: string,
): Promise<{ view: View; redirect?: string; commit(): void }> {
  const locale = localeFromPath(pathname);
  const api = new ApiClient({ baseUrl: '', locale, token: store.config.apiPublicToken });
  const localeChanged = store.locale.code !== locale;
  const match = matchRoute(pathname);
  const [expected, settings, outcome] = await Promise.all([
    loadMessages(locale, areasFor(match?.route.page ?? NOT_FOUND_PAGE)),
    localeChanged
      ? content.getSingle<SettingsData>('settings', contentLang(locale), SETTINGS_FETCH_LINKS).then((d) => d.data)
      : Promise.resolve(null),
    runRoute(match, { pathname, query: new URLSearchParams(search), store, api, content }),
  ]);
  // A loader that found nothing shows the 404 page, which has strings of its own.
  const messages =
    outcome.pageKey === (match?.route.page ?? NOT_FOUND_PAGE)
      ? expected
      : await loadMessages(locale, areasFor(outcome.pageKey));
  const view: View = {
    Page: outcome.module.default,
    i18n: createI18n(locale, messages),
    page: outcome.page,
    deferred: outcome.deferred,
  };
  const commit = () => {
    outcome.commit();
    if (settings) store.settings = settings;
    store.locale = { code: locale, path: `/${locale}/` };
    store.mobileMenu = false;
  };
  return { view, redirect: outcome.redirect, commit };
}
