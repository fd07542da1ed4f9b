// Pages that need a session (/profile*): signed-out visitors go to sign-in.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useSelectedCountry, withCountry } from '../../app/country';
import { ViewerDocument } from '../../gql/graphql';
import { PageFallback } from '../layout/PageFallback';
import { checkSession } from './check';
import { wasSignedIn } from './events';
import { useSession } from './useSession';

export function RequireSession() {
  const { user, loading } = useSession();
  const client = useApolloClient();
  const [country] = useSelectedCountry();
  // A returning visitor's access cookie may have lapsed while the refresh cookie is still good.
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
  const signedIn = user ?? (refreshing ? null : client.cache.readQuery({ query: ViewerDocument })?.me);
  if (signedIn) return <Outlet />;
  if (loading || refreshing) return <PageFallback />;
  return <Navigate to={withCountry('/auth/signin', country)} replace />;
}
