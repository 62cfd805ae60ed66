/** /api/calendars (server/api/calendars/router.ts): a house's iCal export. */

const errorBody = {
  description: 'No calendar under this token (unknown, malformed or revoked).',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
};

export const paths: Record<string, object> = {
  '/api/calendars/{token}.ics': {
    get: {
      tags: ['Calendars'],
      operationId: 'getHouseCalendar',
      summary: "A house's busy days as an iCalendar feed",
      description:
        "The secret URL staff give a house's owner to paste into Airbnb, Vrbo or Google Calendar (RFC 5545). Every active stay and block is one all-day, opaque event: " +
        'DTSTART is the first night, DTEND the day of departure; SUMMARY is "Booked" or "Blocked", with no guest data; UIDs are stable. Revoking the token makes the old URL answer 404.',
      parameters: [
        {
          name: 'token',
          in: 'path',
          required: true,
          description: "The house's export token (43 characters, base64url).",
          schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
        },
      ],
      responses: {
        200: {
          description: 'The calendar. Cache-Control: private, max-age=300; with an ETag (If-None-Match answers 304).',
          headers: { ETag: { description: 'A validator of this very text.', schema: { type: 'string' } } },
          content: { 'text/calendar': { schema: { type: 'string', contentMediaType: 'text/calendar' } } },
        },
        304: { description: 'Not modified since the ETag given in If-None-Match.' },
        404: errorBody,
      },
    },
  },
};

export const schemas: Record<string, object> = {};
