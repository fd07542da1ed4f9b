// The /hotels page against the seeded product: real Rwandan and Kenyan hotels, a country switch from
// the header, filters, sort, paging, right-to-left Arabic, and no serious accessibility violations.
import { expectNoSeriousViolations } from './axe';
import { expect, test, type Page } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

const summary = (page: Page) => page.getByTestId('list-summary');
const cards = (page: Page) => page.getByTestId('hotel-card');

async function prices(page: Page): Promise<number[]> {
  return cards(page)
    .getByTestId('card-price')
    .evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-amount'))));
}

async function loaded(page: Page) {
  await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
  await expect(summary(page)).toContainText('Showing');
}

test('shows 30 real Rwandan hotels a page with the summary line, and pages to 31-60', async ({ page }) => {
  await page.goto('/hotels');
  await loaded(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Rwanda' })).toBeVisible();
  await expect(summary(page)).toHaveText('Showing 1-30 of 96 results • Page 1 of 4');
  await expect(cards(page)).toHaveCount(30);
  for (const location of await cards(page).getByTestId('card-location').allTextContents()) expect(location).toMatch(/, Rwanda$/);
  // Images load from the API's media path.
  const image = cards(page).first().locator('img');
  await expect(image).toHaveAttribute('src', /\/media\/hotels\/\d\d\.svg$/);

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(summary(page)).toHaveText('Showing 31-60 of 96 results • Page 2 of 4');
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
  await expect(summary(page)).toHaveText('Showing 61-90 of 96 results • Page 3 of 4');
});

test('switching country in the header shows Kenyan hotels', async ({ page }) => {
  await page.goto('/hotels?country=RW');
  await loaded(page);
  await page.getByRole('button', { name: /^Country: .*Change country$/ }).click();
  await page.getByRole('searchbox', { name: 'Search countries' }).fill('Kenya');
  await page.getByRole('button', { name: 'Kenya', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Kenya' })).toBeVisible();
  await expect(page).toHaveURL(/country=KE/);
  await loaded(page);
  await expect(summary(page)).toHaveText('Showing 1-30 of 108 results • Page 1 of 4');
  for (const location of await cards(page).getByTestId('card-location').allTextContents()) expect(location).toMatch(/, Kenya$/);
});

test('a price filter and a sort constrain and order the cards', async ({ page }) => {
  await page.goto('/hotels?country=KE');
  await loaded(page);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByLabel('Min price (USD)').fill('100');
  await dialog.getByLabel('Max price (USD)').fill('300');
  await dialog.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/minPrice=100/);
  await loaded(page);
  // The unfiltered answer may still be on screen for a moment, and the summary is rewritten as the answer comes: wait
  // for the filtered count.
  const totalShown = async () => Number(/of (\d+) results/.exec((await summary(page).textContent()) ?? '')?.[1]);
  await expect.poll(totalShown).toBeLessThan(108);
  const total = await totalShown();
  expect(total).toBeGreaterThan(0);
  for (const price of await prices(page)) {
    expect(price).toBeGreaterThanOrEqual(100);
    expect(price).toBeLessThanOrEqual(300);
  }

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sort=price-asc/);
  await loaded(page);
  await expect
    .poll(async () => {
      const values = await prices(page);
      return values.length > 1 && values.every((value, index) => index === 0 || values[index - 1]! <= value);
    })
    .toBe(true);
  await expect(summary(page)).toContainText(`of ${total} results`);
});

test('Arabic reads right to left', async ({ page }) => {
  await page.goto('/hotels?country=RW&lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(cards(page)).toHaveCount(30);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Hotels/);
});

test('has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/hotels?country=RW');
  await loaded(page);
  await expectNoSeriousViolations(page);
});
