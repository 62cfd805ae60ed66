import { Link } from 'react-router';
import type { CartLine } from '../../api/cart.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { KIT_PRICE_EUR } from '../../../contract/kit.ts';
import { earliestArrival } from '../../../contract/payment-schedule.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useAppState } from '../../store/store.ts';
import { CentreSection } from './CentreSection.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { FinishSection } from './FinishSection.tsx';
import { typedFields, type CheckoutTexts } from './form-state.ts';
import { GuestSection } from './GuestSection.tsx';
import { GuestsSection, KitsSection } from './PartySections.tsx';
import { CheckoutSummary } from './CheckoutSummary.tsx';
import { PriceSections } from './PriceSections.tsx';
import type { CheckoutRefusal } from './refusal.ts';
import { TravelSection } from './TravelSection.tsx';
import { useCheckoutPrice } from './useCheckoutPrice.ts';
import { useCheckoutSubmit } from './useCheckoutSubmit.ts';
import { useParty } from './useParty.ts';
import type { Party } from '../../../contract/party.ts';

const SUMMARY_ID = 'checkout-errors';

/**
 * The booking form of the checkout (docs/product/screens.md#checkout). Its
 * controls are uncontrolled, so what is typed before hydration stays; the
 * counters, whose numbers the price follows, keep theirs in state. Before
 * hydration the form posts itself to the page's path (the server books, or
 * renders the page again with `posted`: the values and the errors beside
 * their fields – the page's action, src/pages/checkout/action.ts). Hydrated,
 * useCheckoutSubmit books with the booking API. Beside it (above it on a
 * phone), the summary of the same price.
 */
export function CheckoutForm({
  cartId,
  lines,
  texts,
  onBooked,
  posted = null,
  chosenParty = null,
}: {
  cartId: string;
  /** The party of the cart's lines (contract/party.ts partyOfLines): where the counters start. */
  chosenParty?: Party | null;
  /** A refused plain form post: its values and errors (server render only). */
  posted?: CheckoutRefusal | null;
  lines: readonly CartLine[];
  texts: CheckoutTexts;
  onBooked: () => void;
}) {
  const { t, locale } = useI18n();
  const [state] = useAppState();
  const party = useParty(posted, chosenParty);
  const { summaryRef, errors, problem, submitting, attempt, onSubmit, clearError } = useCheckoutSubmit({
    cartId,
    counts: party.counts,
    posted,
    onBooked,
  });
  const typed = typedFields(posted);
  const kitPrice = state.settings?.kit_price && state.settings.kit_price > 0 ? state.settings.kit_price : KIT_PRICE_EUR;
  const firstCheckIn = earliestArrival(lines.map((l) => ({ resFrom: l.resFrom! })));
  const lastCheckOut = lines.reduce((max, l) => (l.resTo! > max ? l.resTo! : max), lines[0].resTo!);
  const onAccount = !!state.user;
  const price = useCheckoutPrice({ lines, kits: party.kits, kitPrice, firstCheckIn, onAccount, locale });

  return (
    <div className="checkout-layout">
      <CheckoutSummary price={price} adults={party.adults} children={party.children} onAccount={onAccount} />
      <form
        className="checkout-form"
        method="post"
        action={pathFor('checkout', locale)}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onChange={clearError}
        aria-busy={submitting}
        data-attempt={attempt}
      >
        {problem && (
          <ErrorSummary ref={summaryRef} id={SUMMARY_ID} heading={problem.heading} items={problem.items}>
            {problem.toCart && (
              <p className="error-summary__action">
                <Link to={pathFor('cart', locale)}>{t('booking.checkout.toCart')}</Link>
              </p>
            )}
          </ErrorSummary>
        )}
        <KitsSection party={party} kitPriceCents={price.kitPriceCents} texts={texts} errors={errors} />
        <GuestsSection party={party} errors={errors} />
        <GuestSection typed={typed} errors={errors} />
        <TravelSection typed={typed} errors={errors} days={{ arrival: firstCheckIn, departure: lastCheckOut }} />
        <CentreSection typed={typed} errors={errors} lines={lines} />
        <PriceSections price={price} kits={party.kits} onAccount={onAccount} />
        <FinishSection typed={typed} errors={errors} submitting={submitting} texts={texts} />
      </form>
    </div>
  );
}
