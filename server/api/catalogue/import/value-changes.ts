/**
 * What differs between two versions of a value, leaf by leaf: the dry run's
 * "seasons[2].weekPriceCents: 119000 → 125000" lines. Objects are compared
 * key by key and lists item by item; a side that lacks a leaf shows "(none)".
 */
import { canonical } from '../file/canonical.ts';

export interface ValueChange {
  path: string;
  from: unknown;
  to: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export function valueChanges(from: unknown, to: unknown, path = ''): ValueChange[] {
  if (canonical(from) === canonical(to)) return [];
  if (Array.isArray(from) && Array.isArray(to))
    return Array.from({ length: Math.max(from.length, to.length) }, (_, i) =>
      valueChanges(from[i], to[i], `${path}[${i}]`),
    ).flat();
  if (isObject(from) && isObject(to))
    return [...new Set([...Object.keys(to), ...Object.keys(from)])].flatMap((key) =>
      valueChanges(from[key], to[key], path ? `${path}.${key}` : key),
    );
  return [{ path, from, to }];
}

/** A value on one line of at most `width` characters: strings quoted, objects as JSON. */
export function shortValue(value: unknown, width = 60): string {
  if (value === undefined) return '(none)';
  const text = typeof value === 'string' ? JSON.stringify(value) : canonical(value);
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}
