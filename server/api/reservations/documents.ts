/**
 * From a stored reservation to what its PDFs show (the houses in the booking's
 * language, the check-in centre, the addressee, the seller from the settings);
 * renders and stores its travel documents (reservation_documents), with the
 * caller's query handle, so a booking transaction stores them with the rest.
 * Invoices and credit notes are issued once: invoices.ts.
 */
import type { House } from '../../../contract/api/types.ts';
import { todayInIceland } from '../../../contract/dates.ts';
import { lastDayToPay } from '../../../contract/payment-schedule.ts';
import { renderTravelDocuments } from '../../documents/index.ts';
import type {
  CompanyDetails,
  DocumentCancellation,
  DocumentHouse,
  DocumentRefund,
  ReservationDocumentData,
} from '../../documents/types.ts';
import { loadHouses } from '../catalogue/house.ts';
import { formatKm } from '../catalogue/house-parts.ts';
import type { MailAttachment } from '../../mail/outbox.ts';
import type { Queryable } from '../../db/client.ts';
import { checkInCenter, CHECK_IN_TIME, CHECK_OUT_TIME, EMERGENCY_PHONE } from '../../../contract/check-in-centres.ts';
import { countryName } from './countries.ts';
import { storeDocument, type ReservationRecord } from '../bookings/repository.ts';

async function documentHouses(q: Queryable, record: ReservationRecord, now: Date): Promise<DocumentHouse[]> {
  const ids = [...new Set(record.houses.map((h) => h.houseId))];
  const payloads = new Map<number, House>(
    (await loadHouses(q, ids, { lang: record.locale, today: todayInIceland(now), include: ['points'] })).map((h) => [
      h.id,
      h,
    ]),
  );
  // A house unpublished since the booking is still on the documents, with its stored facts.
  const facts = new Map(
    (
      await q.query<{
        id: number;
        latitude: number;
        longitude: number;
        max_persons: number;
        street_address: string | null;
      }>('select id, latitude, longitude, max_persons, street_address from houses where id = any($1::int[])', [ids])
    ).map((r) => [r.id, r]),
  );
  return record.houses.map((h) => {
    const p = payloads.get(h.houseId);
    const f = facts.get(h.houseId);
    return {
      position: h.position,
      code: h.code,
      name: p?.name ?? h.code,
      typeName: p?.type.name ?? '',
      region: p?.region.nameWithCountry ?? '',
      area: p?.referencePoint ? { name: p.referencePoint.name, description: p.referencePoint.description } : null,
      mainPoint: p?.mainPoint
        ? {
            name: p.mainPoint.name,
            distance: p.mainPoint.distance,
            duration: `${p.mainPoint.duration.value} ${p.mainPoint.duration.symbol}`,
          }
        : null,
      points: (p?.points ?? [])
        .filter((pt) => pt.name && pt.name !== p?.mainPoint?.name)
        .slice(0, 5)
        .map((pt) => ({
          name: `${pt.name} (${pt.type.name})`,
          distance: formatKm(pt.distance.value, record.locale),
          duration: pt.duration,
        })),
      streetAddress: f?.street_address ?? null,
      latitude: p?.location.latitude ?? f?.latitude ?? 0,
      longitude: p?.location.longitude ?? f?.longitude ?? 0,
      maxPersons: p?.numberOfPersons ?? f?.max_persons ?? 0,
      resFrom: h.resFrom,
      resTo: h.resTo,
      nights: h.nights,
      priceCents: h.priceCents,
    };
  });
}

/** What a cancellation gives back (the invoice and the cancellation e-mail state it), from the money record. */
export function cancellationRefunds(record: Pick<ReservationRecord, 'money'>): DocumentRefund[] {
  return record.money.refunds
    .filter((r) => r.reason === 'cancellation')
    .map((r) => ({
      amountCents: r.amountCents,
      byCard: r.method === 'card',
      status: r.status,
      refundedAt: r.refundedAt,
    }));
}

/** What a cancellation kept and gives back. */
function cancellationOf(record: ReservationRecord, now: Date): DocumentCancellation | null {
  if (record.status !== 'cancelled') return null;
  return {
    date: todayInIceland(record.cancelledAt ?? now),
    reason: record.cancelReason ?? 'unpaid',
    feeCents: record.money.feeCents ?? 0,
    refunds: cancellationRefunds(record),
  };
}

export async function documentData(
  q: Queryable,
  record: ReservationRecord,
  company: CompanyDetails,
  now: Date,
): Promise<ReservationDocumentData> {
  const locale = record.locale;
  const center = checkInCenter(record.checkInCenter, locale);
  return {
    locale,
    bookingCode: record.bookingCode,
    renderedAt: now,
    status: record.status,
    onAccount: record.onAccount,
    cancellation: cancellationOf(record, now),
    guest: {
      title: record.title,
      firstName: record.firstName,
      lastName: record.lastName,
      address: record.address,
      city: record.city,
      zipCode: record.zipCode,
      countryName: countryName(record.countryIso, locale),
      email: record.email,
      mobilePhone: record.mobilePhone,
    },
    agency: record.companyName
      ? {
          name: record.companyName,
          address: [
            ...(record.companyAddress ?? '')
              .split('\n')
              .map((l) => l.trim())
              .filter(Boolean),
            ...(record.companyCountry ? [countryName(record.companyCountry, locale)] : []),
          ],
          vatNumber: record.companyVatNumber,
        }
      : null,
    numberAdults: record.numberAdults,
    numberChildren: record.numberChildren,
    houses: await documentHouses(q, record, now),
    kits: { count: record.numberViatorKit, priceCents: record.kitPriceCents, totalCents: record.kitsCents },
    money: { paidCents: record.money.paidCents, openCents: record.money.openCents },
    payments: record.payments.map((p) => ({
      kind: p.kind,
      amountCents: p.amountCents,
      dueDate: p.dueDate,
      lastDayToPay: lastDayToPay(p.dueDate),
      paidAt: p.paidAt,
      method: p.method,
    })),
    checkInCenter: {
      name: center.name,
      address: center.address,
      openingHours: center.openingHours,
      directions: center.directions,
      latitude: center.latitude,
      longitude: center.longitude,
    },
    arrival: {
      date: record.arrivalDate,
      transportType: record.arrivalTransportType,
      transportNumber: record.arrivalTransportNumber,
    },
    departure: {
      date: record.departureDate,
      transportType: record.departureTransportType,
      transportNumber: record.departureTransportNumber,
    },
    checkInTime: CHECK_IN_TIME,
    checkOutTime: CHECK_OUT_TIME,
    emergencyPhone: EMERGENCY_PHONE,
    company,
  };
}

/** Renders the reservation's travel documents (one per house) and stores them, replacing those stored before. */
export async function renderAndStoreTravelDocuments(
  q: Queryable,
  record: ReservationRecord,
  company: CompanyDetails,
  now: Date,
): Promise<void> {
  for (const doc of await renderTravelDocuments(await documentData(q, record, company, now)))
    await storeDocument(q, record.id, doc, now);
}

/** Rendered PDFs as e-mail attachments. */
export function pdfAttachments(docs: ReadonlyArray<{ filename: string; content: Buffer }>): MailAttachment[] {
  return docs.map((d) => ({ filename: d.filename, content: d.content, contentType: 'application/pdf' }));
}

/** The reservation's travel documents as stored now, as e-mail attachments. */
export async function travelAttachments(q: Queryable, reservationId: number): Promise<MailAttachment[]> {
  const docs = await q.query<{ filename: string; content: Uint8Array }>(
    "select filename, content from reservation_documents where reservation_id = $1 and kind = 'travel' order by position",
    [reservationId],
  );
  return pdfAttachments(docs.map((d) => ({ filename: d.filename, content: Buffer.from(d.content) })));
}
