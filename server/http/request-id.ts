import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a platform's id looks like (Heroku's and Render's are UUIDs); anything else might forge log lines. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * pino-http's genReqId: the platform's request id (X-Request-Id) when it is a
 * safe, short string, else a random UUID, so ids stay unique across
 * processes. The id goes back to the client as X-Request-Id.
 */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && SAFE_ID.test(given) ? given : crypto.randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}
