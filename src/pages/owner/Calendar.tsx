import { Link } from 'react-router';
import type { OwnerCalendar } from '../../../contract/api/owner-portal.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { StaffOutcome } from '../../api/staff.ts';
import { OwnerFrame } from '../../components/owner/OwnerFrame.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { MonthTable } from './MonthTable.tsx';

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const STATES = ['booked', 'ownerBlock', 'staffBlock', 'free'] as const;

/**
 * A house's calendar for its owner (docs/product/owner-portal.md#what-an-owner-sees-and-what-not): the month's nights in
 * words, a legend, the month's blocks (the owner's own with a form to remove each) and the form
 * to block nights, each a plain form post that works without JavaScript.
 */
export function Calendar({ data }: { data: { calendar: OwnerCalendar; outcome: StaffOutcome | null } }) {
  const { t, locale, formatDate } = useI18n();
  const { calendar, outcome } = data;
  const { house } = calendar;
  const here = pathFor('ownerCalendar', locale, { code: house.code });
  const monthName = formatDate(`${calendar.month}-01`, 'MMMM yyyy');
  const typed = outcome?.typed ?? {};
  const wrong = outcome?.error?.field;
  const invalid = (field: string) =>
    wrong === field ? { 'aria-invalid': true as const, 'aria-describedby': 'owner-block-error' } : {};

  return (
    <OwnerFrame
      routeId="ownerCalendar"
      params={{ code: house.code }}
      title={t('owner.calendar.title', { name: house.name, code: house.code })}
    >
      {outcome?.error && (
        <p className="form-alert" role="alert" id="owner-block-error" data-testid="owner-error">
          {outcome.error.message || t('owner.errors.unknown')}
        </p>
      )}
      {outcome?.done && (
        <p className="owner-done" role="status" data-testid="owner-done">
          {t(`owner.calendar.done.${outcome.done as 'blockAdded' | 'blockRemoved'}`)}
        </p>
      )}
      <section className="owner-section" aria-labelledby="owner-month-title">
        <h2 id="owner-month-title">{monthName}</h2>
        <nav className="owner-nav" aria-label={t('owner.calendarOf')}>
          <Link to={`${here}?month=${shiftMonth(calendar.month, -1)}`}>{t('owner.calendar.previousMonth')}</Link>
          <Link to={`${here}?month=${shiftMonth(calendar.month, 1)}`}>{t('owner.calendar.nextMonth')}</Link>
        </nav>
        <MonthTable
          nights={calendar.nights}
          caption={t('owner.calendar.caption', { name: house.name, month: monthName })}
        />
        <h3 id="owner-legend">{t('owner.calendar.legend')}</h3>
        <ul className="owner-legend" aria-labelledby="owner-legend">
          {STATES.map((state) => (
            <li key={state}>
              <span className={`owner-day--${state}`} />
              {t(`owner.calendar.state.${state}`)}
            </li>
          ))}
        </ul>
      </section>

      <section className="owner-section" aria-labelledby="owner-blocks">
        <h2 id="owner-blocks">{t('owner.calendar.blocks')}</h2>
        {calendar.blocks.length === 0 ? (
          <p>{t('owner.calendar.noBlocks')}</p>
        ) : (
          <ul data-testid="owner-blocks">
            {calendar.blocks.map((b) => (
              <li key={b.id}>
                {formatDate(b.from)} – {formatDate(b.to)} ({t(b.mine ? 'owner.calendar.yours' : 'owner.calendar.ours')})
                {b.note && <> · {b.note}</>}
                {b.mine && (
                  <form method="post" action={`${here}?month=${calendar.month}`} className="owner-inline">
                    <input type="hidden" name="intent" value="removeBlock" />
                    <input type="hidden" name="id" value={b.id} />
                    <button type="submit" className="button">
                      {t('owner.calendar.remove')}
                      <span className="visually-hidden">
                        {' '}
                        {formatDate(b.from)} – {formatDate(b.to)}
                      </span>
                    </button>
                  </form>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="owner-section" aria-labelledby="owner-block">
        <h2 id="owner-block">{t('owner.calendar.block')}</h2>
        <p>{t('owner.calendar.blockIntro')}</p>
        <form
          method="post"
          action={`${here}?month=${calendar.month}`}
          className="owner-form"
          data-testid="owner-block-form"
        >
          <input type="hidden" name="intent" value="addBlock" />
          <div>
            <label htmlFor="owner-block-from">{t('owner.calendar.from')}</label>
            <input
              id="owner-block-from"
              name="from"
              type="date"
              required
              defaultValue={typed.from}
              {...invalid('from')}
            />
          </div>
          <div>
            <label htmlFor="owner-block-to">{t('owner.calendar.to')}</label>
            <input id="owner-block-to" name="to" type="date" required defaultValue={typed.to} {...invalid('to')} />
          </div>
          <div>
            <label htmlFor="owner-block-note">{t('owner.calendar.note')}</label>
            <input id="owner-block-note" name="note" maxLength={200} defaultValue={typed.note} {...invalid('note')} />
          </div>
          <button type="submit" className="button">
            {t('owner.calendar.submit')}
          </button>
        </form>
      </section>
    </OwnerFrame>
  );
}
