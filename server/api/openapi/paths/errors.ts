/** The error bodies every call shares (server/http/errors.ts: apiErrorHandler). */
import { integer, object, string, stringMap, type Schema } from '../parts.ts';

export const paths: Record<string, object> = {};

export const schemas: Record<string, Schema> = {
  ErrorBody: {
    ...object(
      {
        message: { ...string, description: "What went wrong, in the request's language." },
        field: {
          ...string,
          description: 'The input to blame (a parameter, a body field, or a dotted path into the body).',
        },
        errors: { ...stringMap, description: 'One message per refused field.' },
        codes: {
          ...stringMap,
          description:
            'Why each field was refused (required, invalid, tooLong …), for clients that word errors themselves.',
        },
        code: {
          ...string,
          description: 'Why the call was refused, as a stable word (datesTaken, notFound, credentials …).',
        },
        retryAfter: {
          ...integer,
          description: 'With 429: seconds until the limit resets (also the Retry-After header).',
        },
        problem: {
          ...string,
          description:
            'The contact form: why the whole message was refused (badRequest, rateLimited, recaptchaUnavailable).',
        },
        hint: { ...string, description: 'What to do about it.' },
        houseCode: { ...string, description: 'A booking refused for taken dates: the house whose dates were taken.' },
      },
      ['field', 'errors', 'codes', 'code', 'retryAfter', 'problem', 'hint', 'houseCode'],
    ),
    description: 'The body of every 4xx/5xx answer of the API.',
  },
  BookingErrorBody: {
    ...object({
      message: { ...string, description: 'The heading above the form.' },
      field: { ...string, description: 'The first refused field.' },
      errors: {
        ...stringMap,
        description: "One message per refused field, in the form's order and the request's language.",
      },
      codes: {
        type: 'object',
        additionalProperties: {
          enum: [
            'required',
            'invalid',
            'tooLong',
            'future',
            'minor',
            'tooOld',
            'past',
            'tooFew',
            'tooMany',
            'beforeArrival',
            'afterCheckIn',
            'beforeCheckOut',
            'empty',
            'notFound',
            'dates',
            'overlap',
            'unavailable',
            'unpriced',
            'tooManyGuests',
          ],
        },
        description: 'Why each field was refused.',
      },
      code: { const: 'invalid' },
    }),
    description: 'A refused booking form (422).',
  },
};
