/**
 * What the reservation API says, in English and German (the request's
 * Accept-Language). Field errors are keyed by field and by reason, so a client
 * can show the server's words (SPEC §8 "Booking submit failure") or its own.
 */
import type { BookingField } from '../../../src/api/types.ts';
import type { Locale } from '../../../src/lib/locale.ts';

export type FieldCode =
  | 'required' | 'invalid' | 'tooLong' | 'future' | 'minor' | 'tooOld' | 'past' | 'tooFew' | 'tooMany'
  | 'beforeArrival' | 'afterCheckIn' | 'beforeCheckOut' | 'empty' | 'notFound' | 'dates' | 'overlap'
  | 'unavailable' | 'unpriced' | 'tooManyGuests';

type FieldTexts = Partial<Record<FieldCode, string>>;

interface Texts {
  summary: string;
  badRequest: string;
  datesTaken: string;
  reviewCartDates: string;
  notFound: string;
  lookupInvalid: string;
  rateLimited: string;
  documentForbidden: string;
  documentExpired: string;
  documentNotFound: string;
  adminForbidden: string;
  paymentNotFound: string;
  reservationCancelled: string;
  fields: Record<BookingField, FieldTexts> & { bookingCode: FieldTexts };
}

const en: Texts = {
  summary: 'Please fix following errors:',
  badRequest: 'The booking could not be read. Please reload the page and try again.',
  datesTaken: 'Sorry, you snooze you loose! Someone already booked these dates. Please select new dates.',
  reviewCartDates: 'Please review the cart dates',
  notFound: 'We could not find a booking with this e-mail address and booking code. Please check both and try again.',
  lookupInvalid: 'Please enter your e-mail address and your 8-digit booking code.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  documentForbidden: 'This download link is not valid. Please look up your booking again to get a new link.',
  documentExpired: 'This download link has expired. Please look up your booking again to get a new link.',
  documentNotFound: 'This document is not available.',
  adminForbidden: 'Not allowed.',
  paymentNotFound: 'No such payment in this booking.',
  reservationCancelled: 'This booking has been cancelled.',
  fields: {
    title: { invalid: 'Please choose Mr or Ms.' },
    firstName: { required: 'Please enter your first name.', tooLong: 'Your first name is too long.', invalid: 'Please enter a valid first name.' },
    lastName: { required: 'Please enter your last name.', tooLong: 'Your last name is too long.', invalid: 'Please enter a valid last name.' },
    birthDate: {
      required: 'Please enter your date of birth.',
      invalid: 'Please enter your date of birth as a valid date.',
      future: 'Your date of birth must be in the past.',
      minor: 'The person who books must be at least 18 years old.',
      tooOld: 'Please check your date of birth.',
    },
    nationality: { required: 'Please enter your nationality.', tooLong: 'Your nationality is too long.', invalid: 'Please enter a valid nationality.' },
    address: { required: 'Please enter your address.', tooLong: 'Your address is too long.', invalid: 'Please enter a valid address.' },
    city: { required: 'Please enter your city.', tooLong: 'Your city is too long.', invalid: 'Please enter a valid city.' },
    zipCode: { required: 'Please enter your postcode.', tooLong: 'Your postcode is too long.', invalid: 'Please enter a valid postcode.' },
    countryIso: { required: 'Please choose your country.', invalid: 'Please choose a country from the list.' },
    mobilePhone: { required: 'Please enter your mobile phone number.', invalid: 'Please enter a valid mobile phone number, e.g. +49 171 1234567.' },
    email: { required: 'Please enter your e-mail address.', invalid: 'Please enter a valid e-mail address.', tooLong: 'Your e-mail address is too long.' },
    numberAdults: {
      required: 'Please enter the number of adults.',
      invalid: 'Please enter the number of adults as a whole number.',
      tooFew: 'At least one adult must travel.',
      tooMany: 'Too many adults.',
      tooManyGuests: 'There are more guests than the houses in your cart sleep.',
    },
    numberChildren: { invalid: 'Please enter the number of children as a whole number.', tooFew: 'The number of children cannot be negative.', tooMany: 'Too many children.' },
    numberViatorKit: { invalid: 'Please enter the number of kits as a whole number.', tooFew: 'The number of kits cannot be negative.', tooMany: 'You can order at most one kit per person.' },
    arrivalDate: {
      required: 'Please enter your arrival date in Iceland.',
      invalid: 'Please enter your arrival date as a valid date.',
      past: 'Your arrival date cannot be in the past.',
      afterCheckIn: 'You need to arrive in Iceland on or before your first check-in day.',
    },
    arrivalTransportType: { invalid: 'Please choose how you arrive: by plane or by ferry.' },
    arrivalTransportNumber: { required: 'Please enter your arrival flight or ferry number.', invalid: 'Please enter a valid flight or ferry number.' },
    departureDate: {
      required: 'Please enter your departure date from Iceland.',
      invalid: 'Please enter your departure date as a valid date.',
      beforeArrival: 'Your departure date must not be before your arrival date.',
      beforeCheckOut: 'You can leave Iceland on your last check-out day at the earliest.',
    },
    departureTransportType: { invalid: 'Please choose how you leave: by plane or by ferry.' },
    departureTransportNumber: { required: 'Please enter your departure flight or ferry number.', invalid: 'Please enter a valid flight or ferry number.' },
    checkInCenter: { required: 'Please choose a check-in service centre.', invalid: 'Please choose a check-in service centre.' },
    terms: { required: 'You need to accept our Terms and Conditions' },
    cartId: {
      required: 'Your cart could not be found. Please add a house to your cart.',
      invalid: 'Your cart could not be found. Please add a house to your cart.',
      notFound: 'Your cart could not be found. Please add a house to your cart.',
      empty: 'Your cart is empty.',
      dates: 'Please review the cart dates',
      overlap: 'Your cart holds the same house twice for overlapping dates. Please review the cart dates.',
      unavailable: 'A house in your cart can no longer be booked. Please review your cart.',
      unpriced: 'A house in your cart has no price for the chosen dates. Please review the cart dates.',
    },
    bookingCode: { required: 'Please enter your booking code.', invalid: 'The booking code has 8 digits.' },
  },
};

const de: Texts = {
  summary: 'Bitte korrigieren Sie folgende Fehler:',
  badRequest: 'Die Buchung konnte nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  datesTaken: 'Zu spät! Jemand hat diese Termine gerade gebucht. Bitte wählen Sie neue Termine.',
  reviewCartDates: 'Bitte überprüfen Sie die Termine im Warenkorb',
  notFound: 'Wir konnten keine Buchung mit dieser E-Mail-Adresse und diesem Buchungscode finden. Bitte prüfen Sie beides und versuchen Sie es noch einmal.',
  lookupInvalid: 'Bitte geben Sie Ihre E-Mail-Adresse und Ihren 8-stelligen Buchungscode ein.',
  rateLimited: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann noch einmal.',
  documentForbidden: 'Dieser Download-Link ist ungültig. Bitte rufen Sie Ihre Buchung erneut auf, um einen neuen Link zu erhalten.',
  documentExpired: 'Dieser Download-Link ist abgelaufen. Bitte rufen Sie Ihre Buchung erneut auf, um einen neuen Link zu erhalten.',
  documentNotFound: 'Dieses Dokument ist nicht verfügbar.',
  adminForbidden: 'Nicht erlaubt.',
  paymentNotFound: 'Diese Zahlung gehört nicht zu dieser Buchung.',
  reservationCancelled: 'Diese Buchung wurde storniert.',
  fields: {
    title: { invalid: 'Bitte wählen Sie Herr oder Frau.' },
    firstName: { required: 'Bitte geben Sie Ihren Vornamen ein.', tooLong: 'Ihr Vorname ist zu lang.', invalid: 'Bitte geben Sie einen gültigen Vornamen ein.' },
    lastName: { required: 'Bitte geben Sie Ihren Nachnamen ein.', tooLong: 'Ihr Nachname ist zu lang.', invalid: 'Bitte geben Sie einen gültigen Nachnamen ein.' },
    birthDate: {
      required: 'Bitte geben Sie Ihr Geburtsdatum ein.',
      invalid: 'Bitte geben Sie Ihr Geburtsdatum als gültiges Datum ein.',
      future: 'Ihr Geburtsdatum muss in der Vergangenheit liegen.',
      minor: 'Die buchende Person muss mindestens 18 Jahre alt sein.',
      tooOld: 'Bitte prüfen Sie Ihr Geburtsdatum.',
    },
    nationality: { required: 'Bitte geben Sie Ihre Staatsangehörigkeit ein.', tooLong: 'Ihre Staatsangehörigkeit ist zu lang.', invalid: 'Bitte geben Sie eine gültige Staatsangehörigkeit ein.' },
    address: { required: 'Bitte geben Sie Ihre Adresse ein.', tooLong: 'Ihre Adresse ist zu lang.', invalid: 'Bitte geben Sie eine gültige Adresse ein.' },
    city: { required: 'Bitte geben Sie Ihren Wohnort ein.', tooLong: 'Ihr Wohnort ist zu lang.', invalid: 'Bitte geben Sie einen gültigen Wohnort ein.' },
    zipCode: { required: 'Bitte geben Sie Ihre Postleitzahl ein.', tooLong: 'Ihre Postleitzahl ist zu lang.', invalid: 'Bitte geben Sie eine gültige Postleitzahl ein.' },
    countryIso: { required: 'Bitte wählen Sie Ihr Land.', invalid: 'Bitte wählen Sie ein Land aus der Liste.' },
    mobilePhone: { required: 'Bitte geben Sie Ihre Mobilnummer ein.', invalid: 'Bitte geben Sie eine gültige Mobilnummer ein, z. B. +49 171 1234567.' },
    email: { required: 'Bitte geben Sie Ihre E-Mail-Adresse ein.', invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', tooLong: 'Ihre E-Mail-Adresse ist zu lang.' },
    numberAdults: {
      required: 'Bitte geben Sie die Zahl der Erwachsenen ein.',
      invalid: 'Bitte geben Sie die Zahl der Erwachsenen als ganze Zahl ein.',
      tooFew: 'Mindestens ein Erwachsener muss mitreisen.',
      tooMany: 'Zu viele Erwachsene.',
      tooManyGuests: 'Es reisen mehr Gäste, als die Häuser in Ihrem Warenkorb Schlafplätze haben.',
    },
    numberChildren: { invalid: 'Bitte geben Sie die Zahl der Kinder als ganze Zahl ein.', tooFew: 'Die Zahl der Kinder kann nicht negativ sein.', tooMany: 'Zu viele Kinder.' },
    numberViatorKit: { invalid: 'Bitte geben Sie die Zahl der Wäschepakete als ganze Zahl ein.', tooFew: 'Die Zahl der Wäschepakete kann nicht negativ sein.', tooMany: 'Sie können höchstens ein Wäschepaket pro Person bestellen.' },
    arrivalDate: {
      required: 'Bitte geben Sie Ihr Anreisedatum nach Island ein.',
      invalid: 'Bitte geben Sie Ihr Anreisedatum als gültiges Datum ein.',
      past: 'Ihr Anreisedatum darf nicht in der Vergangenheit liegen.',
      afterCheckIn: 'Sie müssen spätestens an Ihrem ersten Check-in-Tag in Island ankommen.',
    },
    arrivalTransportType: { invalid: 'Bitte wählen Sie, wie Sie anreisen: mit dem Flugzeug oder mit der Fähre.' },
    arrivalTransportNumber: { required: 'Bitte geben Sie Ihre Flug- oder Fährnummer für die Anreise ein.', invalid: 'Bitte geben Sie eine gültige Flug- oder Fährnummer ein.' },
    departureDate: {
      required: 'Bitte geben Sie Ihr Abreisedatum aus Island ein.',
      invalid: 'Bitte geben Sie Ihr Abreisedatum als gültiges Datum ein.',
      beforeArrival: 'Ihr Abreisedatum darf nicht vor Ihrem Anreisedatum liegen.',
      beforeCheckOut: 'Sie können frühestens an Ihrem letzten Check-out-Tag aus Island abreisen.',
    },
    departureTransportType: { invalid: 'Bitte wählen Sie, wie Sie abreisen: mit dem Flugzeug oder mit der Fähre.' },
    departureTransportNumber: { required: 'Bitte geben Sie Ihre Flug- oder Fährnummer für die Abreise ein.', invalid: 'Bitte geben Sie eine gültige Flug- oder Fährnummer ein.' },
    checkInCenter: { required: 'Bitte wählen Sie eine Check-in-Servicestelle.', invalid: 'Bitte wählen Sie eine Check-in-Servicestelle.' },
    terms: { required: 'Sie müssen unsere AGB akzeptieren' },
    cartId: {
      required: 'Ihr Warenkorb wurde nicht gefunden. Bitte legen Sie ein Haus in den Warenkorb.',
      invalid: 'Ihr Warenkorb wurde nicht gefunden. Bitte legen Sie ein Haus in den Warenkorb.',
      notFound: 'Ihr Warenkorb wurde nicht gefunden. Bitte legen Sie ein Haus in den Warenkorb.',
      empty: 'Ihr Warenkorb ist leer.',
      dates: 'Bitte überprüfen Sie die Termine im Warenkorb',
      overlap: 'Ihr Warenkorb enthält dasselbe Haus zweimal für sich überschneidende Termine. Bitte überprüfen Sie die Termine im Warenkorb.',
      unavailable: 'Ein Haus in Ihrem Warenkorb kann nicht mehr gebucht werden. Bitte überprüfen Sie Ihren Warenkorb.',
      unpriced: 'Für ein Haus in Ihrem Warenkorb gibt es für die gewählten Termine keinen Preis. Bitte überprüfen Sie die Termine im Warenkorb.',
    },
    bookingCode: { required: 'Bitte geben Sie Ihren Buchungscode ein.', invalid: 'Der Buchungscode hat 8 Ziffern.' },
  },
};

export const reservationTexts: Record<Locale, Texts> = { en, de };

/** The message for a field and reason, falling back to the field's 'invalid' text. */
export function fieldMessage(locale: Locale, field: BookingField | 'bookingCode', code: FieldCode): string {
  const texts = reservationTexts[locale].fields[field];
  return texts[code] ?? texts.invalid ?? texts.required ?? reservationTexts[locale].summary;
}
