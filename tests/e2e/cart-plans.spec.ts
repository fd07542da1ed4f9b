// Issue 29: the cart's choices per kind, kept per account, and one receipt per cart, on a 360 px phone. A guest puts
// a tour of Lesotho (a country no other browser test books), with the departure chosen on its page, and a restaurant
// in the cart, sets the party and a table's time with a pre-order there, and signs in: the cart and its choices are
// kept, in the account too (another device reads them). One checkout books both and shows one receipt whose lines
// add up to the charge; one receipt mail is sent.
import { type APIRequestContext, expect, expectMessageShown, type Page, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { mailedLink, mailsTo } from './mailbox';
import { restaurantDay, uniqueEmail } from './test-data';

const PASSWORD = 'Maletsunyane-Falls-2026';
const COUNTRY = 'LS';
const headers = { 'x-requested-with': 'e2e' };

test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const body = await (await request.post('/graphql', { headers, data: { query, variables } })).json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Opens the page of a list's first card; answers its name and id. */
async function openFirst(page: Page, list: string, cardTestId: string): Promise<{ name: string; id: string }> {
  await page.goto(`${list}?country=${COUNTRY}`);
  const card = page.getByTestId(cardTestId).first();
  await expect(card).toBeVisible();
  const name = (await card.getByTestId('card-title').textContent())!.trim();
  const href = (await card.getByTestId('card-action').getAttribute('href'))!;
  await page.goto(href);
  return { name, id: new URL(href, 'http://x').pathname.split('/')[2]! };
}

async function addToCart(page: Page, name: string) {
  await page.getByRole('button', { name: `Add to cart: ${name}` }).click();
  await expect(page.getByRole('button', { name: `In cart: ${name}` })).toBeVisible();
}

/** The price lines of a breakdown: they add up to its total, to the cent; answers their kinds and the total in cents. */
async function linesOf(breakdown: ReturnType<Page['getByTestId']>): Promise<{ kinds: string[]; totalCents: number }> {
  const lines = breakdown.getByTestId('price-line');
  const amounts = await lines.evaluateAll((rows) => rows.map((row) => Math.round(Number(row.getAttribute('data-amount')) * 100)));
  const totalCents = Math.round(Number(await breakdown.getAttribute('data-total')) * 100);
  expect(amounts.reduce((sum, cents) => sum + cents, 0)).toBe(totalCents);
  return { kinds: await lines.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind')!)), totalCents };
}

test('a guest chooses a tour departure and a pre-order in the cart, signs in, keeps them and checks out with one receipt', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail('cart-plans');
  const registered = await graphql(request, 'mutation ($input: AccountRegisterInput!) { accountRegister(input: $input) { userErrors { code } } }', {
    input: { email, password: PASSWORD, firstName: 'Lineo', lastName: 'Mokoena', country: COUNTRY },
  });
  expect(registered.accountRegister.userErrors).toEqual([]);
  await page.goto(await mailedLink(request, email, '/auth/verify'));
  await expectMessageShown(page, 'Account verified. You can now sign in.');

  // As a guest: a tour with the departure chosen on its page, and a restaurant, in the cart.
  const tour = await openFirst(page, '/tours', 'tour-card');
  const { tourAvailability } = await graphql(request, 'query ($id: ID!) { tourAvailability(tourId: $id) { date placesLeft } }', { id: tour.id });
  // Once the page is live (its cart button ready), a departure with room for two is chosen on it.
  await expect(page.getByRole('button', { name: `Add to cart: ${tour.name}` })).toBeEnabled();
  const roomy = new Set((tourAvailability as Array<{ date: string; placesLeft: number }>).filter((d) => d.placesLeft >= 2).map((d) => d.date));
  const shown = await page.locator('input[name="departure"]').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
  const departureDate = shown.find((date) => roomy.has(date))!;
  expect(departureDate).toBeTruthy();
  await page.locator(`input[name="departure"][value="${departureDate}"]`).check();
  await expect(page.locator(`input[name="departure"][value="${departureDate}"]`)).toBeChecked();
  await addToCart(page, tour.name);
  const restaurant = await openFirst(page, '/restaurants', 'restaurant-card');
  await addToCart(page, restaurant.name);
  await page.goto(`/cart?country=${COUNTRY}`);
  const items = page.getByTestId('cart-item');
  await expect(items).toHaveCount(2);

  // The tour came with its departure, chosen among the tour's own and editable here; the party is set here.
  const tourItem = items.filter({ hasText: tour.name });
  const departure = tourItem.getByLabel('Departure');
  await expect(departure).toHaveValue(departureDate);
  await expect(departure.locator(`option[value="${departureDate}"]`)).toBeEnabled();
  await tourItem.getByLabel('Travellers').fill('2');

  // The restaurant: a day and a time it still takes a party of two, then two of a dish ordered ahead.
  const restaurantItem = items.filter({ hasText: restaurant.name });
  let day = '';
  let time: string | undefined;
  for (let ahead = 30; !time && ahead < 40; ahead++) {
    day = restaurantDay(ahead);
    const { restaurantTimes } = await graphql(request, 'query ($id: ID!, $date: String!) { restaurantTimes(restaurantId: $id, date: $date, partySize: 2) }', {
      id: restaurant.id,
      date: day,
    });
    time = (restaurantTimes as string[])[0];
  }
  await restaurantItem.getByLabel('Date').fill(day);
  await restaurantItem.getByLabel('Party size').fill('2');
  await restaurantItem.getByLabel('Time').selectOption(time!);
  const preOrder = restaurantItem.getByTestId('cart-pre-order');
  await preOrder.getByText('Pre-order from the menu: 0 dishes').click();
  const dish = preOrder.getByTestId('menu-item').first();
  const plus = dish.getByRole('button').last();
  await plus.click();
  await plus.click();
  await expect(preOrder.getByText('Pre-order from the menu: 2 dishes')).toBeVisible();
  await expectNoSeriousViolations(page);

  // Signing in keeps the cart and its choices: merged into the account, once.
  await page.goto(`/auth/signin?country=${COUNTRY}`);
  const signIn = page.locator('main form');
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await page.goto(`/cart?country=${COUNTRY}`);
  await expect(items).toHaveCount(2);
  await expect(tourItem.getByLabel('Departure')).toHaveValue(departureDate);
  await expect(restaurantItem.getByLabel('Time')).toHaveValue(time!);
  await expect(restaurantItem.getByText('Pre-order from the menu: 2 dishes')).toBeVisible();

  // Another device of the same account reads the same cart and choices.
  const otherDevice = await playwright.request.newContext({ baseURL });
  await graphql(otherDevice, 'mutation ($input: SessionCreateInput!) { sessionCreate(input: $input) { userErrors { code } } }', {
    input: { email, password: PASSWORD },
  });
  const { myCart } = await graphql(otherDevice, '{ myCart { listingType listingId plan { startDate time party preOrder { quantity } } } }');
  await otherDevice.dispose();
  expect(myCart).toHaveLength(2);
  const kept = Object.fromEntries((myCart as Array<{ listingType: string; plan: Record<string, unknown> }>).map((item) => [item.listingType, item.plan]));
  expect(kept.TOUR).toMatchObject({ startDate: departureDate, party: 2 });
  expect(kept.RESTAURANT).toMatchObject({ startDate: day, time, party: 2, preOrder: [{ quantity: 2 }] });

  // One review, priced line by line by the server: the tour's places, the restaurant's pre-order.
  await page.getByRole('button', { name: 'Review and pay for all 2 items' }).click();
  const review = page.getByTestId('package-review');
  await expect(review.getByRole('heading', { name: 'Review your cart' })).toBeVisible();
  const parts = review.getByTestId('package-part');
  await expect(parts).toHaveCount(2);
  expect((await linesOf(parts.filter({ hasText: tour.name }).getByTestId('package-part-lines'))).kinds).toEqual(['PER_PERSON', 'TAXES_AND_FEES']);
  expect((await linesOf(parts.filter({ hasText: restaurant.name }).getByTestId('package-part-lines'))).kinds).toEqual(['PRE_ORDER', 'TAXES_AND_FEES']);
  await review.getByLabel('I accept the terms of service and the cancellation policy.').check();
  await review.getByRole('button', { name: 'Pay once and book all 2 items' }).click();

  // One receipt: both bookings with their lines, adding up to the one charge.
  const booked = page.getByTestId('cart-booked');
  await expect(booked.getByRole('heading', { name: 'Your 2 items are booked!' })).toBeVisible();
  await expect(booked.getByTestId('cart-receipt-sent')).toHaveText(`One receipt for all 2 bookings was sent to ${email}.`);
  const bookings = booked.getByTestId('cart-booked-booking');
  await expect(bookings).toHaveCount(2);
  let sumCents = 0;
  for (const booking of await bookings.all()) sumCents += (await linesOf(booking.getByTestId('cart-booked-lines'))).totalCents;
  expect(Math.round(Number(await booked.getByTestId('cart-booked-total').getAttribute('data-amount')) * 100)).toBe(sumCents);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  const overhang = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overhang).toBe(0);

  // One e-mail for the cart, naming both bookings; none per booking.
  const references = await bookings.evaluateAll((rows) => rows.map((row) => row.querySelector('[dir="ltr"]')!.textContent!.trim()));
  await expect.poll(async () => (await mailsTo(request, email)).filter((mail) => mail.subject.startsWith('Your receipt')).length).toBe(1);
  const mails = await mailsTo(request, email);
  expect(mails.filter((mail) => /Booking confirmed/.test(mail.subject))).toEqual([]);
  const receipt = mails.find((mail) => mail.subject === 'Your receipt: 2 bookings confirmed')!;
  for (const reference of references) expect(receipt.text).toContain(reference);
});
