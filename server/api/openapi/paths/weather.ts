/** GET /api/weather/average/{regionId} (server/api/weather/router.ts). */
import {
  arrayOf,
  errors,
  integer,
  json,
  nullable,
  number,
  object,
  pathParam,
  ref,
  string,
  type Schema,
} from '../parts.ts';

export const paths: Record<string, object> = {
  '/api/weather/average/{regionId}': {
    get: {
      tags: ['Weather'],
      operationId: 'climateNormals',
      summary: "A region's monthly climate normals",
      parameters: [pathParam('regionId', integer, 'The region id.')],
      responses: {
        200: json('Twelve months (1991–2020 normals).', ref('RegionClimate'), {
          'Cache-Control': { description: 'public, max-age=86400', schema: { type: 'string' } },
        }),
        ...errors([400, 404]),
      },
    },
  },
};

export const schemas: Record<string, Schema> = {
  RegionClimate: object({
    regionId: integer,
    region: string,
    station: string,
    period: string,
    source: string,
    data: arrayOf(
      object({
        month: { type: 'integer', minimum: 1, maximum: 12 },
        averageHeat: object({ value: { ...nullable(number), description: '°C; null where the source has none.' } }),
        totalPrecipitation: object({
          value: { ...nullable(number), description: 'mm; null where the source has none.' },
        }),
      }),
    ),
  }),
};
