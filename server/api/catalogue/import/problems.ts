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

export function describeFailure(failure: Failure, codeAt: (index: number) => unknown): string {
  return `${fieldName(failure.path, codeAt)}: ${failure.message}`;
}
