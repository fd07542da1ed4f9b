// Public reads travel the way a CDN can serve them: a signed-out visitor's list and detail queries go as persisted
// queries over GET (the query's hash and its variables in the URL), which the API answers from its response cache and
// marks `public` for browsers and CDNs. Everything else, and everything a signed-in visitor asks, stays a POST: what
// someone signed in reads never travels by a URL a shared cache could keep.
import { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import i18n from 'i18next';
import { PUBLIC_READS } from '../../../shared/src/public-reads';
import { ViewerDocument } from '../gql/graphql';

const publicReads: ReadonlySet<string> = new Set(PUBLIC_READS);

/** SHA-256 in hex by the browser's own crypto, which pages served over https or from localhost have. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the operation goes as a persisted GET: a public read, asked by a visitor the app knows to be signed out
 * (before the app has asked who is signed in, it is a POST), in a page that has the browser's crypto.
 */
export function travelsAsPublicRead(operation: ApolloLink.Operation): boolean {
  if (!operation.operationName || !publicReads.has(operation.operationName)) return false;
  if (typeof crypto === 'undefined' || !crypto.subtle) return false;
  return operation.client.cache.readQuery({ query: ViewerDocument })?.me === null;
}

/**
 * The language a public read is answered in, in its URL: partners' texts come in the reader's language, so a browser
 * or CDN keeps one answer per language by URL alone (the API reads `lng` first, as the app does).
 */
const inReaderLanguage = new ApolloLink((operation, forward) => {
  const language = i18n.resolvedLanguage;
  if (language) operation.setContext({ uri: `/graphql?lng=${encodeURIComponent(language)}` });
  return forward(operation);
});

/** Sends a public read by its hash over GET; the first visitor to ask a new query sends its text once, by POST. */
export const publicReadLink = ApolloLink.split(
  travelsAsPublicRead,
  ApolloLink.from([inReaderLanguage, new PersistedQueryLink({ sha256, useGETForHashedQueries: true })]),
);
