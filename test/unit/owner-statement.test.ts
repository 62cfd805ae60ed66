// What stays earn their owners and what a statement says of them (docs/product/statements.md):
// rent, commission and payout from a booking's money record, split over its houses to the cent;
// a month's statement of stays by departure day, later changes as adjustments, a negative
// balance carried; and, over random sequences of refunds, moves, owner changes and
// cancellations between months, statements that always add up to what the stays earn.
import { expect } from 'chai';
import fc from 'fast-check';
import { addDays } from '../../contract/dates.ts';
import type { MoneyEntry } from '../../server/booking-money.ts';
import { commissionOf, lineShares, splitByWeight } from '../../server/books/owner-share.ts';
import { ownerStatement, type BookLine, type StatedLine, type Statement } from '../../server/books/statement.ts';

let id = 0;
const entry = (kind: MoneyEntry['kind'], amountCents: number, line: string | null = null): MoneyEntry => ({
  id: ++id,
  kind,
  amountCents,
  line,
  method: null,
  paymentId: null,
  refundId: null,
  refundReason: null,
  reference: null,
  cause: 'guest',
  actor: null,
  at: new Date('2027-03-01T12:00:00Z'),
});

describe('an owner’s share of a booking', () => {
  it('takes the commission to the nearest cent, halves away from zero', () => {
    expect(commissionOf(100_000, 2000)).to.equal(20_000);
    expect(commissionOf(12_345, 1250)).to.equal(1543); // 1543.125
    expect(commissionOf(2, 2500)).to.equal(1); // 0.5
    expect(commissionOf(-2, 2500)).to.equal(-1);
    expect(commissionOf(99_999, 0)).to.equal(0);
  });

  it('splits an amount by weight to the cent, the leftover cents to the largest remainders', () => {
    expect(splitByWeight(100, [1, 1, 1])).to.deep.equal([34, 33, 33]);
    expect(splitByWeight(1000, [300, 700])).to.deep.equal([300, 700]);
    expect(splitByWeight(5, [0, 0])).to.deep.equal([0, 0]);
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.array(fc.nat(1_000_000), { minLength: 1, maxLength: 5 }), (total, w) => {
        const shares = splitByWeight(total, w);
        if (w.some((x) => x > 0)) expect(shares.reduce((t, s) => t + s, 0)).to.equal(total);
        shares.forEach((s, i) => (w[i] > 0 ? expect(s).to.be.at.least(0) : expect(s).to.equal(0)));
      }),
    );
  });

  const lines = [
    { position: 1, ownerId: 7, commissionBp: 2000, cancellationShareBp: 10000 },
    { position: 2, ownerId: 8, commissionBp: 1500, cancellationShareBp: 10000 },
  ];

  it('gives each house its charges, less the price reductions in proportion; kits are the company’s', () => {
    const shares = lineShares(
      [
        entry('charge', 120_000, 'house:1'),
        entry('charge', 80_000, 'house:2'),
        entry('charge', 3_000, 'kits'),
        entry('receipt', 203_000),
        entry('charge', -10_000, 'credit'),
      ],
      lines,
    );
    expect(shares).to.deep.equal([
      { position: 1, ownerId: 7, rentCents: 114_000, commissionCents: 22_800, payoutCents: 91_200 },
      { position: 2, ownerId: 8, rentCents: 76_000, commissionCents: 11_400, payoutCents: 64_600 },
    ]);
  });

  it('follows a staff move’s re-price, and once cancelled gives the houses the fee kept', () => {
    const moved = [
      entry('charge', 120_000, 'house:1'),
      entry('charge', 80_000, 'house:2'),
      entry('charge', -20_000, 'house:2'),
    ];
    expect(lineShares(moved, lines).map((s) => s.rentCents)).to.deep.equal([120_000, 60_000]);
    const cancelled = [...moved, entry('charge', 3_000, 'kits'), entry('cancellation', -147_000)];
    // Charged 183,000 in all; the fee kept is 36,000 (20 % of the houses), split 2 : 1.
    expect(lineShares(cancelled, lines).map((s) => [s.rentCents, s.commissionCents])).to.deep.equal([
      [24_000, 4_800],
      [12_000, 1_800],
    ]);
  });

  it('gives an owner their share of a kept fee as rent; the rest is the company’s, without commission', () => {
    const cancelled = [
      entry('charge', 120_000, 'house:1'),
      entry('charge', 60_000, 'house:2'),
      entry('cancellation', -144_000),
    ];
    // The fee kept is 36,000, split 2 : 1; the first owner's share of a fee is 50 %, the second's 0.
    const halves = [
      { ...lines[0], cancellationShareBp: 5000 },
      { ...lines[1], cancellationShareBp: 0 },
    ];
    expect(lineShares(cancelled, halves).map((s) => [s.rentCents, s.commissionCents, s.payoutCents])).to.deep.equal([
      [12_000, 2_400, 9_600],
      [0, 0, 0],
    ]);
    // A booking not cancelled is all rent, whatever the share.
    expect(lineShares(cancelled.slice(0, 2), halves).map((s) => s.rentCents)).to.deep.equal([120_000, 60_000]);
    fc.assert(
      fc.property(
        fc.array(fc.record({ charge: fc.nat(500_000), share: fc.nat(10_000), bp: fc.nat(10_000) }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (houses, kept) => {
          const charged = houses.reduce((t, h) => t + h.charge, 0);
          const fee = Math.round(charged * kept);
          const entries = [
            ...houses.map((h, i) => entry('charge', h.charge, `house:${i}`)),
            entry('cancellation', fee - charged),
          ];
          const split = lineShares(
            entries,
            houses.map((h, i) => ({ position: i, ownerId: i, commissionBp: h.bp, cancellationShareBp: 10000 })),
          );
          const shared = lineShares(
            entries,
            houses.map((h, i) => ({ position: i, ownerId: i, commissionBp: h.bp, cancellationShareBp: h.share })),
          );
          shared.forEach((s, i) => {
            expect(s.rentCents).to.equal(commissionOf(split[i].rentCents, houses[i].share));
            expect(s.rentCents).to.be.within(0, split[i].rentCents);
            expect(s.commissionCents).to.equal(commissionOf(s.rentCents, houses[i].bp));
            expect(s.payoutCents).to.equal(s.rentCents - s.commissionCents);
          });
        },
      ),
    );
  });
});

const month = (i: number) => {
  const from = `2027-${String(i + 1).padStart(2, '0')}-01` as const;
  const next = i === 11 ? '2028-01-01' : `2027-${String(i + 2).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
};

/** Issues the statement and returns what issued statements have said since, summed per line and owner. */
function issue(
  ownerId: number,
  m: number,
  current: BookLine[],
  stated: StatedLine[],
  carried = 0,
): { statement: Statement; stated: StatedLine[] } {
  const statement = ownerStatement(ownerId, month(m), month(0).from, current, stated, carried);
  const next = stated.map((s) => ({ ...s }));
  for (const line of statement.lines) {
    const at = next.find((s) => s.key === line.key && s.ownerId === ownerId);
    if (at) {
      at.rentCents += line.rentCents;
      at.commissionCents += line.commissionCents;
    } else next.push({ key: line.key, ownerId, rentCents: line.rentCents, commissionCents: line.commissionCents });
  }
  return { statement, stated: next };
}

const line = (key: string, ownerId: number, departure: string, rentCents: number, bp = 2000): BookLine => ({
  key,
  ownerId,
  departure: departure as BookLine['departure'],
  rentCents,
  commissionCents: commissionOf(rentCents, bp),
});

describe('an owner’s statement', () => {
  it('states the stays departing in the month, and a change to a stated stay as an adjustment next month', () => {
    const march = [line('1:1', 7, '2027-03-18', 100_000), line('2:1', 7, '2027-04-01', 50_000)];
    const first = issue(7, 2, march, []);
    expect(first.statement.lines).to.deep.equal([
      { key: '1:1', kind: 'stay', rentCents: 100_000, commissionCents: 20_000, payoutCents: 80_000 },
    ]);
    expect(first.statement).to.include({ rentCents: 100_000, commissionCents: 20_000, payoutCents: 80_000 });
    // A refund of €200 on the March stay after March was issued: April's statement adjusts it.
    const april = [line('1:1', 7, '2027-03-18', 80_000), line('2:1', 7, '2027-04-01', 50_000)];
    const second = issue(7, 3, april, first.stated);
    expect(second.statement.lines).to.deep.equal([
      { key: '1:1', kind: 'adjustment', rentCents: -20_000, commissionCents: -4_000, payoutCents: -16_000 },
      { key: '2:1', kind: 'stay', rentCents: 50_000, commissionCents: 10_000, payoutCents: 40_000 },
    ]);
    // Issued again with nothing changed: nothing to state.
    expect(issue(7, 3, april, second.stated).statement.lines).to.deep.equal([]);
  });

  it('carries a negative balance to the next statement instead of paying it', () => {
    const stated = issue(7, 2, [line('1:1', 7, '2027-03-18', 100_000)], []).stated;
    const refunded = issue(7, 3, [line('1:1', 7, '2027-03-18', 0)], stated);
    expect(refunded.statement).to.include({ earnedCents: -80_000, payoutCents: 0, carriedOutCents: -80_000 });
    const may = issue(
      7,
      4,
      [line('1:1', 7, '2027-03-18', 0), line('3:1', 7, '2027-05-10', 150_000)],
      refunded.stated,
      -80_000,
    );
    expect(may.statement).to.include({
      earnedCents: 120_000,
      carriedInCents: -80_000,
      payoutCents: 40_000,
      carriedOutCents: 0,
    });
  });

  it('moves a stay given to another owner off the first owner’s statement and onto the other’s', () => {
    const stated = issue(7, 2, [line('1:1', 7, '2027-03-18', 100_000)], []).stated;
    const now = [line('1:1', 8, '2027-03-18', 100_000, 1500)];
    expect(issue(7, 3, now, stated).statement.lines).to.deep.equal([
      { key: '1:1', kind: 'adjustment', rentCents: -100_000, commissionCents: -20_000, payoutCents: -80_000 },
    ]);
    expect(issue(8, 3, now, stated).statement.lines).to.deep.equal([
      { key: '1:1', kind: 'stay', rentCents: 100_000, commissionCents: 15_000, payoutCents: 85_000 },
    ]);
  });

  type Change =
    | { type: 'reprice'; line: number; share: number }
    | { type: 'move'; line: number; month: number }
    | { type: 'owner'; line: number; owner: number }
    | { type: 'cancel'; line: number; kept: number };
  const OWNERS = [1, 2, 3];
  /** Each owner's share of a kept cancellation fee. */
  const SHARE = new Map([
    [1, 10000],
    [2, 5000],
    [3, 0],
  ]);
  const BP = new Map([
    [1, 2000],
    [2, 1500],
    [3, 2500],
  ]);

  it('adds up over random refunds, moves, owner changes and cancellations (the owner’s share of the fee kept) between months: every stay stated as it stands', () => {
    const stay = fc.record({
      owner: fc.constantFrom(...OWNERS),
      month: fc.nat(5),
      day: fc.nat(27),
      rent: fc.nat(400_000),
    });
    const change: fc.Arbitrary<Change> = fc.oneof(
      fc.record({
        type: fc.constant('reprice' as const),
        line: fc.nat(9),
        share: fc.double({ min: 0, max: 1.2, noNaN: true }),
      }),
      fc.record({ type: fc.constant('move' as const), line: fc.nat(9), month: fc.nat(5) }),
      fc.record({ type: fc.constant('owner' as const), line: fc.nat(9), owner: fc.constantFrom(...OWNERS) }),
      fc.record({
        type: fc.constant('cancel' as const),
        line: fc.nat(9),
        kept: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(stay, { minLength: 1, maxLength: 10 }),
        fc.array(fc.array(change, { maxLength: 4 }), { minLength: 6, maxLength: 6 }),
        (stays, changesByMonth) => {
          const current: BookLine[] = stays.map((s, i) =>
            line(`${i}:1`, s.owner, addDays(month(s.month).from, s.day), s.rent, BP.get(s.owner)),
          );
          let stated: StatedLine[] = [];
          const carried = new Map(OWNERS.map((o) => [o, 0]));
          const paid = new Map(OWNERS.map((o) => [o, 0]));
          for (let m = 0; m < 6; m++) {
            for (const c of changesByMonth[m]) {
              const l = current[c.line % current.length];
              const bp = BP.get(l.ownerId)!;
              if (c.type === 'reprice') l.rentCents = Math.round(l.rentCents * c.share);
              if (c.type === 'move') l.departure = addDays(month(c.month).from, 10);
              if (c.type === 'owner') l.ownerId = c.owner;
              if (c.type === 'cancel')
                l.rentCents = commissionOf(Math.round(l.rentCents * c.kept), SHARE.get(l.ownerId)!);
              l.commissionCents = commissionOf(l.rentCents, c.type === 'owner' ? BP.get(c.owner)! : bp);
            }
            for (const owner of OWNERS) {
              const { statement, stated: after } = issue(owner, m, current, stated, carried.get(owner));
              stated = after;
              for (const s of statement.lines) expect(s.payoutCents).to.equal(s.rentCents - s.commissionCents);
              expect(statement.rentCents).to.equal(statement.lines.reduce((t, s) => t + s.rentCents, 0));
              expect(statement.commissionCents).to.equal(statement.lines.reduce((t, s) => t + s.commissionCents, 0));
              expect(statement.earnedCents + statement.carriedInCents).to.equal(
                statement.payoutCents + statement.carriedOutCents,
              );
              expect(statement.payoutCents).to.be.at.least(0);
              expect(statement.carriedOutCents).to.be.at.most(0);
              carried.set(owner, statement.carriedOutCents);
              paid.set(owner, paid.get(owner)! + statement.payoutCents);
              // Issuing the same month again states nothing.
              expect(ownerStatement(owner, month(m), month(0).from, current, stated, 0).lines).to.deep.equal([]);
            }
            // What the statements said of each stay is what it earns now, for the owner it belongs to, once departed.
            for (const owner of OWNERS)
              for (const l of current) {
                const said = stated.find((s) => s.key === l.key && s.ownerId === owner);
                const due = l.ownerId === owner && l.departure <= month(m).to;
                expect(
                  [said?.rentCents ?? 0, said?.commissionCents ?? 0],
                  `${l.key} for ${owner} after month ${m}`,
                ).to.deep.equal(due ? [l.rentCents, l.commissionCents] : [0, 0]);
              }
          }
          // Paid out, less what is still carried, is what the owner's departed stays earn.
          for (const owner of OWNERS) {
            const earned = current
              .filter((l) => l.ownerId === owner && l.departure <= month(5).to)
              .reduce((t, l) => t + l.rentCents - l.commissionCents, 0);
            expect(paid.get(owner)! + carried.get(owner)!).to.equal(earned);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
