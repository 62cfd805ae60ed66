import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'express';
import type { Server } from 'node:http';
import { devAssets, manifestAssets, type PageAssets } from './assets.ts';

export type EntryModule = typeof import('../../src/entry-server.tsx');

/** How the server gets the SSR entry and asset names: Vite's dev server, or the build. */
export interface Renderer {
  dev: boolean;
  entry(): Promise<EntryModule>;
  assets(pageKey: string, locale: 'en' | 'de'): PageAssets;
  /** Vite's middlewares in development (HMR, transformed sources). */
  middleware?: RequestHandler;
  close(): Promise<void>;
}

/** The source modules a page needs besides the entry: its chunk and its dictionaries. */
function sourcesOf(entry: EntryModule, pageKey: string, locale: 'en' | 'de'): string[] {
  return [entry.pageSourceFile(pageKey), ...entry.messageSources(locale, entry.areasFor(pageKey))];
}

export async function productionRenderer(rootDir: string): Promise<Renderer> {
  const entry = (await import(pathToFileURL(path.join(rootDir, 'dist/server/entry-server.js')).href)) as EntryModule;
  const forPage = manifestAssets(path.join(rootDir, 'dist/client'));
  return {
    dev: false,
    entry: async () => entry,
    assets: (pageKey, locale) =>
      forPage(sourcesOf(entry, pageKey, locale), { linkShellCss: entry.SHELL_CSS_LINKED.has(pageKey) }),
    close: async () => {},
  };
}

export async function devRenderer(rootDir: string, httpServer?: Server): Promise<Renderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: rootDir,
    appType: 'custom',
    server: { middlewareMode: true, hmr: httpServer ? { server: httpServer } : undefined },
  });
  return {
    dev: true,
    entry: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<EntryModule>,
    assets: () => devAssets(),
    middleware: vite.middlewares as unknown as RequestHandler,
    close: () => vite.close(),
  };
}
