import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { ApiClient } from '../../api/http.ts';
import { useI18n } from '../../i18n/i18n.ts';
import type { RouteId } from '../../../contract/routes.ts';
import { useStore, useStoreSnapshot } from '../../store/store.ts';
import type { AnyLoader } from '../../navigation/page-types.ts';
import type { TypedPage } from '../../navigation/usePage.ts';

/** Whether a media query matches; false on the server and while hydrating. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/** The booking API from the browser (same origin), in the page's language. */
export function useBrowserApi(): ApiClient {
  const { locale } = useI18n();
  const token = useStoreSnapshot(useStore().config).apiPublicToken;
  return useMemo(() => new ApiClient({ baseUrl: '', locale, token }), [locale, token]);
}

/**
 * The current screen's loader data while the screen is one of `routes` (`L`:
 * their page's loader, as `typeof loader`). During a client navigation the
 * store may already hold the next screen's data while this screen is still
 * shown: then the last data of our own is kept.
 */
export function useRouteData<L extends AnyLoader>(routes: readonly RouteId[]): TypedPage<L> {
  const page = useStoreSnapshot(useStore().page) as TypedPage<L>;
  const own = routes.includes(page.routeId) && page.data != null;
  const [kept, setKept] = useState(page);
  if (own && kept !== page) setKept(page);
  return own ? page : kept;
}
