// Issue 29 item 5 in a real browser: a guest pre-orders two dishes on the Check Menu step with the keyboard and the
// mouse, and the Confirm step's lines (the dishes at the menu's prices, then 10 % taxes and fees) add up to the
// total the server holds and charges.
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { restaurantDay, uniqueEmail } from './test-data';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

test('pre-orders two dishes and is charged what the Confirm step lines add up to', async ({ page }) => {
  await page.goto('/restaurants?country=RW');
  const card = page.getByTestId('restaurant-card').nth(4);
  await expect(card).toBeVisible();
  await page.goto((await card.getByTestId('card-action').getAttribute('href'))!);
  await expect(page.getByRole('heading', { name: 'Check Menu' })).toBeVisible();
  const menu = page.getByTestId('restaurant-menu');
  await expect(menu).toBeVisible();
  await expect(page.getByTestId('pre-order-sum')).toHaveText('Nothing pre-ordered: the table costs $50.00 before taxes and fees.');

  const items = menu.getByTestId('menu-item');
  const prices = (await items.evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-price'))))) as number[];
  expect(prices.length).toBeGreaterThanOrEqual(2);
  for (const price of prices) expect(price >= 5 && price <= 16).toBe(true);
  const first = items.nth(0);
  const second = items.nth(prices.length - 1);

  // Two of the first dish with the keyboard, one of the last with the mouse; the counts are announced by name.
  await first.getByRole('button', { name: 'Add one Goat brochettes' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(first.locator('output')).toHaveAttribute('aria-label', 'Goat brochettes: 2 ordered');
  const removeCoffee = second.getByRole('button', { name: 'Remove one Rwandan coffee' });
  await expect(removeCoffee).toHaveAttribute('aria-disabled', 'true');
  await second.getByRole('button', { name: 'Add one Rwandan coffee' }).click();
  await second.getByRole('button', { name: 'Add one Rwandan coffee' }).click();
  await expect(removeCoffee).not.toHaveAttribute('aria-disabled', 'true');
  await second.getByRole('button', { name: 'Remove one Rwandan coffee' }).click();
  await expect(second.locator('output')).toHaveAttribute('aria-label', 'Rwandan coffee: 1 ordered');
  const base = 2 * prices[0]! + prices.at(-1)!;
  await expect(page.getByTestId('pre-order-sum')).toHaveText(`3 items pre-ordered: $${base.toFixed(2)} before taxes and fees`);
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Full name').fill('Neema Guest');
  await page.getByLabel('Date').fill(restaurantDay(9));
  await page.getByLabel('Time').selectOption('13:00');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('pre-order-summary')).toHaveText(['Goat brochettes: 2 ordered', 'Rwandan coffee: 1 ordered'].join(''));

  const dialog = page.getByRole('dialog', { name: 'Complete Your Booking' });
  await dialog.getByRole('button', { name: 'Continue as Guest' }).click();
  const form = page.getByTestId('guest-form');
  await form.getByLabel('Full name').fill('Neema Guest');
  await form.getByLabel('Email').fill(uniqueEmail('menu-guest'));
  await form.getByLabel('Phone').fill('+250 788 000 111');
  await form.getByRole('button', { name: 'Continue' }).click();

  const lines = page.getByTestId('held-lines');
  await expect(lines).toBeVisible();
  const shown = await lines.getByTestId('price-line').evaluateAll((rows) =>
    rows.map((row) => ({
      kind: row.getAttribute('data-kind'),
      amount: Number(row.getAttribute('data-amount')),
      text: (row.firstElementChild as HTMLElement).innerText.trim(),
    })),
  );
  const taxes = Math.round(base * 10) / 100;
  expect(shown).toEqual([
    { kind: 'PRE_ORDER', amount: 2 * prices[0]!, text: `Goat brochettes: 2 × $${prices[0]!.toFixed(2)}` },
    { kind: 'PRE_ORDER', amount: prices.at(-1)!, text: `Rwandan coffee: 1 × $${prices.at(-1)!.toFixed(2)}` },
    { kind: 'TAXES_AND_FEES', amount: taxes, text: 'Taxes and fees (10%)' },
  ]);
  const total = Number(await lines.getAttribute('data-total'));
  expect(Math.round(shown.reduce((sum, line) => sum + line.amount, 0) * 100)).toBe(Math.round(total * 100));
  expect(Math.round(total * 100)).toBe(Math.round(base * 110));
  expect(Number(await page.getByTestId('held-total').getAttribute('data-amount'))).toBe(total);

  const held = page.getByTestId('booking-held');
  await held.getByRole('button', { name: 'Confirm Reservation' }).click();
  const confirmed = page.getByTestId('confirmed-lines');
  await expect(confirmed).toBeVisible();
  expect(Number(await confirmed.getAttribute('data-total'))).toBe(total);
});
