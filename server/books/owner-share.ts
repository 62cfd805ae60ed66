/**
 * What a booking's stays earn their owners, from the booking's money record
 * (docs/product/statements.md#an-owners-share): the rent of each house line (its
 * share of what the booking costs now, kits left out), the commission the company
 * keeps of it, and the owner's payout. Money in euro cents.
 */
import type { MoneyEntry } from '../booking-money.ts';

/** One house of a booking as the books see it. */
export interface ShareLine {
  /** The booking line's position (`house:<position>` in the record). */
  position: number;
  ownerId: number;
  /** The commission in basis points (2000 = 20 %): the house's own rate, else its owner's. */
  commissionBp: number;
  /** The owner's part of a kept cancellation fee in basis points (10000: all of it). */
  cancellationShareBp: number;
}

export interface LineShare {
  position: number;
  ownerId: number;
  rentCents: number;
  commissionCents: number;
  payoutCents: number;
}

/** Basis points of an amount, to the nearest cent (halves away from zero): the commission on a rent. */
export function commissionOf(rentCents: number, commissionBp: number): number {
  const exact = rentCents * commissionBp;
  return Math.sign(exact) * Math.floor((Math.abs(exact) + 5000) / 10000);
}

/**
 * Splits `total` in proportion to `weights` to the cent: each share rounded down, the cents
 * left over going to the largest remainders (earlier lines first on a tie), so the shares
 * always add up to the total.
 */
export function splitByWeight(total: number, weights: readonly number[]): number[] {
  const sumOfWeights = weights.reduce((t, w) => t + w, 0);
  if (sumOfWeights <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sumOfWeights);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((t, s) => t + s, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

const sum = (entries: readonly MoneyEntry[]) => entries.reduce((t, e) => t + e.amountCents, 0);

/**
 * The rent, commission and payout of each house line of a booking. The rent the houses earn
 * together is what the booking costs now without its kits: the house charges less the price
 * reductions staff gave, or, once cancelled, the fee kept (kits are refunded in full on a
 * cancellation, so a fee is all rent). It is split over the lines by their house charges; of a
 * line's part of a fee, its owner's cancellation share is their rent, the rest the company's.
 */
export function lineShares(entries: readonly MoneyEntry[], lines: readonly ShareLine[]): LineShare[] {
  const charges = entries.filter((e) => e.kind === 'charge');
  const houseCharge = (position: number) => sum(charges.filter((e) => e.line === `house:${position}`));
  const credits = sum(charges.filter((e) => e.line === 'credit'));
  const cancelled = entries.some((e) => e.kind === 'cancellation');
  const weights = lines.map((l) => Math.max(0, houseCharge(l.position)));
  const housesCents = weights.reduce((t, w) => t + w, 0);
  const rent = cancelled
    ? sum(entries.filter((e) => e.kind === 'charge' || e.kind === 'cancellation'))
    : housesCents + credits;
  const parts = splitByWeight(Math.max(0, rent), weights);
  return lines.map((line, i) => {
    const rentCents = cancelled ? commissionOf(parts[i], line.cancellationShareBp) : parts[i];
    const commissionCents = commissionOf(rentCents, line.commissionBp);
    return {
      position: line.position,
      ownerId: line.ownerId,
      rentCents,
      commissionCents,
      payoutCents: rentCents - commissionCents,
    };
  });
}
