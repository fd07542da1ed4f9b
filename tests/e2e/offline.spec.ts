// Issue 12, item 5: the service worker opens the app shell and the last lists viewed offline, with a
// banner saying when they were saved; the low-data setting skips pictures; F8 reaches the notifications.
import { e2eEnvironment } from '../support/e2e-environment';
import { expect, type Locator, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

test('a list seen once opens offline, with "you are offline, showing what you saw at hh:mm"', async ({ context, page }) => {
  // The app leaves the service worker out under automation (tests mock the network per page); here it is wanted.
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  await page.goto('/hotels?country=RW');
  await expect(page.getByTestId('hotel-card')).toHaveCount(30);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Once the worker controls the page, a visit stores what the page showed.
  await page.reload();
  await expect(page.getByTestId('hotel-card')).toHaveCount(30);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Rwanda' })).toBeVisible();
  await expect(page.getByTestId('hotel-card')).toHaveCount(30);
  await expect(page.getByTestId('offline-banner')).toHaveText(/^You are offline, showing what you saw at \d{2}:\d{2}\.$/);
  await context.setOffline(false);
});

/** Every picture in `scope` that names the API's media has loaded (a broken box has no natural width). */
async function expectPicturesLoaded(scope: Locator) {
  const pictures = scope.locator('img[src*="/media/"]');
  await expect(pictures.first()).toBeVisible();
  await expect
    .poll(() => pictures.evaluateAll((images: HTMLImageElement[]) => images.filter((image) => !(image.complete && image.naturalWidth > 0)).length))
    .toBe(0);
}

test('pictures from the API on another origin still load on the pages after the service worker takes over', async ({ context, page }) => {
  const { apiUrl, webUrl } = e2eEnvironment();
  // The setting that broke them: PUBLIC_API_URL names an origin other than the web app's.
  expect(new URL(apiUrl).origin).not.toBe(new URL(webUrl).origin);
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  await page.goto('/tours?country=KE');
  await expectPicturesLoaded(page.getByTestId('tour-card').first());
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // The second page, a list and then a detail page, is the worker's.
  await page.goto('/hotels?country=KE');
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expectPicturesLoaded(page.getByTestId('hotel-card').first());
  await page.getByTestId('hotel-card').first().getByRole('link').first().click();
  await expectPicturesLoaded(page.locator('main'));
});

test('the low-data setting skips the listing pictures', async ({ page }) => {
  await page.goto('/hotels?country=RW');
  const picture = page.getByTestId('hotel-card').first().locator('img');
  await expect(picture).toHaveAttribute('src', /\/media\//);
  await page.getByRole('checkbox', { name: 'Low data: skip images' }).check();
  await expect(picture).not.toHaveAttribute('src', /.+/);
  await page.reload();
  await expect(page.getByTestId('hotel-card').first().locator('img')).toHaveAttribute('data-low-data', 'true');
  await page.getByRole('checkbox', { name: 'Low data: skip images' }).uncheck();
  await expect(page.getByTestId('hotel-card').first().locator('img')).toHaveAttribute('src', /\/media\//);
});

test('F8 moves focus to the notifications region', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeFocused();
});
