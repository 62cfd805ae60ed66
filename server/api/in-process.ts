import cookieParser from 'cookie-parser';
import express, { type Router } from 'express';
import { inject, type InjectedAnswer, type InjectFrom, type InjectRequest } from '../http/inject.ts';
import { acceptVisitor } from './security/client-address.ts';

export type InProcessApi = (request: InjectRequest, from: InjectFrom) => Promise<InjectedAnswer>;

/**
 * The booking API for calls made inside this process (the site's page loaders
 * and actions when API_BASE_URL is unset): the same router instances as /api
 * and /v1/terms, behind what the app puts before them (cookies, the signed
 * visitor header), so validation, answers, errors, cookies and rate limits are those
 * of an HTTP call; without a socket, HTTP parsing, compression or an access-log line.
 */
export function inProcessApi(
  routers: { api: Router; terms: Router },
  options: { secret: string; trustProxy: number },
): InProcessApi {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  app.use(cookieParser());
  app.use('/api', acceptVisitor(options.secret), routers.api);
  app.use('/v1/terms', routers.terms);
  return (request, from) => inject(app, request, from);
}
