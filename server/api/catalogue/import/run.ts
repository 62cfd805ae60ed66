/**
 * Importing a catalogue file: a dry run (the plan; nothing fetched or
 * written), or applying it: photos stored first, then one transaction that
 * plans again under a lock, writes, and leaves an audit row per change
 * naming who ran it (audit.ts). Applying the same file twice changes nothing
 * the second time. Both report every problem of the file at once: the
 * schema's, picture URLs that lead to no public address (picture-urls.ts),
 * unknown references and unreadable photo files.
 */
import { fetchFailure, publicOnly, type Outbound } from '../../../http/outbound-fetch.ts';
import type { Db, Queryable } from '../../../db/client.ts';
import { renderMissing } from '../../../images/prerender.ts';
import type { ImageRenderer } from '../../../images/render.ts';
import { readCatalogue, type StoredCatalogue } from '../file/read.ts';
import type { CatalogueFile } from '../file/schema.ts';
import { DEFAULT_IMAGE_LIMITS, storedFingerprint, storePhoto, type StoredPhoto } from './images.ts';
import { auditImport } from './audit.ts';
import { wholeFile, type ParsedCatalogue } from './parse.ts';
import { pictureUrlProblems } from './picture-urls.ts';
import { planImport, planIsEmpty, type ImportPlan, type PlanOptions } from './plan.ts';
import { CatalogueFileError, locator } from './problems.ts';
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
  /** {dataDir}/originals: where an export's photo paths point (read like the file's own folder). */
  originalsDir?: string;
  /**
   * Keeps the photos in its picture store and, once the import is written,
   * renders every variant the pages show of the houses it added or changed.
   */
  renderer: ImageRenderer;
  /** Who runs the import, as the audit trail names them. */
  by: string;
}

async function current(q: Queryable) {
  return { refs: await loadReferences(q), stored: await readCatalogue(q, { photoPath: (p) => p }) };
}

/** A file as parseCatalogue gives it has no problems of its own; readCatalogueInput's may. */
const parsedOf = (input: CatalogueFile | ParsedCatalogue): ParsedCatalogue =>
  'positions' in input ? input : wholeFile(input);

async function firstPlan(q: Queryable, parsed: ParsedCatalogue, options: RunOptions) {
  const locate = locator(parsed.file, parsed.positions);
  const urls = await pictureUrlProblems(parsed.file, options.outbound ?? publicOnly(), locate);
  const { refs, stored } = await current(q);
  return { stored, plan: planImport(parsed, stored, refs, options, urls) };
}

export async function planCatalogueImport(
  q: Queryable,
  input: CatalogueFile | ParsedCatalogue,
  options: RunOptions,
): Promise<ImportPlan> {
  return (await firstPlan(q, parsedOf(input), options)).plan;
}

export async function applyCatalogueImport(
  db: Db,
  input: CatalogueFile | ParsedCatalogue,
  options: ApplyOptions,
): Promise<ImportPlan> {
  const parsed = parsedOf(input);
  const { stored, plan } = await firstPlan(db, parsed, options);
  if (planIsEmpty(plan)) return plan;
  const photos = await storePhotos(plan, stored, options);
  const written = await db.transaction(async (tx) => {
    await holdCatalogueLock(tx);
    const written = await importInTransaction(tx, parsed.file, options, photos);
    await auditImport(tx, written, options.by);
    return written;
  });
  // No visitor of a new house (or of new pictures) waits for them to render.
  const houses = [...written.add, ...withNewPictures(written)].map((h) => h.code);
  if (houses.length) await renderMissing(db, options.renderer, { houses });
  return written;
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
  const plan = planImport(wholeFile(file), stored, refs, options);
  await writePlan(tx, plan, {
    refs,
    places: stored.places,
    areas: stored.areas,
    owners: stored.owners,
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

const withNewPictures = (plan: ImportPlan) =>
  plan.change.filter((c) => c.fields.includes('images')).map((c) => c.house);

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
  const houses = [...plan.add, ...withNewPictures(plan)];
  for (const house of houses) {
    for (const [i, image] of house.images.entries()) {
      const print = plan.fingerprints.get(image)!;
      if ('recipe' in image || have.has(print) || photos.has(print)) continue;
      try {
        photos.set(
          print,
          await storePhoto(
            image,
            house.code,
            { ...options, store: options.renderer.store },
            options.limits ?? DEFAULT_IMAGE_LIMITS,
            outbound,
          ),
        );
      } catch (err) {
        problems.push(`house ${house.code} images[${i}]: ${fetchFailure(err)}`);
      }
    }
  }
  if (problems.length) throw new CatalogueFileError(problems);
  return photos;
}
