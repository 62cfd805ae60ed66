import type { Queryable } from '../../server/db/client.ts';
import { readOutbox, type OutboxMessage } from '../../server/mail/outbox.ts';
import { expandLinks } from '../../server/mail/short-links.ts';

/** The outbox as readOutbox reads it, with the text parts' short links back as the links they stand for. */
export async function readOutboxExpanded(
  db: Queryable,
  filter: Parameters<typeof readOutbox>[1] = {},
): Promise<OutboxMessage[]> {
  const mails = await readOutbox(db, filter);
  return Promise.all(mails.map(async (m) => ({ ...m, text: await expandLinks(db, m.text) })));
}
