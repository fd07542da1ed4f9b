// One re-check of who is signed in, shared by everyone who asks while it runs (page load, focus, guards), and the
// one place that writes who is signed in. Whenever the app itself learns who is signed in (sign-in, a profile
// change, sign-out, an expired session), a re-check begun before is stale: the server answered it for the old
// session, so it writes nothing, and whoever asks afterwards gets a check of its own.
import type { ApolloClient } from '@apollo/client';
import { ViewerDocument, type ViewerFieldsFragment } from '../../gql/graphql';
import { rememberSignedIn, signalAuthExpired, wasSignedIn } from './events';
import { refreshSession } from './refresh';

/** Counts the app's own changes of who is signed in; a re-check applies its answer only if none came meanwhile. */
let sessionChanges = 0;
let pending: { startedAt: number; check: Promise<void> } | null = null;

async function recheck(client: ApolloClient, startedAt: number): Promise<void> {
  const stale = () => sessionChanges !== startedAt;
  const signedInHere = Boolean(client.cache.readQuery({ query: ViewerDocument })?.me);
  // Probed outside the cache, so a lapsed access cookie does not flash "signed out" before the refresh. It joins the
  // page's own Viewer request in flight (one request at page load) only while the app has not changed who is signed
  // in: after a sign-in or sign-out, a request in flight may have been answered for the session before.
  const queryDeduplication = startedAt === 0;
  const probe = () => client.query({ query: ViewerDocument, fetchPolicy: 'no-cache', context: { queryDeduplication } }).then(({ data }) => data?.me ?? null);
  let me = await probe().catch(() => undefined);
  if (me === undefined || stale()) return; // network trouble: keep what we know
  // The access cookie lives 15 minutes; the refresh cookie keeps a returning visitor signed in.
  if (!me && (signedInHere || wasSignedIn()) && (await refreshSession())) me = await probe().catch(() => null);
  if (stale()) return;
  if (!me && signedInHere) return signalAuthExpired();
  client.cache.writeQuery({ query: ViewerDocument, data: { me } });
  rememberSignedIn(Boolean(me));
}

/** Resolves once the cache holds the current answer to "who is signed in". */
export function checkSession(client: ApolloClient): Promise<void> {
  if (pending?.startedAt !== sessionChanges) {
    const startedAt = sessionChanges;
    const check = recheck(client, startedAt).finally(() => {
      if (pending?.check === check) pending = null;
    });
    pending = { startedAt, check };
  }
  return pending.check;
}

/** Who is signed in, as the app itself just learnt it: written at once, and no re-check begun before overwrites it. */
export function writeViewer(client: ApolloClient, me: ViewerFieldsFragment | null): void {
  sessionChanges++;
  client.cache.writeQuery({ query: ViewerDocument, data: { me } });
  rememberSignedIn(Boolean(me));
}
