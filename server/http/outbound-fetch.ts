/**
 * Every request the server makes to a URL a user chose (an owner's calendar,
 * a catalogue picture) goes through here: http and https only, redirects
 * followed by hand (at most MAX_REDIRECTS), and every connection, the first
 * and each redirect's, made to a public address only (public-address.ts).
 * The addresses are checked where the socket is opened, on what the name
 * resolved to for that connection, so a name that pointed elsewhere when it
 * was registered (DNS rebinding) cannot lead inside either.
 *
 * The host:port pairs of FETCH_ALLOW_HOSTS (config.ts) skip the check: the
 * tests' local calendar and picture servers. A live deployment refuses to
 * start with any.
 */
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import { nonPublicHost, nonPublicRange } from './public-address.ts';

export const MAX_REDIRECTS = 5;
/** How long registration waits for a name to resolve; after that the fetch decides. */
const RESOLVE_TIMEOUT_MS = 5_000;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A host the server may not connect to, with why (for the log, never for the user). */
export class NonPublicAddressError extends Error {
  constructor(
    readonly host: string,
    readonly reason: string,
  ) {
    super(`${host} is not a public address (${reason})`);
    this.name = 'NonPublicAddressError';
  }
}

export type Resolve = (hostname: string) => Promise<dns.LookupAddress[]>;

export interface OutboundOptions {
  /** host:port pairs reached without the check (FETCH_ALLOW_HOSTS). */
  allowHosts?: readonly string[];
  /** Name resolution; default: the system's (dns.lookup). */
  resolve?: Resolve;
}

export interface Outbound {
  /** fetch for a URL a user chose: redirects followed (each checked), a non-public address refused with a NonPublicAddressError as the cause. */
  fetch(url: string, init?: Omit<RequestInit, 'redirect'>): Promise<Response>;
  /**
   * Why the URL leads to no public address, as far as can be told now: its
   * host, or an address its name resolves to. Null when it does, and for a
   * name that does not resolve (now): the fetch checks again when it connects.
   */
  refusal(url: string): Promise<string | null>;
}

const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true });

export function outbound(options: OutboundOptions = {}): Outbound {
  const allowed = new Set((options.allowHosts ?? []).map((host) => hostKey(host)));
  const resolve = options.resolve ?? systemResolve;
  const dispatcher = guardedAgent(allowed, resolve);

  return {
    async fetch(url, init = {}) {
      let target = new URL(url);
      for (let hop = 0; ; hop++) {
        if (target.protocol !== 'http:' && target.protocol !== 'https:')
          throw new Error(`not an http or https URL: ${target.protocol}`);
        // undici's own fetch, not Node's: Node's bundled undici differs by Node version, and a dispatcher
        // of another undici version is refused. The two Response types are the same interface.
        const res = (await undiciFetch(target, {
          ...(init as Parameters<typeof undiciFetch>[1]),
          redirect: 'manual',
          dispatcher,
        })) as unknown as Response;
        const location = res.headers.get('location');
        if (!REDIRECTS.has(res.status) || !location) return res;
        await res.body?.cancel();
        if (hop === MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
        target = new URL(location, target);
      }
    },

    async refusal(url) {
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return 'not a URL';
      }
      if (allowed.has(hostKey(target.host, target.protocol))) return null;
      const reason = nonPublicHost(target.hostname);
      if (reason) return reason;
      const addresses = await withTimeout(
        resolve(target.hostname.replace(/^\[(.*)\]$/, '$1')),
        RESOLVE_TIMEOUT_MS,
      ).catch(() => []);
      return addresses.map((a) => nonPublicRange(a.address)).find((r) => r !== null) ?? null;
    },
  };
}

/** 'localhost:8080' → 'localhost:8080', '[::1]:80' → '::1:80'; the protocol's port when none is given. */
function hostKey(host: string, protocol = 'http:'): string {
  const { hostname, port } = new URL(`${protocol}//${host}`);
  return `${hostname.replace(/^\[(.*)\]$/, '$1')}:${port || (protocol === 'https:' ? '443' : '80')}`;
}

/**
 * An undici Agent whose every connection is checked: an allowed host:port as
 * it is, an IP address by its range, a name by each address it resolves to
 * (the lookup the socket connects with).
 */
function guardedAgent(allowed: Set<string>, resolve: Resolve): Agent {
  const open = buildConnector({});
  const checked = buildConnector({ lookup: publicLookup(resolve) });
  return new Agent({
    connect(target, callback) {
      const port = target.port || (target.protocol === 'https:' ? '443' : '80');
      if (allowed.has(`${target.hostname}:${port}`)) return open(target, callback);
      const reason = nonPublicHost(target.hostname);
      if (reason) return callback(new NonPublicAddressError(target.hostname, reason), null);
      return checked(target, callback);
    },
  });
}

/** A socket's lookup that answers only when every address of the name is public. */
function publicLookup(resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const addresses = options.family ? found.filter((a) => a.family === options.family) : found;
        for (const { address } of addresses) {
          const reason = nonPublicRange(address);
          if (reason) return callback(new NonPublicAddressError(`${hostname} (${address})`, reason), '', 0);
        }
        if (!addresses.length)
          return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
        if (options.all) return callback(null, addresses);
        return callback(null, addresses[0].address, addresses[0].family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** What went wrong with a fetch, for the log: the innermost cause's code and message (fetch's own TypeError, 'fetch failed', says nothing). */
export function fetchFailure(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  if (err.name === 'TimeoutError') return 'timed out';
  const cause = err instanceof TypeError && err.cause instanceof Error ? fetchFailure(err.cause) : null;
  const code = (err as NodeJS.ErrnoException).code;
  return cause ?? (code && !err.message.includes(code) ? `${code}: ${err.message}` : err.message);
}

let defaultOutbound: Outbound | undefined;

/** The outbound fetch with no host exempt, for callers not given one. */
export function publicOnly(): Outbound {
  return (defaultOutbound ??= outbound());
}
