// The server's first paint (issue 12): the pages a visitor lands on arrive as HTML with the header, the
// heading and the first cards in them, readable with no JavaScript at all; the browser's app then takes over
// from the answers and translations the server used, without asking for them again.
import { expect, signInThroughApi, test, type APIRequestContext } from './fixtures';
import { graphqlOperationOf } from './graphql-traffic';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

async function firstTour(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const response = await request.post('/graphql', {
    headers: { 'x-requested-with': 'e2e' },
    data: { query: '{ tours(country: "RW", paging: { size: 1 }) { nodes { id name } } }' },
  });
  return (await response.json()).data.tours.nodes[0];
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a list page shows its heading, its first cards and their prices', async ({ page }) => {
    await page.goto('/hotels?country=RW');
    await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Rwanda' })).toBeVisible();
    const first = page.getByTestId('hotel-card').first();
    await expect(first).toBeVisible();
    await expect(first).toContainText(/\$\d+\.\d{2} \/ night/);
    expect(await page.getByTestId('hotel-card').count()).toBeGreaterThan(5);
    // The header's links work without the app: they are plain links.
    await expect(page.getByRole('link', { name: 'Tours', exact: true }).first()).toHaveAttribute('href', /^\/tours/);
  });

  test("a tour's page shows the tour, with its title and structured data for search engines", async ({ page, request }) => {
    const tour = await firstTour(request);
    await page.goto(`/tours/${tour.id}?country=RW`);
    await expect(page.getByRole('heading', { level: 1, name: tour.name })).toBeVisible();
    await expect(page).toHaveTitle(`${tour.name} · Jambo Africa`);
    const data = JSON.parse((await page.getByTestId('structured-data').textContent()) ?? '{}');
    expect(data).toMatchObject({
      // A trip, and a product so that its offer and rating are read as such.
      '@type': ['TouristTrip', 'Product'],
      name: tour.name,
      offers: { url: expect.stringMatching(new RegExp(`^http://[^/]+/tours/${tour.id}$`)) },
    });
  });

  test('the page is painted in the visitor’s language, Arabic right to left', async ({ page }) => {
    await page.goto('/?country=RW&lng=ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('اكتشف أفريقيا، رحلةً بعد رحلة');
  });

  test('the French a visitor chose (the lng cookie the app writes) paints the page in French', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lng', value: 'fr', url: baseURL! }]);
    await page.goto('/hotels?country=RW');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hôtels au Rwanda');
  });
});

test('the app takes over the painted page without asking again for its list or its translations', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    // The translation files (app/i18n.ts): the painted page carries the ones it was painted with.
    if (request.url().includes('/assets/locales-')) asked.push(request.url());
    const operation = graphqlOperationOf(request);
    if (operation) asked.push(operation);
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/hotels?country=RW');
  await page.waitForLoadState('networkidle');
  // The data block is read and gone: the app rendered from it.
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByTestId('hotel-card').first()).toBeVisible();
  // Only who is signed in, which the server never paints (asked once the app has hydrated the page).
  await expect(page.locator('#root[data-painted]')).toHaveCount(0);
  await expect.poll(() => asked).toEqual(['Viewer']);
  expect(problems).toEqual([]);

  // And the app is live: a filter asks the API.
  await page.getByTestId('sort-select').selectOption({ index: 1 });
  await expect.poll(() => asked.filter((name) => name === 'HotelList').length).toBeGreaterThan(0);
});

test('a signed-in traveller is never shown as signed out by a painted page', async ({ page }) => {
  await signInThroughApi(page, 'traveller@example.com');
  await page.goto('/hotels?country=RW');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
});

test('painted pages stay private to their visitor; the shell the service worker keeps is never a painted page', async ({ request }) => {
  // A server busy with other visitors answers with the plain shell (first-paint.ts): asked again, it paints.
  let html = '';
  await expect
    .poll(async () => {
      const painted = await request.get('/hotels?country=RW&q=%3C/script%3E%3Cb%3Ebold');
      html = await painted.text();
      return html.includes('id="first-paint"') ? painted.headers()['cache-control'] : 'the plain shell';
    })
    .toBe('private, no-cache');
  // A visitor's text reaches the data block escaped: it can never close it.
  expect(html).not.toContain('</script><b>bold');

  const shell = await (await request.get('/index.html')).text();
  expect(shell).not.toContain('id="first-paint"');
  expect(shell).toContain('<!--first-paint-->');
  // The back office and personal pages start from the shell.
  expect(await (await request.get('/profile')).text()).not.toContain('id="first-paint"');
});
