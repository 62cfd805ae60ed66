/**
 * The reservation result (docs/product/entities.md#bookings), as POST /api/reservation and the lookup
 * answer it: money in integer cents, names in the request's language, signed
 * document links (travel documents only once the booking is paid in full),
 * signed pay links, and what cancelling would cost today.
 */
import type {
  House,
  ReservationDocument,
  ReservationPayment,
  ReservationRefund,
  ReservationResult,
} from '../../../contract/api/types.ts';
import { cancellationCost } from '../../../contract/cancellation-fees.ts';
import { todayInIceland } from '../../../contract/dates.ts';
import { isOverdue, isVoid, lastDayToPay } from '../../../contract/payment-schedule.ts';
import type { Locale } from '../../../contract/locale.ts';
import { t } from '../../texts.ts';
import { loadHouses } from '../catalogue/house.ts';
import { CURRENCY_SYMBOL } from '../catalogue/prices.ts';
import type { Queryable } from '../../db/client.ts';
import { isDue, nextPayLink, nextPayment } from './next-payment.ts';
import { isCancellableOnline } from './cancel.ts';
import { storedDocumentName } from './invoices.ts';
import { checkInCenter } from '../../../contract/check-in-centres.ts';
import { travelLegs } from '../bookings/travel.ts';
import { countryName } from './countries.ts';
import { partnerDocumentPath, signedDocumentUrl } from './links.ts';
import type { DocumentRecord, IssuedDocumentRecord, ReservationRecord } from '../bookings/repository.ts';

/** Paid in full and not cancelled: the travel documents may be handed out. */
export function isTravelDocumentReady(record: Pick<ReservationRecord, 'status' | 'payments'>): boolean {
  return record.status === 'paid' && record.payments.length > 0 && record.payments.every((p) => p.paidAt !== null);
}

function size(bytes: number): { size: number; sizeUnit: 'KB' | 'MB' } {
  const kb = bytes / 1024;
  return kb >= 1024
    ? { size: Math.round((kb / 1024) * 10) / 10, sizeUnit: 'MB' }
    : { size: Math.round(kb * 10) / 10, sizeUnit: 'KB' };
}

/** How an issued document is listed: its title and number; a cancelled invoice names its credit note, a credit note its invoice. */
function issuedName(all: IssuedDocumentRecord[], doc: IssuedDocumentRecord, locale: Locale): string {
  if (doc.kind === 'credit_note')
    return t(locale, 'documents.listedCredit', { number: doc.number, invoice: doc.correctsNumber ?? '' });
  const title = t(locale, doc.reason === 'cancellation' ? 'documents.cancellationInvoice' : 'documents.invoice');
  const credit = all.find((c) => c.kind === 'credit_note' && c.reason !== 'reduction' && c.correctsId === doc.id);
  return credit
    ? t(locale, 'documents.listedCancelled', { title, number: doc.number, credit: credit.number })
    : `${title} ${doc.number}`;
}

export interface ResultOptions {
  locale: Locale;
  now: Date;
  /** The app secret that signs document links. */
  secret: string;
  linkTtlSeconds?: number;
  /** The pictures' host (PICTURES_PUBLIC_URL), for the houses' picture URLs. */
  imageBase?: string;
  /**
   * Who reads the answer: the guest (signed links; for a booking on account the traveller, who pays
   * nothing to us: travellerView()), or the trade partner's company (links checked against its session).
   */
  audience?: 'guest' | 'partner';
}

/**
 * A booking on account as its traveller sees it (docs/product/documents.md#who-gets-what): the company
 * pays, so nothing of what is charged, paid or due, no pay link and no invoice (it is the company's).
 */
function travellerView(result: ReservationResult): ReservationResult {
  return {
    ...result,
    payments: [],
    paidCents: 0,
    refundedCents: 0,
    dueCents: 0,
    refunds: [],
    invoices: [],
    payUrl: null,
    cancellation: null,
    cancelled: result.cancelled && { ...result.cancelled, feeCents: 0, refundCents: 0, refunds: [] },
  };
}

export async function reservationResult(
  q: Queryable,
  record: ReservationRecord,
  options: ResultOptions,
): Promise<ReservationResult> {
  const result = await fullResult(q, record, options);
  return record.onAccount && options.audience !== 'partner' ? travellerView(result) : result;
}

async function fullResult(q: Queryable, record: ReservationRecord, options: ResultOptions): Promise<ReservationResult> {
  const { locale, now } = options;
  const today = todayInIceland(now);
  const ids = [...new Set(record.houses.map((h) => h.houseId))];
  const payloads = new Map<number, House>(
    (
      await loadHouses(q, ids, {
        lang: locale,
        today,
        include: ['gallery'],
        gallery: { limit: 1, ratios: ['4x3'] },
        imageBase: options.imageBase,
      })
    ).map((h) => [h.id, h]),
  );
  const ready = isTravelDocumentReady(record);

  const link = (
    doc: Pick<DocumentRecord, 'name' | 'size'>,
    name: string,
    available: boolean,
    house?: (typeof record.houses)[number],
  ): ReservationDocument => {
    const signed = !available
      ? null
      : options.audience === 'partner'
        ? { url: partnerDocumentPath(record.bookingCode, doc.name), expiresAt: null }
        : signedDocumentUrl(options.secret, record.bookingCode, doc.name, now, options.linkTtlSeconds);
    return {
      id: doc.name,
      name,
      type: house ? 'House' : 'General',
      houseCode: house?.code ?? null,
      url: signed?.url ?? null,
      expiresAt: signed?.expiresAt?.toISOString() ?? null,
      format: 'pdf',
      ...size(doc.size),
    };
  };
  const standingName = storedDocumentName(record, 'invoice');
  const travelLink = (doc: DocumentRecord) => {
    const house = record.houses.find((h) => h.position === doc.position);
    const houseName = house ? (payloads.get(house.houseId)?.name ?? house.code) : '';
    return link(doc, `${t(locale, 'documents.travelDocument')} – ${houseName}`, ready, house);
  };

  const next = nextPayment(record);
  const nextLink = nextPayLink(record, options.secret, { page: now });
  const payments: ReservationPayment[] = record.payments.map((p) => ({
    id: p.id,
    kind: p.kind,
    amountCents: p.amountCents,
    dueDate: p.dueDate,
    lastDayToPay: lastDayToPay(p.dueDate),
    paidAt: p.paidAt?.toISOString() ?? null,
    status: p.paidAt
      ? 'paid'
      : isVoid(!p.paidAt, record.status)
        ? 'void'
        : isOverdue(p, record.status, today)
          ? 'overdue'
          : 'due',
    method: p.method,
    payUrl: p === next ? nextLink : null,
  }));
  const { money } = record;
  const quote = isCancellableOnline(record, today) ? cancellationCost(record.houses, money.heldCents, today) : null;
  // A duplicate charge's refund is not the guest's money going back: the money it returns was never counted as paid.
  const refunds: ReservationRefund[] = money.refunds
    .filter((r) => r.reason !== 'duplicate')
    .map((r) => ({
      amountCents: r.amountCents,
      reason: r.reason as ReservationRefund['reason'],
      byCard: r.method === 'card',
      status: r.status,
      createdAt: r.decidedAt.toISOString(),
      refundedAt: r.refundedAt?.toISOString() ?? null,
    }));
  const ofCancellation = refunds.filter((r) => r.reason === 'cancellation');
  const center = checkInCenter(record.checkInCenter, locale);
  const froms = record.houses.map((h) => h.resFrom).sort();
  const tos = record.houses.map((h) => h.resTo).sort();

  return {
    bookingCode: record.bookingCode,
    status: record.status,
    createdAt: record.createdAt.toISOString(),
    locale: record.locale,
    email: record.email,
    guest: {
      title: record.title,
      firstName: record.firstName,
      lastName: record.lastName,
      birthDate: record.birthDate,
      nationality: record.nationality,
      address: record.address,
      city: record.city,
      zipCode: record.zipCode,
      countryIso: record.countryIso,
      mobilePhone: record.mobilePhone,
    },
    countryName: countryName(record.countryIso, locale),
    numberAdults: record.numberAdults,
    numberChildren: record.numberChildren,
    ...travelLegs(record),
    checkInCenter: { id: center.id, name: center.name, address: center.address, openingHours: center.openingHours },
    houses: record.houses.map((h) => {
      const house = payloads.get(h.houseId) ?? null;
      return {
        position: h.position,
        code: h.code,
        name: house?.name ?? h.code,
        house,
        resFrom: h.resFrom,
        resTo: h.resTo,
        nights: h.nights,
        priceCents: h.priceCents,
        currencySymbol: CURRENCY_SYMBOL,
      };
    }),
    // A booking always has houses; only a demo reseed (which empties the catalogue) leaves it without.
    resFrom: froms[0] ?? record.arrivalDate,
    resTo: tos[tos.length - 1] ?? record.departureDate,
    numberViatorKit: record.numberViatorKit,
    kitPriceCents: record.kitPriceCents,
    kitsCents: record.kitsCents,
    housesCents: record.housesCents,
    priceReductionCents: money.reductionCents,
    totalCents: record.totalCents - money.reductionCents,
    currency: 'EUR',
    currencySymbol: CURRENCY_SYMBOL,
    payments,
    paidCents: money.paidCents,
    refundedCents: money.refundedCents,
    dueCents: money.openCents,
    refunds,
    travelDocumentReady: ready,
    travelDocuments: record.documents.filter((d) => d.kind === 'travel').map(travelLink),
    // Newest first: the standing invoice on top (as 'invoice', the name guests have always had, unless an
    // unnumbered invoice from before numbering keeps it), then what it replaced; an unnumbered invoice last.
    invoices: [
      ...[...record.issued]
        .reverse()
        .map((d) =>
          link(standingName === d.name ? { ...d, name: 'invoice' } : d, issuedName(record.issued, d, locale), true),
        ),
      ...record.documents
        .filter((d) => d.kind === 'invoice')
        .map((d) => link(d, `${t(locale, 'documents.invoice')} ${record.bookingCode}`, true)),
    ],
    company: record.companyName ? { name: record.companyName } : null,
    onAccount: record.onAccount,
    payUrl: next && isDue(next, today) ? nextLink : null,
    cancellation: quote && {
      feeCents: quote.feeCents,
      refundCents: quote.refundCents,
      houses: quote.houses.map((h) => ({ position: h.position, percent: h.percent, feeCents: h.feeCents })),
    },
    cancelled:
      record.status === 'cancelled' && record.cancelledAt
        ? {
            at: record.cancelledAt.toISOString(),
            reason: record.cancelReason ?? 'unpaid',
            feeCents: money.feeCents ?? 0,
            refundCents: money.refunds
              .filter((r) => r.reason === 'cancellation' && r.status !== 'failed')
              .reduce((sum, r) => sum + r.amountCents, 0),
            refunds: ofCancellation,
          }
        : null,
  };
}
