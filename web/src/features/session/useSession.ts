// Who is signed in: the `me` query in Apollo's cache, the one source every component reads.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { ViewerDocument, type ViewerFieldsFragment } from '../../gql/graphql';
import { writeViewer } from './check';
import { signalAuthChange } from './events';

export type Viewer = ViewerFieldsFragment;

export function useSession(): { user: Viewer | null; loading: boolean } {
  const { data, loading } = useQuery(ViewerDocument, { fetchPolicy: 'cache-first' });
  return { user: data?.me ?? null, loading: loading && !data };
}

/** Sets the signed-in user after sign-in, profile changes or sign-out, and tells the other components. */
export function useSetViewer() {
  const client = useApolloClient();
  return useCallback(
    (user: Viewer | null) => {
      writeViewer(client, user);
      signalAuthChange();
    },
    [client],
  );
}

/** Initials for an avatar without a picture. */
export function initialsOf(user: Pick<Viewer, 'firstName' | 'lastName' | 'email'>): string {
  const letters = [user.firstName, user.lastName].map((part) => part.trim().charAt(0)).join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}
