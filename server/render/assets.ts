import fs from 'node:fs';
import path from 'node:path';
import type { Stylesheet } from '../../src/app/boot.ts';
import { startScript } from './start-script.ts';

/** The files one page needs: stylesheets, the script starting its modules, and the Early Hints naming its linked stylesheets. */
export interface PageAssets {
  /** The shell's stylesheets come with their text (inlined: nothing blocks the first paint), but on pages that link it (SHELL_CSS_LINKED); the page's are linked. */
  css: Stylesheet[];
  /** Inline: loads the entry and its chunks once the first paint and the page's largest picture are done (start-script.ts). */
  startScript: string;
  /** Only the render-blocking stylesheets: the scripts wait for the largest picture anyway. */
  earlyHints: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const ENTRY = 'src/entry-client.tsx';

/** Production: Vite's manifest maps each source module to its hashed chunk, CSS and imports. */
export function manifestAssets(
  clientDir: string,
): (sources: readonly string[], options?: { linkShellCss?: boolean }) => PageAssets {
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const cache = new Map<string, PageAssets>();
  const shellCss = new Set<string>();
  const visitShell = (id: string) => {
    const chunk = manifest[id];
    chunk?.css?.forEach((c) => shellCss.add(`/${c}`));
    chunk?.imports?.forEach(visitShell);
  };
  visitShell(ENTRY);
  // A style element ends at the first "</style": CSS never needs that text, so it is escaped.
  const inline = new Map(
    [...shellCss].map((href) => [
      href,
      fs.readFileSync(path.join(clientDir, href), 'utf8').replace(/<\/(style)/gi, '<\\/$1'),
    ]),
  );
  return (sources, { linkShellCss = false } = {}) => {
    const key = `${sources.join('|')}${linkShellCss ? '|link' : ''}`;
    let assets = cache.get(key);
    if (!assets) {
      const js = new Set<string>();
      const css = new Set<string>();
      const visit = (id: string) => {
        const chunk = manifest[id];
        if (!chunk || js.has(`/${chunk.file}`)) return;
        js.add(`/${chunk.file}`);
        chunk.css?.forEach((c) => css.add(`/${c}`));
        chunk.imports?.forEach(visit);
      };
      [ENTRY, ...sources].forEach(visit);
      const entry = `/${manifest[ENTRY].file}`;
      const linked = [...css].filter((href) => linkShellCss || !inline.has(href));
      assets = {
        css: [...css].map((href) => ({ href, text: linkShellCss ? undefined : inline.get(href) })),
        startScript: startScript(
          entry,
          [...js].filter((f) => f !== entry),
        ),
        earlyHints: linked.map((href) => `<${href}>; rel=preload; as=style`),
      };
      cache.set(key, assets);
    }
    return assets;
  };
}

/** Development: Vite serves sources directly; styles arrive through the modules. */
export function devAssets(): PageAssets {
  return { css: [], startScript: startScript(`/${ENTRY}`, []), earlyHints: [] };
}
