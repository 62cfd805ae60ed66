import type { RequestHandler } from 'express';
import type { Metrics } from './metrics.ts';
import { captureRoute, routeLabel } from './route-label.ts';

/** Counts and times every request by its route label once the answer is done (or the client gone). */
export function requestMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const pattern = captureRoute(req);
    const path = req.path;
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.request({ method: req.method, route: routeLabel(path, pattern()), status: res.statusCode }, seconds);
    });
    next();
  };
}
