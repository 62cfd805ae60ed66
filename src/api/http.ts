import type { Locale } from '../../contract/locale.ts';
import type { ApiErrorBody } from '../../contract/api/types.ts';
import { httpTransport, type ApiTransport } from './transport.ts';

export type Query = Record<string, string | number | boolean | null | undefined | Array<string | number>>;

/** A non-2xx answer of the booking API, with its JSON body. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message || `HTTP ${status}`);
  }
}

export interface ApiClientOptions {
  /** '' in the browser (same origin) and in-process; API_BASE_URL on a server that calls it over HTTP. */
  baseUrl: string;
  locale: Locale;
  /** The auth cookie's value when present, otherwise the public default token. */
  token: string;
  /** Unset: over HTTP (fetch). On a server without API_BASE_URL: the API in the same process. */
  transport?: ApiTransport;
  /** Sent with every call (on the server: the visitor's signed address, as the API limits by it). */
  headers?: Record<string, string>;
  /** On the server: receives the Set-Cookie lines of every answer, to pass on to the browser. */
  onSetCookie?: (lines: string[]) => void;
}

/**
 * The client of the booking API. Every call carries Accept-Language and
 * a Bearer token (docs/product/api.md#conventions), whichever way it travels. Resource functions (src/api/*.ts) build on it.
 */
export class ApiClient {
  constructor(readonly options: ApiClientOptions) {}

  get locale(): Locale {
    return this.options.locale;
  }

  url(path: string, query?: Query): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null || value === '') continue;
      search.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    const qs = search.toString();
    return `${this.options.baseUrl}${path}${qs ? `?${qs}` : ''}`;
  }

  async request<T>(
    method: string,
    path: string,
    init: { query?: Query; body?: unknown; signal?: AbortSignal } = {},
  ): Promise<T> {
    const transport = this.options.transport ?? httpTransport;
    const res = await transport({
      method,
      url: this.url(path, init.query),
      headers: {
        accept: 'application/json',
        'accept-language': this.options.locale,
        authorization: `Bearer ${this.options.token}`,
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...this.options.headers,
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
    });
    if (res.setCookie.length) this.options.onSetCookie?.(res.setCookie);
    const body = res.text ? safeJson(res.text) : undefined;
    if (res.status < 200 || res.status > 299)
      throw new ApiError(res.status, (body as ApiErrorBody) ?? { message: res.statusText });
    return body as T;
  }

  get<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
    return this.request<T>('GET', path, { query, signal });
  }
  post<T>(path: string, body: unknown, query?: Query): Promise<T> {
    return this.request<T>('POST', path, { body, query });
  }
  put<T>(path: string, body: unknown, query?: Query): Promise<T> {
    return this.request<T>('PUT', path, { body, query });
  }
  delete<T>(path: string): Promise<T> {
    return this.request<T>('DELETE', path);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 200) };
  }
}
