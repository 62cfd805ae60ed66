import { expect } from 'chai';
import { driveTime } from '../../contract/drive-time.ts';

describe('drive times as every page writes them (contract/drive-time)', () => {
  it('writes minutes under an hour as minutes, and longer drives in hours and minutes', () => {
    expect([45, 60, 63, 125].map((m) => driveTime(m, 'en'))).to.deep.equal(['45 min', '1 h', '1 h 3 min', '2 h 5 min']);
    expect([45, 60, 63, 125].map((m) => driveTime(m, 'de'))).to.deep.equal([
      '45 Min.',
      '1 Std.',
      '1 Std. 3 Min.',
      '2 Std. 5 Min.',
    ]);
  });
});
