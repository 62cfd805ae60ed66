import type { RequestHandler } from 'express';
import { HttpError } from '../http/errors.ts';
import { clientAddress } from '../api/security/client-address.ts';
import { rateLimit } from '../api/security/rate-limit.ts';
import { sameSecret } from '../api/security/same-secret.ts';
import type { Metrics } from './metrics.ts';
import { scrapeGauges, type ScrapeSources } from './scrape-gauges.ts';

export interface MetricsRouteDeps extends ScrapeSources {
  metrics: Metrics;
  /** METRICS_TOKEN: the scraper's `Authorization: Bearer …`. */
  token: string;
}

/**
 * Wrong tokens per client address and window. Each request is counted before
 * the token is compared and given back when it was right, so a scraper is
 * never counted; past the limit the right token and a wrong one get the same
 * 429 without a comparison.
 */
export const METRICS_TOKEN_LIMITS = { perAddress: 10, windowSeconds: 15 * 60 };

/** GET /metrics: the app's registry, with the gauges read now (outbox, refunds not yet sent, connections, jobs). */
export function metricsRoute(deps: MetricsRouteDeps): RequestHandler {
  const readNow = scrapeGauges(deps.metrics.registry, deps);
  const guesses = rateLimit(deps.db, {
    name: 'metrics-address',
    limit: METRICS_TOKEN_LIMITS.perAddress,
    windowSeconds: METRICS_TOKEN_LIMITS.windowSeconds,
    message: 'Too many wrong metrics tokens',
  });
  return async (req, res) => {
    res.set('cache-control', 'no-store');
    const address = [clientAddress(req)];
    try {
      await guesses.hit(address);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      res.status(err.status).set('retry-after', String(err.extra.retryAfter)).json({ message: err.message });
      return;
    }
    if (!sameSecret(req.get('authorization') ?? '', `Bearer ${deps.token}`)) {
      res.status(401).set('www-authenticate', 'Bearer').json({ message: 'A valid metrics token is needed' });
      return;
    }
    await guesses.refund(address);
    await readNow();
    res.set('content-type', deps.metrics.registry.contentType).send(await deps.metrics.registry.metrics());
  };
}
