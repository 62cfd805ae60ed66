import path from 'node:path';
import type { Logger } from 'pino';
import type { Queryable } from '../db/client.ts';
import type { Config } from '../config.ts';
import { createTransport } from './transport.ts';
import { MailWorker } from './worker.ts';

export {
  enqueueMail,
  readOutbox,
  retryFailed,
  type MailAttachment,
  type OutboxMessage,
  type OutboxStatus,
  type OutgoingMail,
} from './outbox.ts';
export { createTransport, storedFiles, type MailTransport } from './transport.ts';
export { MailWorker, backoffSeconds } from './worker.ts';

/**
 * The process's mail worker: SMTP when SMTP_URL is set, otherwise .eml files
 * under dataDir/outbox. Every web process may run one (they share the work);
 * MAIL_POLL_SECONDS=0 gives a process none. Stop it before closing the database.
 */
export function startMailWorker(deps: { db: Queryable; config: Config; logger: Logger }): {
  stop(): Promise<void>;
  nudge(): void;
} {
  const { db, config, logger } = deps;
  if (!(config.mailPollSeconds > 0)) {
    logger.info('mail worker off in this process (MAIL_POLL_SECONDS=0)');
    return { stop: async () => {}, nudge: () => {} };
  }
  const transport = createTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  if (transport.kind === 'stored') {
    // In production nobody may be reading those files: say it louder than in development.
    const log = config.env === 'production' ? logger.warn.bind(logger) : logger.info.bind(logger);
    log(
      { folder: path.join(config.dataDir, 'outbox') },
      'no SMTP_URL: no mail is sent; it is kept in the outbox and written as .eml files',
    );
  }
  const worker = new MailWorker({ db, transport, logger, pollMs: config.mailPollSeconds * 1000 }).start();
  return { stop: () => worker.stop(), nudge: () => worker.nudge() };
}
