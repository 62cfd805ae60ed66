import { Router, type RequestHandler } from 'express';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import type { SettingsData } from '../../contract/content.ts';
import type { Db } from '../db/client.ts';

export interface HealthDeps {
  db: Db;
  settings: { get(locale: Locale): SettingsData | null; reload(): Promise<void> };
  /** How long each readiness check may take. */
  timeoutMs?: number;
}

/** What a probe shows; the reason goes only to the log (a database error can name hosts). */
type Check = 'ok' | 'failed' | 'timeout';

/**
 * /healthz: liveness, the process answers (no I/O, so a slow database never
 * gets the process restarted). /readyz: readiness, the database answers
 * `select 1` and the settings of both languages are loaded.
 */
export function healthRouter(deps: HealthDeps): Router {
  const timeoutMs = deps.timeoutMs ?? 2000;
  const router = Router();

  router.get('/healthz', alive);

  router.get('/readyz', async (req, res) => {
    const failed = (name: string) => (err: unknown) => req.log?.warn({ err, check: name }, 'not ready');
    const [database, content] = await Promise.all([
      check(() => deps.db.query('select 1'), timeoutMs, failed('database')),
      check(() => contentReady(deps.settings), timeoutMs, failed('content')),
    ]);
    const checks = { database, content };
    const ready = database === 'ok' && content === 'ok';
    res
      .status(ready ? 200 : 503)
      .set('cache-control', 'no-store')
      .json({ status: ready ? 'ready' : 'unavailable', checks });
  });
  return router;
}

/** /healthz: the process answers. */
export const alive: RequestHandler = (_req, res) => {
  res.set('cache-control', 'no-store').json({ status: 'ok' });
};

/** Settings that failed to load (content unreachable at start) are tried again on each probe. */
async function contentReady(settings: HealthDeps['settings']): Promise<void> {
  if (LOCALES.every((locale) => settings.get(locale))) return;
  await settings.reload();
  const missing = LOCALES.filter((locale) => !settings.get(locale));
  if (missing.length) throw new Error(`settings not loaded: ${missing.join(', ')}`);
}

async function check(run: () => Promise<unknown>, timeoutMs: number, failed: (err: unknown) => void): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([run().then(() => 'ok' as const), timeout]);
    if (outcome === 'timeout') failed(new Error(`no answer within ${timeoutMs} ms`));
    return outcome;
  } catch (err) {
    failed(err);
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}
