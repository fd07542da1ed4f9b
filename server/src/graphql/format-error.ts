// What a GraphQL error may tell a client (design §3, §5): domain errors keep their code and field,
// GraphQL's own request errors stay as they are, an unreachable database is SERVICE_UNAVAILABLE, and
// anything else is masked in every environment: a generic message and the code. Every error names the request id.
// Details go to the log; stack traces never leave the server.
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import type { RequestContext } from '../context.js';
import { isDatabaseUnavailable, serviceUnavailable } from '../db/availability.js';
import { DomainError, ErrorCode } from '../errors.js';
import { sameListenersPlugin } from './same-listeners.js';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * Codes GraphQL, Apollo and type-graphql's auth checker give to errors the client caused; their
 * messages speak of the request only. Checked by code, not class: libraries may load their own graphql copy.
 */
const CLIENT_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'UNAUTHENTICATED',
  'UNAUTHORIZED',
  'FORBIDDEN',
]);

type ErrorKind = { kind: 'domain'; error: DomainError } | { kind: 'client'; code?: string } | { kind: 'unexpected'; cause: unknown };

/** How an error reaching Apollo is to be shown; `error` is what was thrown or reported. */
function classify(error: unknown): ErrorKind {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError) return { kind: 'domain', error: original };
  if (isDatabaseUnavailable(original)) return { kind: 'domain', error: serviceUnavailable() };
  const extensions = (error as Partial<GraphQLError> | null)?.extensions;
  const code = extensions?.code;
  if (typeof code === 'string' && CLIENT_ERROR_CODES.has(code)) return { kind: 'client' };
  // Apollo's request errors that carry a 400 and no code (a persisted query whose hash does not match its text).
  if (code === undefined && (extensions?.http as { status?: number } | undefined)?.status === 400) return { kind: 'client', code: 'BAD_REQUEST' };
  return { kind: 'unexpected', cause: original };
}

/** graphql-js's "Did you mean ...?" hints name enum values, fields and types the caller did not ask for. */
const withoutSuggestions = (message: string) => message.replace(/ ?Did you mean(.+?)\?$/, '');

/** The error formatter; `hideSchemaDetails` (production) drops the hints at the schema from client errors. */
export function errorFormatter({ hideSchemaDetails }: { hideSchemaDetails: boolean }) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const shown = classify(error);
    const { message, locations, path } = formatted;
    if (shown.kind === 'domain') {
      const { code, field, retryAfterSeconds } = shown.error;
      return { message: shown.error.message, locations, path, extensions: { code, ...(field && { field }), ...(retryAfterSeconds && { retryAfterSeconds }) } };
    }
    if (shown.kind === 'client') {
      const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
      return {
        message: hideSchemaDetails ? withoutSuggestions(message) : message,
        locations,
        path,
        extensions: { ...extensions, ...(shown.code && { code: shown.code }) },
      };
    }
    return { message: INTERNAL_ERROR_MESSAGE, locations, path, extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR } };
  };
}

/**
 * Logs what formatError hides (with the request id the log lines of the request carry), and puts the
 * request id on every error so a report from a client can be matched with the log.
 */
export function errorReportingPlugin(log: FastifyBaseLogger): ApolloServerPlugin<RequestContext> {
  const listeners: GraphQLRequestListener<RequestContext> = {
    async didEncounterErrors({ errors, contextValue }) {
      for (const error of errors) {
        const shown = classify(error);
        if (shown.kind === 'unexpected') log.error({ reqId: contextValue.requestId, err: shown.cause, path: error.path }, 'GraphQL operation failed');
        else if (shown.kind === 'domain' && shown.error.code === 'SERVICE_UNAVAILABLE')
          log.warn({ reqId: contextValue.requestId, err: unwrapResolverError(error) }, 'database unavailable');
      }
    },
    async willSendResponse({ response, contextValue }) {
      if (response.body.kind !== 'single') return;
      for (const error of response.body.singleResult.errors ?? []) {
        (error as { extensions: Record<string, unknown> }).extensions = { ...error.extensions, requestId: contextValue.requestId };
      }
    },
  };
  return sameListenersPlugin(listeners);
}
