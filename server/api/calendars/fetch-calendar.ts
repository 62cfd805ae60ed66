/**
 * Reads an external calendar over http(s), with a timeout and a size limit,
 * conditionally (ETag, Last-Modified) so an unchanged calendar costs a 304,
 * through the outbound fetch (public addresses only). Whatever goes wrong
 * getting it, staff learn only that it could not be fetched (UNREACHABLE):
 * the status, the error code or the refused address would let them map the
 * server's network through the calendar form. The details go to the log.
 */
import type { Logger } from 'pino';
import { isCalendarUrl } from '../../../contract/forms/staff.ts';
import { fetchFailure, publicOnly } from '../../http/outbound-fetch.ts';

export const FETCH_TIMEOUT_MS = 15_000;
export const MAX_CALENDAR_BYTES = 5 * 1024 * 1024;
/** house_calendars.last_error of a calendar that could not be fetched; staff read it in their language (api.calendars.unreachable). */
export const UNREACHABLE = 'unreachable';

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export type Fetched =
  { changed: false } | { changed: true; text: string; etag: string | null; lastModified: string | null };

export async function fetchCalendar(
  url: string,
  previous: { etag: string | null; lastModified: string | null },
  options: { logger: Pick<Logger, 'warn'>; fetch?: Fetch; timeoutMs?: number; maxBytes?: number },
): Promise<Fetched> {
  const maxBytes = options.maxBytes ?? MAX_CALENDAR_BYTES;
  const headers: Record<string, string> = {
    accept: 'text/calendar, */*;q=0.5',
    'user-agent': 'sumarhus-calendar-sync',
  };
  if (previous.etag) headers['if-none-match'] = previous.etag;
  if (previous.lastModified) headers['if-modified-since'] = previous.lastModified;
  try {
    if (!isCalendarUrl(url)) throw new Error('not an http or https URL');
    const res = await (options.fetch ?? publicOnly().fetch)(url, {
      headers,
      signal: AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS),
    });
    if (res.status === 304) return { changed: false };
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`HTTP ${res.status}`);
    }
    if (Number(res.headers.get('content-length') ?? 0) > maxBytes) {
      await res.body?.cancel();
      throw new Error(`larger than ${maxBytes} bytes`);
    }
    return {
      changed: true,
      text: await readLimited(res, maxBytes),
      etag: res.headers.get('etag'),
      lastModified: res.headers.get('last-modified'),
    };
  } catch (err) {
    // The host only: a calendar's path and query often hold the owner's secret token.
    options.logger.warn({ host: hostOf(url), error: fetchFailure(err) }, 'calendar fetch failed');
    throw new Error(UNREACHABLE, { cause: err });
  }
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

async function readLimited(res: Response, maxBytes: number): Promise<string> {
  if (!res.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body) {
    size += chunk.byteLength;
    // Leaving the loop cancels the stream.
    if (size > maxBytes) throw new Error(`larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
