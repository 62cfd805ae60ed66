import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ApiClient, ApiError } from '../../api/http.ts';
import { lookupReservation } from '../../api/reservation.ts';
import type { ReservationResult } from '../../../contract/api/types.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { RichText } from '../../components/RichText.tsx';
import { DocumentButtons } from '../../components/booking/DocumentButtons.tsx';
import { readBookedCookie } from '../../components/booking/booked-cookie.ts';
import { recallBooking } from '../../components/booking/last-booking.ts';
import { ReservationSummary } from '../../components/booking/ReservationSummary.tsx';
import { ContentImage } from '../../components/editorial/ContentImage.tsx';
import { hasImage } from '../../components/editorial/content.ts';
import { useHydrated } from '../../components/useHydrated.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useAppState } from '../../store/store.ts';
import type { Loader } from '../types.ts';
import '../../components/checkout/checkout.css';
import '../../components/booking/booking.css';

type Phase = 'pending' | 'ready' | 'none';

/**
 * After a booking made by a plain form post, the server finds the booking
 * through its short-lived sealed cookie (set by the checkout's action): it
 * becomes the shared `booking` item, so the first render shows the summary.
 */
export const loader: Loader = async ({ server, store, api }) => {
  const booked = readBookedCookie(server);
  if (!booked) return;
  const found = await lookupReservation(api, booked.email, booked.bookingCode).catch(() => null);
  if (found) store.booking = found;
};

/**
 * SPEC §2 Thank-you after booking: the thank-you texts and image grid of the
 * settings and a summary of the booking. The booking is the shared `booking`
 * item, set by the checkout. After a reload the page finds it again through
 * the booking code and e-mail address kept in this tab's sessionStorage
 * (components/booking/last-booking.ts) and GET /api/reservation – or, after
 * a plain form post, through the server's signed cookie (see the loader); without
 * them it explains where the booking can be found (My booking).
 */
export default function CheckoutThanksPage() {
  const { t, locale } = useI18n();
  const [state, store] = useAppState();
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
        setLookup({ failed: true, problem: err instanceof ApiError && err.status < 500 && err.status !== 404 ? err.body.message : null });
      },
    );
    return () => {
      live = false;
    };
  }, [last, store, locale]);

  const phase: Phase = booking ? 'ready' : !hydrated || (last && !lookup.failed) ? 'pending' : 'none';
  const problem = lookup.problem;

  const settings = state.settings;
  const ready = phase === 'ready' && booking;
  const title = ready ? settings?.thank_you_title || t('booking.thanks.title') : t('booking.thanks.pendingTitle');
  const images = (settings?.image_grid ?? []).map((row) => row.image).filter(hasImage).slice(0, 3);

  return (
    <div className="container page thanks booking-ui">
      <PageHead title={t('route.checkoutThanks')} />
      <meta name="robots" content="noindex" />
      <Breadcrumbs routeId="checkoutThanks" />
      <h1>{title}</h1>
      {ready ? (
        <>
          {settings?.thank_you_text?.length ? <RichText field={settings.thank_you_text} className="prose lead" /> : null}
          {images.length > 0 && (
            <div className={`thanks__grid thanks__grid--${images.length}`}>
              {images.map((image, i) => (
                <ContentImage key={i} image={image} className="thanks__image" sizes="(min-width: 1000px) 33vw, (min-width: 576px) 50vw, 100vw" eager={i === 0} />
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
