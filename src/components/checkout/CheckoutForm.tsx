import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { fetchCartAvailability, type CartLine } from '../../api/cart.ts';
import { ApiClient, ApiError } from '../../api/http.ts';
import { BOOKING_DEFAULTS, CHECK_IN_CENTERS, TRANSPORT_TYPES, createReservation } from '../../api/reservation.ts';
import type { BookingErrorBody, BookingField, BookingForm, ReservationResult } from '../../../contract/api/types.ts';
import type { RichText as RichTextValue } from '../../../contract/content.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { KIT_PRICE_EUR, maxKits } from '../../../contract/kit.ts';
import { earliestArrival, paymentSchedule } from '../../../contract/payment-schedule.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useAppState } from '../../store/store.ts';
import { RichText } from '../RichText.tsx';
import { useToday } from '../calendar/useToday.ts';
import { pushConversion } from '../booking/conversion.ts';
import { rememberBooking } from '../booking/last-booking.ts';
import { formatAmount } from '../booking/money.ts';
import { PaymentSchedule } from '../booking/PaymentSchedule.tsx';
import { PriceTable, type PriceRow } from '../booking/PriceTable.tsx';
import { Counter } from './Counter.tsx';
import { DateInput } from './DateInput.tsx';
import { isoToMasked, maskedToIso } from './date-mask.ts';
import { ErrorSummary, type SummaryItem } from './ErrorSummary.tsx';
import { describedBy, Field, fieldIds, FieldError } from './Field.tsx';
import { TermsLink } from './TermsDialog.tsx';
import type { CheckoutRefusal } from './refusal.ts';

const PREFIX = 'checkout';
const SUMMARY_ID = 'checkout-errors';

/** The order of the form, for the errors block (the API lists its errors in the same order). */
const FIELD_ORDER: readonly BookingField[] = [
  'cartId', 'numberViatorKit', 'numberAdults', 'numberChildren', 'title', 'firstName', 'lastName', 'birthDate', 'nationality', 'address', 'city',
  'zipCode', 'countryIso', 'mobilePhone', 'email', 'arrivalDate', 'arrivalTransportType', 'arrivalTransportNumber', 'departureDate',
  'departureTransportType', 'departureTransportNumber', 'checkInCenter', 'terms',
];

/** The masked date fields: an unparsable value is sent as null, and 'required' then means "not a date". */
const DATE_FIELDS = ['birthDate', 'arrivalDate', 'departureDate'] as const;

/** The control an error links to (radio groups: their first option). */
function controlId(field: BookingField): string | undefined {
  switch (field) {
    case 'cartId':
      return undefined;
    case 'title':
      return `${PREFIX}-title-Mr`;
    case 'arrivalTransportType':
    case 'departureTransportType':
      return `${PREFIX}-${field}-1`;
    case 'checkInCenter':
      return `${PREFIX}-checkInCenter-1`;
    default:
      return fieldIds(PREFIX, field).id;
  }
}

interface Problem {
  heading: string;
  items: SummaryItem[];
  /** The cart must be looked at (dates taken, cart gone). */
  toCart: boolean;
}

/**
 * The booking form of the checkout (SPEC §2, §3 Booking form, §5, §9). Its
 * controls are uncontrolled, so what is typed before hydration stays; the
 * counters, whose numbers the price follows, keep theirs in state. Before
 * hydration the form posts itself to the page's path (the server books, or
 * renders the page again with `posted`: the values and the errors beside
 * their fields – the page's action, src/pages/checkout/action.ts). Hydrated, it checks the
 * cart's availability (SPEC §8), posts the form to the booking API and shows
 * the API's messages beside their fields, with the errors block scrolled to
 * and focused. A booking empties the cart, is stored, pushes the conversion
 * (only with analytics consent) and opens the thank-you page.
 */
export function CheckoutForm({ cartId, lines, texts, onBooked, posted = null }: {
  cartId: string;
  /** A refused plain form post: its values and errors (server render only). */
  posted?: CheckoutRefusal | null;
  lines: readonly CartLine[];
  texts: { kit_title?: string; kit_text?: RichTextValue; card_charge_note?: RichTextValue } | null;
  onBooked: () => void;
}) {
  const { t, locale } = useI18n();
  const [state, store] = useAppState();
  const navigate = useNavigate();
  const today = useToday();
  const summaryRef = useRef<HTMLElement>(null);

  /** What the refused plain post had in a field ('' when nothing was posted). */
  const typedValue = (key: string) => posted?.values[key] ?? '';
  const postedCount = (key: 'numberAdults' | 'numberChildren' | 'numberViatorKit') => {
    const n = Number(typedValue(key));
    return posted && typedValue(key).trim() !== '' && Number.isInteger(n) && n >= 0 && n <= 99 ? n : BOOKING_DEFAULTS[key];
  };
  const [adults, setAdults] = useState<number>(() => Math.max(1, postedCount('numberAdults')));
  const [children, setChildren] = useState<number>(() => postedCount('numberChildren'));
  const [kitsWanted, setKits] = useState<number>(() => postedCount('numberViatorKit'));
  const [errors, setErrors] = useState<Partial<Record<BookingField, string>>>(() => posted?.errors ?? {});
  const [problem, setProblem] = useState<Problem | null>(() => {
    if (!posted) return null;
    const message = posted.message ?? t('booking.checkout.errors.failed');
    const items = FIELD_ORDER.filter((f) => posted.errors[f]).map((f) => ({ target: controlId(f), message: posted.errors[f]! }));
    // Dates taken (409) or a refusal without fields: the server's message is the item.
    if (posted.toCart || !items.length) items.unshift({ target: undefined, message });
    const heading = posted.toCart || !Object.keys(posted.errors).length ? t('booking.checkout.errors.heading') : message;
    return { heading, items, toCart: posted.toCart };
  });
  const [submitting, setSubmitting] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // At most one kit per guest: fewer guests take kits away.
  const kitLimit = maxKits(adults + children);
  const kits = Math.min(kitsWanted, kitLimit);

  const kitPrice = state.settings?.kit_price && state.settings.kit_price > 0 ? state.settings.kit_price : KIT_PRICE_EUR;
  const rows: PriceRow[] = lines.map((line) => ({
    key: line.cartLineId,
    name: line.house.name,
    href: pathFor('house', locale, { region: line.house.regionSlug, slug: line.house.nameSlug }),
    resFrom: line.resFrom!,
    resTo: line.resTo!,
    nights: line.price!.nights,
    price: line.price!.price,
  }));
  const total = rows.reduce((sum, row) => sum + row.price, 0) + kits * kitPrice;
  const firstCheckIn = earliestArrival(lines.map((l) => ({ resFrom: l.resFrom! })));
  const lastCheckOut = lines.reduce((max, l) => (l.resTo! > max ? l.resTo! : max), lines[0].resTo!);
  const schedule = useMemo(
    () =>
      total > 0
        ? paymentSchedule(Math.round(total * 100), firstCheckIn, today).map((p) => ({ key: p.kind, kind: p.kind, amount: p.amountCents / 100, dueDate: p.dueDate }))
        : [],
    [total, firstCheckIn, today],
  );

  // After each refused attempt: the errors block into view, and the focus on it.
  useEffect(() => {
    if (!attempt || !summaryRef.current) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    summaryRef.current.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    summaryRef.current.focus({ preventScroll: true });
  }, [attempt]);

  const api = () => new ApiClient({ baseUrl: '', locale, token: state.config.apiPublicToken });

  function refuse(next: Problem, fieldErrors: Partial<Record<BookingField, string>> = {}) {
    setErrors(fieldErrors);
    setProblem(next);
    setSubmitting(false);
    setAttempt((n) => n + 1);
  }

  const datesTaken = (message?: string, review?: string): Problem => ({
    heading: t('booking.checkout.errors.heading'),
    items: [{ message: message || t('booking.checkout.errors.datesTaken') }, { message: review || t('booking.checkout.errors.reviewCartDates') }],
    toCart: true,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = new FormData(event.currentTarget);
    const text = (key: string) => String(form.get(key) ?? '');
    const typed = Object.fromEntries(DATE_FIELDS.map((f) => [f, text(f).trim()])) as Record<(typeof DATE_FIELDS)[number], string>;
    const center = Number(text('checkInCenter'));
    const body = {
      title: text('title') === 'Ms' ? 'Ms' : 'Mr',
      firstName: text('firstName'),
      lastName: text('lastName'),
      birthDate: maskedToIso(typed.birthDate),
      nationality: text('nationality'),
      address: text('address'),
      city: text('city'),
      zipCode: text('zipCode'),
      countryIso: text('countryIso'),
      mobilePhone: text('mobilePhone'),
      email: text('email'),
      numberAdults: adults,
      numberChildren: children,
      numberViatorKit: kits,
      arrivalDate: maskedToIso(typed.arrivalDate),
      arrivalTransportType: text('arrivalTransportType') === '2' ? 2 : 1,
      arrivalTransportNumber: text('arrivalTransportNumber'),
      departureDate: maskedToIso(typed.departureDate),
      departureTransportType: text('departureTransportType') === '2' ? 2 : 1,
      departureTransportNumber: text('departureTransportNumber'),
      checkInCenter: CHECK_IN_CENTERS.includes(center as 1) ? center : null,
      // Sent as it is: unticked, the API answers with the terms error among all the others.
      terms: form.get('terms') === 'on',
      cartId,
    };

    setSubmitting(true);
    const client = api();
    let result: ReservationResult;
    try {
      // SPEC §8: before booking, the cart's dates must still be free.
      if (body.terms && (await cartAvailability(client, cartId)) === 'Error') {
        refuse(datesTaken());
        return;
      }
      result = await createReservation(client, body as unknown as BookingForm);
    } catch (err) {
      if (!(err instanceof ApiError)) {
        refuse({ heading: t('booking.checkout.errors.heading'), items: [{ message: t('booking.checkout.errors.network') }], toCart: false });
        return;
      }
      const answer = err.body as BookingErrorBody;
      if (err.status === 409) {
        refuse(datesTaken(answer.message, answer.errors?.cartId), answer.errors?.cartId ? { cartId: answer.errors.cartId } : {});
        return;
      }
      if (err.status === 422 && answer.errors && Object.keys(answer.errors).length) {
        const fieldErrors: Partial<Record<BookingField, string>> = { ...answer.errors };
        // A date typed but not a real DD/MM/YYYY day went as null: say how to write it.
        for (const f of DATE_FIELDS) if (answer.codes?.[f] === 'required' && typed[f]) fieldErrors[f] = t('booking.checkout.errors.dateFormat');
        const items = FIELD_ORDER.filter((f) => fieldErrors[f]).map((f) => ({ target: controlId(f), message: fieldErrors[f]! }));
        refuse({ heading: answer.message || t('booking.checkout.errors.heading'), items, toCart: !!fieldErrors.cartId }, fieldErrors);
        return;
      }
      const message = err.status >= 500 ? t('booking.checkout.errors.failed') : answer.message || t('booking.checkout.errors.failed');
      refuse({ heading: t('booking.checkout.errors.heading'), items: [{ message }], toCart: false });
      return;
    }
    succeed(result);
  }

  function succeed(result: ReservationResult) {
    onBooked();
    // SPEC §4: a successful booking empties the cart in the client and stores the booking.
    store.cart = { cartId: null, houses: [] };
    store.booking = result;
    rememberBooking({ bookingCode: result.bookingCode, email: result.email });
    pushConversion(result, store.consent);
    navigate(pathFor('checkoutThanks', locale));
  }

  // Changing a field takes its error away (the errors block stays until the next attempt).
  const clearError = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as BookingField;
    if (name && errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  const err = (field: BookingField) => errors[field];
  const countries = state.countries.length ? state.countries : [{ code: BOOKING_DEFAULTS.countryIso, name: regionName(locale, BOOKING_DEFAULTS.countryIso) }];
  const dateHint = t('booking.checkout.fields.dateHint');

  return (
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

      <section className="checkout-section" aria-labelledby="checkout-kits-title">
        <h2 id="checkout-kits-title">{texts?.kit_title || t('booking.checkout.sections.kits')}</h2>
        {texts?.kit_text?.length ? <RichText field={texts.kit_text} className="prose checkout-section__text" /> : <p className="checkout-section__text">{t('booking.checkout.kits.text')}</p>}
        <ul className="checkout-facts">
          <li>{t('booking.checkout.kits.price', { price: formatAmount(locale, kitPrice) })}</li>
          <li>{t('booking.checkout.kits.size')}</li>
        </ul>
        <Counter
          prefix={PREFIX}
          name="numberViatorKit"
          label={t('booking.checkout.kits.count')}
          hint={t('booking.checkout.kits.max')}
          value={kits}
          min={0}
          max={kitLimit}
          error={err('numberViatorKit')}
          onChange={setKits}
        />
      </section>

      <section className="checkout-section" aria-labelledby="checkout-guests-title">
        <h2 id="checkout-guests-title">{t('booking.checkout.sections.guests')}</h2>
        <div className="checkout-grid">
          <Counter prefix={PREFIX} name="numberAdults" label={t('booking.checkout.guests.adults')} value={adults} min={1} max={99} error={err('numberAdults')} onChange={setAdults} />
          <Counter
            prefix={PREFIX}
            name="numberChildren"
            label={t('booking.checkout.guests.children')}
            hint={t('booking.checkout.guests.hint')}
            value={children}
            min={0}
            max={99}
            error={err('numberChildren')}
            onChange={setChildren}
          />
        </div>
      </section>

      <section className="checkout-section" aria-labelledby="checkout-personal-title">
        <h2 id="checkout-personal-title">{t('booking.checkout.sections.personal')}</h2>
        <fieldset className="form-choice" aria-describedby={err('title') ? fieldIds(PREFIX, 'title').errorId : undefined}>
          <legend>{t('booking.checkout.fields.title')}</legend>
          <div className="form-choice__options form-choice__options--inline">
            {(['Mr', 'Ms'] as const).map((value) => (
              <label key={value} className="form-choice__option" htmlFor={`${PREFIX}-title-${value}`}>
                <input type="radio" id={`${PREFIX}-title-${value}`} name="title" value={value} defaultChecked={value === (typedValue('title') === 'Ms' ? 'Ms' : posted ? 'Mr' : BOOKING_DEFAULTS.title)} aria-invalid={!!err('title')} />
                {t(`booking.checkout.fields.${value === 'Mr' ? 'mr' : 'ms'}`)}
              </label>
            ))}
          </div>
          <FieldError id={fieldIds(PREFIX, 'title').errorId} error={err('title')} />
        </fieldset>
        <div className="checkout-grid">
          <Field prefix={PREFIX} name="firstName" label={t('booking.checkout.fields.firstName')} error={err('firstName')}>
            {(props) => <input {...props} type="text" autoComplete="given-name" maxLength={100} defaultValue={typedValue('firstName') || undefined} />}
          </Field>
          <Field prefix={PREFIX} name="lastName" label={t('booking.checkout.fields.lastName')} error={err('lastName')}>
            {(props) => <input {...props} type="text" autoComplete="family-name" maxLength={100} defaultValue={typedValue('lastName') || undefined} />}
          </Field>
          <Field prefix={PREFIX} name="birthDate" label={t('booking.checkout.fields.birthDate')} hint={dateHint} error={err('birthDate')}>
            {(props) => <DateInput control={props} defaultValue={typedValue('birthDate')} placeholder={dateHint} autoComplete="bday" />}
          </Field>
          <Field prefix={PREFIX} name="nationality" label={t('booking.checkout.fields.nationality')} error={err('nationality')}>
            {(props) => <input {...props} type="text" maxLength={100} defaultValue={typedValue('nationality') || undefined} />}
          </Field>
          <Field prefix={PREFIX} name="address" label={t('booking.checkout.fields.address')} error={err('address')} className="checkout-grid__wide">
            {(props) => <input {...props} type="text" autoComplete="street-address" maxLength={200} defaultValue={typedValue('address') || undefined} />}
          </Field>
          <Field prefix={PREFIX} name="zipCode" label={t('booking.checkout.fields.zipCode')} error={err('zipCode')}>
            {(props) => <input {...props} type="text" autoComplete="postal-code" maxLength={12} defaultValue={typedValue('zipCode') || undefined} />}
          </Field>
          <Field prefix={PREFIX} name="city" label={t('booking.checkout.fields.city')} error={err('city')}>
            {(props) => <input {...props} type="text" autoComplete="address-level2" maxLength={100} defaultValue={typedValue('city') || undefined} />}
          </Field>
          <Field prefix={PREFIX} name="countryIso" label={t('booking.checkout.fields.countryIso')} error={err('countryIso')} className="checkout-grid__wide">
            {(props) => (
              <select {...props} autoComplete="country" defaultValue={typedValue('countryIso') || BOOKING_DEFAULTS.countryIso}>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field prefix={PREFIX} name="mobilePhone" label={t('booking.checkout.fields.mobilePhone')} hint={t('booking.checkout.fields.mobilePhoneHint')} error={err('mobilePhone')}>
            {(props) => <input {...props} type="tel" autoComplete="tel" inputMode="tel" maxLength={30} defaultValue={typedValue('mobilePhone') || undefined} />}
          </Field>
          <Field prefix={PREFIX} name="email" label={t('booking.checkout.fields.email')} hint={t('booking.checkout.fields.emailHint')} error={err('email')}>
            {(props) => <input {...props} type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} maxLength={254} defaultValue={typedValue('email') || undefined} />}
          </Field>
        </div>
      </section>

      <section className="checkout-section" aria-labelledby="checkout-travel-title">
        <h2 id="checkout-travel-title">{t('booking.checkout.sections.travel')}</h2>
        <div className="checkout-grid">
          {(['arrival', 'departure'] as const).map((leg) => {
            const date = `${leg}Date` as const;
            const type = `${leg}TransportType` as const;
            const number = `${leg}TransportNumber` as const;
            return (
              <fieldset key={leg} className="checkout-leg">
                <legend>{t(`booking.checkout.fields.${leg}`)}</legend>
                <Field prefix={PREFIX} name={date} label={t(`booking.checkout.fields.${date}`)} hint={t(`booking.checkout.fields.${date}Hint`)} error={err(date)}>
                  {(props) => <DateInput control={props} defaultValue={posted ? typedValue(date) : isoToMasked(leg === 'arrival' ? firstCheckIn : lastCheckOut)} placeholder={dateHint} />}
                </Field>
                <fieldset className="form-choice" aria-describedby={err(type) ? fieldIds(PREFIX, type).errorId : undefined}>
                  <legend>{t('booking.checkout.fields.transportType')}</legend>
                  <div className="form-choice__options form-choice__options--inline">
                    {TRANSPORT_TYPES.map((value) => (
                      <label key={value} className="form-choice__option" htmlFor={`${PREFIX}-${type}-${value}`}>
                        <input type="radio" id={`${PREFIX}-${type}-${value}`} name={type} value={value} defaultChecked={posted ? String(value) === (typedValue(type) || String(BOOKING_DEFAULTS[type])) : value === BOOKING_DEFAULTS[type]} aria-invalid={!!err(type)} />
                        {t(`booking.checkout.transport.${value}`)}
                      </label>
                    ))}
                  </div>
                  <FieldError id={fieldIds(PREFIX, type).errorId} error={err(type)} />
                </fieldset>
                <Field
                  prefix={PREFIX}
                  name={number}
                  label={t(`booking.checkout.fields.${number}`)}
                  hint={t('booking.checkout.fields.transportNumberHint')}
                  error={err(number)}
                >
                  {(props) => <input {...props} type="text" maxLength={30} autoCapitalize="characters" defaultValue={typedValue(number) || undefined} />}
                </Field>
              </fieldset>
            );
          })}
        </div>
      </section>

      <section className="checkout-section" aria-labelledby="checkout-centre-title">
        <h2 id="checkout-centre-title">{t('booking.checkout.sections.centre')}</h2>
        <fieldset
          className={`form-choice${err('checkInCenter') ? ' form-field--invalid' : ''}`}
          aria-describedby={err('checkInCenter') ? fieldIds(PREFIX, 'checkInCenter').errorId : undefined}
        >
          <legend>
            {t('booking.checkout.fields.checkInCenter')}
            <span className="form-field__required"> ({t('booking.checkout.required')})</span>
          </legend>
          <div className="form-choice__options">
            {CHECK_IN_CENTERS.map((id) => (
              <label key={id} className="form-choice__option form-choice__option--card" htmlFor={`${PREFIX}-checkInCenter-${id}`}>
                <input
                  type="radio"
                  id={`${PREFIX}-checkInCenter-${id}`}
                  name="checkInCenter"
                  value={id}
                  defaultChecked={typedValue('checkInCenter') === String(id)}
                  aria-invalid={!!err('checkInCenter')}
                  aria-describedby={`${PREFIX}-checkInCenter-${id}-hint`}
                />
                <span>
                  <span className="form-choice__name">{t(`booking.checkout.centres.${id}.name`)}</span>
                  <span className="form-choice__hint" id={`${PREFIX}-checkInCenter-${id}-hint`}>
                    {t(`booking.checkout.centres.${id}.hint`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id={fieldIds(PREFIX, 'checkInCenter').errorId} error={err('checkInCenter')} />
        </fieldset>
      </section>

      <section className="checkout-section" aria-labelledby="checkout-price-title">
        <h2 id="checkout-price-title">{t('booking.checkout.sections.price')}</h2>
        <PriceTable rows={rows} kits={{ count: kits, price: kitPrice }} total={total} />
      </section>

      <section className="checkout-section" aria-labelledby="checkout-payment-title">
        <h2 id="checkout-payment-title">{t('booking.checkout.sections.payment')}</h2>
        <PaymentSchedule rows={schedule} today={today} />
      </section>

      <section className="checkout-section checkout-finish" aria-labelledby="checkout-terms-title">
        <h2 id="checkout-terms-title" className="visually-hidden">
          {t('booking.checkout.sections.terms')}
        </h2>
        <div className={`form-check${err('terms') ? ' form-field--invalid' : ''}`}>
          <input
            type="checkbox"
            id={`${PREFIX}-terms`}
            name="terms"
            defaultChecked={typedValue('terms') === 'on'}
            aria-invalid={!!err('terms')}
            aria-describedby={describedBy(PREFIX, 'terms', { error: !!err('terms') })}
            aria-required="true"
          />
          <label htmlFor={`${PREFIX}-terms`}>{t('booking.checkout.terms.label')}</label>
        </div>
        {/* A div: the dialog inside may not sit in a paragraph. */}
        <div className="form-check__more">
          <TermsLink />
        </div>
        <FieldError id={fieldIds(PREFIX, 'terms').errorId} error={err('terms')} />

        <button type="submit" className="button button--accent checkout-finish__button" disabled={submitting} aria-describedby="checkout-card-note">
          {submitting && <span className="spinner" aria-hidden="true" />}
          {submitting ? t('booking.checkout.finishing') : t('booking.checkout.finish')}
        </button>
        <div id="checkout-card-note" className="checkout-finish__note">
          {texts?.card_charge_note?.length ? <RichText field={texts.card_charge_note} /> : <p>{t('booking.checkout.cardNote')}</p>}
        </div>
        <span className="visually-hidden" role="status">
          {submitting ? t('booking.checkout.finishing') : ''}
        </span>
      </section>
    </form>
  );
}

/** GET /api/cart/{cartId}/availability (SPEC §7, §8): 'Error' when a line's dates are taken; null when it could not be asked. */
async function cartAvailability(api: ApiClient, cartId: string): Promise<'OK' | 'Error' | null> {
  try {
    return (await fetchCartAvailability(api, cartId)).status === 'Error' ? 'Error' : 'OK';
  } catch {
    // Not answered (the cart is gone, offline): the booking API says what is wrong itself.
    return null;
  }
}

function regionName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
