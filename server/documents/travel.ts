/**
 * The travel document of one house of a reservation: where the house is
 * (region, area, nearest town, coordinates), where the keys are handed out
 * (the chosen check-in service centre, its address and hours), how to get
 * there, check-in 16:00 / check-out 11:00 and the emergency number, in the
 * booking's language.
 */
import { createPdf, field, finish, footers, heading, letterhead, paragraph } from './pdf.ts';
import { areaTexts } from '../texts.ts';
import { coordinates, day, guests, longDay } from './format.ts';
import type { ReservationDocumentData } from './types.ts';

export async function renderTravelDocument(data: ReservationDocumentData, position: number): Promise<Buffer> {
  const house = data.houses.find((h) => h.position === position);
  if (!house) throw new RangeError(`renderTravelDocument: no house at position ${position}`);
  const { locale } = data;
  const t = areaTexts(locale, 'documents');
  const doc = createPdf({
    title: `${t('travelDocument')} ${data.bookingCode} – ${house.name}`,
    subject: t('travelDocument'),
    createdAt: data.renderedAt,
    lang: locale,
    text: JSON.stringify(data),
  });
  letterhead(doc, data.company, t('travelDocument'), `${t('bookingCode')} ${data.bookingCode}`);

  const g = data.guest;
  field(doc, t('bookingCode'), data.bookingCode);
  field(doc, t('customer'), `${g.firstName} ${g.lastName} · ${g.mobilePhone}`);
  field(doc, t('persons'), guests(data.numberAdults, data.numberChildren, locale));

  heading(doc, `${t('house')}: ${house.name}`);
  field(doc, t('reference'), house.code);
  field(doc, t('type'), `${house.typeName}, ${t('maxPersons', { count: house.maxPersons })}`);
  field(doc, t('region'), house.region);
  if (house.area) field(doc, t('area'), house.area.name);

  heading(doc, t('stay'));
  field(doc, t('checkIn'), `${longDay(house.resFrom, locale)}, ${t('from', { time: data.checkInTime })}`);
  field(doc, t('checkOut'), `${longDay(house.resTo, locale)}, ${t('by', { time: data.checkOutTime })}`);
  field(
    doc,
    t('nights', { count: house.nights })
      .replace(/^\d+ /, '')
      .replace(/^./, (c) => c.toUpperCase()),
    String(house.nights),
  );

  heading(doc, t('location'));
  const coords = coordinates(house.latitude, house.longitude);
  if (house.streetAddress) field(doc, t('address'), house.streetAddress);
  field(doc, t('coordinates'), coords);
  if (house.mainPoint)
    field(
      doc,
      t('nearestTown'),
      t('distanceFrom', {
        distance: house.mainPoint.distance,
        duration: house.mainPoint.duration,
        place: house.mainPoint.name,
      }),
    );
  if (house.points.length)
    field(doc, t('nearby'), house.points.map((p) => `${p.name}: ${p.distance} (${p.duration})`).join('\n'));
  if (house.area) paragraph(doc, house.area.description, { muted: true });

  heading(doc, t('keys'));
  const c = data.checkInCenter;
  paragraph(doc, t('collectAt', { center: c.name }));
  field(doc, c.name, `${c.address}\n${coordinates(c.latitude, c.longitude)}`);
  field(doc, t('openingHours'), c.openingHours);
  paragraph(doc, c.directions, { muted: true });
  if (data.kits.count > 0) paragraph(doc, t('kitsToCollect', { count: data.kits.count }));

  heading(doc, t('directions'));
  const via = house.mainPoint ? t('directionsVia', { town: house.mainPoint.name }) : '';
  paragraph(doc, t('directionsText', { center: c.name, via, coords }));

  heading(doc, t('travel'));
  const leg = (l: ReservationDocumentData['arrival']) =>
    `${day(l.date, locale)} · ${t(`transport.${l.transportType}`)} ${l.transportNumber}`;
  field(doc, t('arrival'), leg(data.arrival));
  field(doc, t('departure'), leg(data.departure));

  heading(doc, t('emergency'));
  paragraph(doc, data.emergencyPhone, { bold: true, size: 14 });
  paragraph(doc, `${t('office')}: ${data.company.phone} (${data.company.hours}) · ${data.company.email}`);
  paragraph(doc, t('emergencyServices'));
  doc.moveDown(0.5);
  paragraph(doc, t('houseRules'), { muted: true });

  footers(doc, data.company, (page, pages) => t('page', { page, pages }));
  return finish(doc);
}
