// Every server error in the reader's language. The server answers with a code of the schema's ErrorCode enum (a
// userError's code, a GraphQL error's extensions.code); the screen's own tables word it for its context, and
// `common:errors`, which has every code, words it otherwise. No screen shows the server's English sentence.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import type { ErrorCode } from '../gql/graphql';

/** A userError, or what a query or mutation threw. */
export type ServerProblem = { code: ErrorCode } | unknown;

/** No answer came from the server (offline, a dropped connection): nothing it said to translate. */
const NETWORK = 'NETWORK';

const hasCode = (value: unknown): value is { code: string } => typeof (value as { code?: unknown } | null)?.code === 'string';

/** The first error's extensions in an answer's body, when the body is GraphQL's. */
function extensionsInBody(error: ServerError): Record<string, unknown> | undefined {
  try {
    return (JSON.parse(error.bodyText) as { errors?: { extensions?: Record<string, unknown> }[] }).errors?.[0]?.extensions;
  } catch {
    return undefined;
  }
}

function codeInBody(error: ServerError): string | undefined {
  const code = extensionsInBody(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** For RATE_LIMITED: the seconds the server said to wait, when it said (a userError's field, an error's extensions). */
function retryAfterSeconds(problem: ServerProblem): number | undefined {
  let seconds: unknown;
  if (CombinedGraphQLErrors.is(problem)) seconds = problem.errors[0]?.extensions?.retryAfterSeconds;
  else if (ServerError.is(problem)) seconds = extensionsInBody(problem)?.retryAfterSeconds;
  else if (hasCode(problem)) seconds = (problem as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}

/** The code a problem carries: an ErrorCode (or a code of GraphQL itself), else NETWORK when the server said nothing. */
export function problemCode(problem: ServerProblem): string {
  if (CombinedGraphQLErrors.is(problem)) {
    const code = problem.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR';
  }
  if (ServerError.is(problem)) return codeInBody(problem) ?? (problem.statusCode === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR');
  if (hasCode(problem)) return problem.code;
  return NETWORK;
}

/**
 * A table is `<namespace>:errors` (or `<namespace>:<path>.errors` for one part of a namespace), keyed by ErrorCode;
 * `scopes` name them from the most specific, and `common:errors` ends the search.
 */
function tableKey(scope: string, code: string): string {
  return scope.includes(':') ? `${scope}.errors.${code}` : `${scope}:errors.${code}`;
}

/**
 * The problem in the reader's language; a code the tables don't know (GraphQL's own) reads as an internal error. A
 * refusal that says when to try again is worded with the minutes to wait (`<code>_timed`, counted), where the
 * tables have that wording.
 */
export function errorText(t: TFunction, problem: ServerProblem, ...scopes: string[]): string {
  const code = problemCode(problem);
  if (code === NETWORK) return t('common:network.unreachable');
  const keys = [...scopes, 'common'].map((scope) => tableKey(scope, code));
  const fallback = 'common:errors.INTERNAL_SERVER_ERROR';
  const seconds = retryAfterSeconds(problem);
  if (seconds === undefined) return t([...keys, fallback]);
  return t([...keys.map((key) => `${key}_timed`), ...keys, fallback], { count: Math.ceil(seconds / 60) });
}
