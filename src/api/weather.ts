import type { ApiClient } from './http.ts';

/** A climate month (docs/product/api.md#weather). null = no published value: shown as missing, never invented. */
export interface ClimateMonth {
  month: number;
  averageHeat: { value: number | null };
  totalPrecipitation: { value: number | null };
}

/** GET /api/weather/average/{regionId}: monthly climate normals of a region's station. */
export interface RegionClimate {
  regionId?: number;
  station: string;
  period: string;
  source: string;
  data: ClimateMonth[];
}

/** The climate normals of a booking-system region, or null: failures are swallowed (docs/product/errors.md#what-the-pages-do-with-failures). */
export async function fetchClimate(api: ApiClient, regionId: number): Promise<RegionClimate | null> {
  try {
    const climate = await api.get<RegionClimate>(`/api/weather/average/${encodeURIComponent(regionId)}`);
    return Array.isArray(climate?.data) ? climate : null;
  } catch {
    return null;
  }
}
