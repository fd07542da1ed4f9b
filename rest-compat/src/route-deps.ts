import { type ApiAdapterOptions, type ApiContext, DomainError, type Page, parseInput } from '../../server/src/index.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** A route as the OpenAPI document (openapi.ts) describes it: its method, path, input schemas and answer. */
export interface CataloguedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  options: RouteOptions<z.ZodType, z.ZodType, z.ZodType>;
}

/** What every route needs from the API: the request's context, with the services it calls; and the catalogue each route adds itself to. */
export type RouteDeps = ApiAdapterOptions & { catalogue: CataloguedRoute[] };

/** What a route answers when it succeeds, for the OpenAPI document. */
export interface Answer {
  /** The body's schema (JSON unless `contentType` says otherwise). */
  schema?: z.ZodType;
  /** 200 unless said. */
  status?: 200 | 201;
  /** `text/plain` (a stream of text) or `text/csv`; JSON by default. */
  contentType?: 'text/plain' | 'text/csv';
  /** A list whose totals travel in X-Total-Count, X-Page and X-Page-Size (sendPage, sendNumberedPage). */
  paged?: boolean;
}

/** What a route reads from the request, each part parsed by its schema before the handler runs. */
export interface InputSchemas<Body extends z.ZodType, Query extends z.ZodType, Params extends z.ZodType> {
  body?: Body;
  query?: Query;
  params?: Params;
}

export interface ParsedInput<Body, Query, Params> {
  body: Body;
  query: Query;
  params: Params;
}

export type Handler<Input> = (ctx: ApiContext, input: Input, request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown;

interface RouteOptions<Body extends z.ZodType, Query extends z.ZodType, Params extends z.ZodType> extends InputSchemas<Body, Query, Params> {
  /** A request without a valid session is answered 401 before anything is parsed. */
  signedIn?: boolean;
  /** Runs before anything is parsed: refuses a viewer the path is not for (a 403 before a 400). */
  guard?: (ctx: ApiContext) => unknown;
  /** Refuses a larger body by its Content-Length, before a byte of it is read. */
  maxBody?: { bytes: number; field: string; message: string };
  /** What the route answers when it succeeds. */
  answer?: Answer;
  /** A body the handler reads itself (not parsed before it runs), for the document only. */
  documentedBody?: z.ZodType;
  /** One line for the document. */
  summary?: string;
}

/** The legacy path and, unless it already starts with /api/, the /api-prefixed twin legacy clients call (spec §7). */
const withApiTwin = (path: string) => (path.startsWith('/api/') ? [path] : [path, `/api${path}`]);

function refuseLargerThan({ bytes, field, message }: NonNullable<RouteOptions<never, never, never>['maxBody']>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (Number(request.headers['content-length']) > bytes) {
      // Closing the connection spares reading (and discarding) the rest of the upload.
      reply.header('connection', 'close');
      throw new DomainError('PAYLOAD_TOO_LARGE', message, field);
    }
  };
}

const parsePart = <S extends z.ZodType>(schema: S | undefined, value: unknown) => (schema ? parseInput(schema, value ?? {}) : undefined);

/**
 * A call of any method: the handler gets the request's context (viewer, entity manager, cookie
 * transport) and the body, query string and path parameters as parsed by the route's schemas; a
 * part that fails its schema is answered 400 `{ message, error, field }` and no handler runs.
 */
export function route<Body extends z.ZodType = z.ZodUndefined, Query extends z.ZodType = z.ZodUndefined, Params extends z.ZodType = z.ZodUndefined>(
  app: FastifyInstance,
  deps: RouteDeps,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  handler: Handler<ParsedInput<z.output<Body>, z.output<Query>, z.output<Params>>>,
  options: RouteOptions<Body, Query, Params> = {},
) {
  deps.catalogue.push({ method, path, options });
  for (const url of withApiTwin(path)) {
    app.route({
      method,
      url,
      onRequest: options.maxBody && refuseLargerThan(options.maxBody),
      handler: (request, reply) => {
        const ctx = deps.contextOf(request, reply);
        if (options.signedIn && !ctx.viewer) throw new DomainError('UNAUTHENTICATED', 'Unauthenticated');
        options.guard?.(ctx);
        const input = {
          params: parsePart(options.params, request.params),
          query: parsePart(options.query, request.query),
          body: parsePart(options.body, request.body),
        } as ParsedInput<z.output<Body>, z.output<Query>, z.output<Params>>;
        return handler(ctx, input, request, reply);
      },
    });
  }
}

/**
 * A public read: answered at `path` and, because legacy clients sometimes prefixed `/api` to paths
 * that lacked it (spec §7), at `/api{path}` too.
 */
export function publicGet<Query extends z.ZodType = z.ZodUndefined, Params extends z.ZodType = z.ZodUndefined>(
  app: FastifyInstance,
  deps: RouteDeps,
  path: string,
  handler: Handler<ParsedInput<undefined, z.output<Query>, z.output<Params>>>,
  options: Pick<RouteOptions<z.ZodUndefined, Query, Params>, 'query' | 'params' | 'answer' | 'summary'> = {},
) {
  route(app, deps, 'GET', path, handler, options);
}

/** A legacy list answer: the rows as an array, the totals in headers (X-Total-Count, X-Page, X-Page-Size). */
export function sendPage<T>(reply: FastifyReply, page: Page<unknown>, rows: T[]) {
  reply.header('x-total-count', String(page.totalCount));
  if (page.totalCountCapped) reply.header('x-total-count-capped', 'true');
  if (page.pageInfo.page) reply.header('x-page', String(page.pageInfo.page));
  reply.header('x-page-size', String(page.pageInfo.pageSize));
  return rows;
}

/** The same for a page by number (back-office and partner lists). */
export function sendNumberedPage<T>(reply: FastifyReply, page: { totalCount: number; page: number; pageSize: number }, rows: T[]) {
  reply.header('x-total-count', String(page.totalCount));
  reply.header('x-page', String(page.page));
  reply.header('x-page-size', String(page.pageSize));
  return rows;
}

/** The field paths of a command: its own fields and those of the objects it holds (`contact.email`). */
type FieldPath<Command> = {
  [Field in keyof Command & string]: NonNullable<Command[Field]> extends readonly unknown[] | Date
    ? Field
    : NonNullable<Command[Field]> extends object
      ? Field | `${Field}.${keyof NonNullable<Command[Field]> & string}`
      : Field;
}[keyof Command & string];

/** A command's fields by the names the legacy body gives them: keyed by the command, so renaming one of its fields fails to build. */
export type LegacyNames<Command> = { readonly [Path in FieldPath<Command>]?: string };

/** The service names GraphQL's fields; a legacy client reads its own. */
export function withLegacyField<T>(fields: Readonly<Record<string, string | undefined>>, work: () => Promise<T>): Promise<T> {
  // `then`, so that a refusal thrown while the work's command is read is renamed too.
  return Promise.resolve()
    .then(work)
    .catch((error: unknown) => {
      if (error instanceof DomainError && error.field) {
        const field = fields[error.field] ?? (error.field === 'idempotencyKey' ? 'Idempotency-Key' : error.field);
        throw new DomainError(error.code, error.message, field, error.retryAfterSeconds);
      }
      throw error;
    });
}

/** A command's fields, each holding whatever the legacy request sent for it until the command's schema reads it. */
export type Unparsed<Command> = { [Field in keyof Command]: unknown };

/**
 * The command `schema` parses from the legacy request's values, handed to `work`: a refusal, by the schema here or
 * by the service, names the field as the legacy body does (`legacyNames`).
 */
export function withCommand<S extends z.ZodType, T>(
  schema: S,
  values: Unparsed<z.input<S>>,
  legacyNames: LegacyNames<z.output<S>>,
  work: (command: z.output<S>) => Promise<T>,
): Promise<T> {
  return withLegacyField(legacyNames, async () => work(parseInput(schema, values)));
}
