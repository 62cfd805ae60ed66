/**
 * Closing down without keeping clients waiting: once the server closes, every response not
 * yet begun says `Connection: close` and ends its connection, so clients and load balancers
 * open their next request elsewhere at once, and the process need not wait out its timer
 * for sockets kept alive.
 */
import type http from 'node:http';

/** Watches the server's responses; the function returned marks the server as closing. */
export function drainOnClose(server: http.Server): () => void {
  let closing = false;
  const inFlight = new Set<http.ServerResponse>();
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (closing) res.shouldKeepAlive = false;
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return () => {
    closing = true;
    for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
  };
}
