// The service worker (issues 12 and 30), built with Workbox by vite-plugin-pwa (web/vite.config.ts): each deploy's
// app shell precached, the last lists viewed and their pictures kept for offline use, every runtime cache capped
// (cache-limits.ts). A new deploy's worker waits until the visitor chooses to reload (features/offline/NewVersionPrompt).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type RouteHandlerCallbackOptions, type WorkboxPlugin } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { runtimeCaches } from './cache-limits';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Public reads whose last answer is worth showing offline; never the session or a mutation. */
const SAVED_OPERATIONS = new Set([
  'CountryList',
  'HomeMetrics',
  'ListingCities',
  'CountrySwitch',
  'HotelList',
  'TourList',
  'TourDetails',
  'RestaurantList',
  'RideList',
  'LeisureList',
]);
/** On a flaky connection, an answer slower than this comes from the cache (the network still refreshes it). */
const NETWORK_TIMEOUT_SECONDS = 4;
/** What the web server forwards to the API, and files: never a page of the app. */
const NOT_PAGES = [/^\/(graphql|media|api|dev|partner-api)(\/|\?|$)/, /^[^?]*\.[a-z0-9]+(\?|$)/i];
/** The caches of the hand-written worker this one replaced, which nothing ever shrank. */
const LEGACY_CACHES = /^(shell-.+|assets|data|media)$/;

const expiration = (limits: { maxEntries: number; maxAgeSeconds: number }) =>
  new ExpirationPlugin({ maxEntries: limits.maxEntries, maxAgeSeconds: limits.maxAgeSeconds, purgeOnQuotaError: true });

// The first worker takes the open pages at once (nothing older serves them); a later one only once the visitor
// chose to reload (SKIP_WAITING below), so a page never runs on a shell of another deploy.
clientsClaim();
self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; files?: unknown } | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'KEEP_TRANSLATIONS' && Array.isArray(message.files)) event.waitUntil(keepTranslations(message.files));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter((name) => LEGACY_CACHES.test(name)).map((name) => caches.delete(name)))));
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page opens on this deploy's shell: /index.html itself, never a page the server painted for one visitor.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_PAGES }));

// The country flags' files (features/layout/flag-files.ts), in a folder named by their content, have a cache of their
// own: scrolling the country menu fetches all 54 of them.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/flags-'),
  new CacheFirst({ cacheName: runtimeCaches.flags.name, plugins: [expiration(runtimeCaches.flags)] }),
);

// Page chunks and translations never change under their name. A chunk an older deploy removed answers 404, which is
// not kept: the page recovers (features/offline/missing-chunk.ts).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: runtimeCaches.code.name, plugins: [expiration(runtimeCaches.code)] }),
);

/** A translation file's path (app/i18n.ts): `/assets/locales-<hash>/<language>/<namespace>.json`. */
const TRANSLATION_FILE = /^\/assets\/locales-[0-9a-f]+\/[a-z]{2}\/[\w-]+\.json$/;
const codeExpiration = new CacheExpiration(runtimeCaches.code.name, runtimeCaches.code);

/**
 * A painted page's translations, which it brought in itself (features/offline/service-worker.ts, keepTranslations):
 * kept among the code as the files they are, so the next visit, rendered from the shell, fetches none of them.
 */
async function keepTranslations(files: unknown[]) {
  const cache = await caches.open(runtimeCaches.code.name);
  for (const file of files) {
    const { url, body } = (file ?? {}) as { url?: unknown; body?: unknown };
    if (typeof url !== 'string' || typeof body !== 'string') continue;
    const address = new URL(url, self.location.origin);
    if (address.origin !== self.location.origin || !TRANSLATION_FILE.test(address.pathname) || (await cache.match(address.href))) continue;
    await cache.put(address.href, new Response(body, { headers: { 'content-type': 'application/json' } }));
    await codeExpiration.updateTimestamp(address.href);
  }
  await codeExpiration.expireEntries();
}

// Pictures, from this origin or the API's (PUBLIC_API_URL): a picture of another origin is opaque (status 0).
registerRoute(
  ({ url }) => url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: runtimeCaches.pictures.name,
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), expiration(runtimeCaches.pictures)],
  }),
);

/** Tells the page its data came from the cache, and when it was saved. */
async function announce(clientId: string, savedAt: number) {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  const targets = client ? [client] : await self.clients.matchAll({ type: 'window' });
  for (const target of targets) target.postMessage({ type: 'served-from-cache', savedAt, offline: !self.navigator.onLine });
}

/** A saved answer: kept under the key its route gave (params.key), stamped with when it was saved, announced when used. */
const savedAnswer: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request, params }) => (params as { key?: string } | undefined)?.key ?? request,
  cacheWillUpdate: async ({ response }) => {
    if (!response.ok) return null;
    const headers = { 'content-type': response.headers.get('content-type') ?? 'application/json', 'x-saved-at': String(Date.now()) };
    return new Response(await response.blob(), { headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (cachedResponse) void announce((event as FetchEvent).clientId, Number(cachedResponse.headers.get('x-saved-at')));
    return cachedResponse;
  },
};
const answers = new NetworkFirst({
  cacheName: runtimeCaches.answers.name,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [expiration(runtimeCaches.answers), savedAnswer],
});

/**
 * The key of a public read's answer: a GET read's own address; a POSTed one's body, under a GET address (the Cache
 * API keeps GET requests only). None for anything else.
 */
async function answerKey(request: Request): Promise<string | null> {
  if (request.method === 'GET') return SAVED_OPERATIONS.has(new URL(request.url).searchParams.get('operationName') ?? '') ? request.url : null;
  const body = await request.clone().text();
  try {
    return SAVED_OPERATIONS.has((JSON.parse(body) as { operationName?: string }).operationName ?? '') ? `/__answers/${encodeURIComponent(body)}` : null;
  } catch {
    return null;
  }
}

/** Public GraphQL reads: the network, or the last answer when offline or slower than the timeout. */
async function graphqlRead({ event, request }: RouteHandlerCallbackOptions): Promise<Response> {
  const key = await answerKey(request);
  return key ? answers.handle({ event, request, params: { key } }) : fetch(request);
}
const isGraphql = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) => sameOrigin && url.pathname === '/graphql';
registerRoute(isGraphql, graphqlRead, 'POST');
registerRoute(isGraphql, graphqlRead, 'GET');
