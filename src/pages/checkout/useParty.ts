import { useState } from 'react';
import { BOOKING_DEFAULTS, MAX_GUESTS } from '../../../contract/forms/booking-form.ts';
import { maxKits } from '../../../contract/kit.ts';
import type { Party as ChosenParty } from '../../../contract/party.ts';
import type { CheckoutRefusal } from './refusal.ts';

type Count = 'numberAdults' | 'numberChildren' | 'numberViatorKit';

/**
 * The counters, whose numbers the price follows: adults, children and kits,
 * at most one kit per guest (fewer guests take kits away). They start from a
 * refused plain post's numbers, else the party of the cart's lines
 * (`chosen`), else the form's defaults.
 */
export function useParty(posted: CheckoutRefusal | null, chosen: ChosenParty | null = null) {
  const start: Record<Count, number> = {
    ...BOOKING_DEFAULTS,
    ...(chosen ? { numberAdults: chosen.adults, numberChildren: chosen.children } : {}),
  };
  const postedCount = (key: Count) => {
    const typed = posted?.values[key] ?? '';
    const n = Number(typed);
    return posted && typed.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= MAX_GUESTS ? n : start[key];
  };
  const [adults, setAdults] = useState<number>(() => Math.max(1, postedCount('numberAdults')));
  const [children, setChildren] = useState<number>(() => postedCount('numberChildren'));
  const [kitsWanted, setKits] = useState<number>(() => postedCount('numberViatorKit'));
  const kitLimit = maxKits(adults + children);
  const kits = Math.min(kitsWanted, kitLimit);
  return {
    adults,
    setAdults,
    children,
    setChildren,
    kits,
    setKits,
    kitLimit,
    counts: { numberAdults: adults, numberChildren: children, numberViatorKit: kits } satisfies Record<Count, number>,
  };
}

export type Party = ReturnType<typeof useParty>;
