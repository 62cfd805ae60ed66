import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { cancellationCost, cancellationPercent, CANCELLATION_FEES } from '../../contract/cancellation-fees.ts';
import { accountSchedule } from '../../contract/payment-schedule.ts';
import { ROOT } from '../helpers/server.ts';

describe('the cancellation fees of the terms (contract/cancellation-fees.ts)', () => {
  it('charges by days before arrival: 60+ 10 %, 59–30 20 %, 29–15 50 %, 14 or less 100 %', () => {
    const arrival = '2028-06-01';
    const on = (daysBefore: number) =>
      cancellationPercent(arrival, new Date(Date.UTC(2028, 5, 1 - daysBefore)).toISOString().slice(0, 10));
    expect([200, 60, 59, 30, 29, 15, 14, 1, 0, -3].map(on)).to.deep.equal([10, 10, 20, 20, 50, 50, 100, 100, 100, 100]);
  });

  it('counts each house from its own arrival, rounds to cents, and refunds only what was paid beyond the fee', () => {
    const houses = [
      { position: 1, resFrom: '2028-06-01', priceCents: 123_45 }, // 61 days: 10 %
      { position: 2, resFrom: '2028-05-01', priceCents: 99_99 }, //  30 days: 20 %
    ];
    const cost = cancellationCost(houses, 50_00, '2028-04-01');
    expect(cost.houses).to.deep.equal([
      { position: 1, percent: 10, feeCents: 12_35 },
      { position: 2, percent: 20, feeCents: 20_00 },
    ]);
    expect(cost.feeCents).to.equal(32_35);
    expect(cost.refundCents).to.equal(17_65);
    expect(
      cancellationCost(houses, 10_00, '2028-04-01').refundCents,
      'never more than was paid back, never a charge',
    ).to.equal(0);
    expect(cancellationCost(houses, 0, '2028-04-01').refundCents).to.equal(0);
  });

  for (const [lang, words] of [
    ['en-gb', ['days or more', 'to', 'days or less']],
    ['de-de', ['Tage oder mehr', 'bis', 'Tage oder weniger']],
  ] as const) {
    it(`is the table the terms state (content/${lang})`, () => {
      const text = fs.readFileSync(path.join(ROOT, `content/${lang}/terms_and_conditions.json`), 'utf8');
      const stated = [...text.matchAll(/"text": "(\d+)(?: (?:to|bis) (\d+))? [^"]*?: (\d+) %"/g)].map((m) => ({
        from: Number(m[1]),
        percent: Number(m[3]),
      }));
      expect(
        stated.map((s) => s.percent),
        words.join(' / '),
      ).to.deep.equal(CANCELLATION_FEES.map((row) => row.percent));
      expect(stated.slice(0, -1).map((s) => s.from)).to.deep.equal([60, 59, 29]);
      expect(CANCELLATION_FEES.slice(0, -1).map((row) => row.daysBefore)).to.deep.equal([60, 30, 15]);
    });
  }
});

describe('a trade partner pays on account (accountSchedule)', () => {
  it('the full amount, 30 days after booking or 14 days before arrival, whichever is earlier', () => {
    expect(accountSchedule(100_00, '2028-06-01', '2028-01-10')).to.deep.equal([
      { kind: 'full', amountCents: 100_00, dueDate: '2028-02-09' },
    ]);
    expect(accountSchedule(100_00, '2028-02-01', '2028-01-10')).to.deep.equal([
      { kind: 'full', amountCents: 100_00, dueDate: '2028-01-18' },
    ]);
  });
});
