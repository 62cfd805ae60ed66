import path from 'node:path';
import { createWriteClient } from '@prismicio/client';
import { readEmbeddedDocuments, readModels, type SliceModel } from './embedded.ts';
import { readExisting } from './existing.ts';
import { pushModels } from './models.ts';
import { picturesFrom } from './pictures.ts';
import { planMigration } from './plan.ts';
import { progressReporter } from './progress.ts';

export interface PushOptions {
  repository: string;
  writeToken: string;
  /** Needed to read a private repository's Content API. */
  accessToken?: string;
  /** The folder holding en-gb/, de-de/, models/ and slices/. */
  contentDir: string;
  /** The running site the pictures are fetched from. */
  from: string;
  /** Also write the shared slices and custom types. */
  models: boolean;
  /** Publish the migration release afterwards (else it waits for review in Prismic). */
  publish: boolean;
  log: (line: string) => void;
  /** Other API hosts than Prismic's, for tests. */
  endpoints?: { documentAPI: string; migrationAPI: string; assetAPI: string; customTypesAPI: string };
  fetch?: typeof fetch;
}

export async function pushContent(options: PushOptions): Promise<void> {
  const { log, endpoints } = options;
  const fetchFn = options.fetch ?? fetch;
  const models = await readModels(path.join(options.contentDir, 'models'));
  const docs = await readEmbeddedDocuments(options.contentDir, models);
  if (options.models) {
    const slices = await readModels<SliceModel>(path.join(options.contentDir, 'slices'));
    await pushModels(
      { slices, customTypes: models },
      {
        repository: options.repository,
        writeToken: options.writeToken,
        endpoint: endpoints?.customTypesAPI,
        fetch: fetchFn,
      },
      log,
    );
  }
  const client = createWriteClient(options.repository, {
    writeToken: options.writeToken,
    accessToken: options.accessToken,
    fetch: fetchFn,
    ...(endpoints && {
      documentAPIEndpoint: endpoints.documentAPI,
      migrationAPIEndpoint: endpoints.migrationAPI,
      assetAPIEndpoint: endpoints.assetAPI,
    }),
  });
  const existing = await readExisting(client);
  const migration = await planMigration(docs, existing, picturesFrom(options.from, fetchFn));
  await client.migrate(migration, { reporter: progressReporter(log) });
  if (options.publish) {
    const { totalItems } = await client.publishMigrationRelease();
    log(`published ${totalItems} documents`);
  }
}
