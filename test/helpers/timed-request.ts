import http from 'node:http';
import zlib from 'node:zlib';

export interface TimedResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** 1xx responses seen before the final one, in order, with the milliseconds after sending each arrived. */
  informational: Array<{ statusCode: number; headers: http.IncomingHttpHeaders; at: number }>;
  events: string[];
  body: string;
  /** Milliseconds from sending to the first (decoded) body bytes, and to the end. */
  firstByteMs: number;
  totalMs: number;
  /** Decoded body chunks with the time each arrived. */
  chunks: Array<{ at: number; text: string }>;
}

/** A request with node:http: sees 103 Early Hints, times the first body bytes, decodes gzip and brotli. */
export async function timedRequest(
  base: string,
  pathname: string,
  headers: Record<string, string> = {},
  /** Called with each decoded body chunk as it arrives. */
  onChunk?: (text: string) => void,
): Promise<TimedResponse> {
  const url = new URL(pathname, base);
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const informational: TimedResponse['informational'] = [];
    const events: string[] = [];
    const req = http.request(url, { headers }, (res) => {
      events.push(`response ${res.statusCode}`);
      const encoding = res.headers['content-encoding'];
      const decoded =
        encoding === 'gzip'
          ? res.pipe(zlib.createGunzip())
          : encoding === 'br'
            ? res.pipe(zlib.createBrotliDecompress())
            : res;
      const chunks: TimedResponse['chunks'] = [];
      decoded.setEncoding('utf8');
      decoded.on('data', (text: string) => {
        chunks.push({ at: performance.now() - t0, text });
        onChunk?.(text);
      });
      decoded.on('error', reject);
      decoded.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          informational,
          events,
          body: chunks.map((c) => c.text).join(''),
          firstByteMs: chunks[0]?.at ?? NaN,
          totalMs: performance.now() - t0,
          chunks,
        }),
      );
    });
    req.on('information', (info) => {
      events.push(`information ${info.statusCode}`);
      informational.push({ statusCode: info.statusCode, headers: info.headers, at: performance.now() - t0 });
    });
    req.on('error', reject);
    req.end();
  });
}
