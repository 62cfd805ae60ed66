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

/** Where each checked house, place and area sits in the file: items the schema refused are left out of the check. */
export interface Positions {
  houses: number[];
  places: number[];
  areas: number[];
}

/** houses[3].seasons[2].weekPriceCents → "house SH-1004 (houses[3]) seasons[2].weekPriceCents". */
export function fieldName(path: ReadonlyArray<string | number>, codeAt: (index: number) => unknown): string {
  const text = (parts: ReadonlyArray<string | number>) =>
    parts.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('');
  if (path[0] === 'houses' && typeof path[1] === 'number') {
    const code = codeAt(path[1]);
    const rest = text(path.slice(2));
    return `house ${typeof code === 'string' ? code : '(no code)'} (houses[${path[1]}])${rest ? ` ${rest}` : ''}`;
  }
  return text(path) || '(the file)';
}

/** Names fields of the checked houses, places and areas by their place in the file. */
export function locator(houses: ReadonlyArray<{ code: string }>, positions?: Positions): Locate {
  return (path) => {
    const [list, index, ...rest] = path;
    if (!positions || typeof index !== 'number' || !(list === 'houses' || list === 'places' || list === 'areas'))
      return fieldName(path, (i) => houses[i]?.code);
    const code = list === 'houses' ? houses[index]?.code : undefined;
    return fieldName([list, positions[list][index], ...rest], () => code);
  };
}

export function describeFailure(failure: Failure, codeAt: (index: number) => unknown): string {
  return `${fieldName(failure.path, codeAt)}: ${failure.message}`;
}
