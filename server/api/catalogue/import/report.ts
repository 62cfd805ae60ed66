/** An import plan as the lines `npm run catalogue:import` prints: what changes, each field old → new. */
import { plural } from '../../../../contract/plural.ts';
import { keyOf, planIsEmpty, type ImportPlan, type KeyedDiff } from './plan.ts';
import { shortValue, valueChanges } from './value-changes.ts';

/** At most this many field lines per house, place, area or owner; the rest counted. */
const LINES_PER_ITEM = 20;

/** "      seasons[2].weekPriceCents: 119000 → 125000", one line per changed leaf. */
function changeLines(before: unknown, after: unknown, indent: string): string[] {
  const changes = valueChanges(before, after);
  const lines = changes
    .slice(0, LINES_PER_ITEM)
    .map((c) => `${indent}${c.path}: ${shortValue(c.from)} → ${shortValue(c.to)}`);
  if (changes.length > LINES_PER_ITEM) lines.push(`${indent}… and ${changes.length - LINES_PER_ITEM} more`);
  return lines;
}

export function formatPlan(plan: ImportPlan, mode: 'dry-run' | 'apply'): string {
  const empty = planIsEmpty(plan);
  const lines: string[] = [
    empty
      ? `Catalogue import${mode === 'apply' ? '' : ', dry run'}: nothing to change, the database already holds this catalogue.`
      : mode === 'apply'
        ? 'Catalogue import, applied in one transaction:'
        : 'Catalogue import, dry run (nothing written; --apply writes it):',
  ];
  const [toAdd, toChange] = mode === 'apply' ? ['added', 'changed'] : ['to add', 'to change'];
  const keyed = (what: string, diff: KeyedDiff<{ slug: string } | { code: string }>) => {
    if (diff.add.length) lines.push(`  ${what} ${toAdd} (${diff.add.length}): ${diff.add.map(keyOf).join(', ')}`);
    if (diff.change.length) {
      lines.push(`  ${what} ${toChange} (${diff.change.length}):`);
      for (const { item, was } of diff.change) lines.push(`    ${keyOf(item)}:`, ...changeLines(was, item, '      '));
    }
  };
  keyed('places', plan.places);
  keyed('areas', plan.areas);
  keyed('owners', plan.owners);
  if (plan.add.length) lines.push(`  houses ${toAdd} (${plan.add.length}): ${plan.add.map((h) => h.code).join(', ')}`);
  if (plan.change.length) {
    lines.push(`  houses ${toChange} (${plan.change.length}):`);
    for (const c of plan.change) lines.push(`    ${c.house.code}:`, ...changeLines(c.before, c.after, '      '));
  }
  lines.push(`  houses unchanged: ${plan.unchanged}`);
  if (plan.missing.length) {
    lines.push(
      `  houses not in the file (${plan.missing.length}), never deleted; ${plan.unpublishMissing ? (mode === 'apply' ? 'unpublished' : 'to be unpublished') : 'left as they are (--unpublish-missing unpublishes them)'}:`,
    );
    for (const m of plan.missing)
      lines.push(
        `    ${m.code}: ${m.published ? 'published' : 'not published'}, ${m.bookings} ${plural('en', m.bookings, { one: 'booking', other: 'bookings' })}`,
      );
  }
  return lines.join('\n');
}
