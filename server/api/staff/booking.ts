/** One booking as the back office shows it: everything stored about it, the e-mails sent and the audit trail. */
import type { StaffBooking } from '../../../contract/api/staff.ts';
import { cancellationCost } from '../../../contract/cancellation-fees.ts';
import { todayInIceland } from '../../../contract/dates.ts';
import { paidCents } from '../../booking-sums.ts';
import type { Queryable } from '../../db/client.ts';
import { refundedOfPaymentsCents } from '../bookings/money.ts';
import { houseNamesOf, type ReservationRecord } from '../bookings/repository.ts';
import { auditTrail } from './audit.ts';

export async function staffBooking(q: Queryable, record: ReservationRecord, now: Date): Promise<StaffBooking> {
  const names = await houseNamesOf(q, { houses: record.houses, locale: 'en' });
  const charges = await q.query<{ payment_id: number; charge_ref: string | null }>(
    "select payment_id, charge_ref from payment_sessions where payment_id = any($1::bigint[]) and status = 'paid'",
    [record.payments.map((p) => p.id)],
  );
  const refundRefs = await q.query<{ id: number; provider_ref: string | null }>(
    'select id, provider_ref from refunds where reservation_id = $1',
    [record.id],
  );
  const mails = await q.query<{
    id: number;
    to_address: string;
    subject: string;
    status: string;
    created_at: Date | string;
    sent_at: Date | string | null;
  }>(
    'select id, to_address, subject, status, created_at, sent_at from outbox_messages where booking_id = $1 order by id',
    [record.id],
  );
  const paid = paidCents(record.payments);
  const refunded = refundedOfPaymentsCents(record.refunds);
  return {
    code: record.bookingCode,
    status: record.status,
    locale: record.locale,
    createdAt: record.createdAt.toISOString(),
    cancelledAt: record.cancelledAt?.toISOString() ?? null,
    cancelReason: record.cancelReason,
    cancellationFeeCents: record.cancellationFeeCents,
    onAccount: record.onAccount,
    company: record.companyName,
    guest: {
      title: record.title,
      firstName: record.firstName,
      lastName: record.lastName,
      email: record.email,
      phone: record.mobilePhone,
      address: record.address,
      city: record.city,
      zipCode: record.zipCode,
      countryIso: record.countryIso,
      birthDate: record.birthDate,
      nationality: record.nationality,
      adults: record.numberAdults,
      children: record.numberChildren,
      kits: record.numberViatorKit,
    },
    houses: record.houses.map((h) => ({
      position: h.position,
      code: h.code,
      name: names.get(h.position) ?? h.code,
      from: h.resFrom,
      to: h.resTo,
      nights: h.nights,
      priceCents: h.priceCents,
    })),
    lines: [
      ...record.houses.map((h) => ({ label: 'house' as const, position: h.position, cents: h.priceCents })),
      ...(record.kitsCents ? [{ label: 'kits' as const, position: null, cents: record.kitsCents }] : []),
    ],
    totalCents: record.totalCents,
    paidCents: paid,
    refundedCents: refunded,
    refundableCents: Math.max(0, paid - refunded),
    cancellationFeeTodayCents:
      record.status === 'cancelled' ? null : cancellationCost(record.houses, paid, todayInIceland(now)).feeCents,
    payments: record.payments.map((p) => ({
      id: p.id,
      kind: p.kind,
      amountCents: p.amountCents,
      dueDate: p.dueDate,
      paidAt: p.paidAt?.toISOString() ?? null,
      method: p.method,
      providerRef: charges.find((c) => Number(c.payment_id) === p.id)?.charge_ref ?? null,
    })),
    refunds: record.refunds.map((r) => ({
      id: r.id,
      amountCents: r.amountCents,
      reason: r.reason,
      status: r.status,
      byCard: r.byCard,
      providerRef: refundRefs.find((x) => Number(x.id) === r.id)?.provider_ref ?? null,
      createdAt: r.createdAt.toISOString(),
      refundedAt: r.refundedAt?.toISOString() ?? null,
    })),
    documents: record.documents.map((d) => ({ name: d.name, filename: d.filename, size: d.size })),
    mails: mails.map((m) => ({
      id: Number(m.id),
      to: m.to_address,
      subject: m.subject,
      status: m.status,
      createdAt: new Date(m.created_at).toISOString(),
      sentAt: m.sent_at ? new Date(m.sent_at).toISOString() : null,
    })),
    audit: await auditTrail(q, { type: 'reservation', key: record.bookingCode }),
  };
}
