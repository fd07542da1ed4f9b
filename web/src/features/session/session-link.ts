// Apollo link: when the server says the session is missing or expired, refresh it once and replay the
// operation; when that fails, announce the expiry (spec §4 auth-expired).
import { ApolloLink } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';
import { from, mergeMap, of } from 'rxjs';
import { signalAuthExpired } from './events';
import { refreshSession } from './refresh';

const SESSION_CODES = new Set(['UNAUTHENTICATED', 'SESSION_EXPIRED']);
/** Operations that manage the session themselves. */
const SESSION_OPERATIONS = new Set(['SessionCreate', 'SessionDelete', 'SessionRefresh']);

function needsSession(errors: readonly GraphQLFormattedError[] | undefined): boolean {
  return Boolean(errors?.some((error) => SESSION_CODES.has(String(error.extensions?.code))));
}

export const sessionLink = new ApolloLink((operation, forward) => {
  if (operation.operationName && SESSION_OPERATIONS.has(operation.operationName)) return forward(operation);
  return forward(operation).pipe(
    mergeMap((result) => {
      if (!needsSession(result.errors)) return of(result);
      return from(refreshSession()).pipe(
        mergeMap((refreshed) => {
          if (refreshed) return forward(operation);
          signalAuthExpired();
          return of(result);
        }),
      );
    }),
  );
});
