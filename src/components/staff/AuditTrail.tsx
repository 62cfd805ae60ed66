import type { StaffAuditEntry } from '../../../contract/api/staff.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { auditSentence, type Sentence } from './audit-sentences.ts';
import { useCents } from './StaffFrame.tsx';

/**
 * Who did what when, as a sentence in the page's language; the row's state before and after behind
 * Details. `sentences`: the sentences of actions only this screen shows (owner-sentences.ts).
 */
export function AuditTrail({
  entries,
  sentences,
}: {
  entries: StaffAuditEntry[];
  sentences?: Record<string, Sentence>;
}) {
  const { t, formatDate, locale } = useI18n();
  const cents = useCents();
  if (entries.length === 0) return <p>{t('staff.booking.none')}</p>;
  return (
    <table className="staff-table staff-audit" data-testid="staff-audit">
      <thead>
        <tr>
          <th scope="col">{t('staff.audit.at')}</th>
          <th scope="col">{t('staff.audit.action')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e, i) => (
          <tr key={i}>
            <td data-label={t('staff.audit.at')}>{formatDate(e.at, 'yyyy-MM-dd HH:mm')}</td>
            <td data-label={t('staff.audit.action')}>
              <span data-testid="staff-audit-sentence">
                {auditSentence(e, { t, formatDate, locale, cents }, sentences)}
              </span>
              <details>
                <summary>{t('staff.audit.details')}</summary>
                <dl>
                  <dt>{t('staff.audit.login')}</dt>
                  <dd>{e.username}</dd>
                  <dt>{t('staff.audit.before')}</dt>
                  <dd>
                    <code>{JSON.stringify(e.before)}</code>
                  </dd>
                  <dt>{t('staff.audit.after')}</dt>
                  <dd>
                    <code>{JSON.stringify(e.after)}</code>
                  </dd>
                </dl>
              </details>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
