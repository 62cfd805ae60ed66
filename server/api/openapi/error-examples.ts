/**
 * An example error body for each status, in English (the answer follows Accept-Language), as
 * server/http/errors.ts answers them. The 422 example also fits BookingErrorBody.
 */
export const ERROR_EXAMPLES: Record<string, object> = {
  400: { message: 'Invalid value for resFrom.', field: 'resFrom', code: 'invalid' },
  401: { message: 'You are not logged in.' },
  402: { message: 'The card was declined. Please try another card.' },
  403: { message: 'This form was sent from another site.', code: 'origin' },
  404: { message: 'We could not find a booking with this e-mail address and booking code.', code: 'notFound' },
  409: {
    message: 'Sorry, someone already booked these dates. Please select new dates.',
    code: 'datesTaken',
    houseCode: 'SH-1042',
  },
  410: { message: 'This payment page has expired.', code: 'expired' },
  413: { message: 'This request is too large.' },
  415: { message: 'This address or form could not be read. Please check it and try again.' },
  422: {
    message: 'Please check the marked fields.',
    field: 'email',
    errors: { email: 'Please enter a valid e-mail address.' },
    codes: { email: 'invalid' },
    code: 'invalid',
  },
  429: { message: 'Too many requests. Please try again in a minute.', retryAfter: 60 },
  503: { message: 'The site cannot answer just now. Please try again in a few seconds.' },
};

/** Examples of bodies that are not JSON, by media type. */
export const MEDIA_EXAMPLES: Record<string, string> = {
  'text/plain': 'This form was sent from another site.',
  'text/html': '<!doctype html><html lang="en"><head><title>Sumarhus</title></head><body>…</body></html>',
  'text/csv':
    '\uFEFFcode,status,guest,email,company,houses,arrival,departure,total_eur,paid_eur,refunded_eur,fee_eur,net_eur,open_eur,next_due,created_at\r\n' +
    '26000123,confirmed,Anna Schmidt,anna.schmidt@example.de,,SH-1042,2026-07-04,2026-07-11,1500.00,450.00,0.00,0.00,450.00,1050.00,2026-06-06,2026-06-12T14:03:00.000Z\r\n',
  'application/pdf': '%PDF-1.7 …',
  'text/calendar':
    'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Sumarhus//Calendar//EN\r\nBEGIN:VEVENT\r\nUID:stay-412@sumarhus\r\nDTSTART;VALUE=DATE:20260704\r\nDTEND;VALUE=DATE:20260711\r\nSUMMARY:Booked\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
};
