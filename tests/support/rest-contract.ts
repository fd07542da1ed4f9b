// The REST contract as the API publishes it (GET /api/openapi.json): an answer to a documented operation must have
// a documented status, content type and, for JSON, a body its schema accepts. The REST suites (tests/rest) check
// every answer they get through test-environment.ts, so a route whose answer drifts from its schema fails there.
import { Ajv2020 } from 'ajv/dist/2020.js';

interface MediaType {
  schema?: unknown;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Operation {
  responses: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** What an answer to a request was: enough to check it against the document. */
export interface Answer {
  method: string;
  /** The path, query string included or not. */
  path: string;
  status: number;
  contentType: string | null;
  /** The body as text; not read for text/plain streams. */
  body?: string;
}

const pointer = (...parts: string[]) => `#/${parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/** A checker of answers against `document`: the problems of an answer, none when it keeps the contract. */
export function restContract(document: OpenApiDocument) {
  // Not strict: the document holds OpenAPI's keywords beside the schemas. The answers' schemas name no format.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(document, 'openapi.json');
  const validators = new Map<string, ReturnType<typeof ajv.compile>>();
  // Fewest parameters first: as Fastify does, /hotels/countries is that path, not /hotels/{id}.
  const templates = Object.keys(document.paths)
    .map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
      parameters: template.split('{').length,
    }))
    .sort((a, b) => a.parameters - b.parameters);

  /** The documented path of `path` or of its /api twin (route() answers `/hotels` at `/api/hotels` too), fewest parameters first. */
  const templateOf = (path: string) => {
    const twin = path.startsWith('/api/') ? path.slice(4) : path;
    return templates.find(({ pattern }) => pattern.test(path) || pattern.test(twin))?.template;
  };

  return {
    /** Whether the document describes this call: only those are checked. */
    describes(method: string, path: string): boolean {
      const template = templateOf(path.split('?')[0]!);
      return Boolean(template && document.paths[template]?.[method.toLowerCase()]);
    },

    problems({ method, path, status, contentType, body }: Answer): string[] {
      const template = templateOf(path.split('?')[0]!);
      const operation = template && document.paths[template]?.[method.toLowerCase()];
      if (!template || !operation) return [];
      const call = `${method} ${path} (${template}) answered ${status}`;
      const statusKey = [String(status), `${String(status)[0]}XX`, 'default'].find((key) => key in operation.responses);
      if (!statusKey) return [`${call}: the document lists ${Object.keys(operation.responses).join(', ')}`];
      const content = operation.responses[statusKey]!.content;
      if (!content) return body ? [`${call}: the document says no body, the answer has one`] : [];
      const type = (contentType ?? '').split(';')[0]!.trim();
      if (!(type in content)) return [`${call} as ${type || 'no content type'}: the document lists ${Object.keys(content).join(', ')}`];
      if (type !== 'application/json' || body === undefined) return [];
      let value: unknown;
      try {
        value = JSON.parse(body);
      } catch {
        return [`${call}: the body is not JSON`];
      }
      const ref = `openapi.json${pointer('paths', template, method.toLowerCase(), 'responses', statusKey, 'content', type, 'schema')}`;
      const validate = validators.get(ref) ?? ajv.compile({ $ref: ref });
      validators.set(ref, validate);
      if (validate(value)) return [];
      return (validate.errors ?? []).map((error) => `${call}: ${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`);
    },
  };
}

export type RestContract = ReturnType<typeof restContract>;
