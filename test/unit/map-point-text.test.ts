/** A map point kept as a row only: the object form made from it is the point's own JSON. */
import { expect } from 'chai';
import type { MapHouse } from '../../contract/api/types.ts';
import { mapPointObject, mapPointText } from '../../server/api/search/map-point-text.ts';

type Point = Omit<MapHouse, 'price' | 'nights'>;

const POINTS: Point[] = [
  {
    code: 'SH-1004',
    name: 'Lóuborg "am See"',
    latitude: 65.83823000000001,
    longitude: -18.287319999999998,
    url: '/de/unterkuenfte/nordwesten/louborg/',
    picture: { url: '/images/houses/abc/4x3-400.webp', alt: 'Das Haus im Schnee – mit Blick' },
  },
  { code: 'SH-1005', name: 'Vík', latitude: 63.4, longitude: -19, url: '/en/accommodation/south/vik/', picture: null },
];

describe('map point text (server/api/search/map-point-text)', () => {
  it('makes the object form from the row and the alternative text, as JSON.stringify of the point', () => {
    for (const point of POINTS) expect(`${mapPointObject(mapPointText(point))}}`).to.equal(JSON.stringify(point));
  });

  it('keeps the row as the map call sends it, without its closing bracket', () => {
    const [point] = POINTS;
    expect(JSON.parse(`${mapPointText(point).row}]`)).to.deep.equal([
      point.code,
      point.name,
      point.latitude,
      point.longitude,
      point.url,
      point.picture!.url,
    ]);
  });
});
