/**
 * The optional per-person kit (docs/product/rules.md#kits): bed linen, towels, a kitchen towel
 * and a cleaning cloth, packed in a bag of 15 x 35 x 50 cm.
 *
 * KIT_PRICE_EUR is the one figure the booking service charges and the
 * checkout page shows. The content settings carry the same figure as
 * `kit_price` for editors and texts; test/api/reservation-rules.test.ts fails
 * when they disagree, so a price change is made here (and in the settings)
 * and ships with a release, never by an edit in the content service alone.
 * A booking stores the kit price it was made with.
 */
export const KIT_PRICE_EUR = 35;
export const KIT_PRICE_CENTS = KIT_PRICE_EUR * 100;

/** Size of the bag one kit comes in, in centimetres. */
export const KIT_SIZE_CM = [15, 35, 50] as const;

/** What a kit holds (keys for the dictionaries). */
export const KIT_CONTENTS = ['bedLinen', 'towels', 'kitchenTowel', 'cleaningCloth'] as const;

/** At most one kit per person (adults and children). */
export function maxKits(persons: number): number {
  return Math.max(0, Math.floor(persons));
}

/** Price of `count` kits in euro cents. */
export function kitsCostCents(count: number, kitPriceCents: number = KIT_PRICE_CENTS): number {
  return count * kitPriceCents;
}
