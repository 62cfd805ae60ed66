import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { ApiClient } from '../../api/http.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { useStore, useStoreSnapshot } from '../../store/store.ts';

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
