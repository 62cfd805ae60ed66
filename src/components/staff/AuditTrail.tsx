import type { StaffAuditEntry } from '../../../contract/api/staff.ts';
import { useI18n } from '../../i18n/i18n.ts';

/** Who did what when, with the state before and after as the audit row keeps it. */
export function AuditTrail({ entries }: { entries: StaffAuditEntry[] }) {
  const { t, formatDate } = useI18n();
  if (entries.length === 0) return <p>{t('staff.booking.none')}</p>;
  return (
    <table className="staff-table" data-testid="staff-audit">
      <thead>
        <tr>
          <th scope="col">{t('staff.audit.at')}</th>
          <th scope="col">{t('staff.audit.who')}</th>
          <th scope="col">{t('staff.audit.action')}</th>
          <th scope="col">{t('staff.audit.change')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e, i) => (
          <tr key={i}>
            <td data-label={t('staff.audit.at')}>{formatDate(e.at, 'yyyy-MM-dd HH:mm')}</td>
            <td className="staff-table__address" data-label={t('staff.audit.who')}>
              {e.username}
            </td>
            <td data-label={t('staff.audit.action')}>{e.action}</td>
            <td data-label={t('staff.audit.change')}>
              <code>{JSON.stringify(e.before)}</code> → <code>{JSON.stringify(e.after)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
