/**
 * Owner calendars in the back office (calendars/*): a house's secret export
 * URL (made on first ask, revocable), its external calendars, "import now",
 * and the import's conflicts. Every change leaves its audit row in the same
 * transaction; the export token itself never goes into the audit.
 */
import type { StaffCalendars, StaffConflictCount, StaffImportReport } from '../../../contract/api/staff.ts';
import type { CalendarForm } from '../../../contract/forms/staff.ts';
import type { Locale } from '../../../contract/locale.ts';
import { t } from '../../texts.ts';
import { UNREACHABLE } from '../calendars/fetch-calendar.ts';
import { importHouseCalendars, type ImportOptions } from '../calendars/import.ts';
import {
  deleteCalendar,
  insertCalendar,
  listCalendars,
  listConflicts,
  type ExternalCalendar,
} from '../calendars/service.ts';
import { createExportToken, exportPath, revokeExportToken } from '../calendars/tokens.ts';
import { lockHouses } from '../catalogue/stays.ts';
import type { Db, Queryable } from '../../db/client.ts';
import type { StaffUser } from '../users/repository.ts';
import { writeAudit } from './audit.ts';
import { findHouse } from './houses.ts';

type House = Awaited<ReturnType<typeof findHouse>>;
const target = (house: House) => ({ type: 'house' as const, key: house.code });
const audited = (c: ExternalCalendar) => ({ id: c.id, url: c.url, label: c.label, blocks: c.blocks });

/** The house's export URL path; the first ask makes it (the house locked, so two first asks make one). */
async function ensureExportPath(db: Db, who: StaffUser, house: House): Promise<string> {
  return (
    (await exportPath(db, house.id)) ??
    db.transaction(async (tx) => {
      await lockHouses(tx, [house.id]);
      const before = await exportPath(tx, house.id);
      if (before) return before;
      await writeAudit(tx, who, 'createExportUrl', target(house), null, null);
      return createExportToken(tx, house.id);
    })
  );
}

/** A failed fetch's one message in the staff's language; other failures (a file that is no calendar) as recorded. */
const lastError = (error: string | null, locale: Locale) =>
  error === UNREACHABLE ? t(locale, 'api.calendars.unreachable') : error;

/** The house's calendars as staff see them; `origin` makes the export URL absolute. */
export async function houseCalendars(
  db: Db,
  who: StaffUser,
  code: string,
  origin: string,
  locale: Locale,
): Promise<StaffCalendars> {
  const house = await findHouse(db, code);
  const path = await ensureExportPath(db, who, house);
  const calendars = await listCalendars(db, house.id);
  const conflicts = await listConflicts(db, house.id);
  return {
    code: house.code,
    exportUrl: new URL(path, origin).href,
    exportPath: path,
    calendars: calendars.map((c) => ({
      ...audited(c),
      lastFetchedAt: c.lastFetchedAt?.toISOString() ?? null,
      lastStatus: c.lastStatus,
      lastError: lastError(c.lastError, locale),
      eventsCappedAt: c.eventsCappedAt,
      conflictsUnlisted: c.conflictsUnlisted,
    })),
    conflicts: conflicts.map((k) => ({
      id: k.id,
      calendarLabel: k.calendarLabel,
      summary: k.summary,
      from: k.from,
      to: k.to,
      stayKind: k.stayKind,
      bookingCode: k.bookingCode,
      firstSeenAt: k.firstSeenAt.toISOString(),
    })),
  };
}

/** A new export URL for the house: the old one answers 404 from now on. */
export async function revokeExportUrl(tx: Queryable, who: StaffUser, code: string): Promise<void> {
  const house = await findHouse(tx, code);
  await revokeExportToken(tx, house.id);
  await writeAudit(tx, who, 'revokeExportUrl', target(house), null, null);
}

export async function registerHouseCalendar(
  tx: Queryable,
  who: StaffUser,
  code: string,
  form: CalendarForm,
  locale: Locale,
): Promise<void> {
  const house = await findHouse(tx, code);
  const calendar = await insertCalendar(tx, house.id, form.url, form.label, locale);
  await writeAudit(tx, who, 'registerCalendar', target(house), null, audited(calendar));
}

/** Removes the calendar and the blocks imported from it. */
export async function removeHouseCalendar(
  tx: Queryable,
  who: StaffUser,
  code: string,
  calendarId: number,
  locale: Locale,
): Promise<void> {
  const house = await findHouse(tx, code);
  const calendar = await deleteCalendar(tx, house.id, calendarId, locale);
  await writeAudit(tx, who, 'removeCalendar', target(house), audited(calendar), null);
}

/** Imports the house's calendars now; the audit row, with what the import did, follows its per-calendar transactions. */
export async function importHouseNow(
  db: Db,
  who: StaffUser,
  code: string,
  options: ImportOptions,
): Promise<StaffImportReport> {
  const house = await findHouse(db, code);
  const report = await importHouseCalendars(db, house.id, options);
  await writeAudit(db, who, 'importCalendars', target(house), null, report);
  return report;
}

/** Open conflicts over all houses, counted per house (by code). */
export async function conflictCount(db: Queryable): Promise<StaffConflictCount> {
  const perHouse = new Map<string, number>();
  for (const conflict of await listConflicts(db))
    perHouse.set(conflict.houseCode, (perHouse.get(conflict.houseCode) ?? 0) + 1);
  const houses = [...perHouse]
    .map(([code, conflicts]) => ({ code, conflicts }))
    .sort((a, b) => a.code.localeCompare(b.code));
  return { total: houses.reduce((sum, h) => sum + h.conflicts, 0), houses };
}
