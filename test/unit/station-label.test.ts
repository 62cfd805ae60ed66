import { expect } from 'chai';
import { stationLabel } from '../../src/pages/explore-item/station-label.ts';

describe('the climate section names its station in the page language', () => {
  const station = 'Raufarhöfn (IMO station 505, manned; 66.45 N, -15.95)';
  it('keeps English on English pages and has no English words on German pages', () => {
    expect(stationLabel(station, 'en')).to.equal(station);
    expect(stationLabel(station, 'de')).to.equal('Raufarhöfn (IMO-Station 505, bemannt; 66,45 N, -15,95)');
  });
});
