/** One call to the booking API as the client sends it: the address (base URL and path, with the query), headers, a JSON body. */
export interface ApiRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

/** What the client reads of an answer. */
export interface ApiAnswer {
  status: number;
  statusText: string;
  /** The answer's Set-Cookie lines, each whole. */
  setCookie: string[];
  text: string;
}

/**
 * How calls reach the booking API: over HTTP (the browser, or a server with
 * API_BASE_URL), or handed to the API's router inside the server's own process
 * (server/api/in-process.ts), which answers the same.
 */
export type ApiTransport = (request: ApiRequest) => Promise<ApiAnswer>;

export const httpTransport: ApiTransport = async ({ method, url, headers, body, signal }) => {
  const res = await fetch(url, { method, headers, body, credentials: 'same-origin', signal });
  return {
    status: res.status,
    statusText: res.statusText,
    setCookie: res.headers.getSetCookie(),
    text: await res.text(),
  };
};
