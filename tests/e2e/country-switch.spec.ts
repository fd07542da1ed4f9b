// The country switch of spec §4: one GraphQL request loads a country for every list page, the map
// overlay shows it for at least 3 s, a seen country comes back from the cache with no request, a
// failing switch reverts silently, an interrupted one is undone on the next load.
import { expectNoSeriousViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { recordOperations } from './graphql-traffic';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

async function chooseCountry(page: Page, name: string) {
  await page.getByRole('button', { name: /^Country: .*Change country$/ }).click();
  await page.getByRole('searchbox', { name: 'Search countries' }).fill(name);
  await page.getByRole('button', { name, exact: true }).click();
}

test('a switch is one request, shows the map overlay for 3 s, and serves every list page; switching back is served from the cache', async ({ page }) => {
  await page.goto('/tours?country=RW');
  await expect(page.getByTestId('tour-card')).toHaveCount(30);
  await page.waitForLoadState('networkidle');
  const operations = recordOperations(page);

  const started = Date.now();
  await chooseCountry(page, 'Kenya');
  const overlay = page.getByTestId('country-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveAttribute('role', 'status');
  await expect(overlay).toContainText('Preparing your Kenya experience');
  // The map: Kenya highlighted among Africa's shapes.
  await expect(overlay.locator('svg path[data-selected]')).toHaveCount(1);
  expect(await overlay.locator('svg path').count()).toBeGreaterThan(50);
  await expect(overlay).toBeHidden();
  expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);

  await expect(page).toHaveURL(/[?&]country=KE/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tours in Kenya' })).toBeVisible();
  await expect(page.getByTestId('list-summary')).toHaveText('Showing 1-30 of 108 results • Page 1 of 4');
  for (const location of await page.getByTestId('tour-card').getByTestId('card-location').allTextContents()) expect(location).toContain('Kenya');

  // The other list pages of Kenya render from that same answer.
  for (const [label, heading, card] of [
    ['Restaurants', 'Restaurants in Kenya', 'restaurant-card'],
    ['Rides', 'Rides in Kenya', 'ride-card'],
    ['Leisure', 'Leisure in Kenya', 'leisure-card'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId(card)).toHaveCount(30);
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tours' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tours in Kenya' })).toBeVisible();
  expect(operations).toEqual(['CountrySwitch']);

  // Back to Rwanda: seen before, so no request and no overlay.
  await chooseCountry(page, 'Rwanda');
  await expect(page).toHaveURL(/[?&]country=RW/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tours in Rwanda' })).toBeVisible();
  await expect(page.getByTestId('tour-card')).toHaveCount(30);
  await expect(page.getByTestId('country-overlay')).toHaveCount(0);
  expect(operations).toEqual(['CountrySwitch']);
});

test('a failing switch reverts silently to the previous country after the overlay', async ({ page }) => {
  await page.goto('/tours?country=RW');
  await expect(page.getByTestId('tour-card')).toHaveCount(30);
  await page.route(/\/graphql(\?|$)/, (route) => route.abort());

  const started = Date.now();
  await chooseCountry(page, 'Ghana');
  await expect(page.getByTestId('country-overlay')).toContainText('Preparing your Ghana experience');
  await expect(page.getByTestId('country-overlay')).toBeHidden();
  expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);

  await expect(page).toHaveURL(/[?&]country=RW/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tours in Rwanda' })).toBeVisible();
  await expect(page.getByTestId('tour-card')).toHaveCount(30);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('pendingCountry'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('country'))).toBe('RW');
});

test('a pending country left by an interrupted switch reverts to the last stable country on load', async ({ page }) => {
  // What the interrupted tab left, written before the app's own code runs: no effect of an earlier page can
  // overwrite it afterwards.
  await page.addInitScript(() => {
    localStorage.setItem('country', 'NG');
    localStorage.setItem('pendingCountry', 'NG');
    localStorage.setItem('lastStableCountry', 'KE');
  });
  await page.goto('/tours');
  await expect(page).toHaveURL(/[?&]country=KE/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tours in Kenya' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pendingCountry'))).toBeNull();
});

test('the first-visit guide appears once after a second', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/?country=RW');
  const guide = page.getByRole('dialog', { name: 'Choose your destination' });
  await expect(guide).toBeVisible();
  await expect(guide).toContainText('All 54 African countries are available.');
  await guide.getByRole('button', { name: 'Got it' }).click();
  await expect(guide).toBeHidden();
  await page.reload();
  await page.waitForTimeout(1_500);
  await expect(guide).toHaveCount(0);
  await context.close();
});

test('a switch with no answer in 15 s reverts to the previous country', async ({ page }) => {
  await page.goto('/restaurants?country=RW');
  await expect(page.getByTestId('restaurant-card')).toHaveCount(30);
  // The request is never answered.
  await page.route(/\/graphql(\?|$)/, () => {});
  const started = Date.now();
  await chooseCountry(page, 'Senegal');
  await expect(page.getByTestId('country-overlay')).toContainText('Preparing your Senegal experience');
  await expect(page.getByTestId('country-overlay')).toBeHidden();
  expect(Date.now() - started).toBeGreaterThanOrEqual(14_900);
  await expect(page).toHaveURL(/[?&]country=RW/);
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurants in Rwanda' })).toBeVisible();
});

test('the back office has no country selector', async ({ page }) => {
  await page.goto('/tours?country=RW');
  await expect(page.getByRole('button', { name: /^Country: / })).toBeEnabled();
  await page.goto('/admin-dashboard?country=RW');
  await expect(page).toHaveURL(/\/dashboard\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner and admin sign-in' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Country: / })).toHaveCount(0);
});

/** Regional indicator letters: two make an emoji flag, which Windows and many Android phones show as two letters. */
const regionalIndicator = /[\u{1F1E6}-\u{1F1FF}]/u;

test('the country button and menu show SVG flags beside the names, never emoji flags, right to left too', async ({ page }) => {
  await page.goto('/tours?country=KE');
  const button = page.getByRole('button', { name: 'Country: Kenya. Change country' });
  // The button's flag is an image file (the page carries no code for it), as are the menu's.
  const buttonFlag = button.locator('img[data-flag="KE"]');
  await expect(buttonFlag).toBeVisible();
  await expect.poll(() => buttonFlag.evaluate((flag: HTMLImageElement) => flag.complete && flag.naturalWidth > 0)).toBe(true);
  // Decorative: the button's name says the country.
  await expect(buttonFlag).toHaveAttribute('aria-hidden', 'true');
  expect(await button.textContent()).not.toMatch(regionalIndicator);

  await button.click();
  const list = page.getByRole('list', { name: 'Countries' });
  await expect(list.getByRole('listitem')).toHaveCount(54);
  await expect(list.locator('img[data-flag]')).toHaveCount(54);
  expect(await list.textContent()).not.toMatch(regionalIndicator);
  // A flag further down the list: the file of the build's flag folder, fetched once scrolled near, and drawn.
  const eswatiniFlag = list.getByRole('button', { name: 'Eswatini', exact: true }).locator('img[data-flag="SZ"]');
  await eswatiniFlag.scrollIntoViewIfNeeded();
  await expect(eswatiniFlag).toBeVisible();
  await expect(eswatiniFlag).toHaveAttribute('src', /^\/assets\/flags-[0-9a-f]{8}\/SZ\.svg$/);
  await expect(eswatiniFlag).toHaveAttribute('aria-hidden', 'true');
  await expect.poll(() => eswatiniFlag.evaluate((flag: HTMLImageElement) => flag.complete && flag.naturalWidth > 0)).toBe(true);
  await expectNoSeriousViolations(page);

  // Arabic reads right to left: the flag stands on the right of the name, as it stands on its left in English.
  await page.goto('/tours?country=KE&lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicButton = page.getByRole('button', { name: /^البلد: .* تغيير البلد$/ });
  const arabicFlag = arabicButton.locator('img[data-flag="KE"]');
  await expect(arabicFlag).toBeVisible();
  const flagBox = await arabicFlag.boundingBox();
  const nameBox = await arabicButton.getByText('كينيا', { exact: true }).boundingBox();
  expect(flagBox && nameBox && flagBox.x >= nameBox.x + nameBox.width).toBe(true);
});
