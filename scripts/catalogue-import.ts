/**
 * npm run catalogue:import -- FILE [--apply] [--unpublish-missing] [--by NAME]:
 * checks a catalogue file (docs/catalogue-format.md) and prints what importing
 * it would change, every changed field old → new; with --apply, copies and
 * fetches its photos into the picture store (disk, or the bucket of
 * PICTURES_S3_*), writes it in one transaction with an audit row per change
 * naming who ran it (--by, else the system user), then renders every picture
 * variant the pages show of the new houses and pictures. Houses the file lacks
 * are never deleted: they are left as they are, or unpublished with
 * --unpublish-missing. An invalid file: every problem on stderr, exit code 1.
 * Uses DATABASE_URL / DATA_DIR like the server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { demoPictures } from '../demo/index.ts';
import { readConfigOrExit } from '../server/config.ts';
import { pictureRenderer } from '../server/images/storage/open.ts';
import { outbound } from '../server/http/outbound-fetch.ts';
import { openDatabase } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { parseCatalogueText } from '../server/api/catalogue/import/parse.ts';
import { CatalogueFileError } from '../server/api/catalogue/import/problems.ts';
import { formatPlan } from '../server/api/catalogue/import/report.ts';
import { applyCatalogueImport, planCatalogueImport } from '../server/api/catalogue/import/run.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { apply: { type: 'boolean' }, 'unpublish-missing': { type: 'boolean' }, by: { type: 'string' } },
});
if (positionals.length !== 1 || values.by?.trim() === '') {
  console.error('usage: npm run catalogue:import -- FILE [--apply] [--unpublish-missing] [--by NAME]');
  process.exit(1);
}
const [source] = positionals;

let text: string;
try {
  text = fs.readFileSync(source, 'utf8');
} catch (err) {
  console.error(`cannot read ${source}: ${(err as Error).message}`);
  process.exit(1);
}

function systemUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown user'; // a container's user may have no name
  }
}

const config = readConfigOrExit();
const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, tls: config.databaseTls });
try {
  await migrate(db, config.rootDir);
  const file = parseCatalogueText(text);
  const options = {
    baseDir: path.dirname(path.resolve(source)),
    originalsDir: path.join(config.dataDir, 'originals'),
    renderer: pictureRenderer(config, demoPictures),
    unpublishMissing: values['unpublish-missing'] ?? false,
    outbound: outbound({ allowHosts: config.fetchAllowHosts }),
    by: `${values.by?.trim() ?? systemUser()} (catalogue import)`,
  };
  const plan = values.apply
    ? await applyCatalogueImport(db, file, options)
    : await planCatalogueImport(db, file, options);
  console.log(formatPlan(plan, values.apply ? 'apply' : 'dry-run'));
} catch (err) {
  if (!(err instanceof CatalogueFileError)) throw err;
  console.error(`${source}: ${err.message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
