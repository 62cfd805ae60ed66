import { Link } from 'react-router';
import type { StaffCalendar, StaffCalendarConflict } from '../../../contract/api/staff.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { useAppState } from '../../store/store.ts';
import { usePage } from '../../navigation/usePage.ts';
import { HouseForm } from './HouseForm.tsx';
import type { loader } from './load.ts';

/** The house page's intent of a new export URL; it asks once more (owners must paste the new URL). */
export const REVOKE_INTENT = 'revokeExport';

function ExportUrl() {
  const { t } = useI18n();
  const [state] = useAppState();
  const { data } = usePage<typeof loader>();
  const confirming = data.outcome?.confirm?.intent === REVOKE_INTENT;
  return (
    <>
      <div className="staff-export">
        <label htmlFor="staff-export-url">{t('staffHouse.calendars.exportUrl')}</label>
        <input
          id="staff-export-url"
          readOnly
          value={`${state.config.origin}${data.calendars.exportPath}`}
          aria-describedby="staff-export-hint"
          data-testid="staff-export-url"
        />
        <p id="staff-export-hint">{t('staffHouse.calendars.exportHint')}</p>
      </div>
      {confirming ? (
        <HouseForm intent={REVOKE_INTENT} className="staff-form staff-form--confirm" testId="staff-confirm">
          <input type="hidden" name="confirmed" value="yes" />
          <p role="alert">{t('staffHouse.calendars.revokeCheck')}</p>
          <button type="submit" className="button">
            {t('staffHouse.calendars.revokeConfirm')}
          </button>
        </HouseForm>
      ) : (
        <HouseForm intent={REVOKE_INTENT} testId="staff-revoke">
          <button type="submit" className="button">
            {t('staffHouse.calendars.revoke')}
          </button>
        </HouseForm>
      )}
    </>
  );
}

function CalendarRow({ calendar: c }: { calendar: StaffCalendar }) {
  const { t, formatDate } = useI18n();
  const at = c.lastFetchedAt ? formatDate(c.lastFetchedAt, 'yyyy-MM-dd HH:mm') : '';
  return (
    <tr>
      <th scope="row">{c.label || '—'}</th>
      <td className="staff-url">{c.url}</td>
      <td>
        {c.lastStatus
          ? t(`staffHouse.calendars.status.${c.lastStatus}`, { at, error: c.lastError ?? '' })
          : t('staffHouse.calendars.status.never')}
        {c.eventsCappedAt !== null && (
          <strong className="staff-calendar-capped" data-testid={`staff-calendar-capped-${c.id}`}>
            {t('staffHouse.calendars.eventsCapped', { max: c.eventsCappedAt })}
          </strong>
        )}
      </td>
      <td className="num">{c.blocks}</td>
      <td>
        <HouseForm intent="removeCalendar" testId={`staff-remove-calendar-${c.id}`}>
          <input type="hidden" name="id" value={c.id} />
          <button type="submit" className="button">
            {t('staffHouse.calendars.remove')}
          </button>
        </HouseForm>
      </td>
    </tr>
  );
}

function ConflictRow({ conflict: k }: { conflict: StaffCalendarConflict }) {
  const { t, locale, formatDate } = useI18n();
  return (
    <tr>
      <th scope="row">{k.summary || '—'}</th>
      <td>
        {formatDate(k.from)} – {formatDate(k.to)}
      </td>
      <td>{k.calendarLabel || '—'}</td>
      <td>
        {k.stayKind === 'booking' && k.bookingCode ? (
          <Link to={pathFor('staffBooking', locale, { code: k.bookingCode })}>
            {t('staffHouse.calendars.overlapsBooking', { code: k.bookingCode })}
          </Link>
        ) : k.stayKind ? (
          t('staffHouse.calendars.overlapsBlock')
        ) : (
          t('staffHouse.calendars.overlapsGone')
        )}
      </td>
    </tr>
  );
}

/**
 * The owner's calendars of a house: the secret export URL (a new one only
 * after a second, confirming post), the external calendars with their last
 * import and a form to remove each, a form to add one, "import now", and the
 * events that overlap a booking or block.
 */
export function OwnerCalendars() {
  const { t } = useI18n();
  const { data } = usePage<typeof loader>();
  const { calendars, conflicts } = data.calendars;
  return (
    <section className="staff-section" aria-labelledby="staff-owner-calendars" data-testid="staff-calendars">
      <h2 id="staff-owner-calendars">{t('staffHouse.calendars.title')}</h2>
      <ExportUrl />

      <h3>{t('staffHouse.calendars.external')}</h3>
      {calendars.length === 0 ? (
        <p>{t('staffHouse.calendars.none')}</p>
      ) : (
        <table className="staff-table" data-testid="staff-external-calendars">
          <thead>
            <tr>
              <th scope="col">{t('staffHouse.calendars.columns.label')}</th>
              <th scope="col">{t('staffHouse.calendars.columns.url')}</th>
              <th scope="col">{t('staffHouse.calendars.columns.status')}</th>
              <th scope="col" className="num">
                {t('staffHouse.calendars.columns.blocks')}
              </th>
              <td />
            </tr>
          </thead>
          <tbody>
            {calendars.map((c) => (
              <CalendarRow key={c.id} calendar={c} />
            ))}
          </tbody>
        </table>
      )}
      {calendars.length > 0 && (
        <HouseForm intent="importCalendars" testId="staff-import-now">
          <p>{t('staffHouse.calendars.importHint')}</p>
          <button type="submit" className="button">
            {t('staffHouse.calendars.importNow')}
          </button>
        </HouseForm>
      )}

      <h3>{t('staffHouse.calendars.register')}</h3>
      <HouseForm intent="registerCalendar" testId="staff-register-calendar">
        <div>
          <label htmlFor="staff-calendar-url">{t('staffHouse.calendars.url')}</label>
          <input id="staff-calendar-url" name="url" type="url" maxLength={2000} required />
        </div>
        <div>
          <label htmlFor="staff-calendar-label">{t('staffHouse.calendars.label')}</label>
          <input id="staff-calendar-label" name="label" maxLength={200} />
        </div>
        <button type="submit" className="button">
          {t('staffHouse.calendars.add')}
        </button>
      </HouseForm>

      <h3>{t('staffHouse.calendars.conflicts')}</h3>
      {conflicts.length === 0 ? (
        <p>{t('staffHouse.calendars.noConflicts')}</p>
      ) : (
        <table className="staff-table" data-testid="staff-conflicts">
          <thead>
            <tr>
              <th scope="col">{t('staffHouse.calendars.conflictColumns.event')}</th>
              <th scope="col">{t('staffHouse.calendars.conflictColumns.dates')}</th>
              <th scope="col">{t('staffHouse.calendars.conflictColumns.calendar')}</th>
              <th scope="col">{t('staffHouse.calendars.conflictColumns.overlaps')}</th>
            </tr>
          </thead>
          <tbody>
            {conflicts.map((k) => (
              <ConflictRow key={k.id} conflict={k} />
            ))}
          </tbody>
        </table>
      )}
      {calendars
        .filter((c) => c.conflictsUnlisted > 0)
        .map((c) => (
          <p key={c.id} className="staff-notice" data-testid={`staff-conflicts-unlisted-${c.id}`}>
            {t('staffHouse.calendars.conflictsUnlisted', { count: c.conflictsUnlisted, calendar: c.label || c.url })}
          </p>
        ))}
    </section>
  );
}
