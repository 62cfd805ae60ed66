import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { BootData, DocumentAssets } from './app/boot.ts';
import { BOOT_ELEMENT_ID } from './app/boot.ts';
import { createI18n, loadMessages } from './i18n/i18n.ts';
import { areasFor } from './i18n/areas.ts';
import { loadPageModule } from './app/registry.ts';
import { createBrowserStore } from './store/browser-store.ts';
import { ClientNavigator } from './app/ClientNavigator.tsx';
import { VisitorParts } from './app/VisitorParts.tsx';

async function boot() {
  const element = document.getElementById(BOOT_ELEMENT_ID)!;
  const bootJson = element.textContent ?? '';
  const data = JSON.parse(bootJson) as BootData;
  const store = createBrowserStore(data.state);
  const locale = data.state.locale.code;
  // Read before the page's chunk loads: Vite then adds a <link> for each stylesheet of the chunk that the page already has inline.
  const css = [...document.querySelectorAll<HTMLElement>('head link[rel=stylesheet], head style[data-href]')].map(
    (e) =>
      e instanceof HTMLLinkElement
        ? { href: e.getAttribute('href')! }
        : { href: e.dataset.href!, text: e.textContent ?? '' },
  );
  // The page's code and dictionary are loaded before hydration so it is synchronous.
  const [module, messages] = await Promise.all([
    loadPageModule(data.pageKey),
    loadMessages(locale, areasFor(data.pageKey)),
  ]);
  const assets: DocumentAssets = {
    css,
    dev: import.meta.env.DEV,
    nonce: element.nonce ?? '',
    bootJson,
  };
  // As a transition the hydration is time-sliced (React yields every few ms): no long task blocks a tap meanwhile.
  startTransition(() => {
    hydrateRoot(
      document,
      <BrowserRouter>
        <ClientNavigator
          store={store}
          assets={assets}
          initial={{ Page: module.default, i18n: createI18n(locale, messages), page: data.state.page }}
        />
        <VisitorParts store={store} />
      </BrowserRouter>,
    );
  });
}

// Scrolling on navigation is ours (docs/product/screens.md#navigation-and-scrolling): top, hash target or the saved position.
history.scrollRestoration = 'manual';
void boot();
