import type { Config } from './config.ts';

/** Now, or the fixed moment of FIXED_NOW: every date rule on the server asks this. */
export function clockOf(config: Pick<Config, 'fixedNow'>): () => Date {
  return () => config.fixedNow ?? new Date();
}
