/**
 * A house's calendar as RFC 5545 text: every active stay and block as a busy
 * all-day event, [check-in, check-out), summary "Booked" or "Blocked" and
 * nothing else (no guest, no booking code, no note). UIDs are the stay ids,
 * DTSTAMP the stay's creation, so an unchanged calendar is the same text (and ETag).
 */
import ical, { ICalEventTransparency } from 'ical-generator';
import type { IsoDate } from '../../../contract/dates.ts';
import type { Queryable } from '../../db/client.ts';

const utcDay = (date: IsoDate) => new Date(`${date}T00:00:00Z`);

export async function houseCalendarIcs(db: Queryable, houseId: number, uidDomain: string): Promise<string> {
  const [house] = await db.query<{ code: string }>('select code from houses where id = $1', [houseId]);
  const stays = await db.query<{ id: number; kind: 'booking' | 'block'; from: IsoDate; to: IsoDate; created_at: Date }>(
    `select id, kind, lower(stay) as "from", upper(stay) as "to", created_at from stays where house_id = $1 and active order by lower(stay), id`,
    [houseId],
  );
  const calendar = ical({
    name: `sumarhus ${house.code}`,
    prodId: { company: 'sumarhus', product: 'house-calendar', language: 'EN' },
  });
  for (const stay of stays) {
    calendar.createEvent({
      id: `stay-${stay.id}@${uidDomain}`,
      start: utcDay(stay.from),
      end: utcDay(stay.to),
      allDay: true,
      stamp: new Date(stay.created_at),
      summary: stay.kind === 'booking' ? 'Booked' : 'Blocked',
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  return calendar.toString();
}
