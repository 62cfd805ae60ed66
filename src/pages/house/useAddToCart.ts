import { useEffect, useRef, useState } from 'react';
import { ApiClient, ApiError } from '../../api/http.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { isComplete, type DateRange } from '../../../contract/date-range.ts';
import type { Party } from '../../../contract/party.ts';
import { addHouseToCart } from '../../store/cart-actions.ts';
import { useStore } from '../../store/store.ts';

/**
 * Add to cart (with the party shown beside it) with its loading state, the server's message on failure (the
 * red box, focused) and the confirmation (its link to the cart focused); `reset` clears both. A plain post's
 * refusal, rendered by the server, is the first failure.
 */
export function useAddToCart(
  api: ApiClient,
  code: string,
  dates: DateRange,
  party: Party,
  refused: string | null = null,
) {
  const { t } = useI18n();
  const store = useStore();
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(refused);
  const [added, setAdded] = useState<{ dated: boolean } | null>(null);
  const errorBox = useRef<HTMLDivElement>(null);
  // What the visitor added with: the price box's button, or the phone's booking bar.
  const origin = useRef<Element | null>(null);
  useEffect(() => {
    if (failure) errorBox.current?.focus();
    // The button is disabled while adding, which drops focus: it goes on to the way to the cart.
    else if (added)
      document
        .querySelector<HTMLElement>(origin.current?.closest('.booking-bar') ? '.booking-bar a' : '.price-box__added a')
        ?.focus();
  }, [failure, added]);

  const reset = () => {
    setFailure(null);
    setAdded(null);
  };

  const add = async () => {
    if (adding) return;
    const complete = isComplete(dates);
    origin.current = document.activeElement;
    setAdding(true);
    reset();
    try {
      await addHouseToCart(store, api, {
        code,
        from: complete ? dates.from : null,
        to: complete ? dates.to : null,
        party,
      });
      setAdded({ dated: complete });
    } catch (err) {
      setFailure(err instanceof ApiError && err.body?.message ? err.body.message : t('house.price.failed'));
    } finally {
      setAdding(false);
    }
  };

  return { adding, failure, added, errorBox, add, reset };
}
