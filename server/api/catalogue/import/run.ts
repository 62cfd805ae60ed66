/**
 * Importing a catalogue file: a dry run (the plan; nothing fetched or
 * written), or applying it: photos stored first, then one transaction that
 * plans again under a lock and writes. Applying the same file twice changes
 * nothing the second time. Both first refuse picture URLs that lead to no
 * public address (picture-urls.ts).
 */
import { fetchFailure, publicOnly, type Outbound } from '../../../http/outbound-fetch.ts';
import type { Db, Queryable } from '../../../db/client.ts';
import { readCatalogue, type StoredCatalogue } from '../file/read.ts';
import type { CatalogueFile } from '../file/schema.ts';
import { DEFAULT_IMAGE_LIMITS, storedFingerprint, storePhoto, type StoredPhoto } from './images.ts';
import { checkPictureUrls } from './picture-urls.ts';
import { planImport, planIsEmpty, type ImportPlan, type PlanOptions } from './plan.ts';
import { CatalogueFileError } from './problems.ts';
import { loadReferences } from './references.ts';
import { writePlan } from './write.ts';

/** Held by every catalogue write (imports, the demo seed) for its transaction. */
const CATALOGUE_LOCK = 727275;

/**
 * Takes CATALOGUE_LOCK for the caller's transaction, without a statement
 * timeout: writing a large catalogue, or waiting for another process's, may
 * take longer than a request's statement may.
 */
export async function holdCatalogueLock(tx: Queryable): Promise<void> {
  await tx.query('set local statement_timeout = 0');
  await tx.query('select pg_advisory_xact_lock($1)', [CATALOGUE_LOCK]);
}

export interface RunOptions extends PlanOptions {
  /** Checks and fetches picture URLs (default: public addresses only). */
  outbound?: Outbound;
}

export interface ApplyOptions extends RunOptions {
  /** {dataDir}/originals: where photo files live. */
  originalsDir: string;
}

async function current(q: Queryable) {
  return { refs: await loadReferences(q), stored: await readCatalogue(q, { photoPath: (p) => p }) };
}

export async function planCatalogueImport(q: Queryable, file: CatalogueFile, options: RunOptions): Promise<ImportPlan> {
  await checkPictureUrls(file, options.outbound ?? publicOnly());
  const { refs, stored } = await current(q);
  return planImport(file, stored, refs, options);
}

export async function applyCatalogueImport(db: Db, file: CatalogueFile, options: ApplyOptions): Promise<ImportPlan> {
  await checkPictureUrls(file, options.outbound ?? publicOnly());
  const { refs, stored } = await current(db);
  const first = planImport(file, stored, refs, options);
  if (planIsEmpty(first)) return first;
  const photos = await storePhotos(first, stored, options);
  return db.transaction(async (tx) => {
    await holdCatalogueLock(tx);
    return importInTransaction(tx, file, options, photos);
  });
}

/**
 * Plans and writes inside the caller's transaction (which holds CATALOGUE_LOCK).
 * Pictures must be drawn ones, photos already stored, or in `photos`.
 */
export async function importInTransaction(
  tx: Queryable,
  file: CatalogueFile,
  options: PlanOptions,
  photos = new Map<string, StoredPhoto>(),
): Promise<ImportPlan> {
  const { refs, stored } = await current(tx);
  const plan = planImport(file, stored, refs, options);
  await writePlan(tx, plan, {
    refs,
    places: stored.places,
    areas: stored.areas,
    photos: new Map([...storedPhotos(stored), ...photos]),
  });
  return plan;
}

function storedPhotos(stored: StoredCatalogue): Map<string, StoredPhoto> {
  const photos = new Map<string, StoredPhoto>();
  for (const { images } of stored.houses.values()) {
    for (const image of images) {
      if (image.sourcePath)
        photos.set(storedFingerprint(image), {
          hash: image.key.slice(-10),
          sourcePath: image.sourcePath,
          width: image.width,
          height: image.height,
        });
    }
  }
  return photos;
}

/** Copies and fetches the photos the plan writes and the database lacks, one at a time. */
async function storePhotos(
  plan: ImportPlan,
  stored: StoredCatalogue,
  options: ApplyOptions,
): Promise<Map<string, StoredPhoto>> {
  const have = storedPhotos(stored);
  const photos = new Map<string, StoredPhoto>();
  const problems: string[] = [];
  const outbound = options.outbound ?? publicOnly();
  const houses = [...plan.add, ...plan.change.filter((c) => c.fields.includes('images')).map((c) => c.house)];
  for (const house of houses) {
    for (const [i, image] of house.images.entries()) {
      const print = plan.fingerprints.get(image)!;
      if ('recipe' in image || have.has(print) || photos.has(print)) continue;
      try {
        photos.set(
          print,
          await storePhoto(image, house.code, options, options.limits ?? DEFAULT_IMAGE_LIMITS, outbound),
        );
      } catch (err) {
        problems.push(`house ${house.code} images[${i}]: ${fetchFailure(err)}`);
      }
    }
  }
  if (problems.length) throw new CatalogueFileError(problems);
  return photos;
}
