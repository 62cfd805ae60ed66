import type { ReactNode } from 'react';
import type { DocumentAssets } from './boot.ts';
import { Document } from './Document.tsx';
import { I18nContext, type I18n } from '../i18n/i18n.ts';
import { StoreContext, type Store } from '../store/store.ts';
import { Shell } from '../components/shell/Shell.tsx';
import { DeferredContext, NonceContext, type DeferredMap } from '../navigation/deferred.tsx';
import { PageContext, type PageState } from '../navigation/usePage.ts';

/** Providers, document and shell around the current screen: the same tree on server and client. */
export function App({
  store,
  i18n,
  assets,
  page,
  deferred = {},
  children,
}: {
  store: Store;
  i18n: I18n;
  assets: DocumentAssets;
  page: PageState;
  deferred?: DeferredMap;
  children: ReactNode;
}) {
  return (
    <StoreContext.Provider value={store}>
      <I18nContext.Provider value={i18n}>
        <NonceContext.Provider value={assets.nonce}>
          <DeferredContext.Provider value={deferred}>
            <PageContext.Provider value={page}>
              <Document assets={assets}>
                <Shell>{children}</Shell>
              </Document>
            </PageContext.Provider>
          </DeferredContext.Provider>
        </NonceContext.Provider>
      </I18nContext.Provider>
    </StoreContext.Provider>
  );
}
