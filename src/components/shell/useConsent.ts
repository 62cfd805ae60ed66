import { useContext, useEffect } from 'react';
import type { ConsentAction } from '../../consent/consent.ts';
import { NonceContext } from '../../navigation/deferred.tsx';
import { useAppState, useStore } from '../../store/store.ts';

const NEXT = { accept: 'accepted', decline: 'declined', reset: null } as const;

/** The consent code is its own chunk: loaded only when the visitor acts or has accepted. */
const consentModule = () => import('../../consent/consent-browser.ts');

/**
 * Accept, decline or reset: the store changes at once (the notice hides or
 * shows), the cookie writes and the tag manager follow from the lazy chunk.
 */
export function useConsentAction(): (action: ConsentAction) => Promise<void> {
  const store = useStore();
  const nonce = useContext(NonceContext);
  return async (action) => {
    store.consent = NEXT[action];
    try {
      const { applyConsent } = await consentModule();
      store.consent = applyConsent(action, store.config.gtmId, nonce);
    } catch {
      // The chunk did not load (offline): the choice holds for this page only.
    }
  };
}

/** A visitor who accepted earlier starts tracking once the page has hydrated. */
export function useTracking(): void {
  const [{ consent, config }] = useAppState();
  const nonce = useContext(NonceContext);
  const gtmId = config.gtmId;
  useEffect(() => {
    if (consent !== 'accepted' || !gtmId) return;
    consentModule().then(
      ({ startTagManager }) => startTagManager(gtmId, nonce),
      () => {},
    );
  }, [consent, gtmId, nonce]);
}
