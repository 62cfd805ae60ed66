/**
 * The external calendars of a house (an owner's Airbnb, Vrbo or Google
 * calendar) and the import's conflicts, for the staff back office.
 */
import type { IsoDate } from '../../../contract/dates.ts';
import type { Locale } from '../../../contract/locale.ts';
import { isCalendarUrl } from '../../../contract/forms/staff.ts';
import { t } from '../../texts.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';

export interface ExternalCalendar {
  id: number;
  houseId: number;
  url: string;
  label: string;
  lastFetchedAt: Date | null;
  lastStatus: 'ok' | 'error' | null;
  lastError: string | null;
  /** Active blocks imported from it. */
  blocks: number;
  /** The last import read only this many events: the file had more (import.ts caps them). */
  eventsCappedAt: number | null;
  /** Conflicts of the last import past the number recorded. */
  conflictsUnlisted: number;
}

export interface CalendarConflict {
  id: number;
  houseId: number;
  houseCode: string;
  calendarId: number;
  calendarLabel: string;
  /** The event's UID (of a recurring event's instance: UID/day). */
  eventKey: string;
  summary: string;
  from: IsoDate;
  to: IsoDate;
  /** The stay it overlaps (null once that stay is gone, until the next import). */
  stayId: number | null;
  stayKind: 'booking' | 'block' | null;
  /** The booking's code when the overlapped stay is a booking. */
  bookingCode: string | null;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

/**
 * Registers an external calendar of a house in the caller's transaction (the
 * back office writes its audit row in the same one): 400 for a URL that is not
 * http(s), 404 for an unknown house, 409 when already there.
 */
export async function insertCalendar(
  tx: Queryable,
  houseId: number,
  url: string,
  label: string,
  locale: Locale = 'en',
): Promise<ExternalCalendar> {
  const address = url.trim();
  if (!isCalendarUrl(address)) throw new HttpError(400, t(locale, 'api.calendars.url'), 'url');
  const [house] = await tx.query('select 1 from houses where id = $1', [houseId]);
  if (!house) throw new HttpError(404, t(locale, 'api.calendars.houseNotFound'), 'houseId');
  const [row] = await tx.query<{ id: number }>(
    'insert into house_calendars (house_id, url, label) values ($1, $2, $3) on conflict (house_id, url) do nothing returning id',
    [houseId, address, label.trim().slice(0, 200)],
  );
  if (!row) throw new HttpError(409, t(locale, 'api.calendars.duplicate'), 'url');
  const [calendar] = await calendarsWhere(tx, 'c.id = $1', [row.id]);
  return calendar;
}

/** insertCalendar in a transaction of its own. */
export function registerCalendar(
  db: Db,
  houseId: number,
  url: string,
  label: string,
  locale: Locale = 'en',
): Promise<ExternalCalendar> {
  return db.transaction((tx) => insertCalendar(tx, houseId, url, label, locale));
}

/**
 * Removes an external calendar and the blocks imported from it (the stays
 * cascade) in the caller's transaction; 404 when it is not the house's.
 */
export async function deleteCalendar(
  tx: Queryable,
  houseId: number,
  calendarId: number,
  locale: Locale = 'en',
): Promise<ExternalCalendar> {
  const [calendar] = await calendarsWhere(tx, 'c.id = $1 and c.house_id = $2', [calendarId, houseId]);
  if (!calendar) throw new HttpError(404, t(locale, 'api.calendars.calendarNotFound'), 'calendarId');
  await tx.query('delete from house_calendars where id = $1', [calendarId]);
  return calendar;
}

/** deleteCalendar in a transaction of its own. */
export function removeCalendar(
  db: Db,
  houseId: number,
  calendarId: number,
  locale: Locale = 'en',
): Promise<ExternalCalendar> {
  return db.transaction((tx) => deleteCalendar(tx, houseId, calendarId, locale));
}

export function listCalendars(db: Queryable, houseId: number): Promise<ExternalCalendar[]> {
  return calendarsWhere(db, 'c.house_id = $1', [houseId]);
}

async function calendarsWhere(q: Queryable, where: string, params: unknown[]): Promise<ExternalCalendar[]> {
  const rows = await q.query<{
    id: number;
    house_id: number;
    url: string;
    label: string;
    last_fetched_at: Date | null;
    last_status: 'ok' | 'error' | null;
    last_error: string | null;
    blocks: number;
    events_capped_at: number | null;
    conflicts_unlisted: number;
  }>(
    `select c.id, c.house_id, c.url, c.label, c.last_fetched_at, c.last_status, c.last_error, c.events_capped_at, c.conflicts_unlisted,
            (select count(*) from stays s where s.calendar_id = c.id and s.active) as blocks
       from house_calendars c where ${where} order by c.id`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    houseId: r.house_id,
    url: r.url,
    label: r.label,
    lastFetchedAt: r.last_fetched_at,
    lastStatus: r.last_status,
    lastError: r.last_error,
    blocks: r.blocks,
    eventsCappedAt: r.events_capped_at,
    conflictsUnlisted: r.conflicts_unlisted,
  }));
}

/** The imported events that overlap a booking or another block, for every house (or one), oldest first. */
export async function listConflicts(db: Queryable, houseId?: number): Promise<CalendarConflict[]> {
  const rows = await db.query<{
    id: number;
    house_id: number;
    code: string;
    calendar_id: number;
    label: string;
    event_key: string;
    summary: string;
    from: IsoDate;
    to: IsoDate;
    stay_id: number | null;
    kind: 'booking' | 'block' | null;
    booking_code: string | null;
    first_seen_at: Date;
    last_seen_at: Date;
  }>(
    `select k.id, c.house_id, h.code, k.calendar_id, c.label, k.event_key, k.summary, lower(k.stay) as "from", upper(k.stay) as "to",
            k.stay_id, s.kind, r.booking_code, k.first_seen_at, k.last_seen_at
       from calendar_conflicts k
       join house_calendars c on c.id = k.calendar_id
       join houses h on h.id = c.house_id
       left join stays s on s.id = k.stay_id
       left join reservation_houses rh on rh.stay_id = s.id
       left join reservations r on r.id = rh.reservation_id
      where $1::int is null or c.house_id = $1
      order by k.first_seen_at, k.id`,
    [houseId ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    houseId: r.house_id,
    houseCode: r.code,
    calendarId: r.calendar_id,
    calendarLabel: r.label,
    eventKey: r.event_key,
    summary: r.summary,
    from: r.from,
    to: r.to,
    stayId: r.stay_id,
    stayKind: r.kind,
    bookingCode: r.booking_code,
    firstSeenAt: r.first_seen_at,
    lastSeenAt: r.last_seen_at,
  }));
}
