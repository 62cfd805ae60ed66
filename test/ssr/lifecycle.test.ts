import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect } from 'chai';
import { pino } from 'pino';
import { createApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { readConfig } from '../../server/config.ts';
import { createContentSource, loadSettings } from '../../server/content/index.ts';
import { productionRenderer } from '../../server/render/renderer.ts';
import { startServer } from '../../server/index.ts';
import { ROOT, tempDir } from '../helpers/server.ts';
import { spawnServer, type ServerProcess } from '../helpers/server-process.ts';
import { countH1, get, htmlLang, sleep } from './support.ts';

describe('SSR: /healthz and /readyz when the database is gone', () => {
  it('stays live (/healthz 200), but /readyz answers 503 naming the database; no /metrics without METRICS_TOKEN', async function () {
    this.timeout(180_000);
    const config = readConfig({ NODE_ENV: 'production', APP_ROOT: ROOT, DATA_DIR: tempDir(), LOG_LEVEL: 'silent' });
    const logger = pino({ level: 'silent' });
    const db = await openDatabase({ dataDir: config.dataDir });
    await migrate(db, config.rootDir);
    const content = await createContentSource(config);
    const app = createApp({
      config,
      logger,
      db,
      content,
      settings: await loadSettings(content, logger),
      publishContent: async () => {},
      renderer: await productionRenderer(ROOT),
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    try {
      expect((await fetch(`${base}/metrics`)).status).to.equal(404);
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).to.equal(200);
      expect(await ready.json()).to.deep.equal({ status: 'ready', checks: { database: 'ok', content: 'ok' } });
      await db.close();
      const live = await fetch(`${base}/healthz`);
      expect(live.status).to.equal(200);
      expect(await live.json()).to.deep.equal({ status: 'ok' });
      const down = await fetch(`${base}/readyz`);
      expect(down.status).to.equal(503);
      expect(down.headers.get('content-type')).to.match(/application\/json/);
      expect(await down.json()).to.deep.equal({ status: 'unavailable', checks: { database: 'failed', content: 'ok' } });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('SSR: graceful shutdown of `node dist/server/index.js`', () => {
  let server: ServerProcess | undefined;
  afterEach(() => server?.stop());

  it('finishes the request in flight on SIGTERM, closes the database and exits 0', async function () {
    this.timeout(180_000);
    const dataDir = tempDir();
    const secret = 'shutdown-test-webhook-secret';
    // Launched through a symlinked folder whose name has a space, as release folders
    // (current -> releases/…) and some home directories are: it must still start,
    // finding its folder from where it starts (no APP_ROOT), as a plain `npm start` (no DEMO).
    const linked = path.join(tempDir('sumarhus-release-'), 'current release');
    fs.symlinkSync(ROOT, linked);
    server = await spawnServer(
      { DATA_DIR: dataDir, PRISMIC_WEBHOOK_SECRET: secret, APP_ROOT: undefined, DEMO: undefined },
      { root: linked },
    );
    const logs = () =>
      server!.logs.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);

    const [listening] = logs();
    // A person reads where the site is in the first line, even on the first start (demo catalogue).
    expect(listening.msg, 'the first log line').to.match(/^sumarhus is listening on /);
    expect(listening.msg).to.equal(
      `sumarhus is listening on ${listening.url} (demo mode: embedded database, demo catalogue, mail kept as files)`,
    );
    expect(listening.mode).to.equal('demo');
    const url = new URL(String(listening.url));
    expect(url.hostname).to.equal('127.0.0.1');
    const port = Number(url.port);
    expect((await get(`http://127.0.0.1:${port}`, '/en/')).status).to.equal(200);

    // A connection kept alive stays open while idle longer than Node's 5 s default (load balancers keep theirs 60 s).
    const idle = await keptAliveAfter(port, 6_000);
    expect(idle, 'an idle kept-alive connection is still open after 6 s').to.equal(true);

    // Request 1: a POST whose body is only half sent; its handler waits for the rest.
    const body = JSON.stringify({ secret, type: 'api-update' });
    const post = rawExchange(
      port,
      `POST /_content/webhook HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    // Request 2: a page request whose headers are not complete yet.
    const page = rawExchange(port, 'GET /en/ HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await sleep(300);

    const signalledAt = Date.now();
    let exitedAt: number | undefined;
    const stopped = server.stop().finally(() => (exitedAt = Date.now()));
    await sleep(300);
    expect(exitedAt, 'still running while requests are in flight').to.equal(undefined);
    // No new connections once shutting down.
    const refused = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.destroy();
        resolve(false);
      });
      s.on('error', () => resolve(true));
    });
    expect(refused, 'new connections are refused').to.equal(true);

    post.send(body.slice(10));
    page.send('Accept: text/html\r\n\r\n');
    const [postRes, pageRes] = await Promise.all([post.response, page.response]);
    expect(postRes.status).to.equal(200);
    expect(JSON.parse(postRes.body)).to.deep.equal({ cleared: true });
    expect(pageRes.status).to.equal(200);
    expect([postRes.connection, pageRes.connection], 'answers in flight end their connections').to.deep.equal([
      'close',
      'close',
    ]);
    expect(htmlLang(pageRes.body)).to.equal('en');
    expect(countH1(pageRes.body)).to.equal(1);
    expect(pageRes.body.trimEnd().endsWith('</html>')).to.equal(true);

    const { code, signal } = await stopped;
    const tookMs = exitedAt! - signalledAt;
    expect(signal).to.equal(null);
    expect(code, server.stderr).to.equal(0);
    expect(tookMs, 'exits promptly once the requests are done (no 10 s wait for kept-alive sockets)').to.be.below(8000);
    const messages = logs().map((l) => l.msg);
    expect(messages).to.include.members(['demo catalogue created', 'sumarhus stopped']); // stopped: logged after the database is closed
    // Production without SMTP_URL: one warning (pino level 40) that mail stays in files.
    expect(
      logs()
        .filter((l) => String(l.msg).startsWith('no SMTP_URL'))
        .map((l) => l.level),
    ).to.deep.equal([40]);

    // The data directory is intact and can be opened again.
    const db = await openDatabase({ dataDir });
    try {
      const rows = await db.query<{ n: number }>('select count(*)::int as n from schema_migrations');
      expect(rows[0].n).to.be.greaterThan(0);
    } finally {
      await db.close();
    }
  });
});

/** Whether a connection that answered a request is still open after `ms` of silence. */
function keptAliveAfter(port: number, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'),
    );
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(true);
    }, ms);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(false);
    });
    socket.resume();
  });
}

/**
 * A keep-alive HTTP/1.1 exchange over a raw socket, written in parts: the first
 * part now, the rest with send(). Resolves with the status and the (de-chunked) body.
 */
function rawExchange(port: number, first: string) {
  const socket = net.connect(port, '127.0.0.1', () => socket.write(first));
  let data = Buffer.alloc(0);
  socket.on('data', (d) => (data = Buffer.concat([data, d])));
  const response = new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    socket.on('error', reject);
    const tryParse = () => {
      // Informational responses (103 Early Hints) come first: skip them.
      const text = data.toString('utf8').replace(/^(?:HTTP\/1\.1 1\d\d [^\r]*\r\n(?:[^\r]+\r\n)*\r\n)+/, '');
      const end = text.indexOf('\r\n\r\n');
      if (end === -1) return false;
      const head = text.slice(0, end);
      const status = Number(head.split(' ')[1]);
      const connection = /\r\nconnection:\s*([^\r]*)/i.exec(head)?.[1].toLowerCase();
      let rest = text.slice(end + 4);
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (length) {
        if (Buffer.byteLength(rest) < Number(length[1])) return false;
        resolve({ status, body: rest, connection });
        return true;
      }
      if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
        let body = '';
        for (;;) {
          const lineEnd = rest.indexOf('\r\n');
          if (lineEnd === -1) return false;
          const size = parseInt(rest.slice(0, lineEnd), 16);
          if (size === 0) {
            resolve({ status, body, connection });
            return true;
          }
          const chunk = Buffer.from(rest.slice(lineEnd + 2));
          if (chunk.length < size + 2) return false;
          body += chunk.subarray(0, size).toString('utf8');
          rest = chunk.subarray(size + 2).toString('utf8');
        }
      }
      return false;
    };
    socket.on('data', () => {
      if (tryParse()) socket.end();
    });
    socket.on('close', () => {
      if (!tryParse())
        reject(new Error(`connection closed before a full response: ${data.toString('utf8').slice(0, 200)}`));
    });
  });
  return { send: (more: string) => socket.write(more), response };
}

describe('SSR: development mode (Vite middleware)', () => {
  it('renders /en/ with 200', async function () {
    this.timeout(120_000);
    const config = readConfig({
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      APP_ROOT: ROOT,
      DATA_DIR: tempDir(),
      LOG_LEVEL: 'silent',
    });
    const running = await startServer(config);
    try {
      const base = `http://127.0.0.1:${new URL(running.url).port}`;
      const page = await get(base, '/en/');
      expect(page.status).to.equal(200);
      expect(htmlLang(page.html)).to.equal('en');
      expect(countH1(page.html)).to.equal(1);
      expect(page.html).to.include('/@vite/client');
      expect(page.html).to.include('/src/entry-client.tsx');
      const entry = await fetch(`${base}/src/entry-client.tsx`);
      expect(entry.status).to.equal(200);
    } finally {
      await running.close();
    }
  });
});
