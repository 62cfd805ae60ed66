// Server-side fetches of URLs a user chose (server/http/public-address.ts,
// outbound-fetch.ts): only public addresses, judged on the literal host, on
// every address a name resolves to when the socket connects, and on every
// redirect; the allow-list (FETCH_ALLOW_HOSTS) exempts exact host:port pairs.
// Servers here listen on 127.0.0.1 only, and names resolve through an injected
// resolver, never the network.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { readConfig } from '../../server/config.ts';
import {
  fetchFailure,
  MAX_REDIRECTS,
  NonPublicAddressError,
  outbound,
  type Resolve,
} from '../../server/http/outbound-fetch.ts';
import { nonPublicHost, nonPublicRange } from '../../server/http/public-address.ts';
import { tempDir } from '../helpers/temp.ts';

describe('public addresses', () => {
  it('refuses loopback, private, link-local, unique-local, CGNAT, multicast, unspecified, broadcast and reserved addresses', () => {
    for (const [address, range] of [
      ['127.0.0.1', 'loopback'],
      ['127.200.0.9', 'loopback'],
      ['::1', 'loopback'],
      ['10.0.0.1', 'private'],
      ['172.16.5.4', 'private'],
      ['192.168.1.1', 'private'],
      ['169.254.169.254', 'linkLocal'],
      ['fe80::1', 'linkLocal'],
      ['fd00:ec2::254', 'uniqueLocal'],
      ['fc00::1', 'uniqueLocal'],
      ['100.64.0.1', 'carrierGradeNat'],
      ['100.100.100.200', 'carrierGradeNat'],
      ['224.0.0.1', 'multicast'],
      ['ff02::1', 'multicast'],
      ['0.0.0.0', 'unspecified'],
      ['0.1.2.3', 'unspecified'],
      ['::', 'unspecified'],
      ['255.255.255.255', 'broadcast'],
      ['192.0.0.192', 'reserved'],
      ['198.51.100.7', 'reserved'],
      ['240.0.0.1', 'reserved'],
      ['2001:db8::1', 'reserved'],
    ]) {
      expect(nonPublicRange(address), address).to.equal(range);
    }
  });

  it('judges an IPv6 address that carries an IPv4 one (mapped, NAT64, 6to4) by the IPv4 address', () => {
    for (const address of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '64:ff9b::7f00:1',
      '64:ff9b::a00:1',
      '2002:7f00:1::1',
      '2002:a9fe:a9fe::1',
    ]) {
      expect(nonPublicRange(address), address).to.be.a('string');
    }
    expect(nonPublicRange('::ffff:127.0.0.1')).to.equal('loopback');
    expect(nonPublicRange('::ffff:8.8.8.8')).to.equal(null);
    expect(nonPublicRange('64:ff9b::808:808'), 'NAT64 of a public address').to.equal(null);
    // Outside 2000::/3 (here the old IPv4-compatible form, and unassigned space) and Teredo: refused.
    for (const address of ['::7f00:1', '::808:808', '4000::1', '2001::1'])
      expect(nonPublicRange(address), address).to.be.a('string');
  });

  it('allows public addresses', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '93.184.215.14',
      '100.63.255.255',
      '100.128.0.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001:82b::200e',
    ]) {
      expect(nonPublicRange(address), address).to.equal(null);
    }
  });

  it('judges the host of a URL as new URL() writes it: decimal, short and bracketed forms, names of the internal kind', () => {
    const host = (url: string) => nonPublicHost(new URL(url).hostname);
    expect(host('http://2130706433/')).to.equal('loopback');
    expect(host('http://0x7f.1/')).to.equal('loopback');
    expect(host('http://127.1:5432/')).to.equal('loopback');
    expect(host('http://0.0.0.0:22/')).to.equal('unspecified');
    expect(host('http://[::]/')).to.equal('unspecified');
    expect(host('http://[::ffff:127.0.0.1]/')).to.equal('loopback');
    expect(host('http://[fd00:ec2::254]/')).to.equal('uniqueLocal');
    for (const url of [
      'http://metadata.google.internal/',
      'http://localhost:3000/',
      'http://api.localhost/',
      'http://metadata.goog/',
      'http://LOCALHOST./',
      'http://intranet/',
    ]) {
      expect(host(url), url).to.be.a('string');
    }
    expect(host('https://calendar.google.com/x.ics')).to.equal(null);
    expect(host('http://[2606:4700:4700::1111]/')).to.equal(null);
  });
});

interface Local {
  base: string;
  port: number;
  hits: string[];
  close(): Promise<void>;
}

async function localServer(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<Local> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Resolves the given names only (no network), as a name server that may answer with any address. */
const resolver =
  (names: Record<string, string[]>): Resolve =>
  async (hostname) => {
    const addresses = names[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

/** The error a fetch rejected with, and its innermost cause. */
async function failure(promise: Promise<unknown>): Promise<{ error: Error; cause: unknown }> {
  try {
    await promise;
  } catch (error) {
    let cause: unknown = error;
    while (cause instanceof Error && cause.cause) cause = cause.cause;
    return { error: error as Error, cause };
  }
  throw new Error('the fetch did not fail');
}

describe('outbound fetch', () => {
  let target: Local;
  let other: Local;

  before(async () => {
    target = await localServer((req, res) => {
      if (req.url === '/elsewhere') return res.writeHead(302, { location: `${other.base}/secret` }).end();
      // Redirects until /loop/10.
      const step = /^\/loop\/(\d+)$/.exec(req.url ?? '');
      if (step && Number(step[1]) < 10) return res.writeHead(307, { location: `/loop/${Number(step[1]) + 1}` }).end();
      if (req.url === '/file') return res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      res.end(`calendar at ${req.url}`);
    });
    other = await localServer((_req, res) => res.end('internal text'));
  });
  beforeEach(() => {
    target.hits.length = 0;
    other.hits.length = 0;
  });
  after(async () => {
    await target?.close();
    await other?.close();
  });

  it('refuses a loopback address unless its host:port is allowed', async () => {
    const refused = await failure(outbound().fetch(`${target.base}/a.ics`));
    expect(refused.cause).to.be.instanceOf(NonPublicAddressError);
    expect(fetchFailure(refused.error)).to.equal('127.0.0.1 is not a public address (loopback)');
    expect(target.hits).to.deep.equal([]);

    const allowed = outbound({ allowHosts: [`127.0.0.1:${target.port}`] });
    const res = await allowed.fetch(`${target.base}/a.ics`);
    expect(await res.text()).to.equal('calendar at /a.ics');
    // Another port of the same host is not allowed.
    expect((await failure(allowed.fetch(`${other.base}/x`))).cause).to.be.instanceOf(NonPublicAddressError);
    expect(other.hits).to.deep.equal([]);
  });

  it('refuses a name that resolves to an internal address when it connects (rebinding: public when registered, loopback at fetch time)', async () => {
    const names: Record<string, string[]> = { 'calendar.example.com': ['93.184.215.14'] };
    const fetcher = outbound({ resolve: async (hostname) => resolver(names)(hostname) });
    expect(await fetcher.refusal(`http://calendar.example.com:${target.port}/a.ics`)).to.equal(null);
    names['calendar.example.com'] = ['127.0.0.1'];
    const refused = await failure(fetcher.fetch(`http://calendar.example.com:${target.port}/a.ics`));
    expect(refused.cause).to.be.instanceOf(NonPublicAddressError);
    expect(fetchFailure(refused.error)).to.match(
      /calendar\.example\.com \(127\.0\.0\.1\) is not a public address \(loopback\)/,
    );
    // One internal address among public ones is enough.
    names['calendar.example.com'] = ['93.184.215.14', '::ffff:10.0.0.1'];
    expect(await fetcher.refusal('https://calendar.example.com/a.ics')).to.equal('private');
    expect(target.hits).to.deep.equal([]);
  });

  it('checks every redirect: one to another loopback port is refused and not followed', async () => {
    const fetcher = outbound({ allowHosts: [`127.0.0.1:${target.port}`] });
    const refused = await failure(fetcher.fetch(`${target.base}/elsewhere`));
    expect(refused.cause).to.be.instanceOf(NonPublicAddressError);
    expect(other.hits, 'the redirect target never reached').to.deep.equal([]);
    expect(target.hits).to.include('/elsewhere');

    // Allowed there too (as in the tests' own setups): followed.
    const both = outbound({ allowHosts: [`127.0.0.1:${target.port}`, `127.0.0.1:${other.port}`] });
    expect(await (await both.fetch(`${target.base}/elsewhere`)).text()).to.equal('internal text');
  });

  it(`follows at most ${MAX_REDIRECTS} redirects, and none off http(s)`, async () => {
    const fetcher = outbound({ allowHosts: [`127.0.0.1:${target.port}`] });
    expect(await (await fetcher.fetch(`${target.base}/loop/${10 - MAX_REDIRECTS}`)).text()).to.equal(
      'calendar at /loop/10',
    );
    target.hits.length = 0;
    expect((await failure(fetcher.fetch(`${target.base}/loop/0`))).error.message).to.equal(
      `more than ${MAX_REDIRECTS} redirects`,
    );
    expect(target.hits).to.have.length(MAX_REDIRECTS + 1);
    expect((await failure(fetcher.fetch(`${target.base}/file`))).error.message).to.match(/not an http or https URL/);
  });

  it('tells registration why a URL leads to no public address; a name that does not resolve passes (the fetch decides)', async () => {
    const fetcher = outbound({
      resolve: resolver({
        'owner.example.com': ['127.0.0.1'],
        'public.example.com': ['8.8.8.8', '2606:4700:4700::1111'],
      }),
      allowHosts: ['localhost:4000'],
    });
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      'http://metadata.google.internal/',
      'http://127.0.0.1:5432/',
      'http://0.0.0.0:22/',
      'http://2130706433/',
      'http://[::ffff:127.0.0.1]/',
      'http://10.0.0.1/',
      'https://owner.example.com/a.ics',
    ]) {
      expect(await fetcher.refusal(url), url).to.be.a('string');
    }
    expect(await fetcher.refusal('https://public.example.com/a.ics')).to.equal(null);
    expect(await fetcher.refusal('https://nowhere.example.com/a.ics')).to.equal(null);
    expect(await fetcher.refusal('http://localhost:4000/a.ics'), 'allowed').to.equal(null);
    expect(await fetcher.refusal('http://localhost:4001/a.ics')).to.be.a('string');
  });
});

describe('FETCH_ALLOW_HOSTS', () => {
  const config = (env: NodeJS.ProcessEnv) => readConfig({ DATA_DIR: tempDir(), ...env });
  const LIVE = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://sumarhus.example',
    DATABASE_URL: 'postgres://app@db.example/sumarhus',
    SMTP_URL: 'smtp://mail.example',
    JWT_SECRET: 'x'.repeat(32),
    TEST_PAYMENTS: '1',
  };

  it('is read as host:port pairs; unset, nothing is exempt', () => {
    expect(config({}).fetchAllowHosts).to.deep.equal([]);
    expect(
      config({ FETCH_ALLOW_HOSTS: ' 127.0.0.1:40123, localhost:40123,[::1]:8080 ' }).fetchAllowHosts,
    ).to.deep.equal(['127.0.0.1:40123', 'localhost:40123', '[::1]:8080']);
    for (const bad of ['127.0.0.1', 'http://127.0.0.1:80', '127.0.0.1:80/x', '*:80']) {
      expect(() => config({ FETCH_ALLOW_HOSTS: bad }), bad).to.throw(/FETCH_ALLOW_HOSTS takes host:port pairs/);
    }
  });

  it('stops a live deployment from starting; demo mode in production may use it', () => {
    expect(() => config({ ...LIVE, FETCH_ALLOW_HOSTS: '127.0.0.1:40123' })).to.throw(
      /refuses to start: FETCH_ALLOW_HOSTS .*a live deployment never sets it/,
    );
    expect(config(LIVE).fetchAllowHosts).to.deep.equal([]);
    expect(config({ NODE_ENV: 'production', FETCH_ALLOW_HOSTS: '127.0.0.1:40123' }).fetchAllowHosts).to.deep.equal([
      '127.0.0.1:40123',
    ]);
  });
});
