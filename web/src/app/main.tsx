import { StrictMode, startTransition, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ShellFallback } from '../features/layout/ShellFallback';
import { registerServiceWorker } from '../features/offline/service-worker';
import { i18nReady } from './i18n';
import { Providers } from './providers';
import { AppRoutes, preloadPage } from './router';

// The page's own chunk downloads while the first translations load.
preloadPage(window.location.pathname);
registerServiceWorker();

// The HTML shell stays on screen until the first translations are here; then the app replaces it. The
// first render is a transition: React yields to the browser between components, so a slow phone stays
// responsive (no long task) while the page builds.
const root = createRoot(document.getElementById('root')!);
void i18nReady.finally(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <Providers>
            <Suspense fallback={<ShellFallback />}>
              <AppRoutes />
            </Suspense>
          </Providers>
        </BrowserRouter>
      </StrictMode>,
    ),
  ),
);
