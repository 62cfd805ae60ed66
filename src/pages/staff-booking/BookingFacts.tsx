import type { ReactNode } from 'react';
import type { StaffBooking } from '../../../contract/api/staff.ts';
import type { TravelLeg } from '../../../contract/api/types.ts';
import { centreName } from '../../../contract/check-in-centre-names.ts';
import { regionName } from '../../../contract/region-names.ts';
import { useI18n } from '../../i18n/i18n.ts';

/**
 * The booking at a glance (docs/product/screens.md#staff-booking): when it was made, who booked
 * (salutation, country and nationality in the page's language, as the guest's own pages say them),
 * the party, how the guest comes and goes, and where the keys are collected.
 */
export function BookingFacts({ booking: b }: { booking: StaffBooking }) {
  const { t, locale, formatDate } = useI18n();
  const g = b.guest;
  const travel = (leg: TravelLeg) =>
    t('booking.lookup.travelValue', {
      date: formatDate(leg.date),
      by: t(`booking.checkout.transport.${leg.transportType}`),
      number: leg.transportNumber,
    });
  const facts: Array<[key: string, label: string, value: ReactNode]> = [
    ['booked', t('booking.lookup.bookedOn'), formatDate(b.createdAt.slice(0, 10))],
    [
      'guest',
      t('booking.lookup.guest'),
      <>
        {g.title && `${t(`booking.checkout.fields.${g.title === 'Ms' ? 'ms' : 'mr'}`)} `}
        {g.firstName} {g.lastName}
        <br />
        <a href={`mailto:${g.email}`} className="staff-table__address">
          {g.email}
        </a>{' '}
        · {g.phone}
        <br />
        {g.address}, {g.zipCode} {g.city}, {regionName(g.countryIso, locale)}
      </>,
    ],
    ['birth', t('booking.checkout.fields.birthDate'), formatDate(g.birthDate)],
    ['nationality', t('booking.checkout.fields.nationality'), regionName(g.nationality, locale)],
    [
      'party',
      t('booking.lookup.guests'),
      [
        t('staff.booking.partyAdults', { count: g.adults }),
        t('staff.booking.partyChildren', { count: g.children }),
        t('staff.booking.partyKits', { count: g.kits }),
      ].join(', '),
    ],
    ['arrival', t('booking.lookup.arrival'), travel(b.arrival)],
    ['departure', t('booking.lookup.departure'), travel(b.departure)],
    ['centre', t('booking.lookup.checkInCenter'), centreName(b.checkInCenter, locale)],
  ];
  return (
    <dl className="staff-facts" data-testid="staff-facts">
      {facts.map(([key, label, value]) => (
        <div key={key} data-testid={`staff-fact-${key}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
