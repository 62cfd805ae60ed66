import type { RegionClimate } from '../../api/weather.ts';

/** One series of the climate chart and table: 12 monthly values, null where no value was published. */
export interface ClimateSeries {
  values: Array<number | null>;
  /** Months (1–12) without a value. */
  missing: number[];
}

/** The temperature and precipitation series of a region's climate, month 1 to 12; a missing month stays null. */
export function climateSeries(climate: RegionClimate): {
  months: number[];
  temperature: ClimateSeries;
  precipitation: ClimateSeries;
} {
  const byMonth = new Map(climate.data.map((m) => [m.month, m]));
  const months = Array.from({ length: 12 }, (_, i) => i + 1);
  const series = (pick: (m: RegionClimate['data'][number]) => number | null | undefined): ClimateSeries => {
    const values = months.map((month) => {
      const entry = byMonth.get(month);
      const value = entry ? pick(entry) : null;
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    });
    return { values, missing: months.filter((_, i) => values[i] === null) };
  };
  return {
    months,
    temperature: series((m) => m.averageHeat?.value),
    precipitation: series((m) => m.totalPrecipitation?.value),
  };
}

/**
 * An SVG path "M x,y L x,y …" with the points of missing values taken out:
 * the line breaks there (a gap) instead of dropping to zero.
 */
export function pathWithGaps(d: string, missing: ReadonlySet<number>): string {
  const points = d.replace(/^M/, '').split('L');
  let out = '';
  let pen = false;
  points.forEach((point, i) => {
    if (missing.has(i)) {
      pen = false;
      return;
    }
    out += `${pen ? 'L' : 'M'}${point.trim()}`;
    pen = true;
  });
  return out;
}
