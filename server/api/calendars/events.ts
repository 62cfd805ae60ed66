/**
 * The busy days of an iCalendar file, as the blocks an import wants: one per
 * event (per instance of a recurring event, expanded up to the horizon), as
 * day ranges [from, to). All-day events keep their dates; timed events become
 * the days they touch in Iceland (UTC). Cancelled and transparent (free)
 * events block nothing. A file that is not a calendar throws.
 */
import ical, { type VEvent } from 'node-ical';
import { addDays, fromDayNumber, toDayNumber, type IsoDate } from '../../../contract/dates.ts';

export interface ImportedEvent {
  /** The event's UID; of a recurring event's instance, UID/first day. */
  key: string;
  summary: string;
  from: IsoDate;
  to: IsoDate;
}

const DAY_MS = 86_400_000;
const MAX_SUMMARY = 200;

/** node-ical gives all-day dates as local midnight of this process. */
const localDay = (d: Date): IsoDate =>
  fromDayNumber(Math.round(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY_MS));
const utcDay = (d: Date): IsoDate => d.toISOString().slice(0, 10);

function dayRange(start: Date, end: Date | undefined, allDay: boolean): { from: IsoDate; to: IsoDate } {
  const from = allDay ? localDay(start) : utcDay(start);
  if (!end || end.getTime() <= start.getTime()) return { from, to: addDays(from, 1) };
  // A timed event touches the day it ends in, unless it ends at its midnight.
  const to = allDay ? localDay(end) : end.getTime() % DAY_MS === 0 ? utcDay(end) : addDays(utcDay(end), 1);
  return { from, to: toDayNumber(to) > toDayNumber(from) ? to : addDays(from, 1) };
}

function textOf(value: unknown): string {
  const text = typeof value === 'object' && value !== null && 'val' in value ? (value as { val: unknown }).val : value;
  return typeof text === 'string' ? text.slice(0, MAX_SUMMARY) : '';
}

const isValidDate = (d: unknown): d is Date => d instanceof Date && !Number.isNaN(d.getTime());

/** The events of a calendar that touch [today, horizon), in day order. */
export function calendarEvents(text: string, today: IsoDate, horizon: IsoDate): ImportedEvent[] {
  if (!/^\s*BEGIN:VCALENDAR\r?\n/i.test(text) || !/END:VCALENDAR\s*$/i.test(text))
    throw new Error('not an iCalendar file (BEGIN:VCALENDAR … END:VCALENDAR)');
  const parsed = ical.sync.parseICS(text);
  const events: ImportedEvent[] = [];
  const window = {
    from: new Date(`${addDays(today, -2)}T00:00:00Z`),
    to: new Date(`${addDays(horizon, 2)}T00:00:00Z`),
    expandOngoing: true,
  };
  for (const component of Object.values(parsed)) {
    if (component?.type !== 'VEVENT') continue;
    const event = component as VEvent;
    if (!isValidDate(event.start) || (event.end !== undefined && !isValidDate(event.end)))
      throw new Error(`event ${String(event.uid)}: unreadable DTSTART or DTEND`);
    if (typeof event.uid !== 'string' || event.uid === '') throw new Error('an event without UID');
    for (const instance of ical.expandRecurringEvent(event, window)) {
      const source = instance.event;
      if (source.status === 'CANCELLED' || source.transparency === 'TRANSPARENT') continue;
      const { from, to } = dayRange(instance.start, instance.end, instance.isFullDay);
      if (toDayNumber(to) <= toDayNumber(today) || toDayNumber(from) >= toDayNumber(horizon)) continue;
      events.push({ key: event.rrule ? `${event.uid}/${from}` : event.uid, summary: textOf(source.summary), from, to });
    }
  }
  return events.sort((a, b) => a.from.localeCompare(b.from) || a.key.localeCompare(b.key));
}
