import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { RichText } from '../../components/RichText.tsx';
import { BookingDetails } from './BookingDetails.tsx';
import { ContentImage } from '../../components/editorial/ContentImage.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { ApiClient } from '../../api/http.ts';
import { askBookingLinks } from '../../api/reservation.ts';
import { EmailLinkForm } from '../../components/email-link/EmailLinkForm.tsx';
import { pathFor } from '../../../contract/routes.ts';
import { useAppState } from '../../store/store.ts';
import { usePage } from '../../navigation/usePage.ts';
import '../../components/checkout/checkout.css';
import '../../components/booking/booking.css';
import { LINK_INTENT, OPEN_LINK_INTENT } from './action.ts';
import { CancelBooking } from './CancelBooking.tsx';
import { LookupForm } from './LookupForm.tsx';
import { PaymentNotice } from './PaymentNotice.tsx';
import { useLookup } from './useLookup.ts';
import { loader } from './load.ts';

export { loader };

/**
 * docs/product/screens.md#my-booking: e-mail address and 8-digit booking code, then the
 * booking (info, price table, payment schedule with statuses and the way to
 * pay, documents) and, while it can be cancelled online, the cancellation
 * with its fee and refund before the guest confirms (CancelBooking).
 * Hydrated, the lookup runs in the browser (useLookup); before that the form
 * posts itself to the page's path and the server renders the answer
 * (action.ts). Either way the e-mail address and code never go into an address.
 * Below the form, "E-mail me my booking link"; a mailed link opens this page
 * with its token, and a press of its button shows the booking (a plain post).
 * Back from paying the balance, the page shows the booking at once, with
 * what was paid (PaymentNotice).
 */
export default function MyBookingPage() {
  const { t, locale } = useI18n();
  const [{ config }] = useAppState();
  const { data } = usePage<typeof loader>();
  const posted = data?.posted ?? null;
  const texts = data?.texts ?? null;
  const linkToken = posted ? null : (data?.linkToken ?? null);
  const {
    formRef,
    alertRef,
    resultRef,
    errors,
    message,
    result,
    cancelledNow,
    busy,
    onSubmit,
    cancelled,
    another,
    clear,
  } = useLookup(posted);

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
          {result === posted?.booking && <PaymentNotice booking={result} payment={data?.payment ?? null} />}
          <BookingDetails booking={result} cancelledNotice={cancelledNow ? t('booking.cancel.done') : undefined} />
          <CancelBooking
            key={`${result.bookingCode}-${result.status}`}
            booking={result}
            postedError={posted && result === posted.booking ? posted.cancelError : undefined}
            onCancelled={cancelled}
          />
          <p>
            <button type="button" className="button button--secondary" onClick={another}>
              {t('booking.lookup.another')}
            </button>
          </p>
        </div>
      ) : (
        <div className="my-booking__lookup">
          <div className="my-booking__intro">
            {texts?.intro?.length ? (
              <RichText field={texts.intro} className="prose" />
            ) : (
              <p>{t('booking.lookup.intro')}</p>
            )}
          </div>
          {linkToken ? (
            <form
              className="lookup-form"
              method="post"
              action={pathFor('myBooking', locale)}
              data-testid="booking-link-open"
            >
              <p>{t('booking.lookup.link.useIntro')}</p>
              <input type="hidden" name="intent" value={OPEN_LINK_INTENT} />
              <input type="hidden" name="token" value={linkToken} />
              <button type="submit" className="button lookup-form__submit">
                {t('booking.lookup.submit')}
              </button>
            </form>
          ) : (
            <div>
              <LookupForm
                formRef={formRef}
                alertRef={alertRef}
                state={{ errors, message, busy, typedEmail: posted?.email }}
                onSubmit={onSubmit}
                clear={clear}
              />
              <EmailLinkForm
                id="booking-link"
                action={pathFor('myBooking', locale)}
                intent={LINK_INTENT}
                texts={{
                  title: t('booking.lookup.link.title'),
                  intro: t('booking.lookup.link.intro'),
                  label: t('booking.lookup.email'),
                  submit: t('booking.lookup.link.submit'),
                  submitting: t('booking.lookup.link.submitting'),
                  network: t('booking.lookup.network'),
                }}
                posted={
                  posted?.link
                    ? { sent: posted.link.sent, message: posted.link.message ?? t('booking.lookup.network') }
                    : null
                }
                send={(email) =>
                  askBookingLinks(new ApiClient({ baseUrl: '', locale, token: config.apiPublicToken }), email)
                }
              />
            </div>
          )}
          <ContentImage image={texts?.image} className="my-booking__image" sizes="(min-width: 1000px) 30rem, 100vw" />
        </div>
      )}
      {/* The content's help speaks of travel documents to come once paid: not beside a cancelled booking, nor to a traveller on account, nor beside the documents themselves. */}
      {texts?.help_text?.length &&
      result?.status !== 'cancelled' &&
      !result?.onAccount &&
      !result?.travelDocumentReady ? (
        <RichText field={texts.help_text} className="prose my-booking__help" />
      ) : null}
    </div>
  );
}
