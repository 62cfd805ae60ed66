/**
 * The figures of an invoice or credit note (docs/product/documents.md#vat-and-taxes):
 * its lines at gross prices (VAT included), the accommodation tax inside the
 * houses' prices, and per VAT rate the net, the VAT and the gross, in whole
 * cents that add up: VAT per rate = gross × rate / (100 % + rate), rounded
 * half away from zero, once per rate over the sum of its lines; net = gross − VAT.
 * A credit note is the negation of its invoice's figures, so it cancels them to the cent.
 */
import type { IsoDate } from '../../contract/dates.ts';

/** Rates of the seller's settings: VAT in basis points (1100 = 11 %), the accommodation tax in cents per unit and night. */
export interface TaxRates {
  accommodationVatBp: number;
  kitsVatBp: number;
  accommodationTaxCents: number;
}

interface LineBase {
  /** Gross, VAT and accommodation tax included; negative on a credit note. */
  grossCents: number;
  vatBp: number;
  /** The accommodation tax inside grossCents (not part of the VAT base). */
  taxCents: number;
}

export type InvoiceLine =
  | (LineBase & {
      kind: 'house';
      position: number;
      code: string;
      name: string;
      resFrom: IsoDate;
      resTo: IsoDate;
      nights: number;
      taxPerNightCents: number;
    })
  | (LineBase & { kind: 'kits'; count: number; unitCents: number })
  | (LineBase & { kind: 'fee'; stays: Array<{ code: string; name: string; resFrom: IsoDate; resTo: IsoDate }> })
  | (LineBase & { kind: 'reduction' });

export interface VatRow {
  vatBp: number;
  netCents: number;
  vatCents: number;
  /** net + VAT: the gross of the rate's lines less their accommodation tax. */
  grossCents: number;
}

export interface Figures {
  lines: InvoiceLine[];
  vat: VatRow[];
  taxCents: number;
  netCents: number;
  vatCents: number;
  totalCents: number;
}

/** The VAT inside a gross amount at `vatBp`, rounded half away from zero (so -x gives -vat(x)). */
export function vatInGross(grossCents: number, vatBp: number): number {
  if (!Number.isSafeInteger(grossCents) || !Number.isSafeInteger(vatBp) || vatBp < 0)
    throw new RangeError(`vatInGross: ${grossCents} at ${vatBp}`);
  if (grossCents < 0) return -vatInGross(-grossCents, vatBp);
  const divisor = 10_000 + vatBp;
  return Math.floor((2 * grossCents * vatBp + divisor) / (2 * divisor));
}

/** The VAT summary and totals of some lines: one row per rate, highest rate first. */
export function figuresOf(lines: InvoiceLine[]): Figures {
  const bases = new Map<number, number>();
  for (const line of lines) bases.set(line.vatBp, (bases.get(line.vatBp) ?? 0) + line.grossCents - line.taxCents);
  const vat = [...bases]
    .sort(([a], [b]) => b - a)
    .map(([vatBp, grossCents]) => {
      const vatCents = vatInGross(grossCents, vatBp);
      return { vatBp, netCents: grossCents - vatCents, vatCents, grossCents };
    });
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    lines,
    vat,
    taxCents: sum(lines.map((l) => l.taxCents)),
    netCents: sum(vat.map((r) => r.netCents)),
    vatCents: sum(vat.map((r) => r.vatCents)),
    totalCents: sum(lines.map((l) => l.grossCents)),
  };
}

/** A credit note's figures: every amount of the invoice's, negated. */
export function negated(figures: Figures): Figures {
  const minus = (cents: number) => (cents === 0 ? 0 : -cents);
  return {
    lines: figures.lines.map((l) => ({ ...l, grossCents: minus(l.grossCents), taxCents: minus(l.taxCents) })),
    vat: figures.vat.map((r) => ({
      vatBp: r.vatBp,
      netCents: minus(r.netCents),
      vatCents: minus(r.vatCents),
      grossCents: minus(r.grossCents),
    })),
    taxCents: minus(figures.taxCents),
    netCents: minus(figures.netCents),
    vatCents: minus(figures.vatCents),
    totalCents: minus(figures.totalCents),
  };
}

/** What a booking charges, as the invoice lines read it (server/api/reservations/invoices.ts fills it from the booking). */
export interface ChargedAmounts {
  houses: Array<{
    position: number;
    code: string;
    name: string;
    resFrom: IsoDate;
    resTo: IsoDate;
    nights: number;
    grossCents: number;
  }>;
  kits: { count: number; unitCents: number; grossCents: number };
  /** Set once cancelled: the fee kept is then all that is charged. */
  cancellationFeeCents: number | null;
}

/**
 * The lines of what is charged: a house at the accommodation rate with the
 * accommodation tax of its nights inside its price (one unit per house and
 * night, never more than the price), the kits at their rate; once cancelled,
 * only the fee kept, at the accommodation rate (no night is stayed, so no tax).
 */
export function chargedLines(amounts: ChargedAmounts, rates: TaxRates): InvoiceLine[] {
  if (amounts.cancellationFeeCents !== null)
    return amounts.cancellationFeeCents > 0
      ? [
          {
            kind: 'fee',
            stays: amounts.houses.map((h) => ({ code: h.code, name: h.name, resFrom: h.resFrom, resTo: h.resTo })),
            grossCents: amounts.cancellationFeeCents,
            vatBp: rates.accommodationVatBp,
            taxCents: 0,
          },
        ]
      : [];
  const lines: InvoiceLine[] = amounts.houses.map((h) => ({
    kind: 'house',
    ...h,
    vatBp: rates.accommodationVatBp,
    taxPerNightCents: rates.accommodationTaxCents,
    taxCents: Math.min(h.grossCents, h.nights * rates.accommodationTaxCents),
  }));
  if (amounts.kits.count > 0)
    lines.push({
      kind: 'kits',
      count: amounts.kits.count,
      unitCents: amounts.kits.unitCents,
      grossCents: amounts.kits.grossCents,
      vatBp: rates.kitsVatBp,
      taxCents: 0,
    });
  return lines;
}
