import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { recoverFromMissingChunks } from '../features/offline/missing-chunk';
import { keepTranslations, registerServiceWorker } from '../features/offline/service-worker';
import { App } from './App';
import { apolloClient } from './apollo-client';
import { PaintedMaybeSignedIn, takeFirstPaint } from './first-paint';
import { startI18n } from './i18n';
import { preloadPage } from './router';

// A page the server painted brings the answers and translations it was painted with: the app starts from
// them and renders the same page at once, without asking again.
const firstPaint = takeFirstPaint();
if (firstPaint) apolloClient.cache.restore(firstPaint.apollo);
const i18nReady = startI18n(firstPaint);
// The page's own chunk downloads while the first translations load.
const pageReady = preloadPage(window.location.pathname);
registerServiceWorker();
recoverFromMissingChunks();

const container = document.getElementById('root')!;

const app = (
  <StrictMode>
    <BrowserRouter>
      <PaintedMaybeSignedIn.Provider value={Boolean(firstPaint?.maybeSignedIn)}>
        <App client={apolloClient} />
      </PaintedMaybeSignedIn.Provider>
    </BrowserRouter>
  </StrictMode>
);

// A painted page is hydrated: React adopts the server's HTML (what a visitor typed or scrolled stays) and
// attaches its handlers, from the same answers, translations and first-render values (every client-only
// store has a server snapshot). Until then its links and its list page's search and paging work as plain
// HTML. The plain shell (a service worker's copy, a page the server could not paint) is rendered over.
// Either way React yields to the browser between components (hydration does; the shell's render is a
// transition), so a slow phone keeps answering while the page builds.
if (firstPaint) {
  void Promise.all([i18nReady.catch(() => undefined), pageReady]).then(() => hydrateRoot(container, app));
  keepTranslations(firstPaint.translations);
} else {
  const root = createRoot(container);
  void i18nReady.catch(() => undefined).then(() => startTransition(() => root.render(app)));
}
