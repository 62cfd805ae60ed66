/** This document and its reference page (server/api/openapi/router.ts). */
import { html, type Schema } from '../parts.ts';

export const paths: Record<string, object> = {
  '/api/openapi.json': {
    get: {
      tags: ['Meta'],
      operationId: 'openApiDocument',
      summary: 'This document (OpenAPI 3.1)',
      responses: {
        200: {
          description: 'The document.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { openapi: { const: '3.1.0' }, info: { type: 'object' }, paths: { type: 'object' } },
                required: ['openapi', 'info', 'paths'],
              },
            },
          },
        },
        304: { description: 'Not modified (If-None-Match with the ETag).' },
      },
    },
  },
  '/api/docs': {
    get: {
      tags: ['Meta'],
      operationId: 'apiReference',
      summary: 'The reference page: this document as HTML',
      responses: { 200: html('The reference.'), 304: { description: 'Not modified (If-None-Match with the ETag).' } },
    },
  },
};

export const schemas: Record<string, Schema> = {};
