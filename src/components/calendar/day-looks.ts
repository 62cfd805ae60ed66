import en from '../../../contract/messages/en/calendar-days.ts';
import de from '../../../contract/messages/de/calendar-days.ts';
import type { DayReason } from '../../../contract/calendar-rules.ts';
import type { Locale } from '../../../contract/locale.ts';

export type DayTexts = typeof en;
export type DayLook = keyof DayTexts['legend'];

/** The reasons' words in each language (in the calendar's own chunk). */
export const DAY_TEXTS = { en, de } as const satisfies Record<Locale, DayTexts>;

/**
 * How a day the calendar does not offer looks, by its reason: each look has a cue besides
 * its colour (calendar.css), which the legend names in words.
 */
export const LOOK_OF: Record<DayReason, Exclude<DayLook, 'open'>> = {
  booked: 'booked',
  'no-changeover': 'closed',
  'too-soon': 'closed',
  past: 'closed',
  'no-check-out': 'blocked',
  'after-booked': 'blocked',
  'min-stay': 'minStay',
};

/** The class of each look, on the day's cell. */
export const lookClass = (look: DayLook) => `calendar-day--${look}`;
