/**
 * A first start exactly as the README says: `npm start` in a fresh copy of the
 * built project with nothing configured but the port, so the data goes to
 * `.data` and the demo catalogue is created. Then the main screens in
 * Chromium, scrolled to the bottom: every picture loads and no request fails.
 * Map tiles come from the internet, which tests do not have: only they are
 * excused, by their URL. Also: the Procfile's web process is node itself, so
 * the platform's SIGTERM reaches the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect } from 'chai';
import { matchRoute, pathFor, type RouteId } from '../../contract/routes.ts';
import { launchBrowser, withoutOfflineTiles, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import { ROOT, tempDir } from '../helpers/server.ts';

/** What `npm start` reads at run time (APP_ROOT is the working folder); node_modules is linked. */
const RUNTIME = ['package.json', 'dist', 'content', 'data', 'server/db/migrations'];
const OFFLINE_TILE = /^https:\/\/([a-c]\.)?tile\.openstreetmap\.org\//;

interface Started {
  child: ChildProcess;
  /** JSON log lines so far. */
  logs: Array<Record<string, unknown>>;
  listening: Promise<Record<string, unknown>>;
  /** The exit code, and everything it wrote (for the failure message). */
  exited: Promise<{ code: number | null; output: string }>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Runs `command` in `cwd` with only PATH, HOME and PORT set; resolves `listening` at the start log line. */
function start(command: string, args: string[], cwd: string, port: number): Started {
  // Its own process group, so that after() can stop whatever is left of it.
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port) },
  });
  const logs: Array<Record<string, unknown>> = [];
  let output = '';
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, output })),
  );
  const listening = new Promise<Record<string, unknown>>((resolve, reject) => {
    let pending = '';
    child.stdout!.on('data', (d) => {
      output += d;
      pending += d;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        if (!line.startsWith('{')) continue; // npm's own lines
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        if (String(entry.msg).startsWith('sumarhus is listening on ')) resolve(entry);
      }
    });
    void exited.then(({ code }) => reject(new Error(`exited (${code}) before listening:\n${output}`)));
  });
  return { child, logs, listening, exited };
}

async function stop(started: Started | undefined): Promise<void> {
  if (!started || started.child.exitCode !== null || started.child.signalCode !== null) return;
  try {
    process.kill(-started.child.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
  await started.exited;
}

describe('E2E: a fresh start with the README command', function () {
  this.timeout(90_000);
  let dir: string;
  let port: number;
  let site: string;
  let server: Started | undefined;
  let browser: TestBrowser;

  before(async () => {
    dir = tempDir('sumarhus-fresh-');
    for (const entry of RUNTIME) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    port = await freePort();
    server = start('npm', ['start'], dir, port);
    [browser] = await Promise.all([launchBrowser(), server.listening]);
    site = `http://localhost:${port}`;
  });

  after(async () => {
    await browser?.close();
    await stop(server);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('says first where the site is, and keeps its data in .data', async () => {
    const listening = await server!.listening;
    expect(server!.logs[0]).to.equal(listening);
    expect(listening.msg).to.equal(
      `sumarhus is listening on ${site} (demo mode: embedded database, demo catalogue, mail kept as files)`,
    );
    expect(fs.existsSync(path.join(dir, '.data/pglite'))).to.equal(true);
  });

  /** Scrolls down in half screens until the end stays the end: lazy pictures load as they come near, and the list loads more houses at its end. */
  async function scrollToEnd(page: TestPage): Promise<void> {
    for (let round = 0; round < 15; round++) {
      const atEnd = await page.evaluate(async () => {
        for (;;) {
          const before = window.scrollY;
          window.scrollBy(0, window.innerHeight / 2);
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
          if (window.scrollY === before)
            return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        }
      });
      await page.waitForNetworkIdle({ idleTime: 300, timeout: 30_000 });
      const stillAtEnd = await page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      );
      if (atEnd && stillAtEnd) return;
    }
    throw new Error('the page kept growing');
  }

  /** Opens `pathname`, scrolls to the bottom so lazy pictures load, and checks every picture and request. */
  async function visit(page: TestPage & { failed: string[] }, pathname: string): Promise<string[]> {
    page.errors.length = 0;
    page.failed.length = 0;
    await page.goto(site + pathname, { waitUntil: 'load' });
    await page.hydrated(20_000);
    await scrollToEnd(page);
    // Slides of a carousel or slider that are not shown never come near, however far one scrolls: ask for them now.
    await page.$$eval('img[loading="lazy"]', (imgs) => imgs.forEach((img) => (img.loading = 'eager')));
    // Pictures are rendered on their first request: allow for a cold cache on a busy machine. The check below names any that did not load.
    await page
      .waitForFunction(() => [...document.images].every((img) => img.complete), { timeout: 45_000 })
      .catch(() => {});
    await page.waitForNetworkIdle({ idleTime: 250, timeout: 20_000 });
    const broken = (
      await page.$$eval('img', (imgs) =>
        imgs.filter((img) => !(img.complete && img.naturalWidth > 0)).map((img) => img.currentSrc || img.src),
      )
    ).filter((src) => !OFFLINE_TILE.test(src));
    const count = await page.$$eval('img', (imgs) => imgs.length);
    expect(count, `${pathname}: pictures`).to.be.greaterThan(0);
    expect(broken, `${pathname}: pictures that did not load`).to.deep.equal([]);
    expect(page.failed, `${pathname}: failed requests`).to.deep.equal([]);
    expect(withoutOfflineTiles(page.errors), `${pathname}: console errors`).to.deep.equal([]);
    return page.$$eval('a[href]', (links) => links.map((a) => a.getAttribute('href')!));
  }

  function firstLink(hrefs: string[], id: RouteId): string {
    const found = hrefs.find((href) => href.startsWith('/') && matchRoute(href.split(/[?#]/)[0])?.route.id === id);
    expect(found, `a link to a ${id} page`).to.be.a('string');
    return found!;
  }

  it('shows every picture of the front page, list, house, explore and blog pages, and fails no request', async () => {
    const page = Object.assign(await browser.newPage({ width: 1280, height: 900 }), { failed: [] as string[] });
    page.setDefaultTimeout(20_000);
    page.on('requestfailed', (request) => {
      if (!OFFLINE_TILE.test(request.url())) page.failed.push(`${request.failure()?.errorText} ${request.url()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && response.url().startsWith(site))
        page.failed.push(`${response.status()} ${response.url()}`);
    });

    await visit(page, pathFor('home', 'en'));
    const list = await visit(page, pathFor('accommodation', 'en'));
    await visit(page, firstLink(list, 'house'));
    const explore = await visit(page, pathFor('explore', 'en'));
    await visit(page, firstLink(explore, 'exploreItem'));
    const blog = await visit(page, pathFor('blog', 'en'));
    await visit(page, firstLink(blog, 'blogPost'));
  });

  it('runs the Procfile web process as node itself, which stops cleanly on SIGTERM', async () => {
    // The README's start, stopped as a platform would stop the server: SIGTERM to node.
    process.kill(Number((await server!.listening).pid), 'SIGTERM');
    const npmStart = await server!.exited;
    expect(npmStart.code, npmStart.output).to.equal(0);

    const web = /^web:\s*(.+)$/m.exec(fs.readFileSync(path.join(ROOT, 'Procfile'), 'utf8'))![1];
    server = start('sh', ['-c', web], dir, port);
    const listening = await server.listening;
    expect(listening.pid, 'the shell has become node').to.equal(server.child.pid);
    server.child.kill('SIGTERM');
    const procfile = await server.exited;
    expect(procfile.code, procfile.output).to.equal(0);
    expect(server.logs.map((l) => l.msg)).to.include('sumarhus stopped');
  });
});
