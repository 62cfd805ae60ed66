/**
 * npm run catalogue:export [-- FILE]: writes the whole catalogue (places,
 * areas, owners, houses with everything of theirs) as a catalogue file
 * (docs/catalogue-format.md) to FILE, or to stdout. Photos are named by their
 * path relative to the file (or to the working directory for stdout), or by
 * the URL they were imported from; drawn pictures by their recipe. Uses
 * DATABASE_URL / DATA_DIR like the server (with PGlite, stop the server first);
 * photos kept in a bucket (PICTURES_S3_*) are copied to DATA_DIR/originals first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readConfigOrExit } from '../server/config.ts';
import { openDatabase, type Queryable } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { readCatalogue } from '../server/api/catalogue/file/read.ts';
import { diskStore } from '../server/images/storage/disk.ts';
import { originalKey } from '../server/images/storage/keys.ts';
import { openPictureStore } from '../server/images/storage/open.ts';
import type { PictureStore } from '../server/images/storage/store.ts';

/** The photos a bucket holds, copied to DATA_DIR/originals (once), where the file's paths point. */
async function copyOriginals(q: Queryable, store: PictureStore, dataDir: string) {
  const disk = diskStore(dataDir);
  const rows = await q.query<{ source_path: string }>(
    'select distinct source_path from house_images where source_path is not null',
  );
  for (const { source_path } of rows) {
    const key = originalKey(source_path);
    if (await disk.has(key)) continue;
    const bytes = await store.get(key);
    if (bytes) await disk.put(key, bytes, '');
    else console.error(`catalogue: the photo ${source_path} is missing from ${store.name}`);
  }
}

const [target] = process.argv.slice(2).filter((a) => a !== '--');
const config = readConfigOrExit();
const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, tls: config.databaseTls });
try {
  await migrate(db, config.rootDir);
  const fileDir = target ? path.dirname(path.resolve(target)) : process.cwd();
  const originals = path.join(config.dataDir, 'originals');
  if (config.pictures.s3) await copyOriginals(db, openPictureStore(config.pictures, config.dataDir), config.dataDir);
  const { file } = await readCatalogue(db, {
    photoPath: (p) => path.relative(fileDir, path.join(originals, p)).split(path.sep).join('/'),
  });
  const json = `${JSON.stringify(file, null, 2)}\n`;
  if (target) {
    fs.writeFileSync(target, json);
    console.error(
      `catalogue: ${file.houses.length} houses, ${file.owners.length} owners, ${file.places.length} places, ${file.areas.length} areas written to ${target}`,
    );
  } else {
    process.stdout.write(json);
  }
} finally {
  await db.close();
}
