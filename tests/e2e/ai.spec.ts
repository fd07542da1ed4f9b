// The AI features as a new traveller meets them: the hero's AI Finder for a Rwanda trip for 2 with 1,500 USD over
// 5 days, the package and its itinerary within budget, 'Book this package' through its review; then the help chat,
// whose answer streams in while sending is blocked.
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

test('plans a Rwanda trip from the home page, reviews the whole package and books it with one confirmation', async ({ page, request }) => {
  await page.goto('/?country=RW');
  const finder = page.getByTestId('finder-form');
  await finder.getByLabel('Journeyers').fill('2');
  await finder.getByLabel('Budget (USD)').fill('1500');
  await finder.getByRole('button', { name: 'Wildlife' }).click();
  await finder.getByRole('button', { name: 'Plan my trip' }).click();

  await expect(page).toHaveURL(/\/finderResults\?country=RW&.*journeyers=2&budget=1500&prefs=wildlife/);
  const results = page.getByTestId('finder-results');
  await expect(results.getByTestId('finder-badges')).toContainText('Nights: 5');
  await expect(results.getByTestId('finder-badges')).toContainText('Journeyers: 2');
  await expect(results.getByTestId('itinerary-day')).toHaveCount(5);
  const days = results.getByTestId('itinerary-day');
  await expect(days.first().locator('li').first()).toContainText('Airport pickup');
  await expect(days.last().locator('li').last()).toContainText('Airport drop-off');
  const total = Number(await results.getByTestId('package-total').getAttribute('data-amount'));
  expect(total).toBeGreaterThan(50);
  expect(total).toBeLessThanOrEqual(1500);
  await expect(results.getByTestId('package-remaining')).toHaveAttribute('data-amount', String(Math.round((1500 - total) * 100) / 100));
  await expect(results.getByTestId('summary-hotel').getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/hotels?country=RW');
  await expect(results.getByText('AI Rationale')).toBeVisible();
  await expect(results.getByTestId('rationale')).not.toBeEmpty();

  await results.getByTestId('regenerate').click();
  await expect(results.getByTestId('itinerary-day')).toHaveCount(5);

  await results.getByTestId('book-package').click();
  const form = page.getByTestId('guest-form');
  const email = `package-${Date.now()}@example.org`;
  await form.getByLabel('Full name').fill('Neema Guest');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+250 788 000 111');
  await form.getByRole('button', { name: 'Continue' }).click();

  // The review: every part held with its dates and price lines, nothing booked yet.
  const review = page.getByTestId('package-review');
  await expect(review.getByRole('heading', { name: 'Review your package' })).toBeFocused();
  await expect(review.getByRole('timer')).toHaveText(/^(10:00|9:\d\d)$/);
  const parts = review.getByTestId('package-part');
  const partCount = await parts.count();
  expect(partCount).toBeGreaterThanOrEqual(2);
  let partsCents = 0;
  for (let index = 0; index < partCount; index++) {
    const lines = parts.nth(index).getByTestId('package-part-lines');
    const amounts = await lines.getByTestId('price-line').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-amount'))));
    const partTotal = Number(await lines.getAttribute('data-total'));
    expect(amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0)).toBe(Math.round(partTotal * 100));
    await expect(lines.locator('[data-kind="TAXES_AND_FEES"]')).toContainText('Taxes and fees (10%)');
    partsCents += Math.round(partTotal * 100);
  }
  const reviewTotal = Number(await review.getByTestId('package-review-total').getAttribute('data-amount'));
  expect(Math.round(reviewTotal * 100)).toBe(partsCents);
  // The estimate's airport transfers are not a booking: said plainly, and not in what is charged.
  await expect(review.getByTestId('package-transfers-note')).toContainText('$50.00');
  const heldNow = await request.get(`/dev/mail?to=${encodeURIComponent(email)}`);
  expect(((await heldNow.json()) as unknown[]).length).toBe(0);
  await expectNoSeriousViolations(page);

  // One confirmation, only with the terms accepted.
  await review.getByTestId('confirm-package').click();
  await expect(review.getByRole('alert')).toHaveText('Please accept the terms of service and the cancellation policy to book.');
  await review.getByLabel('I accept the terms of service and the cancellation policy.').check();
  await review.getByLabel('Pay at the venue').check();
  await review.getByTestId('confirm-package').click();
  const booked = page.getByTestId('package-booked');
  await expect(booked).toContainText('Your package is booked!');
  await expect(booked).toContainText(email);
  const references = booked.getByTestId('package-booking-reference');
  await expect(references).toHaveCount(partCount);
  await expect(booked.getByTestId('package-booked-total')).toHaveAttribute('data-amount', String(reviewTotal));
  await expect(references.first()).toContainText(/JA-/);
});

test('the help chat answers how to cancel a hotel booking, streaming, one question at a time', async ({ page }) => {
  await page.goto('/help?country=RW');
  const chat = page.getByTestId('help-chat');
  const input = chat.getByLabel('Your message');
  // Spec §5: blank input is ignored.
  await input.fill('   ');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.locator('[data-role]')).toHaveCount(0);

  await input.fill('How do I cancel a hotel booking?');
  await chat.getByRole('button', { name: 'Send' }).click();
  const reply = chat.locator('[data-role="assistant"]').last();
  await expect(reply).toContainText('Free cancellation up to 24–48 hours before check-in.');
  await expect(reply).toContainText('/cancellation');
  await expect(chat.getByRole('button', { name: 'Send' })).toBeEnabled();

  // The conversation is kept in browser storage, and Clear empties it.
  await page.reload();
  await expect(page.getByTestId('help-chat').locator('[data-role]')).toHaveCount(2);
  await page.getByTestId('help-chat').getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByTestId('help-chat').locator('[data-role]')).toHaveCount(0);
});

test("the help chat shows 'Thinking…' and blocks sending while the reply is pending", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/help', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/help?country=RW');
  const chat = page.getByTestId('help-chat');
  await chat.getByLabel('Your message').fill('When will I get my refund?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.locator('[data-role="assistant"]').last()).toHaveText(/Thinking…/);
  await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
  release();
  await expect(chat.locator('[data-role="assistant"]').last()).toContainText('5 to 10 business days');
  await expect(chat.getByRole('button', { name: 'Send' })).toBeEnabled();
});
