/**
 * Reads an external calendar over http(s), with a timeout and a size limit,
 * conditionally (ETag, Last-Modified) so an unchanged calendar costs a 304.
 */
import { isCalendarUrl } from '../../../contract/forms/staff.ts';

export const FETCH_TIMEOUT_MS = 15_000;
export const MAX_CALENDAR_BYTES = 5 * 1024 * 1024;

export type Fetch = typeof fetch;

export type Fetched = { changed: false } | { changed: true; text: string; etag: string | null; lastModified: string | null };

export async function fetchCalendar(
  url: string,
  previous: { etag: string | null; lastModified: string | null },
  options: { fetch?: Fetch; timeoutMs?: number; maxBytes?: number } = {},
): Promise<Fetched> {
  if (!isCalendarUrl(url)) throw new Error('not an http or https URL');
  const maxBytes = options.maxBytes ?? MAX_CALENDAR_BYTES;
  const headers: Record<string, string> = { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'sumarhus-calendar-sync' };
  if (previous.etag) headers['if-none-match'] = previous.etag;
  if (previous.lastModified) headers['if-modified-since'] = previous.lastModified;
  const res = await (options.fetch ?? fetch)(url, { headers, redirect: 'follow', signal: AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS) });
  if (res.status === 304) return { changed: false };
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`HTTP ${res.status}`);
  }
  // A redirect must not lead off http(s) either.
  if (res.url && !isCalendarUrl(res.url)) throw new Error('redirected to a URL that is not http or https');
  if (Number(res.headers.get('content-length') ?? 0) > maxBytes) {
    await res.body?.cancel();
    throw new Error(`larger than ${maxBytes} bytes`);
  }
  return { changed: true, text: await readLimited(res, maxBytes), etag: res.headers.get('etag'), lastModified: res.headers.get('last-modified') };
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
