import { EventEmitter } from 'node:events';
import {
  IncomingMessage,
  ServerResponse,
  STATUS_CODES,
  type OutgoingHttpHeaders,
  type RequestListener,
} from 'node:http';
import type { Logger } from 'pino';

export interface InjectRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** The connection the request pretends to have come over. */
export interface InjectFrom {
  remoteAddress: string;
  /** Read as https by Express (req.protocol, req.secure). */
  encrypted: boolean;
  /** Becomes req.log, as pino-http would have set it. */
  log?: Logger;
}

export interface InjectedAnswer {
  status: number;
  statusText: string;
  headers: OutgoingHttpHeaders;
  setCookie: string[];
  body: Buffer;
}

/**
 * What Node's request and Express read of a socket: its address, whether it is
 * TLS, and that it is open; reading and writing go around it (below).
 */
class NoSocket extends EventEmitter {
  readonly readable = true;
  readonly writable = true;
  readonly remotePort = 0;
  constructor(
    readonly remoteAddress: string,
    readonly encrypted: boolean | undefined,
  ) {
    super();
  }
  resume() {}
  pause() {}
  destroy() {}
  setTimeout() {}
}

/**
 * Hands a request to a Node request listener (an Express app) inside this
 * process, without a socket or HTTP parsing, and collects its answer.
 * The request and response are real IncomingMessage and ServerResponse
 * objects, so Express can give them its own prototypes (light-my-request
 * cannot: it swaps Express's shared prototypes for every app in the process);
 * only writeHead, write and end are replaced, as own properties, which
 * Express's prototype change leaves in place.
 */
export function inject(listener: RequestListener, request: InjectRequest, from: InjectFrom): Promise<InjectedAnswer> {
  const socket = new NoSocket(from.remoteAddress, from.encrypted || undefined);
  const req = new IncomingMessage(socket as never);
  req.method = request.method;
  req.url = request.url;
  req.httpVersion = '1.1';
  req.httpVersionMajor = 1;
  req.httpVersionMinor = 1;
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
  if (body) headers['content-length'] = String(body.length);
  req.headers = headers;
  req.rawHeaders = Object.entries(headers).flat();
  if (from.log) req.log = from.log;
  if (body) req.push(body);
  req.push(null);
  req.complete = true;

  return new Promise((resolve, reject) => {
    const res = new ServerResponse(req);
    const chunks: Buffer[] = [];
    let sent = false;
    let done = false;
    const collect = (chunk: unknown, encoding: unknown) => {
      sent = true;
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array),
      );
    };
    const callbackOf = (...args: unknown[]) => args.find((a): a is () => void => typeof a === 'function');
    Object.defineProperty(res, 'headersSent', { get: () => sent });
    Object.assign(res, {
      writeHead(status: number, reason?: string | OutgoingHttpHeaders, more?: OutgoingHttpHeaders) {
        const given = typeof reason === 'string' ? more : reason;
        res.statusCode = status;
        if (typeof reason === 'string') res.statusMessage = reason;
        for (const [name, value] of Object.entries(given ?? {})) if (value !== undefined) res.setHeader(name, value);
        sent = true;
        return res;
      },
      write(chunk: unknown, encoding?: unknown, cb?: unknown) {
        collect(chunk, encoding);
        callbackOf(encoding, cb)?.();
        return true;
      },
      end(chunk?: unknown, encoding?: unknown, cb?: unknown) {
        if (done) return res;
        done = true;
        collect(chunk, encoding);
        res.finished = true;
        const setCookie = res.getHeader('set-cookie');
        resolve({
          status: res.statusCode,
          statusText: res.statusMessage || STATUS_CODES[res.statusCode] || '',
          headers: res.getHeaders(),
          setCookie: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)],
          body: Buffer.concat(chunks),
        });
        process.nextTick(() => {
          callbackOf(chunk, encoding, cb)?.();
          res.emit('finish');
          res.emit('close');
        });
        return res;
      },
      destroy(err?: Error) {
        if (!done) reject(err ?? new Error(`${request.method} ${request.url}: the answer was abandoned`));
        done = true;
        return res;
      },
    });
    try {
      listener(req, res);
    } catch (err) {
      reject(err);
    }
  });
}
