import { Router } from 'express';
import { integer, object, type Infer } from 'superstruct';
import { HttpError, validate } from '../../http/errors.ts';
import { loadClimate } from './climate.ts';

const Params = object({ regionId: integer() });

/** GET /api/weather/average/:regionId — monthly climate normals of a region (docs/product/api.md#weather). */
export function weatherRouter(rootDir: string): Router {
  const climate = loadClimate(rootDir);
  const router = Router();
  router.get('/average/:regionId', (req, res) => {
    const { regionId } = validate<Infer<typeof Params>, unknown>({ regionId: Number(req.params.regionId) }, Params);
    const region = climate.get(regionId);
    if (!region) throw new HttpError(404, `No climate data for region ${regionId}`, 'regionId');
    res.set('cache-control', 'public, max-age=86400').json(region);
  });
  return router;
}
