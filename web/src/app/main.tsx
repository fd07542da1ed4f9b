import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { recoverFromMissingChunks } from '../features/offline/missing-chunk';
import { registerServiceWorker } from '../features/offline/service-worker';
import { App } from './App';
import { apolloClient } from './apollo-client';
import { takeFirstPaint } from './first-paint';
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

/**
 * Settles when the painted page's main picture (the first card's, its largest paint) has arrived, or after a
 * few seconds: replaced mid-download, the picture would start over in the app's page and paint later.
 */
function paintedPicture(): Promise<unknown> {
  const picture = container.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!picture || picture.complete) return Promise.resolve();
  return Promise.race([picture.decode().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3_000))]);
}

/** Marks the moment the app has replaced the server's page: it is live from then on (browser tests wait for it). */
function LiveApp() {
  useEffect(() => container.removeAttribute('data-painted'), []);
  return <App client={apolloClient} />;
}

// The server's page (or the plain shell) stays on screen until the first translations are here, and a painted
// page until its chunk and its main picture are too, so no skeleton comes in between; then the app replaces it. The first render is
// a transition: React yields to the browser between components, so a slow phone stays responsive (no long
// task) while the page builds.
const root = createRoot(container);
void Promise.all([i18nReady.catch(() => undefined), firstPaint ? pageReady : undefined, firstPaint ? paintedPicture() : undefined]).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <LiveApp />
        </BrowserRouter>
      </StrictMode>,
    ),
  ),
);
