import { useI18n } from '../../i18n/i18n.ts';
import type { IsoDate } from '../../../contract/dates.ts';
import { BOOKING_DEFAULTS, TRANSPORT_TYPES } from '../../../contract/forms/booking-form.ts';
import { isoToMasked } from './date-mask.ts';
import { DateInput } from './DateInput.tsx';
import { Field } from '../../components/checkout/Field.tsx';
import { PREFIX, type SectionProps } from './form-state.ts';
import { InlineChoice } from './InlineChoice.tsx';

type Leg = 'arrival' | 'departure';

/** Arrival and departure: the day (the cart's first check-in and last check-out unless typed), plane or ferry, and its number. */
export function TravelSection({ typed, errors, days }: SectionProps & { days: Record<Leg, IsoDate> }) {
  const { t } = useI18n();
  return (
    <section className="checkout-section" aria-labelledby="checkout-travel-title">
      <h2 id="checkout-travel-title">{t('booking.checkout.sections.travel')}</h2>
      <div className="checkout-grid">
        {(['arrival', 'departure'] as const).map((leg) => (
          <TravelLeg key={leg} leg={leg} typed={typed} errors={errors} day={days[leg]} />
        ))}
      </div>
    </section>
  );
}

function TravelLeg({ leg, typed, errors, day }: SectionProps & { leg: Leg; day: IsoDate }) {
  const { t } = useI18n();
  const date = `${leg}Date` as const;
  const type = `${leg}TransportType` as const;
  const number = `${leg}TransportNumber` as const;
  const checked = (value: number) =>
    typed.posted
      ? String(value) === (typed.value(type) || String(BOOKING_DEFAULTS[type]))
      : value === BOOKING_DEFAULTS[type];
  return (
    <fieldset className="checkout-leg">
      <legend>{t(`booking.checkout.fields.${leg}`)}</legend>
      <Field
        prefix={PREFIX}
        name={date}
        label={t(`booking.checkout.fields.${date}`)}
        hint={t(`booking.checkout.fields.${date}Hint`)}
        error={errors[date]}
      >
        {(props) => (
          <DateInput
            control={props}
            defaultValue={typed.posted ? typed.value(date) : isoToMasked(day)}
            placeholder={t('booking.checkout.fields.dateHint')}
          />
        )}
      </Field>
      <InlineChoice
        name={type}
        legend={t('booking.checkout.fields.transportType')}
        options={TRANSPORT_TYPES.map((value) => ({
          value,
          label: t(`booking.checkout.transport.${value}`),
          checked: checked(value),
        }))}
        error={errors[type]}
      />
      <Field
        prefix={PREFIX}
        name={number}
        label={t(`booking.checkout.fields.${number}`)}
        hint={t('booking.checkout.fields.transportNumberHint')}
        error={errors[number]}
      >
        {(props) => (
          <input
            {...props}
            type="text"
            maxLength={30}
            autoCapitalize="characters"
            defaultValue={typed.value(number) || undefined}
          />
        )}
      </Field>
    </fieldset>
  );
}
