/**
 * The results map's clustering (server/api/search/map-clusters.ts): a zoom
 * and a box give clusters with their count and lowest price and the single
 * houses in view; zooming in splits a cluster at the zoom it names.
 */
import { expect } from 'chai';
import { boundsOf, clusterIndex, clustersInView, type ClusterPoint } from '../../server/api/search/map-clusters.ts';

const ICELAND = [-25, 63, -13, 67];

/** Three houses at Vík (close together), one at Akureyri, one at Ísafjörður without a price. */
const POINTS: ClusterPoint[] = [
  { id: 1, latitude: 63.419, longitude: -19.006, price: 12_000 },
  { id: 2, latitude: 63.421, longitude: -19.01, price: 9_500 },
  { id: 3, latitude: 63.418, longitude: -19.0, price: null },
  { id: 4, latitude: 65.683, longitude: -18.09, price: 20_000 },
  { id: 5, latitude: 66.075, longitude: -23.125, price: null },
];

describe('The map call’s clusters', () => {
  const index = clusterIndex(POINTS);

  it('groups the houses close together at the country’s zoom, with their count and lowest price', () => {
    const { clusters, singles } = clustersInView(index, ICELAND, 6);
    expect(clusters).to.have.length(1);
    const [latitude, longitude, count, lowest, split] = clusters[0];
    expect(count).to.equal(3);
    expect(lowest, 'the lowest price; a house without one does not count').to.equal(9_500);
    expect(latitude).to.be.closeTo(63.419, 0.01);
    expect(longitude).to.be.closeTo(-19.005, 0.01);
    expect(split).to.be.greaterThan(6);
    expect(singles.sort()).to.deep.equal([3, 4]);
  });

  it('splits a cluster at the zoom it names, and leaves the rest of the country out of a small box', () => {
    const [, , , , split] = clustersInView(index, ICELAND, 6).clusters[0];
    const vik = [-19.1, 63.38, -18.9, 63.46];
    const closer = clustersInView(index, vik, split);
    const shown = closer.clusters.reduce((n, c) => n + c.at(2)!, 0) + closer.singles.length;
    expect(shown, 'the same three houses').to.equal(3);
    expect(closer.clusters.length + closer.singles.length).to.be.greaterThan(1);
    const street = clustersInView(index, vik, 18);
    expect(street.clusters).to.deep.equal([]);
    expect(street.singles.sort()).to.deep.equal([0, 1, 2]);
  });

  it('groups everything into one cluster when the whole world is in view at zoom 0', () => {
    const { clusters, singles } = clustersInView(index, [-180, -90, 180, 90], 0);
    expect(clusters.map((c) => c[2])).to.deep.equal([5]);
    expect(singles).to.deep.equal([]);
  });

  it('a cluster without any price has none', () => {
    const unpriced = clusterIndex(POINTS.map((p) => ({ ...p, price: null })));
    expect(clustersInView(unpriced, ICELAND, 6).clusters[0][3]).to.equal(null);
  });

  it('answers the box around every point, null without points', () => {
    expect(boundsOf(POINTS)).to.deep.equal([-23.125, 63.418, -18.09, 66.075]);
    expect(boundsOf([])).to.equal(null);
  });

  it('keeps the first view of 20,000 houses small: a few dozen clusters, under 2 KB with the single houses’ rows', function () {
    this.timeout(20_000);
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const many = Array.from({ length: 20_000 }, (_, id) => ({
      id,
      latitude: 63.4 + random() * 3,
      longitude: -24.4 + random() * 10.7,
      price: 5_000 + Math.floor(random() * 20_000),
    }));
    const { clusters, singles } = clustersInView(clusterIndex(many), [-27.4, 61.9, -9.8, 68.3], 6);
    expect(clusters.reduce((n, c) => n + c[2], 0) + singles.length).to.equal(20_000);
    // A single house's row is about 140 bytes (code, name, place, path, picture, price).
    const bytes = JSON.stringify(clusters).length + singles.length * 140;
    expect(bytes).to.be.below(2_000);
  });
});
