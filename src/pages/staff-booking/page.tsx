import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { centsOf } from '../../../contract/amount.ts';
import type { StaffBooking } from '../../../contract/api/staff.ts';
import { OVERRIDE_REASON_MAX } from '../../../contract/forms/staff.ts';
import { isVoid } from '../../../contract/payment-schedule.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { StaffOutcome } from '../../api/staff.ts';
import { lazyPart } from '../../components/lazy-part.tsx';
import { BookingFacts } from './BookingFacts.tsx';
import { Outcome, StaffFrame, useCents } from '../../components/staff/StaffFrame.tsx';
import { useToday } from '../../components/calendar/useToday.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import { ActionForm } from './ActionForm.tsx';
import { BankTransferForm } from './BankTransferForm.tsx';
import { loader } from './load.ts';
import { ReasonField } from './ReasonField.tsx';
import { GuestForm } from './GuestForm.tsx';
import { StaffNotes } from '../../components/staff/StaffNotes.tsx';

/** The audit trail, at the page's foot: its sentences' code loads as it nears the screen (rendered in place on the server). */
const AuditTrail = lazyPart('[data-testid="staff-audit"]', () =>
  import('../../components/staff/AuditTrail.tsx').then((m) => m.AuditTrail),
);

export { loader };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="staff-section" aria-labelledby={`staff-${id}`}>
      <h2 id={`staff-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/** The second step of a cancellation or refund: what it does, and the button that does it. */
function Confirm({ confirm }: { confirm: NonNullable<StaffOutcome['confirm']> }) {
  const { t, locale } = useI18n();
  const { data } = usePage<typeof loader>();
  const cents = useCents();
  const cancel = confirm.intent === 'cancel';
  return (
    <ActionForm intent={confirm.intent} className="staff-form staff-form--confirm" testId="staff-confirm">
      {Object.entries(confirm.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="confirmed" value="yes" />
      <p role="alert">{cancel ? t('staff.booking.cancelCheck') : t('staff.booking.refundCheck')}</p>
      <button type="submit" className="button">
        {cancel
          ? t('staff.booking.cancelConfirm', { code: data.booking.code })
          : t('staff.booking.refundConfirm', {
              // The action confirms only an amount the form's schema reads in this language.
              amount: cents(centsOf(confirm.fields.amount, locale)),
            })}
      </button>
    </ActionForm>
  );
}

/**
 * Move one house of the booking: its dates or another house, held to the guest's date rules
 * unless overridden with a reason (docs/product/bookings-and-payments.md#staff-changes). After a
 * refusal the fields show what was typed, the refused one marked.
 */
function ChangeForm({ house: h, outcome }: { house: StaffBooking['houses'][number]; outcome: StaffOutcome | null }) {
  const { t } = useI18n();
  const id = (name: string) => `staff-${name}-${h.position}`;
  const typed = outcome?.typed?.position === String(h.position) ? outcome.typed : undefined;
  const invalid = (field: string) => (typed && outcome?.error?.field === field) || undefined;
  return (
    <ActionForm intent="change" testId={`staff-change-${h.position}`}>
      <input type="hidden" name="position" value={h.position} />
      <strong>
        {t('staff.booking.changeLine')}: {h.code}
      </strong>
      {(
        [
          ['from', 'resFrom', h.from],
          ['to', 'resTo', h.to],
        ] as const
      ).map(([short, name, now]) => (
        <div key={name}>
          <label htmlFor={id(short)}>{t(`staff.booking.${name}`)}</label>
          <input
            id={id(short)}
            name={name}
            type="date"
            defaultValue={typed?.[name] ?? now}
            required
            aria-describedby={id('rules')}
            aria-invalid={invalid(name)}
          />
        </div>
      ))}
      <div>
        <label htmlFor={id('house')}>{t('staff.booking.changeHouse')}</label>
        <input id={id('house')} name="house" defaultValue={typed?.house} aria-invalid={invalid('house')} />
      </div>
      <small id={id('rules')}>{t('staff.booking.changeRules')}</small>
      <div>
        <label>
          <input type="checkbox" name="override" value="1" defaultChecked={typed?.override === '1'} />{' '}
          {t('staff.booking.override')}
        </label>
      </div>
      <div>
        <label htmlFor={id('reason')}>{t('staff.booking.overrideReason')}</label>
        <input
          id={id('reason')}
          name="reason"
          maxLength={OVERRIDE_REASON_MAX}
          defaultValue={typed?.reason}
          aria-describedby={id('reason-hint')}
          aria-invalid={invalid('reason')}
        />
        <small id={id('reason-hint')}>{t('staff.booking.overrideHint', { max: OVERRIDE_REASON_MAX })}</small>
      </div>
      <button type="submit" className="button">
        {t('staff.booking.change')}
      </button>
    </ActionForm>
  );
}

/**
 * One booking in the back office: the guest, houses and dates, price lines,
 * payments with method and provider reference, refunds, documents, the
 * e-mails sent and the audit trail; the actions as plain forms posted to this
 * page (cancel and refund ask once more), their outcome announced.
 */
export default function StaffBookingPage() {
  const { t, locale, formatDate } = useI18n();
  const cents = useCents();
  const { data } = usePage<typeof loader>();
  const { booking: b, outcome } = data;
  const today = useToday();
  const open = b.status !== 'cancelled';
  const title = t('staff.booking.title', { code: b.code });
  const refundTyped = outcome?.typed?.intent === 'refund' ? outcome.typed : undefined;
  const openDisputeCents = b.disputes.filter((d) => !d.outcome).reduce((sum, d) => sum + d.amountCents, 0);

  return (
    <StaffFrame routeId="staffBooking" params={{ code: b.code }} title={title}>
      <Outcome outcome={outcome} done={(key) => t(`staff.booking.done.${key}`)} />
      {outcome?.confirm && <Confirm confirm={outcome.confirm} />}
      <p className="lead" data-testid="staff-status">
        {t(`staff.statuses.${b.status}`)}
        {b.cancelledAt && (
          <>
            {' '}
            —{' '}
            {t('staff.booking.cancelledOn', {
              date: formatDate(b.cancelledAt),
              fee: cents(b.cancellationFeeCents ?? 0),
            })}
          </>
        )}
      </p>
      {b.company && <p>{t('staff.booking.company', { company: b.company })}</p>}
      {b.overdue && (
        <p>
          <strong className="staff-flag" data-testid="staff-overdue">
            {t('staff.booking.overdue')}
          </strong>
        </p>
      )}
      {b.overpaidCents > 0 && (
        <p>
          <strong className="staff-flag" data-testid="staff-overpaid">
            {t('staff.booking.overpaid', { amount: cents(b.overpaidCents) })}
          </strong>
        </p>
      )}
      {openDisputeCents > 0 && (
        <p className="form-alert" data-testid="staff-dispute-alert">
          {t('staff.booking.disputeAlert', { amount: cents(openDisputeCents) })}
        </p>
      )}

      <Section id="guest" title={t('staff.booking.guest')}>
        <BookingFacts booking={b} />
      </Section>

      <GuestForm booking={b} outcome={outcome} />
      <StaffNotes notes={b.notes} action={pathFor('staffBooking', locale, { code: b.code })} />

      <Section id="houses" title={t('staff.booking.houses')}>
        <table className="staff-table">
          <tbody>
            {b.houses.map((h) => (
              <tr key={h.position}>
                <th scope="row">
                  {h.code} {h.name}
                </th>
                <td>
                  {formatDate(h.from)} – {formatDate(h.to)} ({t('staff.booking.nights', { count: h.nights })})
                </td>
                <td className="num">{cents(h.priceCents)}</td>
              </tr>
            ))}
            {b.lines
              .filter((l) => l.label === 'kits')
              .map((l) => (
                <tr key="kits">
                  <th scope="row">{t('staff.booking.kits')}</th>
                  <td />
                  <td className="num">{cents(l.cents)}</td>
                </tr>
              ))}
            <tr>
              <th scope="row">{t('staff.booking.total')}</th>
              <td>
                {t('staff.booking.paidSum')} {cents(b.paidCents)} · {t('staff.booking.refundedSum')}{' '}
                {cents(b.refundedCents)}
              </td>
              <td className="num" data-testid="staff-total">
                {cents(b.totalCents)}
              </td>
            </tr>
          </tbody>
        </table>
      </Section>

      <Section id="payments" title={t('staff.booking.payments')}>
        <table className="staff-table" data-testid="staff-payments">
          <tbody>
            {b.payments.map((p) => (
              <tr key={p.id}>
                <th scope="row">{t(`staff.booking.kind.${p.kind}`)}</th>
                <td className="num">{cents(p.amountCents)}</td>
                <td>
                  {t('staff.booking.due')} {formatDate(p.dueDate)}
                </td>
                <td>
                  {p.paidAt ? (
                    <>
                      {t('staff.booking.paidAt')} {formatDate(p.paidAt)} ·{' '}
                      {t(`staff.booking.method.${p.method ?? 'bank'}`)}
                      {p.providerRef && (
                        <>
                          {' '}
                          · {t('staff.booking.providerRef')}: <code>{p.providerRef}</code>
                        </>
                      )}
                    </>
                  ) : isVoid(!p.paidAt, b.status) ? (
                    <span data-testid={`staff-void-${p.kind}`}>{t('booking.payment.states.void')}</span>
                  ) : (
                    t('booking.payment.states.due')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {open && <BankTransferForm booking={b} outcome={outcome} />}
      </Section>

      <Section id="refunds" title={t('staff.booking.refunds')}>
        {b.refunds.length === 0 ? (
          <p>{t('staff.booking.none')}</p>
        ) : (
          <table className="staff-table" data-testid="staff-refunds">
            <tbody>
              {b.refunds.map((r) => (
                <tr key={r.id}>
                  <th scope="row">{t(`staff.booking.reasons.${r.reason}`)}</th>
                  <td className="num">{cents(r.amountCents)}</td>
                  <td>
                    {t(`staff.booking.refundStatus.${r.status}`)}
                    {!r.byCard && <> ({t('staff.booking.byBank')})</>}
                    {r.providerRef && (
                      <>
                        {' '}
                        · <code>{r.providerRef}</code>
                      </>
                    )}
                  </td>
                  <td>{formatDate(r.createdAt)}</td>
                  <td>
                    {!r.byCard && r.status === 'pending' && (
                      <ActionForm
                        intent="refundSent"
                        className="staff-form staff-form--inline"
                        testId={`staff-refund-sent-${r.id}`}
                      >
                        <input type="hidden" name="refundId" value={r.id} />
                        <label>
                          {t('staff.booking.sentOn')}{' '}
                          <input type="date" name="sentOn" required defaultValue={today} max={today} />
                        </label>
                        <label>
                          {t('staff.booking.bankReference')} <input name="reference" required maxLength={140} />
                        </label>
                        <button type="submit" className="button">
                          {t('staff.booking.refundSent')}
                        </button>
                      </ActionForm>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>

      {b.disputes.length > 0 && (
        <Section id="disputes" title={t('staff.booking.disputes')}>
          <table className="staff-table" data-testid="staff-disputes">
            <tbody>
              {b.disputes.map((d) => (
                <tr key={d.id}>
                  <th scope="row">
                    <code>{d.reason}</code>
                  </th>
                  <td className="num">{cents(d.amountCents)}</td>
                  <td>
                    {t(`staff.booking.disputeOutcome.${d.outcome ?? 'open'}`)}
                    {!d.outcome && d.evidenceDueBy && (
                      <> · {t('staff.booking.disputeDueBy', { date: formatDate(d.evidenceDueBy) })}</>
                    )}
                  </td>
                  <td>
                    {t('staff.booking.disputeOpened', { date: formatDate(d.createdAt) })} · <code>{d.providerRef}</code>{' '}
                    · {t('staff.booking.providerRef')}: <code>{d.chargeRef}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      )}

      <Section id="actions" title={t('staff.booking.actions')}>
        {open && (
          <ActionForm intent="cancel" testId="staff-cancel">
            <p>
              {t('staff.booking.cancelExplain', {
                fee: cents(Math.min(b.cancellationFeeTodayCents ?? 0, b.refundableCents)),
                refund: cents(Math.max(0, b.refundableCents - (b.cancellationFeeTodayCents ?? 0))),
              })}
            </p>
            <label>
              <input type="checkbox" name="waiveFee" value="1" /> {t('staff.booking.waiveFee')}
            </label>
            <ReasonField intent="cancel" outcome={outcome} />
            <button type="submit" className="button">
              {t('staff.booking.cancel')}
            </button>
          </ActionForm>
        )}
        {b.refundableCents > 0 && (
          <ActionForm intent="refund" testId="staff-refund">
            <div>
              <label htmlFor="staff-amount">{t('staff.booking.refundAmount')}</label>
              <input
                id="staff-amount"
                name="amount"
                inputMode="decimal"
                required
                aria-describedby="staff-amount-hint"
                defaultValue={refundTyped?.amount}
                aria-invalid={(refundTyped && outcome?.error?.field === 'amount') || undefined}
              />
              <small id="staff-amount-hint">{t('staff.booking.refundHint', { max: cents(b.refundableCents) })}</small>
            </div>
            <ReasonField intent="refund" outcome={outcome} />
            <button type="submit" className="button">
              {t('staff.booking.refund')}
            </button>
          </ActionForm>
        )}
        {open && b.houses.map((h) => <ChangeForm key={h.position} house={h} outcome={outcome} />)}
        <ActionForm intent="resend">
          <button type="submit" name="what" value="confirmation" className="button">
            {t('staff.booking.resendConfirmation')}
          </button>
          {b.status === 'paid' && (
            <button type="submit" name="what" value="documents" className="button">
              {t('staff.booking.resendDocuments')}
            </button>
          )}
        </ActionForm>
      </Section>

      <Section id="documents" title={t('staff.booking.documents')}>
        <ul>
          {b.documents.map((d) => (
            <li key={d.name}>
              <a href={d.url}>{d.filename}</a> (
              {t('staff.booking.documentSize', { kb: Math.max(1, Math.round(d.size / 1024)) })})
            </li>
          ))}
        </ul>
      </Section>

      <Section id="mails" title={t('staff.booking.mails')}>
        {b.mails.length === 0 ? (
          <p>{t('staff.booking.none')}</p>
        ) : (
          <table className="staff-table" data-testid="staff-mails">
            <tbody>
              {b.mails.map((m) => (
                <tr key={m.id}>
                  <td>{formatDate(m.createdAt, 'yyyy-MM-dd HH:mm')}</td>
                  <td className="staff-table__address">{m.to}</td>
                  <th scope="row">{m.subject}</th>
                  <td>{t(`staff.booking.mailStatus.${m.status as 'sent'}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>

      <Section id="audit" title={t('staff.booking.audit')}>
        <AuditTrail entries={b.audit} />
      </Section>

      <p>
        <Link to={pathFor('staff', locale)}>{t('staff.booking.back')}</Link>
      </p>
    </StaffFrame>
  );
}
