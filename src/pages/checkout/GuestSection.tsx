import { useI18n } from '../../i18n/i18n.ts';
import { countryPreset, TITLES, type BookingField } from '../../../contract/forms/booking-form.ts';
import { useAppState } from '../../store/store.ts';
import { DateInput } from './DateInput.tsx';
import { Field } from '../../components/checkout/Field.tsx';
import { PREFIX, type SectionProps } from './form-state.ts';
import { InlineChoice } from './InlineChoice.tsx';

/** The person who books: title (none preset), name, birth date, nationality, address, phone and e-mail address. */
export function GuestSection({ typed, errors }: SectionProps) {
  const { t, locale } = useI18n();
  const [state] = useAppState();
  const text = (field: BookingField) => typed.value(field) || undefined;
  const title = typed.value('title');
  const preset = countryPreset(locale);
  const countries = state.countries.length
    ? state.countries
    : preset
      ? [{ code: preset, name: regionName(locale, preset) }]
      : [];
  const dateHint = t('booking.checkout.fields.dateHint');
  return (
    <section className="checkout-section" aria-labelledby="checkout-personal-title">
      <h2 id="checkout-personal-title">{t('booking.checkout.sections.personal')}</h2>
      <InlineChoice
        name="title"
        legend={t('booking.checkout.fields.title')}
        options={[
          { value: '', label: t('booking.checkout.fields.titleNone'), checked: !TITLES.some((v) => v === title) },
          ...TITLES.map((value) => ({
            value,
            label: t(`booking.checkout.fields.${value === 'Mr' ? 'mr' : 'ms'}`),
            checked: value === title,
          })),
        ]}
        error={errors.title}
      />
      <div className="checkout-grid">
        <Field prefix={PREFIX} name="firstName" label={t('booking.checkout.fields.firstName')} error={errors.firstName}>
          {(props) => (
            <input {...props} type="text" autoComplete="given-name" maxLength={100} defaultValue={text('firstName')} />
          )}
        </Field>
        <Field prefix={PREFIX} name="lastName" label={t('booking.checkout.fields.lastName')} error={errors.lastName}>
          {(props) => (
            <input {...props} type="text" autoComplete="family-name" maxLength={100} defaultValue={text('lastName')} />
          )}
        </Field>
        <Field
          prefix={PREFIX}
          name="birthDate"
          label={t('booking.checkout.fields.birthDate')}
          hint={dateHint}
          error={errors.birthDate}
        >
          {(props) => (
            <DateInput
              control={props}
              defaultValue={typed.value('birthDate')}
              placeholder={dateHint}
              autoComplete="bday"
            />
          )}
        </Field>
        <Field
          prefix={PREFIX}
          name="nationality"
          label={t('booking.checkout.fields.nationality')}
          error={errors.nationality}
        >
          {(props) => <input {...props} type="text" maxLength={100} defaultValue={text('nationality')} />}
        </Field>
        <Field
          prefix={PREFIX}
          name="address"
          label={t('booking.checkout.fields.address')}
          error={errors.address}
          className="checkout-grid__wide"
        >
          {(props) => (
            <input
              {...props}
              type="text"
              autoComplete="street-address"
              maxLength={200}
              defaultValue={text('address')}
            />
          )}
        </Field>
        <Field prefix={PREFIX} name="zipCode" label={t('booking.checkout.fields.zipCode')} error={errors.zipCode}>
          {(props) => (
            <input {...props} type="text" autoComplete="postal-code" maxLength={12} defaultValue={text('zipCode')} />
          )}
        </Field>
        <Field prefix={PREFIX} name="city" label={t('booking.checkout.fields.city')} error={errors.city}>
          {(props) => (
            <input {...props} type="text" autoComplete="address-level2" maxLength={100} defaultValue={text('city')} />
          )}
        </Field>
        <Field
          prefix={PREFIX}
          name="countryIso"
          label={t('booking.checkout.fields.countryIso')}
          error={errors.countryIso}
          className="checkout-grid__wide"
        >
          {(props) => (
            <select {...props} autoComplete="country" defaultValue={typed.posted ? typed.value('countryIso') : preset}>
              {!preset || typed.posted ? (
                <option value="" disabled>
                  {t('booking.checkout.fields.countryChoose')}
                </option>
              ) : null}
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          prefix={PREFIX}
          name="mobilePhone"
          label={t('booking.checkout.fields.mobilePhone')}
          hint={t('booking.checkout.fields.mobilePhoneHint')}
          error={errors.mobilePhone}
        >
          {(props) => (
            <input
              {...props}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={30}
              defaultValue={text('mobilePhone')}
            />
          )}
        </Field>
        <Field
          prefix={PREFIX}
          name="email"
          label={t('booking.checkout.fields.email')}
          hint={t('booking.checkout.fields.emailHint')}
          error={errors.email}
        >
          {(props) => (
            <input
              {...props}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              defaultValue={text('email')}
            />
          )}
        </Field>
      </div>
    </section>
  );
}

function regionName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
