import type { StaffBooking } from '../../../contract/api/staff.ts';
import { TITLES } from '../../../contract/forms/booking-form.ts';
import { GUEST_FIELDS, type GuestField } from '../../../contract/forms/staff-guest.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { StaffOutcome } from '../../api/staff.ts';
import { useStaffMayWrite } from '../../components/staff/may-write.ts';
import { useI18n } from '../../i18n/i18n.ts';

const INPUT_TYPES: Partial<Record<GuestField, string>> = { email: 'email', mobilePhone: 'tel', birthDate: 'date' };

/**
 * Correct the guest's details (docs/product/screens.md#correcting-the-guest): every field the
 * checkout asks, as saved; after a refusal as typed, the refused field marked invalid. None for a
 * role that may only read.
 */
export function GuestForm({ booking: b, outcome }: { booking: StaffBooking; outcome: StaffOutcome | null }) {
  const { t, locale } = useI18n();
  const mayWrite = useStaffMayWrite();
  const saved: Record<GuestField, string> = { ...b.guest, title: b.guest.title ?? '', mobilePhone: b.guest.phone };
  const typed = outcome?.typed?.firstName === undefined ? undefined : outcome.typed;
  const value = (name: GuestField) => typed?.[name] ?? saved[name];
  const invalid = (name: GuestField) => (typed && outcome?.error?.field === name) || undefined;
  const id = (name: GuestField) => `staff-guest-${name}`;
  if (!mayWrite) return null;
  return (
    <section className="staff-section" aria-labelledby="staff-guest-edit">
      <h2 id="staff-guest-edit">{t('staff.desk.guest.title')}</h2>
      <form
        method="post"
        action={pathFor('staffBooking', locale, { code: b.code })}
        className="staff-form"
        data-testid="staff-guest-form"
      >
        <input type="hidden" name="intent" value="guest" />
        <p id="staff-guest-hint">{t('staff.desk.guest.hint')}</p>
        {GUEST_FIELDS.map((name) => (
          <div key={name}>
            <label htmlFor={id(name)}>{t(`staff.desk.guest.fields.${name}`)}</label>
            {name === 'title' ? (
              <select id={id(name)} name={name} defaultValue={value(name)} aria-invalid={invalid(name)}>
                <option value="">{t('booking.checkout.fields.titleNone')}</option>
                {TITLES.map((title) => (
                  <option key={title} value={title}>
                    {t(`staff.desk.guest.titles.${title}`)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id(name)}
                name={name}
                type={INPUT_TYPES[name] ?? 'text'}
                required
                autoComplete="off"
                defaultValue={value(name)}
                aria-invalid={invalid(name)}
              />
            )}
          </div>
        ))}
        <button type="submit" className="button" aria-describedby="staff-guest-hint">
          {t('staff.desk.guest.save')}
        </button>
      </form>
    </section>
  );
}
