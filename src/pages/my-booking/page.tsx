import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiClient, ApiError } from '../../api/http.ts';
import { BOOKING_CODE_PATTERN, lookupReservation } from '../../api/reservation.ts';
import type { ReservationResult } from '../../../contract/api/types.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { RichText } from '../../components/RichText.tsx';
import { BookingDetails } from '../../components/booking/BookingDetails.tsx';
import { Field } from '../../components/checkout/Field.tsx';
import { ContentImage } from '../../components/editorial/ContentImage.tsx';
import { contentLang, type ImageField, type RichText as RichTextValue } from '../../../contract/content.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useAppState } from '../../store/store.ts';
import type { Loader } from '../types.ts';
import { usePage } from '../usePage.ts';
import '../../components/checkout/checkout.css';
import '../../components/booking/booking.css';
import type { LookupAnswer } from './action.ts';

export { action } from './action.ts';

/** The `my_booking` content document (SPEC §7 content types). */
export interface MyBookingTexts {
  title?: string;
  subtitle?: string;
  intro?: RichTextValue;
  image?: Partial<ImageField>;
  help_text?: RichTextValue;
  meta_title?: string;
  meta_description?: string;
}

export interface MyBookingData {
  texts: MyBookingTexts | null;
  /** The plain form post's answer (server render only): the booking, or the messages. */
  posted?: LookupAnswer | null;
}

export const loader: Loader<MyBookingData, LookupAnswer> = async ({ content, locale, actionData }) => {
  const texts = await content.getSingle<MyBookingTexts>('my_booking', contentLang(locale)).then(
    (doc) => doc.data,
    () => null,
  );
  return { data: { texts, posted: actionData ?? null } };
};

type LookupField = 'email' | 'bookingCode';
const PREFIX = 'lookup';
/** Loose on purpose (the API decides): something@something.tld. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * SPEC §2 My booking: e-mail address and 8-digit booking code, then the
 * booking (info, price table, payment schedule with statuses, documents).
 * Hydrated, the lookup runs in the browser (GET /api/reservation with fetch);
 * before that the form posts itself to the page's path and the server renders
 * the answer (action.ts). Either way the e-mail
 * address and code never go into an address.
 */
export default function MyBookingPage() {
  const { t, locale } = useI18n();
  const [state] = useAppState();
  const { data } = usePage<MyBookingData>();
  const posted = data?.posted ?? null;
  const texts = data?.texts ?? null;
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const [errors, setErrors] = useState<Partial<Record<LookupField, string>>>(() => posted?.errors ?? {});
  const [message, setMessage] = useState<string | null>(() => (posted && !posted.booking ? posted.message ?? t('booking.lookup.network') : null));
  const [result, setResult] = useState<ReservationResult | null>(() => posted?.booking ?? null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!attempt) return;
    if (result) {
      resultRef.current?.focus();
      return;
    }
    if (message) alertRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, result, message]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const bookingCode = String(form.get('bookingCode') ?? '').replace(/\s+/g, '');
    const local: Partial<Record<LookupField, string>> = {};
    if (!email) local.email = t('booking.lookup.emailRequired');
    else if (!EMAIL.test(email)) local.email = t('booking.lookup.emailInvalid');
    if (!bookingCode) local.bookingCode = t('booking.lookup.codeRequired');
    else if (!BOOKING_CODE_PATTERN.test(bookingCode)) local.bookingCode = t('booking.lookup.codeInvalid');
    setMessage(null);
    if (Object.keys(local).length) {
      setErrors(local);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const found = await lookupReservation(new ApiClient({ baseUrl: '', locale, token: state.config.apiPublicToken }), email, bookingCode);
      setResult(found);
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) {
        const fieldErrors = (err.body.errors ?? {}) as Partial<Record<LookupField, string>>;
        setErrors({ ...(fieldErrors.email ? { email: fieldErrors.email } : {}), ...(fieldErrors.bookingCode ? { bookingCode: fieldErrors.bookingCode } : {}) });
        // SPEC §8: the server's message in a red box.
        setMessage(err.body.message || t('booking.lookup.network'));
      } else {
        setMessage(t('booking.lookup.network'));
      }
    } finally {
      setBusy(false);
      setAttempt((n) => n + 1);
    }
  }

  const another = () => {
    setResult(null);
    setMessage(null);
    setErrors({});
    requestAnimationFrame(() => document.getElementById(`${PREFIX}-email`)?.focus());
  };

  const clear = (field: LookupField) => () => {
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const title = texts?.title || t('booking.lookup.title');
  return (
    <div className="container page my-booking booking-ui">
      <PageHead title={title} description={texts?.meta_description} />
      <Breadcrumbs routeId="myBooking" current={title} />
      <h1>{title}</h1>
      {texts?.subtitle && <p className="lead">{texts.subtitle}</p>}

      {result ? (
        <div className="my-booking__result">
          <h2 ref={resultRef} tabIndex={-1} className="my-booking__result-title">
            {t('booking.lookup.resultTitle', { code: result.bookingCode })}
          </h2>
          <BookingDetails booking={result} />
          <p>
            <button type="button" className="button button--secondary" onClick={another}>
              {t('booking.lookup.another')}
            </button>
          </p>
        </div>
      ) : (
        <div className="my-booking__lookup">
          <div className="my-booking__intro">
            {texts?.intro?.length ? <RichText field={texts.intro} className="prose" /> : <p>{t('booking.lookup.intro')}</p>}
          </div>
          <form ref={formRef} className="lookup-form" method="post" action={pathFor('myBooking', locale)} noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={busy}>
            {message && (
              <p ref={alertRef} className="form-alert" role="alert" tabIndex={-1} data-testid="lookup-error">
                {message}
              </p>
            )}
            <Field prefix={PREFIX} name="email" label={t('booking.lookup.email')} error={errors.email}>
              {(props) => <input {...props} type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} maxLength={254} defaultValue={posted?.email || undefined} onInput={clear('email')} />}
            </Field>
            <Field prefix={PREFIX} name="bookingCode" label={t('booking.lookup.bookingCode')} hint={t('booking.lookup.bookingCodeHint')} error={errors.bookingCode}>
              {(props) => <input {...props} type="text" inputMode="numeric" autoComplete="off" maxLength={12} className="lookup-form__code" onInput={clear('bookingCode')} />}
            </Field>
            <button type="submit" className="button lookup-form__submit" disabled={busy}>
              {busy && <span className="spinner" aria-hidden="true" />}
              {busy ? t('booking.lookup.submitting') : t('booking.lookup.submit')}
            </button>
          </form>
          <ContentImage image={texts?.image} className="my-booking__image" sizes="(min-width: 1000px) 30rem, 100vw" />
        </div>
      )}
      {texts?.help_text?.length ? <RichText field={texts.help_text} className="prose my-booking__help" /> : null}
    </div>
  );
}
