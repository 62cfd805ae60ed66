import type { Logger } from 'pino';
import { databaseErrorFields } from './error-fields.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/** The waits between tries: doubling from the first to the longest. */
export const RETRY_FIRST_MS = 1000;
export const RETRY_LONGEST_MS = 15_000;

/**
 * Runs `attempt` until it succeeds, waiting longer after each try that failed
 * because the database is unavailable (down, starting, refusing connections);
 * any other error (a wrong password, a broken migration) is thrown at once.
 * Every failed try is logged and told to `onUnavailable`. An abort ends the
 * waiting with the abort's reason.
 */
export async function retryWhileUnavailable<T>(
  attempt: () => Promise<T>,
  options: { logger: Logger; signal?: AbortSignal; onUnavailable?: () => void },
): Promise<T> {
  const { logger, signal } = options;
  for (let tries = 1; ; tries++) {
    signal?.throwIfAborted();
    try {
      return await attempt();
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      const waitMs = Math.min(RETRY_FIRST_MS * 2 ** (tries - 1), RETRY_LONGEST_MS);
      logger.warn(
        { attempt: tries, waitMs, error: databaseErrorFields(err) },
        'the database is unavailable: trying again',
      );
      options.onUnavailable?.();
      await wait(waitMs, signal);
    }
  }
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    signal?.addEventListener('abort', aborted, { once: true });
  });
}
