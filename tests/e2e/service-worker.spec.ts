// The service worker built with Workbox (issue 30): a new deploy is offered with a "reload" prompt and reloading
// brings it; a chunk an older deploy removed reloads the page once into the new version, never in a loop; and its
// runtime caches stay within their caps, the country flags apart from the code.
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runtimeCaches } from '../../web/sw/cache-limits';
import { expectNoSeriousViolations } from './axe';
import { expect, type Page, test } from './fixtures';

const TOUR_LIST_CHUNK = /\/assets\/TourListPage-[\w-]+\.js$/;
/** Headers of an original file that no longer describe the replacement. */
const STALE_HEADERS = new Set(['content-encoding', 'content-length', 'etag', 'last-modified', 'transfer-encoding', 'vary']);

interface Replacement {
  body: string;
  headers: Record<string, string>;
}

/**
 * The built app on an origin of its own, in front of the running web server, that a test can deploy to: a deploy
 * replaces files, and can make some answer 404 (a chunk of the version before) for a number of requests.
 */
async function deployableSite(webUrl: string) {
  const replaced = new Map<string, Replacement>();
  const gone: { pattern: RegExp; requests: number }[] = [];
  const server = createServer((incoming, outgoing) => {
    const path = new URL(incoming.url ?? '/', webUrl).pathname;
    const missing = gone.find((entry) => entry.pattern.test(path) && entry.requests > 0);
    if (missing) {
      missing.requests--;
      outgoing.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const replacement = replaced.get(path);
    if (replacement) {
      outgoing.writeHead(200, replacement.headers).end(replacement.body);
      return;
    }
    const upstream = forward(
      new URL(incoming.url ?? '/', webUrl),
      { method: incoming.method, headers: { ...incoming.headers, host: new URL(webUrl).host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const original = async (path: string): Promise<Replacement> => {
    const response = await fetch(new URL(path, webUrl));
    const headers = Object.fromEntries([...response.headers].filter(([name]) => !STALE_HEADERS.has(name)));
    return { body: await response.text(), headers };
  };
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /**
     * A new deploy: a shell that says so (<meta name="deploy">) and a service worker whose precache names it. The
     * chunks keep their names here; `gone` makes the old version's chunk missing for its first requests.
     */
    async deploy(gone_?: { pattern: RegExp; requests: number }) {
      const [shell, worker] = await Promise.all([original('/index.html'), original('/sw.js')]);
      const newWorker = worker.body.replace(/("revision":")[0-9a-f]+(","url":"index\.html")/, '$1d2d2d2d2$2');
      expect(newWorker, 'the precache names the shell').not.toBe(worker.body);
      replaced.set('/index.html', { ...shell, body: shell.body.replace('<head>', '<head><meta name="deploy" content="2">') });
      replaced.set('/sw.js', { ...worker, body: newWorker });
      if (gone_) gone.push(gone_);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Lets the app register its service worker (it leaves it out under automation) and waits until it serves the page. */
async function withServiceWorker(page: Page, url: string) {
  await page.context().addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

const deployed = (page: Page) => page.locator('meta[name="deploy"]');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

test('a new deploy is offered with a reload prompt that takes no focus; reloading brings the new version', async ({ page, baseURL }) => {
  const site = await deployableSite(baseURL!);
  try {
    await withServiceWorker(page, `${site.url}/hotels?country=RW`);
    const reload = page.getByTestId('new-version').getByRole('button', { name: 'Reload' });
    await expect(reload).toHaveCount(0);

    await site.deploy();
    // The browser looks for a new worker on each visit: the page opens on the old version, and offers the new one.
    await page.reload();
    await expect(page.getByTestId('new-version')).toHaveText(/^A new version of Jambo Africa is available\.\s*Reload$/);
    await expect(page.getByTestId('new-version')).toHaveAttribute('role', 'status');
    await expect(reload).not.toBeFocused();
    await expect(deployed(page)).toHaveCount(0);
    await expectNoSeriousViolations(page);

    await reload.click();
    await expect(deployed(page)).toHaveAttribute('content', '2');
    await expect(page.getByTestId('hotel-card').first()).toBeVisible();
    await expect(reload).toHaveCount(0);
  } finally {
    await site.close();
  }
});

test("a chunk of the old version that a deploy removed reloads the page once, into the new version's worker", async ({ page, baseURL }) => {
  const site = await deployableSite(baseURL!);
  try {
    await withServiceWorker(page, `${site.url}/?country=RW`);
    await site.deploy({ pattern: TOUR_LIST_CHUNK, requests: 1 });
    let loads = 0;
    page.on('load', () => loads++);

    await page.getByRole('link', { name: 'Tours', exact: true }).first().click();
    await expect(page.getByTestId('tour-card').first()).toBeVisible();
    // Reloaded through the new worker, not into the old shell the old worker kept.
    await expect(deployed(page)).toHaveAttribute('content', '2');
    expect(loads).toBe(1);
  } finally {
    await site.close();
  }
});

test('a chunk still missing after that one reload shows the error page instead of reloading again', async ({ page }) => {
  await page.route(TOUR_LIST_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
  await page.goto('/?country=RW');
  await expect(page.locator('#root[data-painted]')).toHaveCount(0);
  let loads = 0;
  page.on('load', () => loads++);

  await page.getByRole('link', { name: 'Tours', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong on this page' })).toBeVisible();
  expect(loads).toBe(1);
});

test('the saved answers are capped: past the cap, the oldest list answer is gone', async ({ page }) => {
  const { name, maxEntries } = runtimeCaches.answers;
  await withServiceWorker(page, '/?country=RW');
  const savedKeys = () => page.evaluate((cacheName) => caches.open(cacheName).then(async (cache) => (await cache.keys()).map((request) => request.url)), name);
  /** One list page's read, as the app sends it, through the worker; `visit` tells the answers apart. */
  const visit = (visit: number) =>
    page.evaluate(async (visit) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'jambo-web' },
        body: JSON.stringify({ operationName: 'HotelList', query: 'query HotelList { __typename }', variables: { visit: `cap-${visit}` } }),
      });
      if (!response.ok) throw new Error(`HotelList answered ${response.status}`);
    }, visit);
  const savedVisit = (keys: string[], visit: number) => keys.some((key) => key.includes(encodeURIComponent(`"cap-${visit}"`)));

  await visit(0);
  await expect.poll(async () => savedVisit(await savedKeys(), 0)).toBe(true);
  for (let number = 1; number <= maxEntries; number++) await visit(number);

  await expect.poll(async () => savedVisit(await savedKeys(), maxEntries)).toBe(true);
  await expect.poll(async () => savedVisit(await savedKeys(), 0)).toBe(false);
  expect((await savedKeys()).length).toBeLessThanOrEqual(maxEntries);
});

test("the country menu's flags are kept in a cache of their own, never among the page chunks", async ({ page }) => {
  await withServiceWorker(page, '/?country=SZ');
  // Once the worker controls the page, every file it asks for goes through it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cachedPaths = (cacheName: string) =>
    page.evaluate((name) => caches.open(name).then(async (cache) => (await cache.keys()).map((request) => new URL(request.url).pathname)), cacheName);

  await page.getByRole('button', { name: /^Country: .*Change country$/ }).click();
  const flags = page.getByRole('list', { name: 'Countries' }).locator('img[data-flag]');
  await expect(flags).toHaveCount(54);
  for (const flag of await flags.all()) await flag.scrollIntoViewIfNeeded();
  await expectNoSeriousViolations(page);

  await expect.poll(async () => (await cachedPaths(runtimeCaches.flags.name)).length).toBe(54);
  expect((await cachedPaths(runtimeCaches.flags.name)).every((path) => /^\/assets\/flags-[0-9a-f]{8}\/[A-Z]{2}\.svg$/.test(path))).toBe(true);
  expect((await cachedPaths(runtimeCaches.code.name)).filter((path) => path.startsWith('/assets/flags-'))).toEqual([]);
});

test("a painted page's translations are kept by the worker: the next visit, rendered from its shell, downloads none of them", async ({ page }) => {
  await withServiceWorker(page, '/hotels?country=ET');
  const keptTranslations = () =>
    page.evaluate(
      (name) => caches.open(name).then(async (cache) => (await cache.keys()).map((request) => request.url).filter((url) => url.includes('/assets/locales-'))),
      runtimeCaches.code.name,
    );
  // Handed over once the worker was active: the namespaces the page was painted with, as the files the app fetches.
  await expect.poll(async () => (await keptTranslations()).some((url) => url.endsWith('/en/common.json'))).toBe(true);
  const kept = await keptTranslations();
  expect(kept).toEqual(expect.arrayContaining([expect.stringMatching(/\/en\/hotels\.json$/), expect.stringMatching(/\/en\/listings\.json$/)]));

  // The next visit opens on the worker's shell and renders in the browser: what was kept comes from the worker's cache.
  const downloaded: string[] = [];
  await page.context().route(/\/assets\/locales-/, (route) => {
    downloaded.push(route.request().url());
    return route.fallback();
  });
  await page.reload();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotels in Ethiopia');
  await expect(page.getByTestId('hotel-card').first()).toBeVisible();
  expect(downloaded.filter((url) => kept.includes(url))).toEqual([]);
});
