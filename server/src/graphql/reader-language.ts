// Public answers in the reader's language (issue 29): partner texts are served in the language the request reads in
// (request-context.ts: the `lng` query parameter, the `lng` cookie, else Accept-Language), so every cache in the way
// keeps one answer per language. The response cache keys each answer by it; an answer for a browser or a CDN says what
// it varies by, unless its URL names the language itself (the web app's public GETs carry `lng`).
import type { GraphQLRequestContext } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import vary from 'vary';
import type { RequestContext } from '../context.js';

/** What the response cache adds to a public answer's key: its language. */
export const languageCacheKey = async ({ contextValue }: GraphQLRequestContext<RequestContext>) => ({ language: contextValue.language });

/** Whether the request's URL says which language it reads in. */
const urlNamesLanguage = (request: FastifyRequest) => typeof (request.query as Record<string, unknown> | undefined)?.lng === 'string';

/** `Vary: Accept-Language, Cookie` on a public GraphQL answer whose language its URL does not name. */
export function varyPublicAnswersByLanguage(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/graphql')) return payload;
    if (!String(reply.getHeader('cache-control') ?? '').includes('public') || urlNamesLanguage(request)) return payload;
    reply.header('vary', vary.append(String(reply.getHeader('vary') ?? ''), ['Accept-Language', 'Cookie']));
    return payload;
  });
}
