import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { serializeForScript } from '../../src/store/serialize.ts';
import { ROOT, startTestServer, tempDir } from '../helpers/server.ts';
import { attr, boot, bootText, cspDirective, get, h1Text, scriptTags } from './support.ts';

const BREAKOUT = 'A</script><!--<script>alert(1)</script>\u2028\u2029&amp;"\'\\';

describe('SSR: serialised state (src/store/serialize.ts)', () => {
  it('round-trips through JSON.parse', () => {
    const value = { a: BREAKOUT, nested: [{ b: '</SCRIPT >', c: '<!-- -->' }], n: 1.5, t: true, z: null };
    expect(JSON.parse(serializeForScript(value))).to.deep.equal(value);
  });

  it('leaves nothing that could end the script element or open a comment', () => {
    const out = serializeForScript({ a: BREAKOUT });
    expect(out).to.not.match(/[<>]/);
    expect(out).to.not.include('</script');
    expect(out).to.not.include('<!--');
    expect(out).to.not.include('&');
  });

  it('escapes U+2028 and U+2029 (line terminators for older JavaScript parsers)', () => {
    const out = serializeForScript({ a: 'x\u2028y\u2029z' });
    expect(out).to.not.match(/[\u2028\u2029]/);
    expect(out).to.include('\\u2028');
    expect(out).to.include('\\u2029');
    // Valid JavaScript too, not only JSON.
    expect(new Function(`return ${out}`)()).to.deep.equal({ a: 'x\u2028y\u2029z' });
  });
});

describe('SSR: CSP nonce and the state in the page', function () {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;
  before(async function () {
    this.timeout(180_000);
    // The embedded content, with a settings value that tries to break out of script#__BOOT__.
    const contentDir = tempDir('sumarhus-content-');
    fs.cpSync(fs.realpathSync(path.join(ROOT, 'content')), contentDir, { recursive: true });
    for (const lang of ['en-gb', 'de-de']) {
      const file = path.join(contentDir, lang, 'settings.json');
      const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
      doc.data.err_title = `${doc.data.err_title} ${BREAKOUT}`;
      fs.writeFileSync(file, JSON.stringify(doc));
    }
    server = await startTestServer({ CONTENT_DIR: contentDir, LOG_LEVEL: process.env.SSR_LOG ?? 'silent' });
    base = `http://127.0.0.1:${new URL(server.url).port}`;
  });
  after(async () => server?.close());

  const pages = ['/', '/en/', '/de/', '/en/explore/', '/de/kontakt/', '/en/no-such-page/', '/de/keine-seite/'];
  // A visitor with a cookie the render reads gets the streamed page with a nonce; an anonymous
  // one a cached page whose scripts are allowed by hash (test/ssr/page-cache.test.ts).
  const streamed = { headers: { cookie: 'shortlist=SH-1' } };

  it('sends a CSP whose script-src has a nonce and no unsafe-inline', async () => {
    for (const p of pages) {
      const page = await get(base, p, streamed);
      const csp = page.headers.get('content-security-policy');
      expect(csp, p).to.be.a('string');
      const scriptSrc = cspDirective(csp!, 'script-src');
      expect(scriptSrc, p).to.be.an('array');
      expect(scriptSrc).to.not.include("'unsafe-inline'");
      expect(scriptSrc).to.not.include("'unsafe-eval'");
      expect(scriptSrc!.filter((s) => s.startsWith("'nonce-"))).to.have.length(1);
      const elem = cspDirective(csp!, 'script-src-elem');
      if (elem) expect(elem).to.not.include("'unsafe-inline'");
    }
  });

  it('puts the response nonce on every <script> in the HTML', async () => {
    for (const p of pages) {
      const page = await get(base, p, streamed);
      const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy')!)![1];
      const scripts = scriptTags(page.html);
      expect(scripts.length, p).to.be.greaterThan(1); // the state and the entry module at least
      for (const tag of scripts) expect(attr(tag, 'nonce'), `${p}: ${tag}`).to.equal(nonce);
    }
  });

  it('uses a fresh nonce for every response', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++)
      nonces.add(
        (await get(base, '/en/', streamed)).headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1],
      );
    expect(nonces.size).to.equal(5);
  });

  it('serialises the state as valid JSON that a hostile value cannot break out of', async () => {
    for (const [p, locale] of [
      ['/en/no-such-page/', 'en'],
      ['/de/keine-seite/', 'de'],
    ] as const) {
      const page = await get(base, p);
      expect(page.status).to.equal(404);
      const raw = bootText(page.html);
      expect(raw).to.not.match(/[<>\u2028\u2029]/);
      const state = boot(page.html).state;
      expect(state.locale.code).to.equal(locale);
      expect(String(state.settings!.err_title).endsWith(BREAKOUT)).to.equal(true);
      // The hostile text is shown as text, and no extra script element appeared.
      expect(h1Text(page.html)!.endsWith(BREAKOUT)).to.equal(true);
      expect(page.html).to.not.include('<script>alert(1)');
      expect(scriptTags(page.html).length).to.equal((page.html.match(/<\/script>/g) ?? []).length);
      expect(page.html.trimEnd().endsWith('</html>')).to.equal(true);
    }
  });
});
