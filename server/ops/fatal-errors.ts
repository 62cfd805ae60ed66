import type { Logger } from 'pino';

/**
 * An error nothing caught leaves the process in an unknown state: it is
 * logged, then the process exits 1 for the platform to start a fresh one.
 * pino writes to stdout synchronously, so the line is out before the exit.
 */
export function exitOnFatalErrors(logger: Logger): void {
  process.on('uncaughtException', (err, origin) => {
    logger.fatal({ err, origin }, 'uncaught exception: exiting');
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled promise rejection: exiting');
    process.exit(1);
  });
}
