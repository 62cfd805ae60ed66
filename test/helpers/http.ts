import type { AddressInfo } from 'node:net';
import express, { type Router } from 'express';
import { apiErrorHandler } from '../../server/booking/errors.ts';

/** Serves one router on a random local port with the API's error handling; returns its base URL and a close(). */
export async function serveRouter(mount: string, router: Router): Promise<{ url: string; close(): Promise<void> }> {
  const app = express();
  app.use(mount, router);
  app.use(apiErrorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}
