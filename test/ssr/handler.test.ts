import { expect } from 'chai';
import { pino } from 'pino';
import { fakeRenderer, SECRET, serve } from './fake-renderer.tsx';
import { countH1, get, htmlLang, scriptTags, attr, timedRequest } from './support.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('SSR: render errors (server/render/handler.ts)', () => {
  for (const [name, options] of [
    ['the SSR entry fails', { entryThrows: true }],
    ['the page throws while the shell renders', { pageThrows: true }],
  ] as const) {
    it(`answers 500 with the friendly page and no stack trace when ${name}`, async () => {
      const { base, close } = await serve(fakeRenderer(options));
      try {
        for (const [path, locale, text, ua] of [
          ['/en/explore/', 'en', 'Something went wrong', BROWSER],
          ['/de/erkunden/', 'de', 'Etwas ist schiefgelaufen', BROWSER],
          ['/en/blog/', 'en', 'Something went wrong', GOOGLEBOT],
        ] as const) {
          const page = await get(base, path, { headers: { 'user-agent': ua } });
          expect(page.status).to.equal(500);
          expect(page.headers.get('content-type')).to.match(/^text\/html/);
          expect(page.headers.get('cache-control')).to.equal('no-store');
          expect(htmlLang(page.html)).to.equal(locale);
          expect(countH1(page.html)).to.equal(1);
          expect(page.html).to.include(text);
          expect(page.html).to.include(`href="/${locale}/"`);
          expect(page.html).to.not.include(SECRET);
          expect(page.html).to.not.include('/srv/app/');
          expect(page.html).to.not.match(/\bat \S+ \(|\.tsx?:\d+|Error:/);
          expect(scriptTags(page.html)).to.deep.equal([]);
        }
      } finally {
        await close();
      }
    });
  }
});

describe('SSR: render errors are logged with the request id', () => {
  for (const [name, options, msg] of [
    ['the SSR entry fails', { entryThrows: true }, 'page failed before streaming'],
    ['the page throws while the shell renders', { pageThrows: true }, 'page shell failed'],
  ] as const) {
    it(`logs "${msg}" with the error and the request's id when ${name}`, async () => {
      const lines: Array<{ msg: string; reqId?: unknown; err?: unknown; req?: { id?: unknown } }> = [];
      const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
      const { base, close } = await serve(fakeRenderer(options), logger);
      try {
        expect((await get(base, '/en/explore/', { headers: { 'user-agent': BROWSER } })).status).to.equal(500);
      } finally {
        await close();
      }
      const failure = lines.find((line) => line.msg === msg);
      expect(failure, JSON.stringify(lines)).to.not.equal(undefined);
      expect(failure!.err).to.be.an('object');
      const completed = lines.find((line) => line.req?.id !== undefined);
      expect(failure!.reqId).to.equal(completed?.req?.id).and.not.equal(undefined);
    });
  }
});

describe('SSR: streaming through compression (server/render/handler.ts)', () => {
  let server: Awaited<ReturnType<typeof serve>>;
  /** The slow part of the next render waits for this. */
  let slowPart = Promise.resolve();
  before(async () => {
    server = await serve(fakeRenderer({ slowUntil: () => slowPart }));
  });
  after(async () => server?.close());

  it('sends the gzip-compressed shell before the slow part is ready, and the rest later', async () => {
    await timedRequest(server.base, '/en/', { 'user-agent': BROWSER }); // warm up (first render compiles a lot)
    // The slow part is ready only once the first bytes have arrived: a shell held back would never come.
    let ready!: () => void;
    slowPart = new Promise((resolve) => (ready = resolve));
    const res = await timedRequest(server.base, '/en/', { 'accept-encoding': 'gzip', 'user-agent': BROWSER }, ready);
    slowPart = Promise.resolve();
    expect(res.status).to.equal(200);
    expect(res.headers['content-encoding']).to.equal('gzip');
    const late = res.chunks.findIndex((c) => c.text.includes('the slow part'));
    expect(late, 'the slow part comes in a later chunk').to.be.greaterThan(0);
    const early = res.chunks
      .slice(0, late)
      .map((c) => c.text)
      .join('');
    expect(early).to.include('<h1>Fake page</h1>');
    expect(early).to.include('id="fallback"');
    // React's inline scripts that swap the late part in carry the nonce too.
    const nonces = new Set(scriptTags(res.body).map((t) => attr(t, 'nonce')));
    expect(nonces.size).to.equal(1);
    expect([...nonces][0])
      .to.be.a('string')
      .with.length.greaterThan(10);
  });

  it('sends a 103 naming the linked CSS first, and not the scripts (they wait for the largest picture)', async () => {
    const res = await timedRequest(server.base, '/en/', { 'user-agent': BROWSER });
    expect(res.events[0]).to.equal('information 103');
    expect(String(res.informational[0].headers.link)).to.equal('</assets/fake.css>; rel=preload; as=style');
  });

  it('gives a crawler the complete document at once (onAllReady)', async () => {
    const order: string[] = [];
    slowPart = new Promise((resolve) =>
      setTimeout(() => {
        order.push('slow part ready');
        resolve();
      }, 200),
    );
    const res = await timedRequest(server.base, '/en/', { 'accept-encoding': 'gzip', 'user-agent': GOOGLEBOT }, () =>
      order.push('bytes'),
    );
    slowPart = Promise.resolve();
    expect(res.status).to.equal(200);
    expect(order[0], 'nothing before the slow part is ready').to.equal('slow part ready');
    // In place, where the boundary is: not a hidden segment swapped in by a script.
    expect(res.body).to.include('<div id="slow"><p>the slow part</p>');
    expect(res.body).to.not.include('id="fallback"');
    expect(res.body).to.not.match(/<template\b|\$RC\(|<div hidden id="S:/);
  });
});
