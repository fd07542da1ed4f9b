// The signed-in account once the session is known: a returning visitor's access cookie may have lapsed
// while the refresh cookie is still good, so that case is checked (and refreshed) before answering.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ViewerDocument } from '../../gql/graphql';
import { checkSession } from './check';
import { wasSignedIn } from './events';
import { useSession, type Viewer } from './useSession';

export function useCheckedSession(): { user: Viewer | null; checking: boolean } {
  const { user, loading } = useSession();
  const client = useApolloClient();
  const [refreshing, setRefreshing] = useState(() => wasSignedIn());

  useEffect(() => {
    if (loading || user || !refreshing) return;
    let cancelled = false;
    void checkSession(client).finally(() => {
      if (!cancelled) setRefreshing(false);
    });
    return () => {
      cancelled = true;
    };
  }, [client, loading, user, refreshing]);

  // The cache answers at once after a check; the query's own update may reach this render a moment later.
  const signedIn = user ?? (refreshing ? null : (client.cache.readQuery({ query: ViewerDocument })?.me ?? null));
  return { user: signedIn, checking: !signedIn && (loading || refreshing) };
}
