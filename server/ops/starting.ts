import type http from 'node:http';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { localeFromPath } from '../../contract/locale.ts';
import { answerUnavailable } from '../http/errors.ts';
import { sendErrorPage } from '../render/error-page.ts';
import { alive } from './health.ts';

/** The probes a platform sends while the site starts: answered at once, never held. */
const PROBES = new Set(['/healthz', '/readyz']);

export interface StartingGate {
  /** The server's request listener, from listen on. */
  listener: http.RequestListener;
  /** The site is ready: it answers every request from now on, the held ones first. */
  serve(app: http.RequestListener): void;
  /** The database did not answer: held and new requests get the starting answers (503) until serve. */
  unavailable(): void;
}

/**
 * The requests of a starting server (server/index.ts). While the database is
 * being opened and prepared (a first start migrates and seeds for a few
 * seconds) a visitor's request waits for the site rather than getting a 503;
 * once a try has found the database unavailable, requests are answered by
 * startingApp until the site is ready. /healthz and /readyz never wait.
 */
export function startingGate(): StartingGate {
  const starting = startingApp();
  const held: Array<() => void> = [];
  let answer: http.RequestListener | undefined;
  const release = (app: http.RequestListener) => {
    answer = app;
    for (const request of held.splice(0)) request();
  };
  return {
    listener(req, res) {
      if (answer) return answer(req, res);
      if (PROBES.has(new URL(req.url ?? '/', 'http://localhost').pathname)) return starting(req, res);
      held.push(() => answer!(req, res));
    },
    serve: release,
    unavailable: () => {
      if (!answer) release(starting);
    },
  };
}

/**
 * What the server answers while it waits for its database (server/index.ts):
 * alive (/healthz 200), not ready (/readyz 503), and every other request 503
 * with Retry-After, the API's as JSON, pages as the static page in their language.
 */
export function startingApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(helmet());
  app.get('/healthz', alive);
  app.get('/readyz', (_req, res) => {
    res.status(503).set('cache-control', 'no-store').json({ status: 'starting' });
  });
  app.use('/api', answerUnavailable);
  app.use((req, res) => sendErrorPage(res, localeFromPath(req.path), 'unavailable'));
  return app;
}
