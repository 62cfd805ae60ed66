import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Router } from 'express';
import { apiErrorHandler } from '../../server/http/errors.ts';
import { assertContract, checkContract, isChecked } from './contract-hook.ts';

/** Serves one router on a random local port with the API's error handling; returns its base URL and a close(). */
export async function serveRouter(mount: string, router: Router): Promise<{ url: string; close(): Promise<void> }> {
  const app = express();
  app.use(mount, router);
  app.use(apiErrorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  checkContract(`http://127.0.0.1:${port}`);
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

export interface RawRequest {
  method: string;
  /** Sent as it is: percent-escapes (valid or not) are not touched. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request exactly as given (no URL normalisation, unlike fetch), over a keep-alive agent when one is passed; checked against the OpenAPI document like fetch. */
export async function rawRequest(base: string, request: RawRequest, agent?: http.Agent): Promise<RawAnswer> {
  const answer = await sendRaw(base, request, agent);
  if (isChecked(base)) {
    const contentType = answer.headers['content-type'] ?? null;
    await assertContract({
      method: request.method,
      path: request.path,
      status: answer.status,
      contentType,
      body: answer.body,
    });
  }
  return answer;
}

function sendRaw(base: string, request: RawRequest, agent?: http.Agent): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, method: request.method, path: request.path, headers: request.headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}
