/** A catalogue file's JSON, checked against the schema and with its defaults filled in. */
import { validate } from 'superstruct';
import { CatalogueFile } from '../file/schema.ts';
import { CatalogueFileError, describeFailure } from './problems.ts';

/** Throws CatalogueFileError listing every problem (at most 50). */
export function parseCatalogue(input: unknown): CatalogueFile {
  const [error, file] = validate(input, CatalogueFile, { coerce: true });
  if (!error) return file;
  const houses = (input as { houses?: unknown })?.houses;
  const codeAt = (i: number) =>
    Array.isArray(houses) ? (houses[i] as { code?: unknown } | undefined)?.code : undefined;
  const problems = error.failures().map((f) => describeFailure(f, codeAt));
  throw new CatalogueFileError(
    problems.length > 50 ? [...problems.slice(0, 50), `… and ${problems.length - 50} more`] : problems,
  );
}

export function parseCatalogueText(json: string): CatalogueFile {
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch (err) {
    throw new CatalogueFileError([`not JSON: ${(err as Error).message}`]);
  }
  return parseCatalogue(input);
}
