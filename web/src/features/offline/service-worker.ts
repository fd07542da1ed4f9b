// Registers the service worker (web/sw/sw.ts) in production builds and tells the page when a new deploy's worker is
// installed and waiting. Not under automation (navigator.webdriver): browser tests mock the network per page, which
// a service worker would bypass; the specs about it turn it on.
import { translationFileUrl } from '../../app/i18n';
import type { Translations } from '../../app/translation-files';

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function offer(worker: ServiceWorker) {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** A worker installed beside the one in control is a new version; with none in control it is the first, already live. */
function watch(registration: ServiceWorkerRegistration) {
  const follow = (worker: ServiceWorker | null) => {
    const check = () => {
      if (worker?.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
    };
    worker?.addEventListener('statechange', check);
    check();
  };
  // The browser may have found the new version before this page registered.
  follow(registration.waiting);
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
  // A tab left open for days learns of a deploy when the visitor comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}

const workerWanted = () => import.meta.env.PROD && 'serviceWorker' in navigator && !navigator.webdriver;

export function registerServiceWorker() {
  if (!workerWanted()) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(watch)
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  });
}

/** Whether a new version waits for the visitor's word (a store for useSyncExternalStore). */
export const newVersion = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  isWaiting: () => waiting !== null,
};

/** Hands the page to the new version's worker, then reloads into the version it serves; a plain reload without one. */
export function reloadIntoNewVersion(worker: ServiceWorker | null = waiting) {
  // Only a worker still waiting needs the word: one another tab already switched to serves the reload as it is.
  if (worker?.state !== 'installed' || !navigator.serviceWorker.controller) return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

/** Settles once the worker has finished installing, whether it succeeded or not. */
function installDone(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (worker.state === 'installing') return;
      worker.removeEventListener('statechange', check);
      resolve();
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

/** The new deploy's worker, once installed: asked for now, as the browser may not have looked since the deploy. */
export async function installedNewVersion(): Promise<ServiceWorker | null> {
  if (!navigator.serviceWorker?.controller) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return null;
  await registration.update().catch(() => undefined);
  const worker = registration.installing ?? registration.waiting;
  if (worker) await installDone(worker);
  return worker;
}

/**
 * The translations a painted page brought in itself, handed to the worker once it is active: it keeps them as the
 * files they are (app/i18n.ts), so the visitor's next visit, which opens on the worker's shell and renders in the
 * browser, has them without a download.
 */
export function keepTranslations(translations: Translations) {
  if (!workerWanted()) return;
  const files = Object.entries(translations).flatMap(([language, namespaces]) =>
    Object.entries(namespaces).map(([namespace, strings]) => ({ url: translationFileUrl(language, namespace), body: JSON.stringify(strings) })),
  );
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'KEEP_TRANSLATIONS', files }));
}
