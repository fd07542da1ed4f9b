// Pages that need a session (/profile*): signed-out visitors go to sign-in.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useSelectedCountry, withCountry } from '../../app/country';
import { ViewerDocument } from '../../gql/graphql';
import { PageFallback } from '../layout/PageFallback';
import { wasSignedIn } from './events';
import { refreshSession } from './refresh';
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
    void refreshSession()
      .then((refreshed) => (refreshed ? client.query({ query: ViewerDocument, fetchPolicy: 'network-only' }) : undefined))
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) setRefreshing(false);
      });
    return () => {
      cancelled = true;
    };
  }, [client, loading, user, refreshing]);

  if (user) return <Outlet />;
  if (loading || refreshing) return <PageFallback />;
  return <Navigate to={withCountry('/auth/signin', country)} replace />;
}
