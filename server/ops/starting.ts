import express, { type Express } from 'express';
import helmet from 'helmet';
import { localeFromPath } from '../../contract/locale.ts';
import { answerUnavailable } from '../booking/errors.ts';
import { sendErrorPage } from '../render/error-page.ts';
import { alive } from './health.ts';

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
