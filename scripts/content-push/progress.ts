import type { MigrateReporterEvents } from '@prismicio/client';

/** One line per step of writeClient.migrate. */
export function progressReporter(log: (line: string) => void) {
  return (event: MigrateReporterEvents) => {
    switch (event.type) {
      case 'start':
        return log(`pushing ${event.data.pending.documents} documents, ${event.data.pending.assets} new pictures`);
      case 'assets:creating':
        return log(`picture ${event.data.current}/${event.data.total} ${event.data.asset.config.filename}: uploading`);
      case 'documents:creating':
      case 'documents:updating': {
        const { document } = event.data.document;
        const verb = event.type === 'documents:creating' ? 'creating' : 'writing';
        return log(
          `document ${event.data.current}/${event.data.total} ${document.type}/${document.uid ?? ''} (${document.lang}): ${verb}`,
        );
      }
      case 'end':
        return log(`done: ${event.data.migrated.documents} documents, ${event.data.migrated.assets} new pictures`);
    }
  };
}
