// Issue 29: the cart's checkout on a 360 px phone. A traveller puts a hotel and a ride of Zambia (a country no
// other browser test books) in the cart, sets each one's dates and party, reviews both held and priced line by
// line, pays once, and finds both bookings with their price lines in My bookings.
import { expect, expectMessageShown, type Page, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { mailedLink } from './mailbox';
import { inDays, uniqueEmail } from './test-data';

const PASSWORD = 'Victoria-Falls-2026';
const COUNTRY = 'ZM';

test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

/** Opens the booking page of a list's first card and puts it in the cart; answers its name. */
async function addFirstToCart(page: Page, list: string, cardTestId: string): Promise<string> {
  await page.goto(`${list}?country=${COUNTRY}`);
  const card = page.getByTestId(cardTestId).first();
  await expect(card).toBeVisible();
  const name = (await card.getByTestId('card-title').textContent())!.trim();
  await page.goto((await card.getByTestId('card-action').getAttribute('href'))!);
  await page.getByRole('button', { name: `Add to cart: ${name}` }).click();
  await expect(page.getByTestId('add-to-cart')).toHaveText('In cart');
  return name;
}

/** The price lines of a breakdown: they add up to its total, to the cent; answers their kinds. */
async function lineKinds(breakdown: ReturnType<Page['getByTestId']>): Promise<string[]> {
  const lines = breakdown.getByTestId('price-line');
  const amounts = await lines.evaluateAll((rows) => rows.map((row) => Math.round(Number(row.getAttribute('data-amount')) * 100)));
  expect(amounts.reduce((sum, cents) => sum + cents, 0)).toBe(Math.round(Number(await breakdown.getAttribute('data-total')) * 100));
  return lines.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind')!));
}

test('two cart items, each with its dates, are reviewed, paid once and listed with their price lines in My bookings', async ({ page, request }) => {
  const email = uniqueEmail('cart-checkout');
  const registered = await request.post('/graphql', {
    headers: { 'x-requested-with': 'e2e' },
    data: {
      query: 'mutation ($input: AccountRegisterInput!) { accountRegister(input: $input) { userErrors { code } } }',
      variables: { input: { email, password: PASSWORD, firstName: 'Chipo', lastName: 'Banda', country: COUNTRY } },
    },
  });
  expect((await registered.json()).data.accountRegister.userErrors).toEqual([]);
  await page.goto(await mailedLink(request, email, '/auth/verify'));
  await expectMessageShown(page, 'Account verified. You can now sign in.');
  await page.goto(`/auth/signin?country=${COUNTRY}`);
  const signIn = page.locator('main form');
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();

  const hotel = await addFirstToCart(page, '/hotels', 'hotel-card');
  const ride = await addFirstToCart(page, '/transport', 'ride-card');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  // The cart: each item asks for its own dates and party.
  await page.goto(`/cart?country=${COUNTRY}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  const items = page.getByTestId('cart-item');
  await expect(items).toHaveCount(2);
  const hotelItem = items.filter({ hasText: hotel });
  await hotelItem.getByLabel('Check-in').fill(inDays(40));
  await hotelItem.getByLabel('Check-out').fill(inDays(43));
  await hotelItem.getByLabel('Guests').fill('2');
  const rideItem = items.filter({ hasText: ride });
  await rideItem.getByLabel('Pickup date').fill(inDays(40));
  await rideItem.getByLabel('Return date').fill(inDays(42));
  await expectNoSeriousViolations(page);

  // The review: both held, each priced line by line, the one total; nothing is booked before the confirmation.
  await page.getByRole('button', { name: 'Review and pay for all 2 items' }).click();
  const review = page.getByTestId('package-review');
  await expect(review.getByRole('heading', { name: 'Review your cart' })).toBeVisible();
  const parts = review.getByTestId('package-part');
  await expect(parts).toHaveCount(2);
  expect(await lineKinds(parts.filter({ hasText: hotel }).getByTestId('package-part-lines'))).toEqual(['ROOM_NIGHTS', 'TAXES_AND_FEES']);
  expect(await lineKinds(parts.filter({ hasText: ride }).getByTestId('package-part-lines'))).toEqual(['VEHICLE_DAYS', 'TAXES_AND_FEES']);
  await expectNoSeriousViolations(page);
  const confirm = review.getByRole('button', { name: 'Pay once and book all 2 items' });
  await confirm.click();
  await expect(review.getByText('Please accept the terms of service and the cancellation policy to book.')).toBeVisible();
  await review.getByLabel('I accept the terms of service and the cancellation policy.').check();
  await confirm.click();

  // Booked: both references with their lines; the cart is empty.
  const booked = page.getByTestId('cart-booked');
  await expect(booked.getByRole('heading', { name: 'Your 2 items are booked!' })).toBeVisible();
  const bookings = booked.getByTestId('cart-booked-booking');
  await expect(bookings).toHaveCount(2);
  const references = await bookings.evaluateAll((rows) => rows.map((row) => row.querySelector('[dir="ltr"]')!.textContent!.trim()));
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // My bookings: each booking's price lines behind its "Price details".
  await booked.getByRole('link', { name: 'View My Bookings' }).click();
  for (const reference of references) {
    const row = page.locator(`[data-testid="my-booking"][data-reference="${reference}"]`);
    await expect(row).toBeVisible();
    await row.getByText('Price details').click();
    const breakdown = row.getByTestId('my-booking-lines');
    await expect(breakdown).toBeVisible();
    expect((await lineKinds(breakdown)).at(-1)).toBe('TAXES_AND_FEES');
  }
  await expectNoSeriousViolations(page);
  const overhang = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overhang).toBe(0);
});
