// Public reads a CDN can serve (design §9): a visitor's list page asks for its hotels as a persisted query over GET,
// without cookies, and the answer says it may be shared; once signed in, no query travels that way.
import { expect, test, type Page, type Request } from './fixtures';

const TRAVELLER = { email: 'traveller@example.com', password: 'Safari2025!' };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

/** Every GraphQL request the page sends from now on. */
function graphqlRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') seen.push(request);
  });
  return seen;
}

test("a visitor's hotel list travels as a cacheable GET without cookies", async ({ page }) => {
  // Two first paints and two client-side lists.
  test.setTimeout(120_000);
  const requests = graphqlRequests(page);
  const hotelList = () =>
    page.waitForResponse((response) => new URL(response.url()).pathname === '/graphql' && response.url().includes('operationName=HotelList'));
  const toHotels = async () => {
    // The server paints the first page itself: the list is asked for by the app on the way to the next one.
    await page.goto('/tours?country=KE');
    // A first visit asks by hash, is told the hash is new, and sends the query once: slower than a repeat.
    await expect(page.getByTestId('tour-card').first()).toBeVisible({ timeout: 30_000 });
    const answer = hotelList();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hotels' }).click();
    await expect(page.getByTestId('hotel-card').first()).toBeVisible({ timeout: 30_000 });
    return answer;
  };
  await toHotels();
  // Once the API knows the query, the same URL is answered for anyone: by hash alone, shareable.
  const repeat = await toHotels();
  const url = new URL(repeat.url());
  expect(repeat.request().method()).toBe('GET');
  expect(url.searchParams.get('extensions')).toContain('persistedQuery');
  expect(url.searchParams.get('query')).toBeNull();
  expect(await repeat.request().headerValue('cookie')).toBeNull();
  expect(repeat.headers()['cache-control']).toBe('max-age=60, public');
  expect(((await repeat.json()) as { data: { hotels: { nodes: unknown[] } } }).data.hotels.nodes.length).toBeGreaterThan(0);
  expect(requests.filter((request) => request.method() === 'GET').length).toBeGreaterThan(0);
});

test('a signed-in traveller never sends a query over GET', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/auth/signin?country=RW');
  const form = page.locator('main form');
  await form.getByLabel('Email').fill(TRAVELLER.email);
  await form.getByLabel('Password').fill(TRAVELLER.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/auth\/signin/);
  const requests = graphqlRequests(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Hotels' }).click();
  await expect(page.getByTestId('hotel-card').first()).toBeVisible({ timeout: 30_000 });
  await nav.getByRole('link', { name: 'Tours' }).click();
  await expect(page.getByTestId('tour-card').first()).toBeVisible({ timeout: 30_000 });
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.filter((request) => request.method() === 'GET').map((request) => request.url())).toEqual([]);
});
