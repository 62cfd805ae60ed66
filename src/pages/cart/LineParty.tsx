import { Fragment, useState, type FormEvent } from 'react';
import type { CartLine } from '../../api/cart.ts';
import { ApiError } from '../../api/http.ts';
import { useHydrated } from '../../components/useHydrated.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { COUNTER_MAX } from '../../../contract/counts.ts';
import { GUEST_MIN } from '../../../contract/trip.ts';
import type { CartActions } from './cart-actions.ts';

/**
 * The party staying in a line's house (docs/product/screens.md#cart): what it
 * is ("2 adults, 1 child") and a plain form to change it, posting to the cart
 * page (src/pages/cart/action.ts, `action` = party) without scripts; hydrated,
 * the same change goes to the API at once and a refusal stays beside the fields.
 */
export function LineParty({
  line,
  actions,
  cartPath,
  notice,
  announce,
}: {
  line: CartLine;
  actions: CartActions;
  cartPath: string;
  /** A refusal of a plain form post of this line's party, already in words. */
  notice: string | null;
  announce(message: string): void;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(notice);
  const id = `cart-line-${line.cartLineId}-party`;
  const max = Math.min(line.house.numberOfPersons, COUNTER_MAX);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return; // the plain form post does it
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await actions.changeParty(line.cartLineId, {
        adults: String(data.get('adults') ?? ''),
        children: String(data.get('children') ?? ''),
      });
      announce(t('cart.page.party.saved', { name: line.house.name }));
    } catch (err) {
      setError(err instanceof ApiError && err.body?.message ? err.body.message : t('cart.page.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="cart-line__party"
      method="post"
      action={cartPath}
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={busy}
      key={`${line.adults}-${line.children}`}
    >
      <input type="hidden" name="action" value="party" />
      <input type="hidden" name="cartLineId" value={line.cartLineId} />
      <fieldset>
        <legend>
          {t('cart.page.party.legend', { name: line.house.name })}{' '}
          <span className="cart-line__party-now" data-testid="line-party">
            {t('cart.page.party.value', {
              count: line.adults,
              children: t('cart.page.party.childCount', { count: line.children }),
            })}
          </span>
        </legend>
        {(['adults', 'children'] as const).map((count) => (
          <Fragment key={count}>
            <label htmlFor={`${id}-${count}`}>{t(`cart.page.party.${count}`)}</label>
            <input
              id={`${id}-${count}`}
              name={count}
              type="number"
              inputMode="numeric"
              min={GUEST_MIN[count]}
              max={count === 'adults' ? max : max - GUEST_MIN.adults}
              defaultValue={line[count]}
              required
            />
          </Fragment>
        ))}
        <button type="submit" className="button button--secondary button--small" disabled={busy}>
          {busy ? t('cart.page.party.saving') : t('cart.page.party.save')}
        </button>
      </fieldset>
      {error && (
        <p className="cart-line__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
