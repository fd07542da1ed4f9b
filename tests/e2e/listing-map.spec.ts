// Issue 29, item 5: a listing's page shows where it is. A map of OpenStreetMap tiles (here a local picture: the browser
// has no internet) with the pin on the listing itself (not its city's centre) and OpenStreetMap's attribution, a link to the same point on OpenStreetMap,
// fitting a 360 px phone, its code a chunk of its own that the entry never carries. Zambian listings: no other spec's.
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { serveMapTiles } from './map-tiles';

/** What Leaflet's code holds and the rest of the app's does not. */
const LEAFLET_MARK = 'leaflet-container';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

/** Scrolls to a listing's map, as a visitor does to see it: its code loads as it nears the screen. */
async function scrollToMap(page: Page) {
  await page.getByTestId('listing-map').scrollIntoViewIfNeeded();
}

/** The first listing's page of a kind's Zambian list, and where it is as the API gives it. */
async function openFirst(page: Page, list: string, card: string, field: string) {
  await page.goto(`/${list}?country=ZM`);
  const first = page.getByTestId(card).first();
  await expect(first).toBeVisible();
  const href = (await first.getByTestId('card-action').getAttribute('href'))!;
  const id = /\/(\d+)(?:[/?]|$)/.exec(href)![1];
  const answer = await page.request.post('/graphql', {
    headers: { 'x-requested-with': 'e2e' },
    data: { query: `query ($id: ID!) { ${field}(id: $id) { name city { lat lng } position { lat lng exact } } }`, variables: { id } },
  });
  const listing = (await answer.json()).data[field] as {
    name: string;
    city: { lat: number; lng: number };
    position: { lat: number; lng: number; exact: boolean };
  };
  // Seeded listings have a place of their own, a few kilometres from their city's centre.
  expect(listing.position.exact).toBe(true);
  expect(listing.position).not.toMatchObject(listing.city);
  await page.goto(href);
  return listing;
}

test("a hotel's page maps it: tiles, pin, attribution, an OpenStreetMap link at its coordinates, no axe fault", async ({ page }) => {
  const tiles = await serveMapTiles(page);
  const hotel = await openFirst(page, 'hotels', 'hotel-card', 'hotel');
  const map = page.getByRole('region', { name: `Map of ${hotel.name}` });
  await expect(map).toBeVisible();
  await scrollToMap(page);
  await expect(map.locator('path.listing-map-marker')).toBeVisible();
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  expect(tiles.every((url) => /^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);
  await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  await expect(map.locator('.leaflet-control-attribution')).toContainText('© OpenStreetMap contributors');

  const link = page.getByRole('link', { name: 'Open in OpenStreetMap' });
  const url = new URL((await link.getAttribute('href'))!);
  expect(url.origin).toBe('https://www.openstreetmap.org');
  expect(Number(url.searchParams.get('mlat'))).toBe(hotel.position.lat);
  expect(Number(url.searchParams.get('mlon'))).toBe(hotel.position.lng);
  // The pin is the hotel's own place: no word of a city's centre, and search engines are given the same point.
  await expect(page.getByTestId('listing-map')).not.toContainText('centre');
  const data = JSON.parse((await page.getByTestId('structured-data').first().textContent())!);
  expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: hotel.position.lat, longitude: hotel.position.lng });

  // The wheel scrolls the page, not the map (Leaflet's wheel zoom would keep the page still).
  await map.hover();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await page.mouse.wheel(0, -200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolled);
  // The map takes the keyboard (arrows pan, + and - zoom), with zoom buttons named.
  await expect(map.locator('.leaflet-container')).toHaveAttribute('tabindex', '0');
  await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('every kind of listing page has its map, in French and Arabic too', async ({ page }) => {
  await serveMapTiles(page);
  for (const [list, card, field] of [
    ['tours', 'tour-card', 'tour'],
    ['restaurants', 'restaurant-card', 'restaurant'],
    ['nightlife', 'leisure-card', 'leisureVenue'],
    ['transport', 'ride-card', 'ride'],
  ]) {
    const listing = await openFirst(page, list, card, field);
    const map = page.getByRole('region', { name: `Map of ${listing.name}` });
    await scrollToMap(page);
    await expect(map.locator('path.listing-map-marker'), list).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in OpenStreetMap' })).toHaveAttribute(
      'href',
      new RegExp(`mlat=${listing.position.lat}&mlon=${listing.position.lng}`),
    );
  }
  await page.goto(`${page.url()}${page.url().includes('?') ? '&' : '?'}lng=fr`);
  await expect(page.getByRole('link', { name: 'Ouvrir dans OpenStreetMap' })).toBeVisible();
  await scrollToMap(page);
  await expect(page.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap contributeurs');
  // Arabic reads right to left; the map itself stays left to right, as maps are drawn.
  await page.goto(page.url().replace('lng=fr', 'lng=ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'افتح في OpenStreetMap' })).toBeVisible();
  await scrollToMap(page);
  await expect(page.locator('div[dir=ltr]:has(> .leaflet-container)')).toHaveCount(1);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('the map fits the width', async ({ page }) => {
    await serveMapTiles(page);
    const hotel = await openFirst(page, 'hotels', 'hotel-card', 'hotel');
    const map = page.getByRole('region', { name: `Map of ${hotel.name}` });
    await scrollToMap(page);
    await expect(map.locator('path.listing-map-marker')).toBeVisible();
    const box = (await map.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test("the map's code is fetched on the listing pages only, never with the entry, and only as the map nears the screen", async ({ page }) => {
  // The entry: the page's module script and what it preloads.
  const shell = await (await page.request.get('/')).text();
  const entry = [...shell.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+)"/g)].map((match) => match[1]!);
  expect(entry.length).toBeGreaterThan(0);
  for (const file of entry) expect(await (await page.request.get(file)).text(), file).not.toContain(LEAFLET_MARK);

  // The scripts a listing page fetches include it.
  await serveMapTiles(page);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  // A page opened scrolled to the top: the booking form is there, the map far below, and its code not fetched.
  await page.setViewportSize({ width: 1280, height: 400 });
  const hotel = await openFirst(page, 'hotels', 'hotel-card', 'hotel');
  await expect(page.getByTestId('hotel-booking-form')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect((await Promise.all(scripts)).some((text) => text.includes(LEAFLET_MARK))).toBe(false);
  await scrollToMap(page);
  await expect(page.getByRole('region', { name: `Map of ${hotel.name}` }).locator('path.listing-map-marker')).toBeVisible();
  expect((await Promise.all(scripts)).some((text) => text.includes(LEAFLET_MARK))).toBe(true);
});
