// A traveller's own mistakes read as what to correct, at the field, not as a failure to retry (issue 29, item 4);
// and a message goes as soon as the input it was about is corrected.
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { inDays } from './test-data';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

test('a To date before the From date is a field error saying what to do, gone once the dates are right', async ({ page }) => {
  await page.goto(`/tours?country=RW&from=${inDays(20)}&to=${inDays(10)}`);
  const to = page.getByLabel('To', { exact: true });
  await expect(page.getByTestId('tour-dates-error')).toHaveText(/^Choose a “To” date on or after the “From” date \(.+\)\.$/);
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Failed to load tours')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await to.fill(inDays(30));
  await expect(page.getByTestId('tour-dates-error')).toHaveCount(0);
  await expect(to).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('tour-card').or(page.getByText('No tours found')).first()).toBeVisible();
});

test('more travellers than a departure has places says how many are left, and the message goes once corrected', async ({ page }) => {
  // A departure with fewer places left than a party may hold (12), on one of Rwanda's tours.
  await page.goto('/tours?country=RW');
  const cards = page.getByTestId('tour-card');
  await expect(cards.first()).toBeVisible();
  let left = 0;
  for (let index = 0; index < 10 && !left; index++) {
    await page.goto('/tours?country=RW');
    await cards.nth(index).getByTestId('card-title').click();
    await page.getByTestId('book-now').click();
    const select = page.getByTestId('departure-select');
    await expect(select).toBeVisible();
    for (const option of await select.locator('option:not([value=""])').all()) {
      const places = Number(/· (\d+) places? left$/.exec((await option.textContent()) ?? '')?.[1]);
      if (places >= 2 && places < 12) {
        await select.selectOption((await option.getAttribute('value'))!);
        left = places;
        break;
      }
    }
  }
  expect(left, 'a departure with 2 to 11 places left').toBeGreaterThan(0);

  const travellers = page.getByLabel('Travellers');
  await travellers.fill(String(left + 1));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('form-problem')).toHaveText(`Only ${left} places left on this departure. Choose fewer travellers or another departure.`);
  await expect(page.getByText(/no longer available/)).toHaveCount(0);
  await travellers.fill(String(left));
  await expect(page.getByTestId('form-problem')).toHaveCount(0);
});
