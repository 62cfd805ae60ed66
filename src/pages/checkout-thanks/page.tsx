import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ApiClient, ApiError } from '../../api/http.ts';
import { lookupReservation } from '../../api/reservation.ts';
import type { ReservationResult } from '../../../contract/api/types.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { RichText } from '../../components/RichText.tsx';
import { DocumentButtons } from '../../components/booking/DocumentButtons.tsx';
import { pushPaymentConversion } from './conversion.ts';
import { recallBooking } from '../../components/booking/last-booking.ts';
import { ReservationSummary } from './ReservationSummary.tsx';
import { ContentImage } from '../../components/editorial/ContentImage.tsx';
import { hasImage } from '../../components/editorial/content.ts';
import { useHydrated } from '../../components/useHydrated.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useAppState } from '../../store/store.ts';
import { usePage } from '../../navigation/usePage.ts';
import { BookingState, isConfirmed } from './BookingState.tsx';
import { loader } from './load.ts';
import '../../components/checkout/checkout.css';
import '../../components/booking/booking.css';

type Phase = 'pending' | 'ready' | 'none';

/** After a payment page confirmed the payment, the page asks again this often (ms) while it is not yet known here. */
const RECHECKS = [2000, 4000, 8000];

export { loader };

/**
 * docs/product/screens.md#thank-you-page, true to the booking's status: reserved and
 * not yet paid (the amount due now, the deadline, a "Pay now" link), the
 * payment being confirmed, confirmed (deposit paid, paid in full, or on
 * account), or cancelled – the settings' thank-you texts and image grid only
 * once confirmed – and a summary of the booking. The booking is the shared
 * `booking` item, set by the checkout. After a reload the page finds it again
 * through the booking code and e-mail address kept in this tab's
 * sessionStorage (components/booking/last-booking.ts) and the lookup – or,
 * after a plain form post or the payment page, through the server's signed
 * cookie (see the loader); without them it explains where the booking can be
 * found (My booking). The conversion is pushed here, once paid.
 */
export default function CheckoutThanksPage() {
  const { t, locale } = useI18n();
  const [state, store] = useAppState();
  const { data } = usePage<typeof loader>();
  const payment = data?.payment ?? null;
  const booking = state.booking as ReservationResult | null;
  const hydrated = useHydrated();
  // Read once the page runs in the browser (the server has no sessionStorage).
  const last = useMemo(() => (hydrated && !store.booking ? recallBooking() : null), [hydrated, store]);
  const [lookup, setLookup] = useState<{ failed: boolean; problem: string | null }>({ failed: false, problem: null });

  useEffect(() => {
    if (!last || store.booking) return;
    let live = true;
    const api = new ApiClient({ baseUrl: '', locale, token: store.config.apiPublicToken });
    lookupReservation(api, last.email, last.bookingCode).then(
      (found) => {
        if (live) store.booking = found;
      },
      (err: unknown) => {
        if (!live) return;
        setLookup({
          failed: true,
          problem: err instanceof ApiError && err.status < 500 && err.status !== 404 ? err.body.message : null,
        });
      },
    );
    return () => {
      live = false;
    };
  }, [last, store, locale]);

  // Back from the payment page before its confirmation reached us: ask again a few times.
  const confirming = payment === 'done' && booking?.status === 'pending_payment';
  const code = booking?.bookingCode;
  const email = booking?.email;
  useEffect(() => {
    if (!hydrated || !confirming || !code || !email) return;
    const api = new ApiClient({ baseUrl: '', locale, token: store.config.apiPublicToken });
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (round: number) => {
      if (round >= RECHECKS.length) return;
      timer = setTimeout(() => {
        lookupReservation(api, email, code).then(
          (found) => {
            if (!live) return;
            if (found.status !== 'pending_payment') store.booking = found;
            else ask(round + 1);
          },
          () => live && ask(round + 1),
        );
      }, RECHECKS[round]);
    };
    ask(0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [hydrated, confirming, code, email, store, locale]);

  // The conversion: back from a payment that arrived, once per booking and payment.
  useEffect(() => {
    if (hydrated && booking && payment === 'done' && isConfirmed(booking) && !booking.onAccount)
      pushPaymentConversion(booking, store.consent);
  }, [hydrated, booking, payment, store]);

  const phase: Phase = booking ? 'ready' : !hydrated || (last && !lookup.failed) ? 'pending' : 'none';
  const problem = lookup.problem;

  const settings = state.settings;
  const ready = phase === 'ready' && booking;
  const confirmed = !!ready && isConfirmed(booking);
  // The settings' thank-you title only once confirmed; the state line below says what the booking is.
  const title = confirmed
    ? settings?.thank_you_title || t('booking.thanks.title')
    : ready && confirming
      ? t('booking.thanks.confirming')
      : t('booking.thanks.pendingTitle');
  const images = (settings?.image_grid ?? [])
    .map((row) => row.image)
    .filter(hasImage)
    .slice(0, 3);

  return (
    <div className="container page thanks booking-ui">
      <PageHead title={t('route.checkoutThanks')} />
      <meta name="robots" content="noindex" />
      <Breadcrumbs routeId="checkoutThanks" />
      <h1>{title}</h1>
      {ready ? (
        <>
          <BookingState booking={booking} payment={payment} />
          {confirmed && settings?.thank_you_text?.length ? (
            <RichText field={settings.thank_you_text} className="prose lead" />
          ) : null}
          {confirmed && images.length > 0 && (
            <div className={`thanks__grid thanks__grid--${images.length}`}>
              {images.map((image, i) => (
                <ContentImage
                  key={i}
                  image={image}
                  className="thanks__image"
                  sizes="(min-width: 1000px) 33vw, (min-width: 576px) 50vw, 100vw"
                  eager={i === 0}
                />
              ))}
            </div>
          )}
          <ReservationSummary booking={booking} />
          <DocumentButtons booking={booking} />
          <p className="thanks__links">
            <Link className="button" to={pathFor('myBooking', locale)}>
              {t('booking.thanks.toMyBooking')}
            </Link>
            <Link to={pathFor('home', locale)}>{t('common.backHome')}</Link>
          </p>
        </>
      ) : phase === 'pending' ? (
        <>
          <p role="status" className="thanks__loading">
            <span className="spinner" aria-hidden="true" /> {t('booking.thanks.loading')}
          </p>
          <noscript>
            <p>{t('booking.thanks.noscript')}</p>
            <p>
              <a className="button" href={pathFor('myBooking', locale)}>
                {t('booking.thanks.toMyBooking')}
              </a>
            </p>
          </noscript>
        </>
      ) : (
        <div className="thanks__none">
          {problem && (
            <p className="form-alert" role="alert">
              {problem}
            </p>
          )}
          <p className="lead">{t('booking.thanks.noBooking')}</p>
          <p>{t('booking.thanks.noBookingLookup')}</p>
          <p className="thanks__links">
            <Link className="button" to={pathFor('myBooking', locale)}>
              {t('booking.thanks.toMyBooking')}
            </Link>
            <Link to={pathFor('accommodation', locale)}>{t('booking.thanks.findHouse')}</Link>
          </p>
        </div>
      )}
    </div>
  );
}
