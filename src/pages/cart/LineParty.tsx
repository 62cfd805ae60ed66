import { useRef, useState } from 'react';
import type { CartLine } from '../../api/cart.ts';
import { ApiError } from '../../api/http.ts';
import { GuestsField, type Party as GuestsValue } from '../../components/guests/GuestsField.tsx';
import { useHydrated } from '../../components/useHydrated.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { fitParty, type Party } from '../../../contract/party.ts';
import { GUEST_MIN } from '../../../contract/trip.ts';
import type { CartActions } from './cart-actions.ts';

/** The form's field names: the cart action's and the API's (contract/forms/cart-line.ts). */
const NAMES = { adults: 'adults', children: 'children' } as const;

/**
 * The party staying in a line's house (docs/product/screens.md#cart), in the
 * search's guests field: without scripts a plain form (adults and children beside
 * their number fields, one button) posting to the cart page
 * (src/pages/cart/action.ts, `action` = party); hydrated, a button naming the
 * party opens the counters, bound by what the house sleeps, and each change is
 * saved at once (store.cart becomes the answer, so the price and total follow).
 * A refusal stays beside the button and the counters go back to the line's party.
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
  const [draft, setDraft] = useState<Party | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(notice);
  const latest = useRef(0);
  const name = line.house.name;
  const shown = draft ?? { adults: line.adults, children: line.children };

  // Changes go one after another (CartActions); only the last one's outcome is shown.
  const save = async (party: Party) => {
    const call = ++latest.current;
    setDraft(party);
    setBusy(true);
    setError(null);
    const last = () => call === latest.current;
    try {
      await actions.changeParty(line.cartLineId, party);
      if (last()) announce(t('cart.page.party.saved', { name }));
    } catch (err) {
      if (last()) setError(err instanceof ApiError && err.body?.message ? err.body.message : t('cart.page.failed'));
    } finally {
      if (last()) {
        setDraft(null);
        setBusy(false);
      }
    }
  };

  const onChange = (patch: Partial<GuestsValue>) => {
    const next = fitParty(
      {
        adults: 'numberOfAdults' in patch ? (patch.numberOfAdults ?? GUEST_MIN.adults) : shown.adults,
        children: 'numberOfChildren' in patch ? (patch.numberOfChildren ?? GUEST_MIN.children) : shown.children,
      },
      line.house.numberOfPersons,
    );
    if (next.adults !== shown.adults || next.children !== shown.children) void save(next);
  };

  return (
    <form
      className="cart-line__party"
      method="post"
      action={cartPath}
      onSubmit={(event) => hydrated && event.preventDefault()}
      aria-busy={busy}
    >
      <input type="hidden" name="action" value="party" />
      <input type="hidden" name="cartLineId" value={line.cartLineId} />
      <GuestsField
        value={{ numberOfAdults: shown.adults, numberOfChildren: shown.children }}
        onChange={onChange}
        max={line.house.numberOfPersons}
        names={NAMES}
        label={
          <>
            <span aria-hidden="true">{t('search.guests.label')}</span>
            <span className="visually-hidden">{t('cart.page.party.legend', { name })}</span>
          </>
        }
      />
      {!hydrated && (
        <button type="submit" className="button button--secondary button--small">
          {t('cart.page.party.save')}
        </button>
      )}
      {error && (
        <p className="cart-line__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
