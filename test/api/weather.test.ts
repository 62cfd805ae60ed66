import { expect } from 'chai';
import { weatherRouter } from '../../server/api/weather/router.ts';
import { serveRouter } from '../helpers/http.ts';
import { ROOT } from '../helpers/server.ts';

describe('GET /api/weather/average/:regionId', () => {
  let api: Awaited<ReturnType<typeof serveRouter>>;
  before(async () => (api = await serveRouter('/api/weather', weatherRouter(ROOT))));
  after(() => api.close());

  it('answers the 12 monthly normals of a region with station and period', async () => {
    const res = await fetch(`${api.url}/api/weather/average/7`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('cache-control')).to.contain('max-age');
    const body = await res.json();
    expect(body.station).to.contain('Reykjavík');
    expect(body.period).to.equal('1991–2020');
    expect(body.data).to.have.length(12);
    expect(body.data[6]).to.deep.equal({ month: 7, averageHeat: { value: 11.6 }, totalPrecipitation: { value: 49.9 } });
  });

  it('keeps a value the source leaves out as null, never invented', async () => {
    const body = await (await fetch(`${api.url}/api/weather/average/4`)).json();
    expect(body.data[0].totalPrecipitation.value).to.equal(null);
    expect(body.data[0].averageHeat.value).to.be.a('number');
  });

  it('answers every region (docs/product/entities.md#regions-and-reference-data), north included', async () => {
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8])
      expect((await fetch(`${api.url}/api/weather/average/${id}`)).status, `region ${id}`).to.equal(200);
  });

  it('rejects unknown and malformed region ids with JSON naming the field', async () => {
    const unknown = await fetch(`${api.url}/api/weather/average/99`);
    expect(unknown.status).to.equal(404);
    expect((await unknown.json()).field).to.equal('regionId');
    const bad = await fetch(`${api.url}/api/weather/average/abc`);
    expect(bad.status).to.equal(400);
    expect((await bad.json()).field).to.equal('regionId');
  });
});
