import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { Config } from '../config.ts';
import { createContentSource, loadSettings } from './index.ts';
import { contentPublishing } from './publish.ts';

/** A process's content: the cached source, the settings of both languages, and the publish listener that refreshes both. */
export async function startContent(config: Config, db: Db, logger: Logger) {
  const content = await createContentSource(config);
  const settings = await loadSettings(content, logger);
  let published = 0;
  const publishing = await contentPublishing({
    db,
    logger,
    refresh: async (masterRef) => {
      content.clear(masterRef);
      await settings.reload();
      published++;
    },
  });
  /** Changes with every publish this process has taken in (pages made before it are stale). */
  const version = () => String(published);
  return { content, settings, publishing, version };
}
