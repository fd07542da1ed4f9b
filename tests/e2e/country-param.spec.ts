// The `?country=` parameter of old links (spec §2, §4): the old product's links carry country names.
// Every public page accepts a code in any case or any name or alias the API knows and puts the code in
// the URL; an unknown value falls back to the last stable country. Never the error page.
import { expect, test, type Page } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

/** Uncaught errors of the page from now on, and the route error page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Page failed to render')) errors.push(message.text());
  });
  return errors;
}

const listPages = [
  { path: '/hotels', heading: 'Hotels', card: 'hotel-card' },
  { path: '/tours', heading: 'Tours', card: 'tour-card' },
  { path: '/restaurants', heading: 'Restaurants', card: 'restaurant-card' },
  { path: '/transport', heading: 'Rides', card: 'ride-card' },
  { path: '/nightlife', heading: 'Leisure', card: 'leisure-card' },
] as const;

async function expectCountry(page: Page, path: string, code: string, name: string) {
  await expect(page).toHaveURL(new RegExp(`^[^?]*${path === '/' ? '/' : path}\\?(.*&)?country=${code}(&|$)`));
  await expect(page.getByText('Something went wrong on this page')).toHaveCount(0);
  const listPage = listPages.find((entry) => entry.path === path);
  if (!listPage) {
    await expect(page.getByRole('heading', { level: 2, name: `Explore ${name}` })).toBeVisible();
    await expect(page.getByTestId('explore-tours')).toHaveAttribute('href', `/tours?country=${code}`);
    return;
  }
  await expect(page.getByRole('heading', { level: 1, name: `${listPage.heading} in ${name}` })).toBeVisible();
  await expect(page.getByTestId(listPage.card)).toHaveCount(30);
  // Every card in the country (a painted page hydrates with the server's country first, then the remembered one's).
  await expect(page.getByTestId(listPage.card).getByTestId('card-location').filter({ hasNotText: name })).toHaveCount(0);
}

for (const { path } of [{ path: '/' }, ...listPages]) {
  test(`${path} takes a country name, a lower-case code or an unknown country from an old link`, async ({ page }) => {
    const errors = watchErrors(page);

    await page.goto(`${path}?country=Rwanda`);
    await expectCountry(page, path, 'RW', 'Rwanda');

    await page.goto(`${path}?country=rw`);
    await expectCountry(page, path, 'RW', 'Rwanda');

    // Kenya loaded last: an unknown country falls back to it.
    await page.goto(`${path}?country=KE`);
    await expectCountry(page, path, 'KE', 'Kenya');
    await page.goto(`${path}?country=Narnia`);
    await expectCountry(page, path, 'KE', 'Kenya');
    expect(await page.evaluate(() => [localStorage.getItem('country'), localStorage.getItem('lastStableCountry')])).toEqual(['KE', 'KE']);

    expect(errors).toEqual([]);
  });
}

test('aliases, official names and accents are the API’s, and a first visit to an unknown country shows Rwanda', async ({ page, browser }) => {
  const errors = watchErrors(page);
  for (const spelling of ['Ivory Coast', "côte d'ivoire", 'COTE-D-IVOIRE']) {
    await page.goto(`/tours?country=${encodeURIComponent(spelling)}`);
    await expect(page).toHaveURL(/[?&]country=CI(&|$)/);
    await expect(page.getByTestId('tour-card').first()).toBeVisible();
  }
  // The other parameters of the link stay.
  await page.goto('/hotels?view=list&country=Republic%20of%20Kenya');
  await expectCountry(page, '/hotels', 'KE', 'Kenya');
  await expect(page).toHaveURL(/[?&]view=list/);

  expect(errors).toEqual([]);

  // A fresh visitor with nothing remembered (a browser of their own: the page above may still be writing what it
  // remembers as it leaves): the default country.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
  const visitorErrors = watchErrors(visitor);
  await visitor.goto('/restaurants?country=Narnia');
  await expectCountry(visitor, '/restaurants', 'RW', 'Rwanda');
  await visitor.goto('/hotels?country=XX');
  await expectCountry(visitor, '/hotels', 'RW', 'Rwanda');
  expect(visitorErrors).toEqual([]);
  await context.close();
});
