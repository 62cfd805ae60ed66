/**
 * The iCal import job: every external calendar that is due is claimed by one
 * process (a lease in house_calendars.claimed_until, taken with FOR UPDATE
 * SKIP LOCKED), fetched outside any transaction, then applied to its house in
 * one transaction with the house locked like any booking: new events become
 * blocks (source: the calendar and the event's key), changed ones move,
 * vanished ones are deleted, and an event overlapping a booking or another
 * block is recorded in calendar_conflicts instead of dropping either. A
 * calendar that cannot be fetched or read gets status 'error' and its blocks
 * stay as they were. The file is read in a worker thread (parse-worker.ts),
 * and both what is read and what is recorded are capped: the soonest
 * MAX_EVENTS_PER_CALENDAR events, the first MAX_CONFLICTS_PER_CALENDAR
 * conflicts (the rest counted); the calendar's row says so for staff.
 */
import type { Logger } from 'pino';
import { addDays, todayInIceland, toDayNumber, type IsoDate } from '../../../contract/dates.ts';
import { lockHouses } from '../catalogue/stays.ts';
import type { Db, Queryable } from '../../db/client.ts';
import type { ImportedEvent } from './events.ts';
import { fetchCalendar, type Fetch } from './fetch-calendar.ts';
import { readCalendar, type ReadCalendar } from './parse-worker.ts';

/** How far ahead events (and a recurring event's instances) become blocks: 18 months. */
export const HORIZON_DAYS = 549;
const EVERY_MINUTES = 55;
const LEASE_MINUTES = 5;
const PARALLEL_FETCHES = 4;
/** Events read from one calendar, the soonest first: an owner's calendar has far fewer; a file with more is imported this far. */
export const MAX_EVENTS_PER_CALENDAR = 1000;
/** Conflicts recorded per calendar and import, the soonest first; those past it are only counted. */
export const MAX_CONFLICTS_PER_CALENDAR = 100;
/** Events placed between two turns of the event loop. */
const YIELD_EVERY = 25;

export interface ImportOptions {
  now: Date;
  logger: Pick<Logger, 'info' | 'warn'>;
  fetch?: Fetch;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface ImportReport {
  calendars: number;
  failed: number;
  added: number;
  moved: number;
  removed: number;
  conflicts: number;
}

interface Claimed {
  id: number;
  house_id: number;
  url: string;
  label: string;
  etag: string | null;
  last_modified: string | null;
  has_conflicts: boolean;
}

type Counts = Omit<ImportReport, 'calendars' | 'failed'> & {
  /** Overlapping events past MAX_CONFLICTS_PER_CALENDAR. */
  unlisted: number;
};

/** Imports every due calendar (not fetched in the last 55 minutes and not claimed by another process). */
export function importCalendars(db: Db, options: ImportOptions): Promise<ImportReport> {
  return claimAndImport(db, null, options);
}

/** How long "import now" waits for a calendar another process is importing, so staff see its outcome. */
const CLAIMED_WAIT_MS = 30_000;

/**
 * Imports every calendar of one house now, due or not (staff's "import now").
 * One claimed by another process (the hourly jobs) is left to it, and waited
 * for, so that what staff see next is that import's outcome.
 */
export async function importHouseCalendars(db: Db, houseId: number, options: ImportOptions): Promise<ImportReport> {
  const report = await claimAndImport(db, houseId, options);
  for (const deadline = Date.now() + CLAIMED_WAIT_MS; Date.now() < deadline;) {
    const [{ claimed }] = await db.query<{ claimed: number }>(
      'select count(*) as claimed from house_calendars where house_id = $1 and claimed_until > $2::timestamptz',
      [houseId, options.now],
    );
    if (!claimed) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return report;
}

async function claimAndImport(db: Db, houseId: number | null, options: ImportOptions): Promise<ImportReport> {
  const claimed = await db.query<Claimed>(
    `update house_calendars set claimed_until = $1::timestamptz + make_interval(mins => $3)
      where id in (select id from house_calendars
                    where (claimed_until is null or claimed_until <= $1)
                      and case when $4::int is null then last_fetched_at is null or last_fetched_at <= $1::timestamptz - make_interval(mins => $2)
                               else house_id = $4::int end
                    order by id for update skip locked)
      returning id, house_id, url, label, etag, last_modified,
                exists (select 1 from calendar_conflicts k where k.calendar_id = house_calendars.id) as has_conflicts`,
    [options.now, EVERY_MINUTES, LEASE_MINUTES, houseId],
  );
  const report: ImportReport = { calendars: claimed.length, failed: 0, added: 0, moved: 0, removed: 0, conflicts: 0 };
  const queue = [...claimed];
  const worker = async () => {
    for (let calendar = queue.shift(); calendar; calendar = queue.shift()) {
      const counts = await importOne(db, calendar, options);
      if (!counts) report.failed++;
      else for (const key of ['added', 'moved', 'removed', 'conflicts'] as const) report[key] += counts[key];
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_FETCHES }, worker));
  if (report.calendars) options.logger.info({ calendars: report }, 'calendars imported');
  return report;
}

async function importOne(db: Db, calendar: Claimed, options: ImportOptions): Promise<Counts | null> {
  const today = todayInIceland(options.now);
  try {
    // With conflicts open, the whole file every time: an unchanged event may fit now (a booking cancelled).
    const validators = calendar.has_conflicts
      ? { etag: null, lastModified: null }
      : { etag: calendar.etag, lastModified: calendar.last_modified };
    const fetched = await fetchCalendar(calendar.url, validators, options);
    const read = fetched.changed
      ? await readCalendar(fetched.text, today, addDays(today, HORIZON_DAYS), MAX_EVENTS_PER_CALENDAR)
      : null;
    return await db.transaction(async (tx) => {
      const counts = read
        ? await applyEvents(tx, calendar, read.events, today, options.now)
        : { added: 0, moved: 0, removed: 0, conflicts: 0, unlisted: 0 };
      const kept = fetched.changed ? [fetched.etag, fetched.lastModified] : [calendar.etag, calendar.last_modified];
      await tx.query(
        `update house_calendars set last_fetched_at = $2, last_status = 'ok', last_error = null, etag = $3, last_modified = $4, claimed_until = null where id = $1`,
        [calendar.id, options.now, ...kept],
      );
      if (read) await recordCaps(tx, calendar.id, read, counts.unlisted);
      return counts;
    });
  } catch (err) {
    const message = err instanceof Error ? (err.name === 'TimeoutError' ? 'timed out' : err.message) : String(err);
    options.logger.warn(
      { calendarId: calendar.id, houseId: calendar.house_id, error: message },
      'calendar import failed',
    );
    await db.query(
      `update house_calendars set last_fetched_at = $2, last_status = 'error', last_error = $3, claimed_until = null where id = $1`,
      [calendar.id, options.now, message.slice(0, 500)],
    );
    return null;
  }
}

/** What the import left out, for staff: the events cap when the file had more, the conflicts past their cap. */
async function recordCaps(tx: Queryable, calendarId: number, read: ReadCalendar, unlisted: number): Promise<void> {
  await tx.query('update house_calendars set events_capped_at = $2, conflicts_unlisted = $3 where id = $1', [
    calendarId,
    read.capped ? MAX_EVENTS_PER_CALENDAR : null,
    unlisted,
  ]);
}

/** Makes the calendar's blocks (those not yet over) and conflicts match its events; conflicts past the cap are counted, not recorded. */
async function applyEvents(
  tx: Queryable,
  calendar: Claimed,
  events: ImportedEvent[],
  today: IsoDate,
  now: Date,
): Promise<Counts> {
  await lockHouses(tx, [calendar.house_id]);
  const counts: Counts = { added: 0, moved: 0, removed: 0, conflicts: 0, unlisted: 0 };
  const blocks = await tx.query<{ id: number; event_key: string; from: IsoDate; to: IsoDate; note: string | null }>(
    `select id, event_key, lower(stay) as "from", upper(stay) as "to", note from stays where calendar_id = $1`,
    [calendar.id],
  );
  const wanted = new Map(events.map((e) => [e.key, e]));
  const note = (event: ImportedEvent) => [calendar.label, event.summary].filter(Boolean).join(': ') || null;
  const kept = new Set<string>();
  // Vanished and moved events first, so that their old days are free for the rest. Blocks already over stay as they were.
  for (const block of blocks) {
    const event = wanted.get(block.event_key);
    if (event && event.from === block.from && event.to === block.to) {
      kept.add(block.event_key);
      if (note(event) !== block.note)
        await tx.query('update stays set note = $2 where id = $1', [block.id, note(event)]);
      continue;
    }
    if (!event && toDayNumber(block.to) <= toDayNumber(today)) continue;
    await tx.query('delete from stays where id = $1', [block.id]);
    if (event) counts.moved++;
    else counts.removed++;
  }
  const conflicting = new Set<string>();
  for (const [i, event] of events.entries()) {
    // The embedded database (PGlite) answers in the same thread, and a run of queries gives no other request a turn.
    if (i % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
    if (kept.has(event.key)) continue;
    const [overlap] = await tx.query<{ id: number }>(
      `select id from stays where house_id = $1 and active and stay && daterange($2::date, $3::date) order by lower(stay), id limit 1`,
      [calendar.house_id, event.from, event.to],
    );
    if (overlap && conflicting.size >= MAX_CONFLICTS_PER_CALENDAR) {
      counts.unlisted++;
      continue;
    }
    if (overlap) {
      conflicting.add(event.key);
      await tx.query(
        `insert into calendar_conflicts (calendar_id, event_key, summary, stay, stay_id, first_seen_at, last_seen_at)
         values ($1, $2, $3, daterange($4::date, $5::date), $6, $7, $7)
         on conflict (calendar_id, event_key) do update set summary = excluded.summary, stay = excluded.stay, stay_id = excluded.stay_id, last_seen_at = excluded.last_seen_at`,
        [calendar.id, event.key, event.summary, event.from, event.to, overlap.id, now],
      );
      continue;
    }
    await tx.query(
      `insert into stays (house_id, stay, kind, note, calendar_id, event_key) values ($1, daterange($2::date, $3::date), 'block', $4, $5, $6)`,
      [calendar.house_id, event.from, event.to, note(event), calendar.id, event.key],
    );
    if (!blocks.some((b) => b.event_key === event.key)) counts.added++;
  }
  await tx.query('delete from calendar_conflicts where calendar_id = $1 and not (event_key = any($2::text[]))', [
    calendar.id,
    [...conflicting],
  ]);
  counts.conflicts = conflicting.size;
  return counts;
}
