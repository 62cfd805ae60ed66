import type { StaffNote } from '../../../contract/api/staff.ts';
import { NOTE_MAX } from '../../../contract/forms/staff-notes.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { useStaffMayWrite } from './may-write.ts';

/**
 * Staff's internal notes on a booking or a house, newest first, and the form that adds one (posted
 * to the page's action with intent "note"; docs/product/screens.md#internal-notes), that form only
 * for a role that may write.
 */
export function StaffNotes({ notes, action }: { notes: StaffNote[]; action: string }) {
  const { t, formatDate } = useI18n();
  const mayWrite = useStaffMayWrite();
  return (
    <section className="staff-section" aria-labelledby="staff-notes">
      <h2 id="staff-notes">{t('staff.desk.notes.title')}</h2>
      <p>{t('staff.desk.notes.hint')}</p>
      {notes.length === 0 ? (
        <p>{t('staff.desk.notes.none')}</p>
      ) : (
        <ul data-testid="staff-notes">
          {notes.map((n, i) => (
            <li key={i}>
              <small>{t('staff.desk.notes.by', { who: n.username, when: formatDate(n.at, 'yyyy-MM-dd HH:mm') })}</small>
              <p className="staff-note">{n.text}</p>
            </li>
          ))}
        </ul>
      )}
      {mayWrite && (
        <form method="post" action={action} className="staff-form" data-testid="staff-note-form">
          <input type="hidden" name="intent" value="note" />
          <div>
            <label htmlFor="staff-note-text">{t('staff.desk.notes.text')}</label>
            <textarea
              id="staff-note-text"
              name="text"
              required
              maxLength={NOTE_MAX}
              rows={3}
              aria-describedby="staff-note-hint"
            />
            <small id="staff-note-hint">{t('staff.desk.notes.textHint', { max: NOTE_MAX })}</small>
          </div>
          <button type="submit" className="button">
            {t('staff.desk.notes.add')}
          </button>
        </form>
      )}
    </section>
  );
}
