import { expect } from 'chai';
import { documentNumber } from '../../server/api/reservations/invoices.ts';
import {
  chargedLines,
  figuresOf,
  negated,
  vatInGross,
  type ChargedAmounts,
  type InvoiceLine,
  type TaxRates,
} from '../../server/documents/vat.ts';

/** The invoices' figures (docs/product/documents.md#vat-and-taxes): whole cents that add up, and the numbers' form. */
const RATES: TaxRates = { accommodationVatBp: 1100, kitsVatBp: 2400, accommodationTaxCents: 550 };

/** A small deterministic generator (mulberry32), so a failure is reproducible. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function amounts(next: () => number): ChargedAmounts {
  const houses = Array.from({ length: 1 + Math.floor(next() * 3) }, (_, i) => ({
    position: i + 1,
    code: `SH-${100 + i}`,
    name: `House ${i + 1}`,
    resFrom: '2028-03-02' as const,
    resTo: '2028-03-09' as const,
    nights: 1 + Math.floor(next() * 21),
    grossCents: Math.floor(next() * 900_000),
  }));
  const count = Math.floor(next() * 5);
  return { houses, kits: { count, unitCents: 3500, grossCents: count * 3500 }, cancellationFeeCents: null };
}

describe('invoice figures', () => {
  it('takes the VAT out of a gross amount, rounding half away from zero, the same for a negative amount', () => {
    expect(vatInGross(11100, 1100)).to.equal(1100);
    expect(vatInGross(5, 1100), '0.495').to.equal(0);
    expect(vatInGross(6, 1100), '0.594').to.equal(1);
    expect(vatInGross(1, 10_000), 'exactly half').to.equal(1);
    expect(vatInGross(3, 10_000), '1.5').to.equal(2);
    expect(vatInGross(0, 1100)).to.equal(0);
    for (let g = 0; g < 5000; g += 7) expect(vatInGross(-g, 1100)).to.equal(-vatInGross(g, 1100));
    expect(() => vatInGross(1.5, 1100)).to.throw(RangeError);
  });

  it('puts the accommodation tax of each night inside the house price, never more than the price; kits at their rate', () => {
    const lines = chargedLines(
      {
        houses: [
          {
            position: 1,
            code: 'A',
            name: 'A',
            resFrom: '2028-03-02',
            resTo: '2028-03-09',
            nights: 7,
            grossCents: 132000,
          },
          {
            position: 2,
            code: 'B',
            name: 'B',
            resFrom: '2028-03-02',
            resTo: '2028-03-05',
            nights: 3,
            grossCents: 1000,
          },
        ],
        kits: { count: 3, unitCents: 3500, grossCents: 10500 },
        cancellationFeeCents: null,
      },
      RATES,
    );
    expect(lines.map((l) => [l.kind, l.grossCents, l.vatBp, l.taxCents])).to.deep.equal([
      ['house', 132000, 1100, 3850],
      ['house', 1000, 1100, 1000],
      ['kits', 10500, 2400, 0],
    ]);
    const f = figuresOf(lines);
    expect(f.vat.map((r) => [r.vatBp, r.grossCents])).to.deep.equal([
      [2400, 10500],
      [1100, 132000 - 3850],
    ]);
    expect(f.vat[0].vatCents).to.equal(2032); // 105.00 × 24/124 = 20.3225…
    expect(f.vat[1].vatCents).to.equal(12700); // 1281.50 × 11/111 = 126.9955…
    expect(f.taxCents).to.equal(4850);
    expect(f.totalCents).to.equal(143500);
  });

  it('charges only the fee once cancelled, at the accommodation rate, without tax; nothing when no fee is kept', () => {
    const base = amounts(random(1));
    expect(chargedLines({ ...base, cancellationFeeCents: 0 }, RATES)).to.deep.equal([]);
    const [fee] = chargedLines({ ...base, cancellationFeeCents: 13200 }, RATES);
    expect(fee).to.deep.include({ kind: 'fee', grossCents: 13200, vatBp: 1100, taxCents: 0 });
    expect((fee as Extract<InvoiceLine, { kind: 'fee' }>).stays.map((s) => s.code)).to.deep.equal(
      base.houses.map((h) => h.code),
    );
  });

  it('adds up to the cent for any booking: net + VAT per rate is its gross, net + VAT + tax the total', () => {
    const next = random(20261128);
    for (let i = 0; i < 500; i++) {
      const f = figuresOf(chargedLines(amounts(next), RATES));
      for (const row of f.vat) {
        expect(row.netCents + row.vatCents).to.equal(row.grossCents);
        expect(Number.isInteger(row.vatCents)).to.equal(true);
      }
      expect(f.netCents + f.vatCents + f.taxCents).to.equal(f.totalCents);
      expect(f.totalCents).to.equal(f.lines.reduce((s, l) => s + l.grossCents, 0));
    }
  });

  it("a credit note's figures are the invoice's negated: together they come to zero on every line and rate", () => {
    const f = figuresOf(chargedLines(amounts(random(7)), RATES));
    const credit = negated(f);
    expect(credit.totalCents).to.equal(-f.totalCents);
    expect(credit.vat.map((r, i) => r.vatCents + f.vat[i].vatCents)).to.deep.equal(f.vat.map(() => 0));
    expect(credit.lines.map((l, i) => l.grossCents + f.lines[i].grossCents)).to.deep.equal(f.lines.map(() => 0));
    // Computed afresh from the negated lines, the VAT is the same (rounding is symmetric).
    expect(figuresOf(credit.lines).vat).to.deep.equal(credit.vat);
  });

  it('numbers invoices 2026-000123 and credit notes CN-2026-000007', () => {
    expect(documentNumber('invoice', 2026, 123)).to.equal('2026-000123');
    expect(documentNumber('credit_note', 2026, 7)).to.equal('CN-2026-000007');
    expect(documentNumber('invoice', 2027, 1_234_567)).to.equal('2027-1234567');
  });
});
