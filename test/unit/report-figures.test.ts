// The reports' figure rules (docs/product/reports.md): fixed sums give exact numbers.
import { expect } from 'chai';
import {
  averageOf,
  monthsOf,
  occupancyTables,
  percentOf,
  revenueByMonth,
  staysByMonth,
  type RevenueBooking,
} from '../../server/books/report.ts';
import { yearBefore } from '../../server/api/staff/reports.ts';

describe('report figures', () => {
  it('rounds percentages and averages to one decimal, halves away from zero, and gives null of nothing', () => {
    expect(percentOf(1, 8)).to.equal(12.5);
    expect(percentOf(7, 62)).to.equal(11.3);
    expect(percentOf(3, 0)).to.equal(null);
    expect(averageOf(15, 2)).to.equal(7.5);
    expect(averageOf(0.25, 1)).to.equal(0.3);
    expect(averageOf(10, 0)).to.equal(null);
  });

  it('lists the months a period touches, and the same day a year before', () => {
    expect(monthsOf('2027-11-15', '2028-02-01')).to.deep.equal(['2027-11', '2027-12', '2028-01', '2028-02']);
    expect(monthsOf('2028-01-31', '2028-01-31')).to.deep.equal(['2028-01']);
    expect(yearBefore('2028-02-29')).to.equal('2027-02-28');
    expect(yearBefore('2027-12-01')).to.equal('2026-12-01');
  });

  it('counts occupancy as booked over bookable nights, blocked nights not bookable', () => {
    const cell = (month: string, region: string, house: string, blocked: number, booked: number) => ({
      month,
      region,
      house,
      nights: 30,
      blockedNights: blocked,
      bookedNights: booked,
    });
    const tables = occupancyTables([
      cell('2028-06', 'south', 'SH-1', 10, 10),
      cell('2028-05', 'south', 'SH-1', 0, 15),
      cell('2028-06', 'west', 'SH-2', 30, 0),
    ]);
    expect(tables.byMonth).to.deep.equal([
      { key: '2028-05', bookableNights: 30, bookedNights: 15, occupancyPercent: 50 },
      { key: '2028-06', bookableNights: 20, bookedNights: 10, occupancyPercent: 50 },
    ]);
    expect(tables.byRegion.map((r) => [r.key, r.occupancyPercent])).to.deep.equal([
      ['south', 50],
      ['west', null],
    ]);
    expect(tables.byHouse.map((r) => [r.key, r.bookableNights])).to.deep.equal([
      ['SH-1', 50],
      ['SH-2', 0],
    ]);
  });

  it('puts each line’s rent, commission and payout in its departure month, kits with the first line', () => {
    const booking: RevenueBooking = {
      onAccount: true,
      lines: [
        { position: 1, month: '2028-06', commissionBp: 2000, cancellationShareBp: 10000, counted: true },
        { position: 2, month: '2028-07', commissionBp: 1500, cancellationShareBp: 10000, counted: true },
      ],
      sums: [
        { kind: 'charge', line: 'house:1', amountCents: 60000 },
        { kind: 'charge', line: 'house:2', amountCents: 40000 },
        { kind: 'charge', line: 'kits', amountCents: 5000 },
        { kind: 'charge', line: 'credit', amountCents: -10000 },
      ],
    };
    const cancelled: RevenueBooking = {
      onAccount: false,
      // The owner's agreement gives them 60 % of a fee kept.
      lines: [{ position: 1, month: '2028-06', commissionBp: 1000, cancellationShareBp: 6000, counted: true }],
      sums: [
        { kind: 'charge', line: 'house:1', amountCents: 50000 },
        { kind: 'charge', line: 'kits', amountCents: 2000 },
        { kind: 'cancellation', line: null, amountCents: -47000 },
      ],
    };
    const [june, july, august] = revenueByMonth([booking, cancelled], ['2028-06', '2028-07', '2028-08']);
    // Rent 90,000 split 60:40 → 54,000 and 36,000; the kits' 5,000 go with June's first line.
    // The cancelled stay keeps a fee of 5,000: the owner's 60 % is rent (3,000), the rest the company's.
    expect(june).to.deep.equal({
      month: '2028-06',
      grossCents: 54000 + 5000 + 5000,
      commissionCents: 10800 + 300,
      payoutCents: 43200 + 2700,
      guestsCents: 5000,
      partnersCents: 59000,
    });
    expect(july).to.deep.equal({
      month: '2028-07',
      grossCents: 36000,
      commissionCents: 5400,
      payoutCents: 30600,
      guestsCents: 0,
      partnersCents: 36000,
    });
    expect(august.grossCents).to.equal(0);
    // A line not counted (another house, or departing outside the period) adds nothing.
    const other = { ...booking, lines: booking.lines.map((l) => ({ ...l, counted: l.position === 2 })) };
    expect(revenueByMonth([other], ['2028-06'])[0].grossCents).to.equal(0);
  });

  it('averages stays and lead times over the bookings not cancelled, every month listed', () => {
    expect(
      staysByMonth(
        [{ month: '2028-06', bookings: 3, nights: 17, leadDays: 200, cancellations: 1, feesKeptCents: 3000 }],
        ['2028-05', '2028-06'],
      ),
    ).to.deep.equal([
      {
        month: '2028-05',
        bookings: 0,
        averageNights: null,
        averageLeadDays: null,
        cancellations: 0,
        feesKeptCents: 0,
      },
      {
        month: '2028-06',
        bookings: 3,
        averageNights: 5.7,
        averageLeadDays: 66.7,
        cancellations: 1,
        feesKeptCents: 3000,
      },
    ]);
  });
});
