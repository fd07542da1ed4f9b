// One re-check of who is signed in, shared by everyone who asks while it runs (page load, focus, guards).
import type { ApolloClient } from '@apollo/client';
import { ViewerDocument } from '../../gql/graphql';
import { rememberSignedIn, signalAuthExpired, wasSignedIn } from './events';
import { refreshSession } from './refresh';

let pending: Promise<void> | null = null;

async function recheck(client: ApolloClient): Promise<void> {
  const signedInHere = Boolean(client.cache.readQuery({ query: ViewerDocument })?.me);
  // Probed outside the cache, so a lapsed access cookie does not flash "signed out" before the refresh.
  const probe = () => client.query({ query: ViewerDocument, fetchPolicy: 'no-cache' }).then(({ data }) => data?.me ?? null);
  let me = await probe().catch(() => undefined);
  if (me === undefined) return; // network trouble: keep what we know
  // The access cookie lives 15 minutes; the refresh cookie keeps a returning visitor signed in.
  if (!me && (signedInHere || wasSignedIn()) && (await refreshSession())) me = await probe().catch(() => null);
  if (!me && signedInHere) return signalAuthExpired();
  client.cache.writeQuery({ query: ViewerDocument, data: { me } });
  rememberSignedIn(Boolean(me));
}

/** Resolves once the cache holds the current answer to "who is signed in". */
export function checkSession(client: ApolloClient): Promise<void> {
  pending ??= recheck(client).finally(() => {
    pending = null;
  });
  return pending;
}
