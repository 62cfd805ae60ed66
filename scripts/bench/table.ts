/** Benchmark output: aligned tables, and a goal next to a figure with ✓ or ✗. */
import os from 'node:os';

export const mark = (met: boolean) => (met ? '✓' : '✗');

/** A figure's row cells for a goal: the goal's wording and ✓/✗ (blank when the figure has no goal). */
export function goalCells(goal: string | undefined, met: boolean | undefined): [string, string] {
  return goal === undefined || met === undefined ? ['', ''] : [goal, mark(met)];
}

/** The first `left` columns are left-aligned, the others right-aligned. */
export function printTable(head: string[], rows: string[][], left = 1): void {
  const widths = head.map((h, i) => Math.max([...h].length, ...rows.map((r) => [...(r[i] ?? '')].length)));
  const pad = (text: string, i: number) => {
    const gap = ' '.repeat(widths[i] - [...text].length);
    return i < left ? text + gap : gap + text;
  };
  const line = (cells: string[]) => ('  ' + cells.map((c, i) => pad(c ?? '', i)).join('  ')).trimEnd();
  console.log(line(head));
  for (const r of rows) console.log(line(r));
}

/** The machine's load averages (1, 5, 15 minutes), to judge how busy it was. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
