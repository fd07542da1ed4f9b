// Security headers of the web server (design §5): the pages carry a Content-Security-Policy that the
// built app passes everywhere (pages, images from the API, Chakra's style tags, the map overlay, a listing's
// OpenStreetMap tiles, forms),
// no framing, no MIME sniffing, no Referer.
import { expect, test, type Page } from './fixtures';
import { serveMapTiles } from './map-tiles';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

/** CSP violations from now on, on every page loaded: the browser's console report and the page's own event. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `securitypolicyviolation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test('the app shell carries the security headers', async ({ page }) => {
  for (const path of ['/', '/hotels?country=RW', '/auth/signin']) {
    const response = await page.goto(path);
    const headers = response!.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    // The listing maps' OpenStreetMap tiles are images: allowed as such, never fetched by script.
    expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    expect(csp).not.toMatch(/(connect|script|default)-src [^;]*openstreetmap/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
  }
  // The assets too.
  const script = await page.request.get((await page.locator('script[type=module]').first().getAttribute('src'))!);
  expect(script.headers()['x-content-type-options']).toBe('nosniff');
});

test('no CSP violation on the home page, a list, a detail page, the country overlay and sign-in', async ({ page }) => {
  const violations = await watchViolations(page);

  await page.goto('/?country=RW');
  await expect(page.getByRole('heading', { level: 2, name: 'Explore Rwanda' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await page.goto('/hotels?country=RW');
  const card = page.getByTestId('hotel-card').first();
  await expect(card).toBeVisible();
  // Images come from the API's media: the policy must let them load.
  await expect.poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  // The listing's map: its OpenStreetMap tiles (a local picture here, no internet) load under the policy.
  await serveMapTiles(page);
  await page.goto('/tours?country=RW');
  await page.getByTestId('tour-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/tours\/[^/?]+\?/);
  await expect(page.getByTestId('tour-total')).toBeVisible();
  // The map's code loads as it nears the screen.
  await page.getByTestId('listing-map').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('listing-map').locator('img.leaflet-tile-loaded').first()).toBeVisible();

  // The country switch overlay: the lazily loaded map with its own style element.
  await page.getByRole('button', { name: /^Country: .*Change country$/ }).click();
  await page.getByRole('searchbox', { name: 'Search countries' }).fill('Kenya');
  await page.getByRole('button', { name: 'Kenya', exact: true }).click();
  const overlay = page.getByTestId('country-overlay');
  await expect(overlay.locator('svg path[data-selected]')).toHaveCount(1);
  await expect(overlay).toBeHidden();

  await page.goto('/auth/signin?country=KE');
  const form = page.locator('main form');
  await form.getByLabel('Email').fill('nobody@example.org');
  await form.getByLabel('Password').fill('Not-the-password-1');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();

  expect(violations).toEqual([]);
});
