/**
 * The document's examples, added when it is assembled: each parameter, request body and
 * response that has none gets one — an error body by its status, a non-JSON body by its media
 * type, anything else written from its schema (examples.ts). What cannot be written is left
 * without, for test/api/openapi-examples.test.ts to name.
 */
import { ERROR_EXAMPLES, MEDIA_EXAMPLES } from './error-examples.ts';
import { deriveExample } from './examples.ts';

interface Media {
  schema?: unknown;
  example?: unknown;
  examples?: unknown;
}
interface Parameter {
  name: string;
  schema?: unknown;
  example?: unknown;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}

type Components = Record<string, object>;

function withExample(media: Media, components: Components, fallback: unknown): Media {
  if ('example' in media || media.examples) return media;
  if (fallback !== undefined) return { ...media, example: fallback };
  const derived = deriveExample(media.schema, components);
  return 'value' in derived ? { ...media, example: derived.value } : media;
}

function contentWithExamples(
  content: Record<string, Media>,
  components: Components,
  status?: number,
): Record<string, Media> {
  return Object.fromEntries(
    Object.entries(content).map(([type, media]) => {
      const error = status !== undefined && status >= 400 && type === 'application/json';
      return [type, withExample(media, components, error ? ERROR_EXAMPLES[status] : MEDIA_EXAMPLES[type])];
    }),
  );
}

function parameterWithExample(parameter: Parameter, components: Components): Parameter {
  if ('example' in parameter) return parameter;
  const derived = deriveExample(parameter.schema, components, parameter.name);
  return 'value' in derived ? { ...parameter, example: derived.value } : parameter;
}

export function operationWithExamples(operation: Operation, components: Components): Operation {
  const { parameters, requestBody, responses } = operation;
  return {
    ...operation,
    ...(parameters ? { parameters: parameters.map((p) => parameterWithExample(p, components)) } : {}),
    ...(requestBody
      ? { requestBody: { ...requestBody, content: contentWithExamples(requestBody.content, components) } }
      : {}),
    responses: Object.fromEntries(
      Object.entries(responses).map(([status, response]) => [
        status,
        response.content
          ? { ...response, content: contentWithExamples(response.content, components, Number(status)) }
          : response,
      ]),
    ),
  };
}
