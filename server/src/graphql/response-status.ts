// HTTP status of a GraphQL answer (design §5). GraphQL over HTTP: a well-formed request whose document
// does not parse, validate or resolve to an operation, or whose variables do not coerce, is 400 in
// application/graphql-response+json and 200 in application/json (a legacy client reads the errors from
// a 200). A database that cannot be reached is 503 with Retry-After when nothing could be answered.
import type { ApolloServerPlugin, BaseContext, GraphQLRequestListener } from '@apollo/server';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/availability.js';
import { sameListenersPlugin } from './same-listeners.js';

const JSON_TYPE = 'application/json';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json';
/** The media types Apollo answers a single result in, in its order of preference on a tie. */
const RESPONSE_TYPES = [JSON_TYPE, GRAPHQL_RESPONSE_TYPE] as const;
type ResponseType = (typeof RESPONSE_TYPES)[number];

/** Codes of request errors: nothing was executed. BAD_REQUEST (no query, a mutation over GET) is not a well-formed request. */
const REQUEST_ERROR_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'OPERATION_RESOLUTION_FAILURE', 'BAD_USER_INPUT']);

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
  order: number;
}

function mediaRanges(accept: string): MediaRange[] {
  return accept.split(',').flatMap((part, order) => {
    const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const [type, subtype] = range.split('/');
    if (!type || !subtype) return [];
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const q = quality ? Number(quality.slice(2)) : 1;
    return Number.isFinite(q) ? [{ type, subtype, q, order }] : [];
  });
}

/**
 * The media type a single result is sent in for this Accept header, chosen as Apollo chooses it
 * (highest quality, then the most specific range, then the order of the header, then JSON); null when
 * neither is acceptable (Apollo answers 406 then).
 */
export function responseMediaType(accept: string | undefined): ResponseType | null {
  if (!accept) return JSON_TYPE;
  const ranges = mediaRanges(accept);
  const candidates = RESPONSE_TYPES.flatMap((mediaType, index) => {
    const [type, subtype] = mediaType.split('/');
    let best: { q: number; specificity: number; order: number } | undefined;
    for (const range of ranges) {
      const specificity =
        range.type === type ? (range.subtype === subtype ? 2 : range.subtype === '*' ? 1 : -1) : range.type === '*' && range.subtype === '*' ? 0 : -1;
      if (specificity < 0) continue;
      if (!best || specificity > best.specificity || (specificity === best.specificity && range.q > best.q))
        best = { q: range.q, specificity, order: range.order };
    }
    return best && best.q > 0 ? [{ mediaType, index, ...best }] : [];
  });
  candidates.sort((a, b) => b.q - a.q || b.specificity - a.specificity || a.order - b.order || a.index - b.index);
  return candidates[0]?.mediaType ?? null;
}

export function responseStatusPlugin(): ApolloServerPlugin<BaseContext> {
  const listeners: GraphQLRequestListener<BaseContext> = {
    async willSendResponse({ request, response }) {
      if (response.body.kind !== 'single') return;
      const { data, errors } = response.body.singleResult;
      if (!errors?.length || data) return;
      const codes = errors.map((error) => error.extensions?.code);
      if (codes.includes('SERVICE_UNAVAILABLE')) {
        response.http.status = 503;
        response.http.headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return;
      }
      const isRequestError = data === undefined && response.http.status === 400 && codes.every((code) => REQUEST_ERROR_CODES.has(String(code)));
      const mediaType = responseMediaType(request.http?.headers.get('accept'));
      if (!isRequestError || !mediaType) return;
      response.http.headers.set('content-type', `${mediaType}; charset=utf-8`);
      if (mediaType === JSON_TYPE) response.http.status = 200;
    },
  };
  return sameListenersPlugin(listeners);
}
