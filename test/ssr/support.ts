import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Locale } from '../../contract/locale.ts';
import { ROOT, startTestServer } from '../helpers/server.ts';

export { timedRequest, type TimedResponse } from '../helpers/timed-request.ts';

/** A page as the tests read it: status, headers and the whole body. */
export interface Page {
  status: number;
  headers: Headers;
  html: string;
}

export async function get(base: string, pathname: string, init: RequestInit = {}): Promise<Page> {
  const res = await fetch(base + pathname, { redirect: 'manual', ...init });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** The body of <html lang="…">, or null. */
export function htmlLang(html: string): string | null {
  return /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1] ?? null;
}

export function countH1(html: string): number {
  return (html.match(/<h1[\s>]/g) ?? []).length;
}

export function h1Text(html: string): string | null {
  const m = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return m ? decodeEntities(m[1].replace(/<[^>]*>/g, '')).trim() : null;
}

export function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every <script …> start tag in the document. */
export function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/gi) ?? [];
}

/** What the inline start script (server/render/start-script.ts) loads after the first paint: the entry and its chunks. */
export function startScriptAssets(html: string): { entry: string; modulePreloads: string[] } | null {
  const m = /<script\b[^>]*>\(function\(e,p\)\{[^<]*\}\)\(("[^"]*"),(\[[^\]]*\])\)<\/script>/.exec(html);
  return m && { entry: JSON.parse(m[1]) as string, modulePreloads: JSON.parse(m[2]) as string[] };
}

export function attr(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
}

/** The raw text of script#__BOOT__ (the serialised store). */
export function bootText(html: string): string {
  const m = /<script\b[^>]*\bid="__BOOT__"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no script#__BOOT__ in the page');
  return m[1];
}

export interface Boot {
  state: {
    locale: { code: Locale };
    page: { routeId: string; status: number };
    settings: Record<string, unknown> | null;
  } & Record<string, unknown>;
  pageKey: string;
}

export function boot(html: string): Boot {
  return JSON.parse(bootText(html)) as Boot;
}

/** One directive of a CSP header, as its list of sources. */
export function cspDirective(csp: string, name: string): string[] | null {
  for (const part of csp.split(';')) {
    const [key, ...values] = part.trim().split(/\s+/);
    if (key === name) return values;
  }
  return null;
}

/** The settings document of the embedded content for one language. */
export function localSettings(locale: Locale): { err_title: string } & Record<string, unknown> {
  const lang = locale === 'de' ? 'de-de' : 'en-gb';
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'content', lang, 'settings.json'), 'utf8')).data;
}

/** Sends a raw request line and headers over TCP and returns the response head (for paths fetch() would normalise). */
export function rawHead(port: number, target: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head] = data.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(':');
        headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

/**
 * A small XML well-formedness check (no XML library is a dependency): one root,
 * tags nest and close, attributes are quoted and unique, every & starts an entity.
 */
export function assertWellFormedXml(xml: string): void {
  const s = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  let roots = 0;
  const re =
    /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|<!--[\s\S]*?-->|([^<]+)|(<)/g;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    const [, close, name, attrs, selfClose, text, stray] = m;
    if (stray) throw new Error(`stray < at ${m.index}`);
    if (text !== undefined) {
      if (stack.length === 0 && text.trim()) throw new Error('text outside the root element');
      if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(text))
        throw new Error(`bad entity in ${text.slice(0, 40)}`);
      continue;
    }
    if (!name) continue; // comment
    if (close) {
      if (stack.pop() !== name) throw new Error(`</${name}> closes the wrong element`);
      continue;
    }
    const names = [...(attrs ?? '').matchAll(/([A-Za-z_][\w.:-]*)\s*=\s*("[^"]*"|'[^']*')/g)];
    if (new Set(names.map((a) => a[1])).size !== names.length) throw new Error(`<${name}> repeats an attribute`);
    for (const a of names)
      if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(a[2])) throw new Error(`bad entity in ${a[2]}`);
    if (stack.length === 0) roots++;
    if (!selfClose) stack.push(name);
  }
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) throw new Error(`${roots} root elements`);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let shared: Promise<TestServer> | undefined;

/**
 * One production-build server with the default content, shared by the SSR files that
 * need nothing special (a start migrates and seeds the demo catalogue: seconds each).
 * Closed after the whole run.
 */
export async function sharedServer(): Promise<{ server: TestServer; base: string; port: number }> {
  shared ??= startTestServer();
  const server = await shared;
  const port = Number(new URL(server.url).port);
  return { server, base: `http://127.0.0.1:${port}`, port };
}

after(async () => {
  if (shared) await (await shared).close();
});

/** A plain form post as a browser without JavaScript sends it, with a login's Cookie header. */
export function postForm(
  base: string,
  pathname: string,
  fields: Record<string, string>,
  cookie: string,
): Promise<Page> {
  return get(base, pathname, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A page's words as a reader sees them: no tags, entities decoded, white space folded. */
export const pageText = (html: string): string =>
  decodeEntities(html.replace(/<!-- -->/g, '').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');
