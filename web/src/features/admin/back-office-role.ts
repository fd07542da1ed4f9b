// The signed-in back-office account's role, for what the screens show (the server decides what is allowed).
import { useQuery } from '@apollo/client/react';
import { AdminViewerDocument, type Role } from '../../gql/graphql';

export function useBackOfficeRole(): Role | null {
  const { data } = useQuery(AdminViewerDocument, { fetchPolicy: 'cache-first' });
  return data?.me?.role ?? null;
}
