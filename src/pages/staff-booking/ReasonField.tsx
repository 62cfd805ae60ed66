import { ACTION_REASON_MAX, ACTION_REASON_MIN } from '../../../contract/forms/staff.ts';
import type { StaffOutcome } from '../../api/staff.ts';
import { useI18n } from '../../i18n/i18n.ts';

/**
 * Why staff cancel or refund (docs/product/screens.md#staff-booking): required, kept in the
 * audit row; after a refusal of this form, what was typed, the field marked when it was the one.
 */
export function ReasonField({ intent, outcome }: { intent: 'cancel' | 'refund'; outcome: StaffOutcome | null }) {
  const { t } = useI18n();
  const id = `staff-${intent}-reason`;
  return (
    <div>
      <label htmlFor={id}>{t('staff.desk.reason')}</label>
      <input
        id={id}
        name="reason"
        required
        minLength={ACTION_REASON_MIN}
        maxLength={ACTION_REASON_MAX}
        defaultValue={outcome?.typed?.reason}
        aria-describedby={`${id}-hint`}
        aria-invalid={(outcome?.typed && outcome.error?.field === 'reason') || undefined}
      />
      <small id={`${id}-hint`}>{t('staff.desk.reasonHint', { min: ACTION_REASON_MIN, max: ACTION_REASON_MAX })}</small>
    </div>
  );
}
