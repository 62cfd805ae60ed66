import { expect } from 'chai';
import { calendarEvents } from '../../server/api/calendars/events.ts';
import { ics, vevent } from '../helpers/ics.ts';

const TODAY = '2027-12-01';
const HORIZON = '2029-06-02';
const read = (...events: string[]) =>
  calendarEvents(ics(...events), TODAY, HORIZON).map(({ key, from, to }) => ({ key, from, to }));

describe('iCal events as blocks (calendars/events.ts)', () => {
  it('keeps the dates of an all-day event, DTEND exclusive; one without DTEND is one day', () => {
    expect(
      read(vevent('a@x', ';VALUE=DATE:20280110', ';VALUE=DATE:20280115'), vevent('b@x', ';VALUE=DATE:20280120', null)),
    ).to.deep.equal([
      { key: 'a@x', from: '2028-01-10', to: '2028-01-15' },
      { key: 'b@x', from: '2028-01-20', to: '2028-01-21' },
    ]);
  });

  it('reads all-day dates the same whatever the time zone of the process', () => {
    const tz = process.env.TZ;
    try {
      for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
        process.env.TZ = zone;
        expect(read(vevent('a@x', ';VALUE=DATE:20280110', ';VALUE=DATE:20280115')), zone).to.deep.equal([
          { key: 'a@x', from: '2028-01-10', to: '2028-01-15' },
        ]);
      }
    } finally {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    }
  });

  it('turns a timed event into the days it touches in Iceland (UTC), its time zone applied', () => {
    // 00:30 in Berlin on 1 Feb is 23:30 UTC on 31 Jan; 12:00 on 3 Feb is 11:00 UTC: 31 Jan to 3 Feb inclusive.
    expect(
      read(vevent('t@x', ';TZID=Europe/Berlin:20280201T003000', ';TZID=Europe/Berlin:20280203T120000')),
    ).to.deep.equal([{ key: 't@x', from: '2028-01-31', to: '2028-02-04' }]);
    // Ending at midnight UTC: the end day is not touched.
    expect(read(vevent('u@x', ':20280301T150000Z', ':20280303T000000Z'))).to.deep.equal([
      { key: 'u@x', from: '2028-03-01', to: '2028-03-03' },
    ]);
    // Without DTEND (or ending before it starts): its day.
    expect(read(vevent('v@x', ':20280305T150000Z', null))).to.deep.equal([
      { key: 'v@x', from: '2028-03-05', to: '2028-03-06' },
    ]);
  });

  it('expands a weekly recurring event up to the horizon, without its EXDATEs, one key per instance', () => {
    const events = read(
      vevent('w@x', ';VALUE=DATE:20280103', ';VALUE=DATE:20280105', [
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'EXDATE;VALUE=DATE:20280110',
      ]),
    );
    expect(events).to.deep.equal([
      { key: 'w@x/2028-01-03', from: '2028-01-03', to: '2028-01-05' },
      { key: 'w@x/2028-01-17', from: '2028-01-17', to: '2028-01-19' },
      { key: 'w@x/2028-01-24', from: '2028-01-24', to: '2028-01-26' },
    ]);
    const endless = read(vevent('e@x', ';VALUE=DATE:20271206', ';VALUE=DATE:20271207', ['RRULE:FREQ=WEEKLY']));
    expect(endless).to.have.length(78); // every Monday from 6 Dec 2027 to 28 May 2029
    expect([endless[0].from, endless.at(-1)!.from]).to.deep.equal(['2027-12-06', '2029-05-28']);
  });

  it('leaves out events already over, beyond the horizon, cancelled or free (TRANSP:TRANSPARENT); keeps one under way', () => {
    expect(
      read(
        vevent('past@x', ';VALUE=DATE:20271120', ';VALUE=DATE:20271201'),
        vevent('ongoing@x', ';VALUE=DATE:20271128', ';VALUE=DATE:20271203'),
        vevent('far@x', ';VALUE=DATE:20290610', ';VALUE=DATE:20290612'),
        vevent('cancelled@x', ';VALUE=DATE:20280210', ';VALUE=DATE:20280212', ['STATUS:CANCELLED']),
        vevent('free@x', ';VALUE=DATE:20280210', ';VALUE=DATE:20280212', ['TRANSP:TRANSPARENT']),
      ),
    ).to.deep.equal([{ key: 'ongoing@x', from: '2027-11-28', to: '2027-12-03' }]);
  });

  it('refuses a file that is not a calendar, or an unreadable event', () => {
    for (const text of [
      '',
      '<html>Not found</html>',
      'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\n',
      ics(vevent('bad@x', ':notadate', null)),
      ics(vevent('', ';VALUE=DATE:20280110', null)),
    ]) {
      expect(() => calendarEvents(text, TODAY, HORIZON), JSON.stringify(text.slice(0, 60))).to.throw();
    }
  });
});
