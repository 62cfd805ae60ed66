import type { StaffBooking } from '../../../contract/api/staff.ts';
import type { StaffOutcome } from '../../api/staff.ts';
import { useToday } from '../../components/calendar/useToday.ts';
import { useCents } from '../../components/staff/StaffFrame.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { ActionForm } from './ActionForm.tsx';

/**
 * A bank transfer as it arrived (docs/product/screens.md#staff-booking): the amount as the bank
 * shows it, typed in the page's language, the day it was received (not after today) and the
 * bank's reference. A refused transfer shows what was typed, the refused field marked.
 */
export function BankTransferForm({ booking, outcome }: { booking: StaffBooking; outcome: StaffOutcome | null }) {
  const { t } = useI18n();
  const cents = useCents();
  const today = useToday();
  const typed = outcome?.typed?.intent === 'transfer' ? outcome.typed : undefined;
  const invalid = (field: string) => (typed && outcome?.error?.field === field) || undefined;
  return (
    <ActionForm intent="transfer" testId="staff-transfer">
      <strong>{t('staff.booking.transfer')}</strong>
      <div>
        <label htmlFor="staff-transfer-amount">{t('staff.booking.transferAmount')}</label>
        <input
          id="staff-transfer-amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          aria-describedby="staff-transfer-hint"
          defaultValue={typed?.amount}
          aria-invalid={invalid('amount')}
        />
        <small id="staff-transfer-hint">{t('staff.booking.transferHint', { open: cents(booking.openCents) })}</small>
      </div>
      <div>
        <label htmlFor="staff-transfer-received">{t('staff.booking.receivedOn')}</label>
        <input
          id="staff-transfer-received"
          name="receivedOn"
          type="date"
          required
          max={today}
          defaultValue={typed?.receivedOn ?? today}
          aria-invalid={invalid('receivedOn')}
        />
      </div>
      <div>
        <label htmlFor="staff-transfer-reference">{t('staff.booking.bankReference')}</label>
        <input
          id="staff-transfer-reference"
          name="reference"
          required
          maxLength={140}
          autoComplete="off"
          defaultValue={typed?.reference}
          aria-invalid={invalid('reference')}
        />
      </div>
      <button type="submit" className="button">
        {t('staff.booking.recordTransfer')}
      </button>
    </ActionForm>
  );
}
