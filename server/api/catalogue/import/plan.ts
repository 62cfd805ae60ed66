/**
 * What importing a catalogue file would do to the database: houses to add,
 * houses to change (and which of their fields), houses the file lacks, places,
 * areas and owners to add or change. Houses and owners are matched by code,
 * places and areas by slug. A house missing from the file is never deleted (it may have bookings):
 * it is left as it is, or unpublished when asked.
 */
import { canonical } from '../file/canonical.ts';
import type { StoredCatalogue } from '../file/read.ts';
import type {
  CatalogueArea,
  CatalogueFile,
  CatalogueHouse,
  CatalogueImage,
  CatalogueOwner,
  CataloguePlace,
} from '../file/schema.ts';
import { catalogueProblems } from './check.ts';
import { DEFAULT_IMAGE_LIMITS, fingerprint, storedFingerprint, type ImageLimits } from './images.ts';
import type { ParsedCatalogue } from './parse.ts';
import type { PhotoFolders } from './photo-file.ts';
import { CatalogueFileError, locator, type Locate } from './problems.ts';
import type { References } from './references.ts';

export interface PlanOptions extends PhotoFolders {
  /** Largest photo read or fetched (a dry run reads photo files too, to compare them). */
  limits?: ImageLimits;
  /** Unpublish the published houses that the file lacks (default: leave them). */
  unpublishMissing?: boolean;
}

/** The compared values of some fields of a house: pictures by fingerprint and texts (comparable). */
export type HouseValues = Partial<Record<keyof CatalogueHouse, unknown>>;

export interface HouseChange {
  id: number;
  house: CatalogueHouse;
  fields: Array<keyof CatalogueHouse>;
  /** The changed fields as the database holds them, and as the file has them. */
  before: HouseValues;
  after: HouseValues;
}

export interface MissingHouse {
  id: number;
  code: string;
  published: boolean;
  bookings: number;
}

export interface ImportPlan {
  add: CatalogueHouse[];
  change: HouseChange[];
  unchanged: number;
  missing: MissingHouse[];
  unpublishMissing: boolean;
  places: KeyedDiff<CataloguePlace>;
  areas: KeyedDiff<CatalogueArea>;
  owners: KeyedDiff<CatalogueOwner>;
  /** Each image of the file by fingerprint (see images.ts). */
  fingerprints: Map<CatalogueImage, string>;
}

/** A list's items to add and to change, matched by their key (keyOf). */
export interface KeyedDiff<T> {
  add: T[];
  change: Array<{ id: number; item: T; was: T }>;
}

/** A place's or an area's slug, an owner's code. */
export const keyOf = (item: { slug: string } | { code: string }): string => ('slug' in item ? item.slug : item.code);

/**
 * The plan, or a CatalogueFileError naming every problem of the file at once:
 * the schema's (parsed.problems), the picture URLs' (`earlier`), the
 * references' and the photo files'.
 */
export function planImport(
  parsed: ParsedCatalogue,
  stored: StoredCatalogue,
  refs: References,
  options: PlanOptions,
  earlier: string[] = [],
): ImportPlan {
  const { file } = parsed;
  const locate = locator(file, parsed.positions);
  const problems = [...parsed.problems, ...earlier, ...catalogueProblems(file, refs, stored, locate, parsed.refused)];
  const fingerprints = imageFingerprints(file, options, locate, problems);
  if (problems.length) throw new CatalogueFileError(problems);
  const current = new Map(stored.file.houses.map((h) => [h.code, h]));
  const inFile = new Set(file.houses.map((h) => h.code));
  const plan: ImportPlan = {
    add: [],
    change: [],
    unchanged: 0,
    missing: [],
    unpublishMissing: options.unpublishMissing ?? false,
    places: diffByKey(file.places, stored.file.places, stored.places),
    areas: diffByKey(file.areas, stored.file.areas, stored.areas),
    owners: diffByKey(file.owners, stored.file.owners, stored.owners),
    fingerprints,
  };
  for (const house of file.houses) {
    const was = current.get(house.code);
    if (!was) {
      plan.add.push(house);
      continue;
    }
    const { id, images } = stored.houses.get(house.code)!;
    const value = (field: keyof CatalogueHouse, of: 'file' | 'stored') =>
      field !== 'images'
        ? (of === 'file' ? house : was)[field]
        : of === 'file'
          ? house.images.map((image) => comparable(image, fingerprints.get(image)!))
          : was.images.map((image, i) => comparable(image, storedFingerprint(images[i])));
    const fields = (Object.keys(house) as Array<keyof CatalogueHouse>).filter(
      (field) => canonical(value(field, 'file')) !== canonical(value(field, 'stored')),
    );
    const values = (of: 'file' | 'stored'): HouseValues =>
      Object.fromEntries(fields.map((field) => [field, value(field, of)]));
    if (fields.length) plan.change.push({ id, house, fields, before: values('stored'), after: values('file') });
    else plan.unchanged++;
  }
  for (const h of stored.file.houses) {
    if (!inFile.has(h.code)) {
      const { id, bookings } = stored.houses.get(h.code)!;
      plan.missing.push({ id, code: h.code, published: h.published, bookings });
    }
  }
  return plan;
}

export function planIsEmpty(plan: ImportPlan): boolean {
  return (
    !plan.add.length &&
    !plan.change.length &&
    !plan.places.add.length &&
    !plan.places.change.length &&
    !plan.areas.add.length &&
    !plan.areas.change.length &&
    !plan.owners.add.length &&
    !plan.owners.change.length &&
    !(plan.unpublishMissing && plan.missing.some((m) => m.published))
  );
}

/** A picture as an import compares it: its fingerprint (see images.ts) and texts. */
function comparable(image: CatalogueImage, print: string) {
  return { print, alt: image.alt, description: image.description };
}

/** Each picture's fingerprint; a photo file that cannot be read is a problem appended to `problems`. */
function imageFingerprints(
  file: CatalogueFile,
  options: PlanOptions,
  locate: Locate,
  problems: string[],
): Map<CatalogueImage, string> {
  const prints = new Map<CatalogueImage, string>();
  file.houses.forEach((house, i) =>
    house.images.forEach((image, j) => {
      try {
        prints.set(image, fingerprint(image, options, options.limits ?? DEFAULT_IMAGE_LIMITS));
      } catch (err) {
        problems.push(`${locate(['houses', i, 'images', j, 'path'])}: ${(err as Error).message}`);
      }
    }),
  );
  return prints;
}

function diffByKey<T extends { slug: string } | { code: string }>(
  wanted: T[],
  existing: T[],
  ids: Map<string, number>,
): KeyedDiff<T> {
  const now = new Map(existing.map((item) => [keyOf(item), { item, text: canonical(item) }]));
  const diff: KeyedDiff<T> = { add: [], change: [] };
  for (const item of wanted) {
    const was = now.get(keyOf(item));
    if (was === undefined) diff.add.push(item);
    else if (was.text !== canonical(item)) diff.change.push({ id: ids.get(keyOf(item))!, item, was: was.item });
  }
  return diff;
}
