/**
 * Request bodies: every JSON and form body the site reads goes through one of
 * these parsers. A Content-Length above the limit is refused with 413 before
 * a byte is read (body-parser itself would first read off the whole declared
 * body, so a client declaring more than it sends would hold the request), and
 * JSON nested deeper than MAX_JSON_DEPTH is a 400 before it is parsed.
 */
import express, { type Request, type RequestHandler } from 'express';
import { HttpError } from './http/errors.ts';

/** No body the site takes comes near this; deep nesting only ever makes recursion fail later. */
export const MAX_JSON_DEPTH = 32;

const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Throws a 400 when brackets outside strings nest deeper than MAX_JSON_DEPTH (multi-byte UTF-8 never holds these bytes). */
function checkDepth(_req: Request, _res: unknown, buf: Buffer): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < buf.length; i++) {
    const byte = buf[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPEN.has(byte)) {
      if (++depth > MAX_JSON_DEPTH)
        throw new HttpError(400, `Invalid value for body: nested deeper than ${MAX_JSON_DEPTH} levels`, 'body');
    } else if (CLOSE.has(byte)) depth--;
  }
}

/**
 * The parser, after a 413 when a body of its type declares more than the limit:
 * answered here, with Connection: close and the body left unread, because
 * Express's final handler would wait for the whole body before answering.
 */
function declaredWithin(limitBytes: number, type: string, parse: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (Number(req.get('content-length')) > limitBytes && req.is(type)) {
      res
        .status(413)
        .set('connection', 'close')
        .json({ message: `Request body larger than ${limitBytes} bytes`, field: 'body' });
      return;
    }
    parse(req, res, next);
  };
}

export function jsonBody(limitBytes: number): RequestHandler {
  return declaredWithin(limitBytes, 'application/json', express.json({ limit: limitBytes, verify: checkDepth }));
}

/** Plain form posts (application/x-www-form-urlencoded), flat: no nesting to bound. */
export function formBody(limitBytes: number): RequestHandler {
  return declaredWithin(
    limitBytes,
    'application/x-www-form-urlencoded',
    express.urlencoded({ extended: false, limit: limitBytes }),
  );
}
