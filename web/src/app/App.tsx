import type { ApolloClient } from '@apollo/client';
import { Suspense, useContext } from 'react';
import { ShellFallback } from '../features/layout/ShellFallback';
import { Painting } from './first-paint';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** The app inside its router: the browser's (app/main.tsx) and the server's first paint (app/entry-server.tsx). */
export function App({ client }: { client: ApolloClient }) {
  const painting = useContext(Painting);
  const routes = (
    <Suspense fallback={<ShellFallback />}>
      <AppRoutes />
    </Suspense>
  );
  return (
    <Providers client={client}>
      {painting ? (
        // A painted page's buttons, fields and forms are disabled until the app replaces it, so nothing a visitor
        // types or sends before then is lost (or sent by the browser as a plain form). Links work from the start.
        <fieldset disabled role="presentation" style={{ display: 'contents' }}>
          {routes}
        </fieldset>
      ) : (
        routes
      )}
    </Providers>
  );
}
