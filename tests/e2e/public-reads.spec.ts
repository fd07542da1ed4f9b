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
  const requests = graphqlRequests(page);
  // The server paints the first page itself: the list is asked for by the app on the way to the next one.
  await page.goto('/tours?country=KE');
  await expect(page.getByTestId('tour-card').first()).toBeVisible();
  const answer = page.waitForResponse((response) => response.request().method() === 'GET' && response.url().includes('HotelList'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hotels' }).click();
  const response = await answer;
  expect(new URL(response.url()).searchParams.get('extensions')).toContain('persistedQuery');
  expect(await response.request().headerValue('cookie')).toBeNull();
  expect(response.headers()['cache-control']).toBe('max-age=60, public');
  await expect(page.getByTestId('hotel-card').first()).toBeVisible();
  expect(requests.filter((request) => request.method() === 'GET').length).toBeGreaterThan(0);
});

test('a signed-in traveller never sends a query over GET', async ({ page }) => {
  await page.goto('/auth/signin?country=RW');
  const form = page.locator('main form');
  await form.getByLabel('Email').fill(TRAVELLER.email);
  await form.getByLabel('Password').fill(TRAVELLER.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/auth\/signin/);
  const requests = graphqlRequests(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Hotels' }).click();
  await expect(page.getByTestId('hotel-card').first()).toBeVisible();
  await nav.getByRole('link', { name: 'Tours' }).click();
  await expect(page.getByTestId('tour-card').first()).toBeVisible();
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.filter((request) => request.method() === 'GET').map((request) => request.url())).toEqual([]);
});
