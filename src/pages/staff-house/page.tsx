import { Link } from 'react-router';
import { formatAmount } from '../../../contract/amount.ts';
import { pathFor } from '../../../contract/routes.ts';
import { AuditTrail } from '../../components/staff/AuditTrail.tsx';
import { HOUSE_OWNER_SENTENCES } from '../../components/staff/house-owner-sentence.ts';
import { StaffNotes } from '../../components/staff/StaffNotes.tsx';
import { Outcome, StaffFrame } from '../../components/staff/StaffFrame.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import { HouseForm } from './HouseForm.tsx';
import { HouseOwner } from './HouseOwner.tsx';
import { MonthGrid } from './MonthGrid.tsx';
import { OwnerCalendars } from './OwnerCalendars.tsx';
import { loader } from './load.ts';

export { loader };

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * A house in the back office: a month's calendar (bookings, blocks,
 * changeover days), the month's stays with a form to remove each block, a
 * form to add a block, every season's price with its own edit form, and the
 * owner's calendars (iCal export and import, conflicts).
 */
export default function StaffHousePage() {
  const { t, locale, formatDate } = useI18n();
  const { data } = usePage<typeof loader>();
  const { house, outcome } = data;
  const here = pathFor('staffHouse', locale, { code: house.code });
  const monthName = formatDate(`${house.month}-01`, 'MMMM yyyy');

  return (
    <StaffFrame
      routeId="staffHouse"
      params={{ code: house.code }}
      title={t('staffHouse.house.title', { name: house.name, code: house.code })}
    >
      <Outcome outcome={outcome} done={(key) => t(`staffHouse.house.done.${key}`)} />

      <section className="staff-section" aria-labelledby="staff-calendar">
        <h2 id="staff-calendar">
          {t('staffHouse.house.calendar')}: {monthName}
        </h2>
        <nav className="staff-pages" aria-label={t('staffHouse.house.calendar')}>
          <Link to={`${here}?month=${shiftMonth(house.month, -1)}`}>{t('staffHouse.house.previousMonth')}</Link>
          <Link to={`${here}?month=${shiftMonth(house.month, 1)}`}>{t('staffHouse.house.nextMonth')}</Link>
        </nav>
        <MonthGrid month={house.month} stays={house.stays} caption={monthName} />
        <ul className="staff-legend" aria-label={t('staffHouse.house.legend')}>
          <li>
            <span className="staff-day--free" />
            {t('staffHouse.house.free')}
          </li>
          <li>
            <span className="staff-day--booked" />
            {t('staffHouse.house.booked')}
          </li>
          <li>
            <span className="staff-day--blocked" />
            {t('staffHouse.house.blocked')}
          </li>
          <li>
            <span className="staff-day--changeover" />
            {t('staffHouse.house.changeover')}
          </li>
        </ul>
      </section>

      <section className="staff-section" aria-labelledby="staff-stays">
        <h2 id="staff-stays">{t('staffHouse.house.stays')}</h2>
        {house.stays.length === 0 ? (
          <p>{t('staff.booking.none')}</p>
        ) : (
          <table className="staff-table" data-testid="staff-stays">
            <tbody>
              {house.stays.map((s) => (
                <tr key={s.id}>
                  <th scope="row">
                    {s.kind === 'booking' && s.bookingCode ? (
                      <Link to={pathFor('staffBooking', locale, { code: s.bookingCode })}>
                        {t('staffHouse.house.kindBooking', { code: s.bookingCode })}
                      </Link>
                    ) : s.kind === 'booking' ? (
                      t('staffHouse.house.booked')
                    ) : (
                      t('staffHouse.house.kindBlock')
                    )}
                  </th>
                  <td>
                    {formatDate(s.from)} – {formatDate(s.to)}
                  </td>
                  <td>{s.note}</td>
                  <td>
                    {s.kind === 'block' && (
                      <HouseForm intent="removeBlock" testId={`staff-unblock-${s.from}`}>
                        <input type="hidden" name="id" value={s.id} />
                        <button type="submit" className="button">
                          {t('staffHouse.house.removeBlock')}
                        </button>
                      </HouseForm>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <h3>{t('staffHouse.house.block')}</h3>
        <HouseForm intent="addBlock" testId="staff-block">
          <div>
            <label htmlFor="staff-block-from">{t('staffHouse.house.blockFrom')}</label>
            <input id="staff-block-from" name="from" type="date" required />
          </div>
          <div>
            <label htmlFor="staff-block-to">{t('staffHouse.house.blockTo')}</label>
            <input id="staff-block-to" name="to" type="date" required />
          </div>
          <div>
            <label htmlFor="staff-block-note">{t('staffHouse.house.blockNote')}</label>
            <input id="staff-block-note" name="note" maxLength={200} />
          </div>
          <button type="submit" className="button">
            {t('staffHouse.house.addBlock')}
          </button>
        </HouseForm>
      </section>

      <section className="staff-section" aria-labelledby="staff-prices">
        <h2 id="staff-prices">{t('staffHouse.house.prices')}</h2>
        {house.seasons.length === 0 ? (
          <p>{t('staffHouse.house.noSeasons')}</p>
        ) : (
          house.seasons.map((s) => (
            <HouseForm key={s.id} intent="price" testId={`staff-season-${s.from}`}>
              <input type="hidden" name="id" value={s.id} />
              <strong>
                {t('staffHouse.house.season')} {formatDate(s.from)} – {formatDate(s.to)}
              </strong>
              <div>
                <label htmlFor={`staff-week-${s.id}`}>{t('staffHouse.house.weekPrice')}</label>
                <input
                  id={`staff-week-${s.id}`}
                  name="weekPrice"
                  inputMode="decimal"
                  defaultValue={formatAmount(s.weekCents, locale)}
                  required
                />
              </div>
              <div>
                <label htmlFor={`staff-old-${s.id}`}>{t('staffHouse.house.oldWeekPrice')}</label>
                <input
                  id={`staff-old-${s.id}`}
                  name="oldWeekPrice"
                  inputMode="decimal"
                  defaultValue={s.oldWeekCents === null ? '' : formatAmount(s.oldWeekCents, locale)}
                />
              </div>
              <p>
                {t('staffHouse.house.dayPrice')}: €{s.dayCents / 100}
                {s.discountPercent !== null && (
                  <>
                    {' '}
                    · {t('staffHouse.house.discount')}: {s.discountPercent} %
                  </>
                )}
              </p>
              <button type="submit" className="button">
                {t('staffHouse.house.save')}
              </button>
            </HouseForm>
          ))
        )}
      </section>

      <HouseOwner />

      <OwnerCalendars />

      <StaffNotes notes={house.notes} action={here} />

      <section className="staff-section" aria-labelledby="staff-house-audit">
        <h2 id="staff-house-audit">{t('staff.booking.audit')}</h2>
        <AuditTrail entries={house.audit} sentences={HOUSE_OWNER_SENTENCES} />
      </section>

      <p>
        <Link to={pathFor('staffHouses', locale)}>{t('staffHouse.house.back')}</Link>
      </p>
    </StaffFrame>
  );
}
