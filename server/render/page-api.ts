import type { Request } from 'express';
import type { ApiTransport } from '../../src/api/transport.ts';
import type { InProcessApi } from '../api/in-process.ts';

/** Where a page request's loaders and actions send their API calls (the ApiClient's baseUrl and transport). */
export interface PageApi {
  baseUrl: string;
  transport?: ApiTransport;
}

/** API_BASE_URL: over HTTP, with fetch. */
export const overHttp = (baseUrl: string) => (): PageApi => ({ baseUrl });

/**
 * No API_BASE_URL: handed to the booking API in this process. The call
 * arrives as the browser's own call to /api would (the page's Host, https when
 * the page came over https), from the server itself; the visitor header names the visitor.
 */
export const inProcess =
  (api: InProcessApi) =>
  (req: Request): PageApi => ({
    baseUrl: '',
    transport: async ({ method, url, headers, body }) => {
      const answer = await api(
        { method, url, headers: { host: req.get('host') ?? 'localhost', ...headers }, body },
        { remoteAddress: '127.0.0.1', encrypted: req.secure, log: req.log },
      );
      return {
        status: answer.status,
        statusText: answer.statusText,
        setCookie: answer.setCookie,
        text: answer.body.toString('utf8'),
      };
    },
  });
