// The service worker (issue 12, item 5): the app shell and the last lists viewed open offline and on a
// flaky connection. The build (web/vite.config.ts) replaces the precache list and the version below.
/* global self, caches, clients */
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const SHELL_CACHE = `shell-${VERSION}`;
const ASSET_CACHE = 'assets';
const DATA_CACHE = 'data';
const MEDIA_CACHE = 'media';
/** Public reads whose last answer is worth showing offline; never the session or a mutation. */
const CACHED_OPERATIONS = new Set([
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
const NETWORK_TIMEOUT_MS = 4000;
const MEDIA_LIMIT = 120;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('shell-') && name !== SHELL_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** Tells the page its data came from the cache, and when it was saved. */
async function announce(clientId, savedAt, offline) {
  const client = clientId ? await self.clients.get(clientId) : null;
  const targets = client ? [client] : await self.clients.matchAll({ type: 'window' });
  for (const target of targets) target.postMessage({ type: 'served-from-cache', savedAt, offline });
}

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * The app shell for every page: the cached one at once, refreshed in the background (a deploy shows on the
 * next visit). The shell is /index.html itself, never a page the server painted for one address and visitor.
 */
async function navigation(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match('/index.html');
  if (cached) {
    void fetch('/index.html')
      .then((response) => (response.ok ? cache.put('/index.html', response) : undefined))
      .catch(() => {});
    return cached;
  }
  return fetch(request).catch(() => Response.error());
}

/** Built assets never change under their name: cache first. */
async function asset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = (await caches.match(request)) ?? null;
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) void cache.put(request, response.clone());
  return response;
}

async function media(request) {
  const cache = await caches.open(MEDIA_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok || response.type === 'opaque') {
    await cache.put(request, response.clone());
    const keys = await cache.keys();
    for (const old of keys.slice(0, Math.max(0, keys.length - MEDIA_LIMIT))) await cache.delete(old);
  }
  return response;
}

/** Public GraphQL reads: the network, or the last answer when offline or slower than the timeout. */
async function graphql(event) {
  const body = await event.request.clone().text();
  let operation;
  try {
    operation = JSON.parse(body).operationName;
  } catch {
    return fetch(event.request);
  }
  if (!CACHED_OPERATIONS.has(operation)) return fetch(event.request);
  const key = new Request(`/__data/${encodeURIComponent(body)}`);
  const cache = await caches.open(DATA_CACHE);
  const network = fetch(event.request).then(async (response) => {
    if (response.ok) {
      const copy = new Response(await response.clone().blob(), { headers: { 'content-type': 'application/json', 'x-saved-at': String(Date.now()) } });
      await cache.put(key, copy);
    }
    return response;
  });
  event.waitUntil(network.catch(() => {}));
  try {
    return await withTimeout(network, NETWORK_TIMEOUT_MS);
  } catch {
    const cached = await cache.match(key);
    if (!cached) return network;
    void announce(event.clientId, Number(cached.headers.get('x-saved-at')), !self.navigator.onLine);
    return cached;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // Pictures may come from the API's own origin (PUBLIC_API_URL).
  if (request.method === 'GET' && url.pathname.startsWith('/media/')) return event.respondWith(media(request));
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') return event.respondWith(navigation(request));
  if (request.method === 'GET' && url.pathname.startsWith('/assets/')) return event.respondWith(asset(request));
  if (request.method === 'POST' && url.pathname === '/graphql') return event.respondWith(graphql(event));
});
