import { expect } from 'chai';
import { isFree, packTaken, takenPerYear, takenStays } from '../../server/api/availability/taken-nights.ts';
import { DataWatch } from '../../server/api/catalogue/data-version.ts';
import { AvailabilityStore } from '../../server/api/availability/store.ts';
import type { Db } from '../../server/db/client.ts';

describe('taken nights (server/api/availability)', () => {
  const taken = packTaken([
    { from: '2027-03-11', to: '2027-03-18' },
    { from: '2027-01-07', to: '2027-01-14' },
  ]);

  it('packs stays sorted by check-in and gives them back', () => {
    expect(takenStays(taken)).to.deep.equal([
      { from: '2027-01-07', to: '2027-01-14' },
      { from: '2027-03-11', to: '2027-03-18' },
    ]);
  });

  it('counts the check-in night as taken and the check-out day as free', () => {
    expect(isFree(taken, '2027-01-14', '2027-01-21'), 'arriving on the check-out day').to.equal(true);
    expect(isFree(taken, '2026-12-31', '2027-01-07'), 'leaving on the check-in day').to.equal(true);
    expect(isFree(taken, '2027-01-13', '2027-01-20'), 'the last night').to.equal(false);
    expect(isFree(taken, '2026-12-31', '2027-01-08'), 'the first night').to.equal(false);
    expect(isFree(taken, '2027-01-01', '2027-04-01'), 'around a whole stay').to.equal(false);
    expect(isFree(taken, '2027-01-08', '2027-01-10'), 'inside a stay').to.equal(false);
    expect(isFree(taken, '2027-02-01', '2027-03-11'), 'between two stays').to.equal(true);
    expect(isFree(taken, '2027-03-18', '2027-04-01'), 'after the last').to.equal(true);
    expect(isFree(packTaken([]), '2027-03-18', '2027-04-01'), 'no stay').to.equal(true);
  });

  it('marks the taken nights in the calendar strings, across a year end', () => {
    const [y2026, y2027] = takenPerYear(packTaken([{ from: '2026-12-30', to: '2027-01-02' }]), [2026, 2027]);
    expect(y2026.availability.slice(-3)).to.equal('100');
    expect(y2027.availability.slice(0, 3)).to.equal('011');
    expect(y2027.availability.length).to.equal(365);
  });

  it("keeps a house's nights until a stay of that house changes, and asks again only then", async () => {
    const watch = new DataWatch({} as Db);
    (watch as unknown as { listening: boolean }).listening = true;
    const store = new AvailabilityStore(watch);
    const answers: Record<number, Array<{ house_id: number; from: string; to: string }>> = {
      1: [{ house_id: 1, from: '2027-01-07', to: '2027-01-14' }],
      2: [],
    };
    let asked = 0;
    const q = {
      async query<T>(_sql: string, params?: unknown[]): Promise<T[]> {
        asked++;
        return (answers[(params![0] as number[])[0]] ?? []) as T[];
      },
      async exec() {},
    };
    expect(takenStays(await store.taken(q, 1, '2026-11-21'))).to.have.length(1);
    await store.taken(q, 1, '2026-11-21');
    await store.taken(q, 2, '2026-11-21');
    expect(asked).to.equal(2);
    answers[1] = [];
    const before = watch.staysVersion(1);
    watch.receive('s2');
    expect(takenStays(await store.taken(q, 1, '2026-11-21')), 'another house changed').to.have.length(1);
    watch.receive('s1');
    expect(watch.staysVersion(1)).to.be.greaterThan(before);
    expect(takenStays(await store.taken(q, 1, '2026-11-21')), 'its stay was cancelled').to.have.length(0);
    expect(asked).to.equal(3);
    watch.receive('a');
    await store.taken(q, 2, '2026-11-21');
    expect(asked).to.equal(4);
    // A new year: the calendar starts later, so everything is read again.
    await store.taken(q, 2, '2027-01-01');
    expect(asked).to.equal(5);
  });

  it('asks the database every time while changes cannot be heard', async () => {
    const store = new AvailabilityStore(new DataWatch({} as Db));
    let asked = 0;
    const q = {
      async query<T>(): Promise<T[]> {
        asked++;
        return [];
      },
      async exec() {},
    };
    await store.taken(q, 1, '2026-11-21');
    await store.taken(q, 1, '2026-11-21');
    expect(asked).to.equal(2);
  });
});
