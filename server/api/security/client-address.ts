import crypto from 'node:crypto';
import type { Request, RequestHandler } from 'express';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The visitor this site's own server speaks for (set by `acceptVisitor`). */
      visitorAddress?: string;
    }
  }
}

/**
 * The site's server calls the booking API for its visitors (page loaders, and actions
 * of forms posted before hydration). The API limits by client address, so such a call names
 * the visitor in this header, signed with the server secret: only a process
 * holding JWT_SECRET can speak for a visitor, whether or not a proxy is trusted.
 */
const VISITOR_HEADER = 'x-sumarhus-visitor';

const signature = (secret: string, address: string) =>
  crypto.createHmac('sha256', secret).update(`visitor:${address}`).digest('base64url');

/**
 * The client's address: the visitor a signed call of the site's server names,
 * else the connection's, or the X-Forwarded-For entry that TRUST_PROXY trusts.
 */
export function clientAddress(req: Request): string {
  return req.visitorAddress ?? req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** Headers for a call to the booking API made for this request's visitor. */
export function visitorHeaders(req: Request, secret: string): Record<string, string> {
  const address = clientAddress(req);
  return { [VISITOR_HEADER]: `${signature(secret, address)} ${address}` };
}

/** Believes the visitor header when the server secret signed it; ignores it otherwise. */
export function acceptVisitor(secret: string): RequestHandler {
  return (req, _res, next) => {
    const [given, address] = (req.get(VISITOR_HEADER) ?? '').split(' ');
    if (given && address) {
      const expected = Buffer.from(signature(secret, address));
      const actual = Buffer.from(given);
      if (actual.length === expected.length && crypto.timingSafeEqual(actual, expected)) req.visitorAddress = address;
    }
    next();
  };
}
