import fs from 'node:fs';
import path from 'node:path';

/** A climate month (docs/product/api.md#weather). A value the source leaves null stays null: shown as missing, never invented. */
export interface ClimateMonth {
  month: number;
  averageHeat: { value: number | null };
  totalPrecipitation: { value: number | null };
}

export interface RegionClimate {
  regionId: number;
  region: string;
  station: string;
  period: string;
  source: string;
  data: ClimateMonth[];
}

interface ClimateFile {
  regions: Record<
    string,
    {
      regionId: number;
      station: string;
      period: string;
      source: string;
      months: Array<{ month: number; averageHeat: number | null; totalPrecipitation: number | null }>;
    }
  >;
}

/** The 1991–2020 normals per region from data/climate.json (copied from the reference data). */
export function loadClimate(rootDir: string): Map<number, RegionClimate> {
  const file = JSON.parse(fs.readFileSync(path.join(rootDir, 'data/climate.json'), 'utf8')) as ClimateFile;
  return new Map(
    Object.entries(file.regions).map(([region, r]) => [
      r.regionId,
      {
        regionId: r.regionId,
        region,
        station: r.station,
        period: r.period,
        source: r.source,
        data: r.months.map((m) => ({
          month: m.month,
          averageHeat: { value: m.averageHeat },
          totalPrecipitation: { value: m.totalPrecipitation },
        })),
      },
    ]),
  );
}
