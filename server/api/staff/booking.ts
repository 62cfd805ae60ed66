/** One booking as the back office shows it: everything stored about it, the e-mails sent and the audit trail. */
import type { StaffBooking } from '../../../contract/api/staff.ts';
import { cancellationCost } from '../../../contract/cancellation-fees.ts';
import { todayInIceland } from '../../../contract/dates.ts';
import { isOverdue } from '../../../contract/payment-schedule.ts';
import type { Queryable } from '../../db/client.ts';
import { houseNamesOf, type ReservationRecord } from '../bookings/repository.ts';
import { travelLegs } from '../bookings/travel.ts';
import { auditTrail } from './audit.ts';
import { notesOf } from './notes.ts';

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
  const { money } = record;
  return {
    code: record.bookingCode,
    status: record.status,
    locale: record.locale,
    createdAt: record.createdAt.toISOString(),
    cancelledAt: record.cancelledAt?.toISOString() ?? null,
    cancelReason: record.cancelReason,
    cancellationFeeCents: money.feeCents,
    onAccount: record.onAccount,
    overdue: record.payments.some((p) => isOverdue(p, record.status, todayInIceland(now))),
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
    ...travelLegs(record),
    checkInCenter: record.checkInCenter,
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
    totalCents: money.chargedCents,
    paidCents: money.paidCents,
    refundedCents: money.refundedCents,
    refundableCents: Math.max(0, money.heldCents),
    openCents: money.openCents,
    overpaidCents: money.overpaidCents,
    cancellationFeeTodayCents:
      record.status === 'cancelled'
        ? null
        : cancellationCost(record.houses, money.heldCents, todayInIceland(now)).feeCents,
    payments: record.payments.map((p) => ({
      id: p.id,
      kind: p.kind,
      amountCents: p.amountCents,
      dueDate: p.dueDate,
      paidAt: p.paidAt?.toISOString() ?? null,
      method: p.method,
      providerRef: charges.find((c) => Number(c.payment_id) === p.id)?.charge_ref ?? null,
    })),
    refunds: money.refunds.map((r) => ({
      id: r.refundId,
      amountCents: r.amountCents,
      reason: r.reason,
      status: r.status,
      byCard: r.method === 'card',
      providerRef: r.reference ?? refundRefs.find((x) => Number(x.id) === r.refundId)?.provider_ref ?? null,
      createdAt: r.decidedAt.toISOString(),
      refundedAt: r.refundedAt?.toISOString() ?? null,
    })),
    disputes: await bookingDisputes(q, record.id),
    // Travel documents, then the invoices and credit notes in the order issued (their numbers in the file names).
    documents: [...record.documents, ...record.issued].map((d) => ({
      name: d.name,
      filename: d.filename,
      size: d.size,
      url: `/api/staff/bookings/${record.bookingCode}/documents/${d.name}.pdf`,
    })),
    mails: mails.map((m) => ({
      id: Number(m.id),
      to: m.to_address,
      subject: m.subject,
      status: m.status,
      createdAt: new Date(m.created_at).toISOString(),
      sentAt: m.sent_at ? new Date(m.sent_at).toISOString() : null,
    })),
    audit: await auditTrail(q, { type: 'reservation', key: record.bookingCode }),
    notes: await notesOf(q, { type: 'reservation', key: record.bookingCode }),
  };
}

/** The booking's card disputes (server/api/payments/disputes.ts), newest first. */
async function bookingDisputes(q: Queryable, reservationId: number): Promise<StaffBooking['disputes']> {
  const rows = await q.query<{
    id: number | string;
    provider_dispute_id: string;
    charge_ref: string;
    amount_cents: number;
    reason: string;
    status: string;
    evidence_due_by: Date | string | null;
    created_at: Date | string;
    closed_at: Date | string | null;
    outcome: 'won' | 'lost' | 'closed' | null;
  }>('select * from disputes where reservation_id = $1 order by created_at desc, id desc', [reservationId]);
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  return rows.map((d) => ({
    id: Number(d.id),
    providerRef: d.provider_dispute_id,
    chargeRef: d.charge_ref,
    amountCents: d.amount_cents,
    reason: d.reason,
    status: d.status,
    evidenceDueBy: iso(d.evidence_due_by),
    createdAt: new Date(d.created_at).toISOString(),
    closedAt: iso(d.closed_at),
    outcome: d.outcome,
  }));
}
