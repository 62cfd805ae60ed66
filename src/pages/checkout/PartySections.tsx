import { useI18n } from '../../i18n/i18n.ts';
import { MAX_GUESTS } from '../../../contract/forms/booking-form.ts';
import { formatCents } from '../../components/booking/money.ts';
import { RichText } from '../../components/RichText.tsx';
import { Counter } from './Counter.tsx';
import { PREFIX, type CheckoutTexts, type FieldMessages } from './form-state.ts';
import type { Party } from './useParty.ts';

/** The travel kits: what they are, their price, and how many (at most one per guest). */
export function KitsSection({
  party,
  kitPriceCents,
  texts,
  errors,
}: {
  party: Party;
  kitPriceCents: number;
  texts: CheckoutTexts;
  errors: FieldMessages;
}) {
  const { t, locale } = useI18n();
  return (
    <section className="checkout-section" aria-labelledby="checkout-kits-title">
      <h2 id="checkout-kits-title">{texts?.kit_title || t('booking.checkout.sections.kits')}</h2>
      {texts?.kit_text?.length ? (
        <RichText field={texts.kit_text} className="prose checkout-section__text" />
      ) : (
        <p className="checkout-section__text">{t('booking.checkout.kits.text')}</p>
      )}
      <ul className="checkout-facts">
        <li>{t('booking.checkout.kits.price', { price: formatCents(locale, kitPriceCents) })}</li>
        <li>{t('booking.checkout.kits.size')}</li>
      </ul>
      <Counter
        prefix={PREFIX}
        name="numberViatorKit"
        label={t('booking.checkout.kits.count')}
        hint={t('booking.checkout.kits.max')}
        value={party.kits}
        min={0}
        max={party.kitLimit}
        error={errors.numberViatorKit}
        onChange={party.setKits}
      />
    </section>
  );
}

/** How many adults and children come. */
export function GuestsSection({ party, errors }: { party: Party; errors: FieldMessages }) {
  const { t } = useI18n();
  return (
    <section className="checkout-section" aria-labelledby="checkout-guests-title">
      <h2 id="checkout-guests-title">{t('booking.checkout.sections.guests')}</h2>
      <div className="checkout-grid">
        <Counter
          prefix={PREFIX}
          name="numberAdults"
          label={t('booking.checkout.guests.adults')}
          value={party.adults}
          min={1}
          max={MAX_GUESTS}
          error={errors.numberAdults}
          onChange={party.setAdults}
        />
        <Counter
          prefix={PREFIX}
          name="numberChildren"
          label={t('booking.checkout.guests.children')}
          hint={t('booking.checkout.guests.hint')}
          value={party.children}
          min={0}
          max={MAX_GUESTS}
          error={errors.numberChildren}
          onChange={party.setChildren}
        />
      </div>
    </section>
  );
}
