import { useId } from 'react';
import type { ReservationDocument, ReservationResult } from '../../../contract/api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';

/**
 * The booking's documents (docs/product/screens.md#my-booking): the
 * invoices, and the travel documents once the booking is paid in full – until
 * then a note that they come with full payment (on account: once the company has settled), and none for a cancelled booking. Each is a real link to its
 * signed URL (relative to this site, which serves the API), downloading the PDF.
 */
export function DocumentButtons({
  booking,
  level = 2,
  within,
}: {
  booking: Pick<ReservationResult, 'status' | 'invoices' | 'travelDocuments' | 'travelDocumentReady' | 'onAccount'>;
  level?: 2 | 3;
  /** The id of the heading above, named with this one: a list's sections of documents each need their own name. */
  within?: string;
}) {
  const { t } = useI18n();
  // Unique per instance: a list of bookings shows several of these.
  const titleId = `documents-title${useId().replace(/:/g, '')}`;
  const Heading = level === 2 ? 'h2' : 'h3';
  const Group = level === 2 ? 'h3' : 'h4';
  const invoices = booking.invoices.filter((d) => d.url);
  const cancelled = booking.status === 'cancelled';
  const travel = booking.travelDocumentReady && !cancelled ? booking.travelDocuments.filter((d) => d.url) : [];
  return (
    <section className="documents" aria-labelledby={within ? `${within} ${titleId}` : titleId}>
      <Heading id={titleId}>{t('booking.documents.title')}</Heading>
      {invoices.length > 0 && (
        <>
          <Group className="documents__group">{t('booking.documents.invoice')}</Group>
          <DocumentList docs={invoices} kind="invoice" />
        </>
      )}
      <Group className="documents__group">{t('booking.documents.travel')}</Group>
      {travel.length > 0 ? (
        <DocumentList docs={travel} kind="travel" />
      ) : (
        <p className="documents__note">
          {cancelled
            ? t('booking.documents.travelCancelled')
            : t(booking.onAccount ? 'booking.documents.travelLaterOnAccount' : 'booking.documents.travelLater')}
        </p>
      )}
      {/* A trade partner's links are its session's and do not expire. */}
      {[...invoices, ...travel].some((d) => d.expiresAt) && (
        <p className="documents__expiry">{t('booking.documents.expiry')}</p>
      )}
    </section>
  );
}

function DocumentList({ docs, kind }: { docs: ReservationDocument[]; kind: 'invoice' | 'travel' }) {
  const { t, formatNumber } = useI18n();
  return (
    <ul className="documents__list">
      {docs.map((doc) => (
        <li key={doc.id}>
          <a className="button button--secondary documents__button" href={doc.url!} download data-document={kind}>
            <svg className="icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {t('booking.documents.download', { name: doc.name, size: `${formatNumber(doc.size)} ${doc.sizeUnit}` })}
          </a>
        </li>
      ))}
    </ul>
  );
}
