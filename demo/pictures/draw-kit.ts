/** Shared pieces of the scene drawings: canvas, seeded randomness, palettes. */
import type { SceneLight } from './scene.ts';

export const CANVAS = { width: 1800, height: 1200 } as const;
export const W = CANVAS.width;
export const H = CANVAS.height;

export type Rand = () => number;

/** mulberry32: a tiny seeded PRNG, enough for drawing details. */
export function seeded(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const n = (v: number) => Math.round(v * 10) / 10;
export const between = (r: Rand, a: number, b: number) => a + (b - a) * r();

export const SKY: Record<SceneLight, [string, string, string]> = {
  day: ['#4f86c2', '#8fb9dd', '#d7e8f3'],
  evening: ['#343a6a', '#c46f7b', '#f4c487'],
  overcast: ['#7f8b97', '#a9b3bc', '#d6dce1'],
  night: ['#070f26', '#10234a', '#1f3d5f'],
};
export const FAR: Record<SceneLight, string> = {
  day: '#7d93aa',
  evening: '#6a5877',
  overcast: '#87929b',
  night: '#1b2a43',
};
export const NEAR: Record<SceneLight, string> = {
  day: '#4c616d',
  evening: '#463b56',
  overcast: '#5c666c',
  night: '#111d31',
};
export const SNOW: Record<SceneLight, string> = {
  day: '#f3f7fa',
  evening: '#f2d8d3',
  overcast: '#e4e9ec',
  night: '#8ea5bd',
};
export const SHADE: Record<SceneLight, number> = { day: 0, evening: 0.18, overcast: 0.08, night: 0.55 };

/** SVG fragments: definitions (gradients, filters) and the drawing itself. */
export interface Drawn {
  defs: string;
  body: string;
}
