/** GET /v1/terms: the terms and conditions (server/api/terms/router.ts). */
import {
  acceptLanguage,
  arrayOf,
  errors,
  json,
  nullable,
  object,
  oneOfValues,
  queryParam,
  ref,
  string,
  type Schema,
} from '../parts.ts';

export const paths: Record<string, object> = {
  '/v1/terms': {
    get: {
      tags: ['Terms'],
      operationId: 'getTerms',
      summary: 'The terms and conditions',
      description: 'In the language of ?lang, else the first English or German Accept-Language entry, else English.',
      parameters: [
        queryParam(
          'lang',
          oneOfValues(['en', 'de', 'en-gb', 'de-de']),
          'The language (case does not matter); an unknown one is a 400.',
        ),
        acceptLanguage,
      ],
      responses: {
        200: json('The terms.', ref('Terms'), {
          'Cache-Control': { description: 'public, max-age=60; varies by Accept-Language.', schema: string },
        }),
        ...errors([400, 404]),
      },
    },
  },
};

export const schemas: Record<string, Schema> = {
  RichText: {
    ...arrayOf({
      type: 'object',
      properties: { type: string, text: string, spans: { type: 'array' } },
      required: ['type'],
    }),
    description: 'Prismic rich text: blocks of a type (paragraph, heading2, list-item …) with their text and spans.',
    examples: [
      [
        {
          type: 'paragraph',
          text: 'The rent is due in two parts: 30 % on booking, the rest 28 days before arrival.',
          spans: [],
        },
      ],
    ],
  },
  Terms: object({
    lang: oneOfValues(['en-gb', 'de-de']),
    header: string,
    notice: ref('RichText'),
    terms: arrayOf(object({ header: string, lineText: ref('RichText') })),
    meta_title: nullable(string),
    meta_description: nullable(string),
  }),
};
