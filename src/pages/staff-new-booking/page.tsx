import type { ReactNode } from 'react';
import { CHECK_IN_CENTERS, TITLES } from '../../../contract/forms/booking-form.ts';
import { PHONE_PAYMENTS } from '../../../contract/forms/phone-booking.ts';
import { OVERRIDE_REASON_MAX } from '../../../contract/forms/staff.ts';
import { LOCALES } from '../../../contract/locale.ts';
import { pathFor } from '../../../contract/routes.ts';
import { Outcome, StaffFrame, useCents } from '../../components/staff/StaffFrame.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import { HouseField } from './HouseField.tsx';
import { loader } from './load.ts';

export { loader };

/** The field as typed before the last post, and whether the API refused it. */
function useTyped() {
  const { data } = usePage<typeof loader>();
  const outcome = data.outcome;
  return {
    value: (name: string, fallback = '') => outcome?.typed?.[name] ?? fallback,
    invalid: (name: string) => outcome?.error?.field === name || undefined,
  };
}

function Field({ name, type = 'text', fallback }: { name: string; type?: string; fallback?: string }) {
  const { t } = useI18n();
  const typed = useTyped();
  return (
    <div className="form-field">
      <label htmlFor={`phone-${name}`}>{t(`staffTools.phone.${name}`)}</label>
      <input
        id={`phone-${name}`}
        name={name}
        type={type}
        defaultValue={typed.value(name, fallback)}
        aria-invalid={typed.invalid(name)}
      />
    </div>
  );
}

function Choice({
  name,
  options,
  fallback = options[0]?.value,
}: {
  name: string;
  options: Array<{ value: string; label: string }>;
  fallback?: string;
}) {
  const { t } = useI18n();
  const typed = useTyped();
  return (
    <div className="form-field">
      <label htmlFor={`phone-${name}`}>{t(`staffTools.phone.${name}`)}</label>
      <select
        id={`phone-${name}`}
        name={name}
        defaultValue={typed.value(name, fallback)}
        aria-invalid={typed.invalid(name)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="staff-fieldset">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The price as the site charges it, and the rules an override sets aside: the step before booking. */
function Quote() {
  const { t } = useI18n();
  const { data } = usePage<typeof loader>();
  const cents = useCents();
  const quote = data.outcome?.quote;
  if (!quote) return null;
  return (
    <section className="staff-section" aria-labelledby="phone-quote" data-testid="phone-quote">
      <h2 id="phone-quote">{t('staffTools.phone.quoteHeading')}</h2>
      <dl>
        <dt>{t('staffTools.phone.houses')}</dt>
        <dd>
          {quote.houseCode} {quote.houseName}, {quote.resFrom} – {quote.resTo} (
          {t('staffTools.phone.nights', { count: quote.nights })}): {cents(quote.housesCents)}
        </dd>
        <dt>{t('staffTools.phone.kits')}</dt>
        <dd>{cents(quote.kitsCents)}</dd>
        <dt>{t('staffTools.phone.total')}</dt>
        <dd data-testid="phone-total">{cents(quote.totalCents)}</dd>
      </dl>
      {quote.overridden.length > 0 && (
        <p>
          {t('staffTools.phone.overridden', {
            rules: quote.overridden.map((r) => t(`staffTools.phone.${r.field}`)).join(', '),
          })}
        </p>
      )}
    </section>
  );
}

/** A booking taken on the phone (docs/product/screens.md#staff-new-booking). */
export default function StaffNewBookingPage() {
  const { t, locale } = useI18n();
  const { data } = usePage<typeof loader>();
  const typed = useTyped();
  const quoted = !!data.outcome?.quote;
  const options = (keys: readonly (string | number)[], prefix: string) =>
    keys.map((k) => ({ value: String(k), label: t(`staffTools.phone.${prefix}.${k}`) }));
  return (
    <StaffFrame routeId="staffNewBooking" title={t('route.staffNewBooking')}>
      <p>{t('staffTools.phone.intro')}</p>
      <Outcome outcome={data.outcome} done={() => ''} />
      <Quote />
      <form method="post" action={pathFor('staffNewBooking', locale)} className="staff-form" data-testid="phone-form">
        <Group legend={t('staffTools.phone.stay')}>
          <HouseField value={typed.value('house')} invalid={typed.invalid('house')} />
          <Field name="resFrom" type="date" />
          <Field name="resTo" type="date" />
          {/* The guest's language starts as the page's: a German page books in German. */}
          <Choice name="language" options={options(LOCALES, 'languages')} fallback={locale} />
          <Choice name="payment" options={options(PHONE_PAYMENTS, 'payments')} />
          <Choice
            name="company"
            options={[
              { value: '', label: t('staffTools.phone.noCompany') },
              ...data.accounts.map((a) => ({ value: String(a.id), label: a.name })),
            ]}
          />
          <div className="form-field form-field--check">
            <input
              id="phone-override"
              name="override"
              type="checkbox"
              value="on"
              defaultChecked={typed.value('override') === 'on'}
            />
            <label htmlFor="phone-override">{t('staffTools.phone.override')}</label>
          </div>
          <div className="form-field">
            <label htmlFor="phone-reason">{t('staffTools.phone.reason')}</label>
            <textarea
              id="phone-reason"
              name="reason"
              maxLength={OVERRIDE_REASON_MAX}
              defaultValue={typed.value('reason')}
              aria-invalid={typed.invalid('reason')}
            />
          </div>
        </Group>
        <Group legend={t('staffTools.phone.guest')}>
          <Choice name="title" options={options(TITLES, 'titles')} />
          <Field name="firstName" />
          <Field name="lastName" />
          <Field name="birthDate" />
          <Field name="nationality" />
          <Field name="address" />
          <Field name="city" />
          <Field name="zipCode" />
          <Field name="countryIso" fallback="DE" />
          <Field name="mobilePhone" type="tel" />
          <Field name="email" type="email" />
          <Field name="numberAdults" type="number" fallback="1" />
          <Field name="numberChildren" type="number" fallback="0" />
          <Field name="numberViatorKit" type="number" fallback="0" />
          <Field name="arrivalTransportNumber" />
          <Field name="departureTransportNumber" />
          <Choice name="checkInCenter" options={options(CHECK_IN_CENTERS, 'centers')} />
        </Group>
        <button type="submit" name="intent" value="quote" className="button" data-testid="phone-quote-button">
          {t('staffTools.phone.quote')}
        </button>{' '}
        {quoted && (
          <button type="submit" name="intent" value="book" className="button" data-testid="phone-book">
            {t('staffTools.phone.book')}
          </button>
        )}
      </form>
    </StaffFrame>
  );
}
