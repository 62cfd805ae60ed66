/**
 * A catalogue file's JSON, checked against the schema and with its defaults
 * filled in. Every house, place, area and owner is checked on its own, so one run
 * names the problems of all of them, and the database's checks can still
 * look at the items that passed (run.ts reports everything at once).
 */
import { validate, type Struct } from 'superstruct';
import {
  CATALOGUE_FORMAT,
  CatalogueArea,
  CatalogueFile,
  CatalogueHouse,
  CatalogueOwner,
  CataloguePlace,
} from '../file/schema.ts';
import { CatalogueFileError, describeFailure, type CodeAt, type Positions } from './problems.ts';

/** The items that passed the schema, where they sit in the file, and what is wrong with the rest. */
export interface ParsedCatalogue {
  file: CatalogueFile;
  positions: Positions;
  problems: string[];
  /** Codes and slugs of the items the schema refused: still in the file, so nothing else is called unknown or missing. */
  refused: Record<keyof Positions, string[]>;
}

type Input = Partial<Record<'format' | 'version' | keyof Positions, unknown>>;

export function readCatalogueInput(input: unknown): ParsedCatalogue {
  const [error, whole] = validate(input, CatalogueFile, { coerce: true });
  if (!error) return wholeFile(whole);
  const raw: Input = input && typeof input === 'object' ? input : {};
  const codeAt: CodeAt = (list, i) => {
    const values = raw[list as keyof Positions];
    return Array.isArray(values) ? (values[i] as { code?: unknown })?.code : undefined;
  };
  const problems: string[] = [];
  const [header] = validate({ format: raw.format, version: raw.version, houses: [] }, CatalogueFile, { coerce: true });
  if (header) problems.push(...header.failures().map((f) => describeFailure(f, codeAt)));
  const places = items(raw, 'places', CataloguePlace, 'slug', problems, codeAt);
  const areas = items(raw, 'areas', CatalogueArea, 'slug', problems, codeAt);
  const owners = items(raw, 'owners', CatalogueOwner, 'code', problems, codeAt);
  const houses = items(raw, 'houses', CatalogueHouse, 'code', problems, codeAt);
  return {
    file: {
      format: CATALOGUE_FORMAT,
      version: 1,
      places: places.valid,
      areas: areas.valid,
      owners: owners.valid,
      houses: houses.valid,
    },
    positions: {
      houses: houses.positions,
      places: places.positions,
      areas: areas.positions,
      owners: owners.positions,
    },
    problems,
    refused: { houses: houses.refused, places: places.refused, areas: areas.refused, owners: owners.refused },
  };
}

/** A file every item of which passed the schema. */
export function wholeFile(file: CatalogueFile): ParsedCatalogue {
  return {
    file,
    positions: {
      houses: [...file.houses.keys()],
      places: [...file.places.keys()],
      areas: [...file.areas.keys()],
      owners: [...file.owners.keys()],
    },
    problems: [],
    refused: { houses: [], places: [], areas: [], owners: [] },
  };
}

/** One list of the file, item by item: the valid ones, their positions, the refused ones' keys; problems appended. */
function items<T>(
  raw: Input,
  list: keyof Positions,
  struct: Struct<T, unknown>,
  key: 'code' | 'slug',
  problems: string[],
  codeAt: CodeAt,
): { valid: T[]; positions: number[]; refused: string[] } {
  const found = { valid: [] as T[], positions: [] as number[], refused: [] as string[] };
  const values = raw[list];
  if (values === undefined && list !== 'houses') return found;
  if (!Array.isArray(values)) {
    problems.push(`${list}: Expected an array, but received: ${JSON.stringify(values) ?? 'nothing'}`);
    return found;
  }
  values.forEach((value: unknown, i) => {
    const [error, item] = validate(value, struct, { coerce: true });
    if (!error) {
      found.valid.push(item);
      found.positions.push(i);
      return;
    }
    problems.push(...error.failures().map((f) => describeFailure({ ...f, path: [list, i, ...f.path] }, codeAt)));
    const name = (value as Record<string, unknown> | null)?.[key];
    if (typeof name === 'string') found.refused.push(name);
  });
  return found;
}

/** The file, or a CatalogueFileError naming every problem the schema finds. */
export function parseCatalogue(input: unknown): CatalogueFile {
  const { file, problems } = readCatalogueInput(input);
  if (problems.length) throw new CatalogueFileError(problems);
  return file;
}

export function parseCatalogueText(json: string): ParsedCatalogue {
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch (err) {
    throw new CatalogueFileError([`not JSON: ${(err as Error).message}`]);
  }
  return readCatalogueInput(input);
}
