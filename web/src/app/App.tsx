import type { ApolloClient } from '@apollo/client';
import { Suspense } from 'react';
import { ShellFallback } from '../features/layout/ShellFallback';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** The app inside its router: the browser's (app/main.tsx) and the server's first paint (app/entry-server.tsx). */
export function App({ client }: { client: ApolloClient }) {
  return (
    <Providers client={client}>
      <Suspense fallback={<ShellFallback />}>
        <AppRoutes />
      </Suspense>
    </Providers>
  );
}
