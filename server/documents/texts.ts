/** Words and number formats of the PDFs (and the booking e-mails), in English and German. */
import { format as formatDateFns, parseISO } from 'date-fns';
import { de as deLocale, enGB } from 'date-fns/locale';
import type { IsoDate } from '../../src/lib/dates.ts';
import type { Locale } from '../../src/lib/locale.ts';

const INTL: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };
const euroFormats = new Map<Locale, Intl.NumberFormat>();

/** Euro amount from cents, with cents: €1,234.50 / 1.234,50 €. */
export function euro(cents: number, locale: Locale): string {
  let f = euroFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(INTL[locale], { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    euroFormats.set(locale, f);
  }
  return f.format(cents / 100);
}

/** 'd. MMM. yyyy' (SPEC §9): 3. Dec. 2026 / 3. Dez. 2026. */
export function day(date: IsoDate, locale: Locale, pattern = 'd. MMM. yyyy'): string {
  return formatDateFns(parseISO(date), pattern, { locale: locale === 'de' ? deLocale : enGB }).replace('..', '.');
}

/** 'EEEE, d. MMM. yyyy': Thursday, 3. Dec. 2026. */
export function longDay(date: IsoDate, locale: Locale): string {
  return day(date, locale, 'EEEE, d. MMM. yyyy');
}

/** Coordinates as decimal degrees: 64.12345° N, 21.54321° W. */
export function coordinates(latitude: number, longitude: number): string {
  const lat = `${Math.abs(latitude).toFixed(5)}° ${latitude >= 0 ? 'N' : 'S'}`;
  const lon = `${Math.abs(longitude).toFixed(5)}° ${longitude >= 0 ? 'E' : 'W'}`;
  return `${lat}, ${lon}`;
}

export const documentTexts = {
  en: {
    invoice: 'Invoice',
    invoiceFile: 'invoice',
    travelDocument: 'Travel document',
    travelFile: 'travel-document',
    bookingCode: 'Booking code',
    invoiceDate: 'Date',
    customer: 'Customer',
    bookedBy: 'Booked by',
    description: 'Description',
    amount: 'Amount',
    nights: (n: number) => (n === 1 ? '1 night' : `${n} nights`),
    kits: (n: number, price: string) => `Kits (bed linen, towels, kitchen towel, cleaning cloth): ${n} × ${price}`,
    houses: 'Houses',
    total: 'Total',
    guests: (adults: number, children: number) => `${adults} ${adults === 1 ? 'adult' : 'adults'}${children ? `, ${children} ${children === 1 ? 'child' : 'children'}` : ''}`,
    paymentSchedule: 'Payment schedule',
    due: 'Due',
    status: 'Status',
    paidOn: (d: string) => `paid on ${d}`,
    open: 'open',
    cancelled: 'This booking has been cancelled.',
    paidInFull: 'Paid in full. Thank you!',
    kind: { deposit: 'Deposit (20 %)', balance: 'Balance', full: 'Full amount' },
    paymentRule: (lastDays: string) =>
      `Please pay each amount by its due date. If a payment has not been received 5 days after its due date, the booking is cancelled and the dates are released (${lastDays}).`,
    lastDay: (d: string) => `last day ${d}`,
    vatNote: 'Prices include all taxes.',
    lookUp: 'Look up your booking at any time under “My booking” with your e-mail address and booking code.',
    house: 'House',
    reference: 'Reference',
    type: 'Type',
    region: 'Region',
    area: 'Area',
    stay: 'Your stay',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    from: (time: string) => `from ${time}`,
    by: (time: string) => `by ${time}`,
    location: 'Location',
    coordinates: 'Coordinates (for your navigation)',
    nearestTown: 'Nearest town',
    nearby: 'Nearby',
    distanceFrom: (distance: string, duration: string, place: string) => `${distance} (${duration} by car) from ${place}`,
    keys: 'Keys and kits',
    collectAt: (center: string) => `Collect your keys at the check-in service centre ${center}.`,
    openingHours: 'Opening hours',
    kitsToCollect: (n: number) => (n === 1 ? 'Your kit is handed out with the keys.' : `Your ${n} kits are handed out with the keys.`),
    directions: 'Directions',
    directionsText: (center: string, town: string | null, coords: string) =>
      `From the service centre ${center}, drive ${town ? `towards ${town} and ` : ''}follow your navigation to the coordinates ${coords}. Roads in Iceland can close at short notice: check road.is and safetravel.is before you set off.`,
    travel: 'Your journey',
    arrival: 'Arrival in Iceland',
    departure: 'Departure from Iceland',
    transport: { 1: 'flight', 2: 'ferry' } as Record<1 | 2, string>,
    persons: 'Guests',
    maxPersons: (n: number) => `at most ${n} persons`,
    emergency: 'Emergency during your stay (day and night)',
    office: 'Our office',
    emergencyServices: 'Police, ambulance, fire, rescue: 112',
    houseRules: 'Please leave the house clean and tidy by 11:00 on the day of departure; no smoking indoors, quiet between 22:00 and 8:00.',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
  de: {
    invoice: 'Rechnung',
    invoiceFile: 'rechnung',
    travelDocument: 'Reiseunterlagen',
    travelFile: 'reiseunterlagen',
    bookingCode: 'Buchungscode',
    invoiceDate: 'Datum',
    customer: 'Kunde',
    bookedBy: 'Gebucht von',
    description: 'Beschreibung',
    amount: 'Betrag',
    nights: (n: number) => (n === 1 ? '1 Nacht' : `${n} Nächte`),
    kits: (n: number, price: string) => `Wäschepakete (Bettwäsche, Handtücher, Geschirrtuch, Putztuch): ${n} × ${price}`,
    houses: 'Häuser',
    total: 'Gesamtbetrag',
    guests: (adults: number, children: number) => `${adults} ${adults === 1 ? 'Erwachsener' : 'Erwachsene'}${children ? `, ${children} ${children === 1 ? 'Kind' : 'Kinder'}` : ''}`,
    paymentSchedule: 'Zahlungsplan',
    due: 'Fällig',
    status: 'Status',
    paidOn: (d: string) => `bezahlt am ${d}`,
    open: 'offen',
    cancelled: 'Diese Buchung wurde storniert.',
    paidInFull: 'Vollständig bezahlt. Vielen Dank!',
    kind: { deposit: 'Anzahlung (20 %)', balance: 'Restbetrag', full: 'Gesamtbetrag' },
    paymentRule: (lastDays: string) =>
      `Bitte zahlen Sie jeden Betrag bis zu seinem Fälligkeitsdatum. Ist eine Zahlung 5 Tage nach Fälligkeit nicht eingegangen, wird die Buchung storniert und die Termine werden freigegeben (${lastDays}).`,
    lastDay: (d: string) => `spätestens ${d}`,
    vatNote: 'Alle Preise inklusive Steuern.',
    lookUp: 'Unter „Meine Buchung“ können Sie Ihre Buchung jederzeit mit E-Mail-Adresse und Buchungscode abrufen.',
    house: 'Haus',
    reference: 'Referenz',
    type: 'Art',
    region: 'Region',
    area: 'Gebiet',
    stay: 'Ihr Aufenthalt',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    from: (time: string) => `ab ${time} Uhr`,
    by: (time: string) => `bis ${time} Uhr`,
    location: 'Lage',
    coordinates: 'Koordinaten (für Ihr Navi)',
    nearestTown: 'Nächster Ort',
    nearby: 'In der Nähe',
    distanceFrom: (distance: string, duration: string, place: string) => `${distance} (${duration} mit dem Auto) von ${place}`,
    keys: 'Schlüssel und Wäschepakete',
    collectAt: (center: string) => `Ihre Schlüssel holen Sie an der Check-in-Servicestelle ${center} ab.`,
    openingHours: 'Öffnungszeiten',
    kitsToCollect: (n: number) => (n === 1 ? 'Ihr Wäschepaket erhalten Sie mit den Schlüsseln.' : `Ihre ${n} Wäschepakete erhalten Sie mit den Schlüsseln.`),
    directions: 'Anfahrt',
    directionsText: (center: string, town: string | null, coords: string) =>
      `Fahren Sie von der Servicestelle ${center} ${town ? `in Richtung ${town} und ` : ''}folgen Sie Ihrem Navi zu den Koordinaten ${coords}. Straßen in Island können kurzfristig gesperrt werden: Prüfen Sie vor der Abfahrt road.is und safetravel.is.`,
    travel: 'Ihre Reise',
    arrival: 'Ankunft in Island',
    departure: 'Abreise aus Island',
    transport: { 1: 'Flug', 2: 'Fähre' } as Record<1 | 2, string>,
    persons: 'Gäste',
    maxPersons: (n: number) => `höchstens ${n} Personen`,
    emergency: 'Notfall während Ihres Aufenthalts (Tag und Nacht)',
    office: 'Unser Büro',
    emergencyServices: 'Polizei, Rettungsdienst, Feuerwehr, Bergrettung: 112',
    houseRules: 'Bitte hinterlassen Sie das Haus am Abreisetag bis 11:00 Uhr sauber und aufgeräumt; Rauchen im Haus ist nicht erlaubt, Nachtruhe von 22:00 bis 8:00 Uhr.',
    page: (n: number, of: number) => `Seite ${n} von ${of}`,
  },
} satisfies Record<Locale, unknown>;

export type DocumentTexts = (typeof documentTexts)['en'];
