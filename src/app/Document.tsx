import type { ReactNode } from 'react';
import type { DocumentAssets } from './boot.ts';
import { BOOT_ELEMENT_ID } from './boot.ts';
import { useAppState } from '../store/store.ts';

const REFRESH_PREAMBLE = `import RefreshRuntime from '/@react-refresh';RefreshRuntime.injectIntoGlobalHook(window);window.$RefreshReg$=()=>{};window.$RefreshSig$=()=>(t)=>t;window.__vite_plugin_react_preamble_installed__=true;`;

/** The whole HTML document: React renders <html> so head tags from pages hoist into it. */
export function Document({ assets, children }: { assets: DocumentAssets; children: ReactNode }) {
  const [state] = useAppState();
  const { alternates, locale } = state;
  const origin = state.config.origin;
  return (
    <html lang={locale.code === 'de' ? 'de' : 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4b5e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* No paint of a half-parsed page: a form missing its last fields lays out otherwise (CLS). */}
        <link rel="expect" href={`#${BOOT_ELEMENT_ID}`} blocking="render" />
        {assets.css.map(({ href, text }) =>
          text === undefined ? (
            <link key={href} rel="stylesheet" href={href} />
          ) : (
            <style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: text }} />
          ),
        )}
        {alternates.en && <link rel="alternate" hrefLang="en" href={origin + alternates.en} />}
        {alternates.de && <link rel="alternate" hrefLang="de" href={origin + alternates.de} />}
        {alternates.en && <link rel="alternate" hrefLang="x-default" href={origin + alternates.en} />}
        {assets.dev && (
          <script
            type="module"
            nonce={assets.nonce || undefined}
            dangerouslySetInnerHTML={{ __html: REFRESH_PREAMBLE }}
          />
        )}
        {assets.dev && <script type="module" nonce={assets.nonce || undefined} src="/@vite/client" />}
      </head>
      <body>
        {children}
        <script
          id={BOOT_ELEMENT_ID}
          type="application/json"
          nonce={assets.nonce || undefined}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: assets.bootJson }}
        />
      </body>
    </html>
  );
}
