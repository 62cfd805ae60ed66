/** What is wrong with a catalogue file, each problem naming the house (by code) and the field's path. */
import { plural } from '../../../../contract/plural.ts';
import type { Failure } from 'superstruct';

export class CatalogueFileError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The catalogue file is not valid (${problems.length} ${plural('en', problems.length, { one: 'problem', other: 'problems' })}):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'CatalogueFileError';
  }
}

/** A field of the checked file by its path, as a problem names it. */
export type Locate = (path: ReadonlyArray<string | number>) => string;

/** Where each checked house, place, area and owner sits in the file: items the schema refused are left out of the check. */
export interface Positions {
  houses: number[];
  places: number[];
  areas: number[];
  owners: number[];
}

type List = keyof Positions;
/** The lists whose items a problem names by code. */
const CODED: Partial<Record<List, string>> = { houses: 'house', owners: 'owner' };
/** The code of the item at `index` of a list, as the file has it. */
export type CodeAt = (list: string, index: number) => unknown;

/** houses[3].seasons[2].weekPriceCents → "house SH-1004 (houses[3]) seasons[2].weekPriceCents"; owners alike. */
export function fieldName(path: ReadonlyArray<string | number>, codeAt: CodeAt): string {
  const text = (parts: ReadonlyArray<string | number>) =>
    parts.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('');
  const [list, index] = path;
  const what = CODED[list as List];
  if (what && typeof index === 'number') {
    const code = codeAt(list as string, index);
    const rest = text(path.slice(2));
    return `${what} ${typeof code === 'string' ? code : '(no code)'} (${list}[${index}])${rest ? ` ${rest}` : ''}`;
  }
  return text(path) || '(the file)';
}

/** Names fields of the checked houses, places, areas and owners by their place in the file. */
export function locator(
  file: { houses: ReadonlyArray<{ code: string }>; owners: ReadonlyArray<{ code: string }> },
  positions?: Positions,
): Locate {
  const codeAt = (list: string, i: number) => (list === 'owners' ? file.owners : file.houses)[i]?.code;
  return (path) => {
    const [list, index, ...rest] = path;
    if (
      !positions ||
      typeof index !== 'number' ||
      !(list === 'houses' || list === 'places' || list === 'areas' || list === 'owners')
    )
      return fieldName(path, codeAt);
    return fieldName([list, positions[list][index], ...rest], () => codeAt(list, index));
  };
}

export function describeFailure(failure: Failure, codeAt: CodeAt): string {
  return `${fieldName(failure.path, codeAt)}: ${failure.message}`;
}
