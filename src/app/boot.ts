import type { AppState } from '../store/state.ts';

/** What the server tells the browser's entry: the store snapshot and the page module to hydrate. */
export interface BootData {
  state: AppState;
  pageKey: string;
}

/** A stylesheet of the page: linked, or inlined when its text is given (the shell's, for the first paint). */
export interface Stylesheet {
  href: string;
  text?: string;
}

/** The document's assets, rendered identically by the server and during hydration. */
export interface DocumentAssets {
  css: Stylesheet[];
  /** Vite's dev client and React Refresh preamble (development only). */
  dev: boolean;
  nonce: string;
  /** The serialised BootData, already escaped for an inline script. */
  bootJson: string;
}

export const BOOT_ELEMENT_ID = '__BOOT__';
