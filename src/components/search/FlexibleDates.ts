import { lazyPart } from '../lazy-part.tsx';

/**
 * The flexible dates' field as a lazy part: folded before it is chosen, so its
 * code is not in the page's chunk and hydrates apart from the rest of the form.
 */
export const FlexibleDates = lazyPart('.flex-dates', () =>
  import('./FlexibleDatesField.tsx').then((m) => m.FlexibleDatesField),
);
