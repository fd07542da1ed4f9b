// After booking, in a real browser: a guest's hotel stay joins the account they then register with the same
// e-mail; they open it from My bookings, change it (seeing the price difference), cancel it (seeing the refund
// before and after) and find the points taken back on /profile. A guest opens their booking from the e-mailed
// one-time link and cancels it. The demo traveller reviews a completed tour, and the tour's page shows it.
// A new traveller books a tour and ticks its dated itinerary, kept on the server.
import { expect, test, type Page, expectMessageShown } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { uniqueEmail, inDays } from './test-data';
import { mailedLink } from './mailbox';

const TRAVELLER = { email: 'traveller@example.com', password: 'Safari2025!' };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

/** "$1,234.50" as a number. */
const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth/signin?country=RW');
  const form = page.locator('main form');
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/auth\/signin/);
}

/** Books the `index`-th hotel of Rwanda as a guest, paid by test card; answers the reference. */
const DAY_MS = 86_400_000;

/**
 * Each step's label names the day of the tour its date falls on (the departure being day 1); the days never go
 * back, the first step is on day 1 and the last on the tour's last day.
 */
async function expectDaysMatchDates(page: Page, departureDate: string, tourDays: number) {
  const steps = page.getByTestId('itinerary-timeline').locator('li');
  const count = await steps.count();
  expect(count).toBeGreaterThan(1);
  const days: number[] = [];
  for (let position = 1; position <= count; position++) {
    const label = (await page.getByTestId(`itinerary-step-${position}-day`).textContent())!;
    const day = Number(/^Day (\d+) · /.exec(label)?.[1]);
    const date = (await page.getByTestId(`itinerary-step-${position}-date`).getAttribute('datetime'))!;
    expect(date, label).toBe(new Date(Date.parse(`${departureDate}T00:00:00Z`) + (day - 1) * DAY_MS).toISOString().slice(0, 10));
    days.push(day);
  }
  expect(days).toEqual([...days].sort((a, b) => a - b));
  expect(days[0]).toBe(1);
  expect(days.at(-1)).toBe(tourDays);
}

async function bookHotelAsGuest(page: Page, email: string, index: number, checkIn: number, nights: number): Promise<string> {
  await page.goto('/hotels?country=RW');
  const card = page.getByTestId('hotel-card').nth(index);
  await expect(card).toBeVisible();
  await page.goto((await card.getByTestId('card-action').getAttribute('href'))!);
  const form = page.getByTestId('hotel-booking-form');
  await form.getByLabel('Check-in').fill(inDays(checkIn));
  await form.getByLabel('Check-out').fill(inDays(checkIn + nights));
  await form.getByRole('button', { name: 'Book Now' }).click();
  await page.getByRole('dialog', { name: 'Complete Your Booking' }).getByRole('button', { name: 'Continue as Guest' }).click();
  const guest = page.getByTestId('guest-form');
  await guest.getByLabel('Full name').fill('Amani Guest');
  await guest.getByLabel('Email').fill(email);
  await guest.getByLabel('Phone').fill('+250 788 000 222');
  await guest.getByRole('button', { name: 'Continue' }).click();
  const held = page.getByTestId('booking-held');
  await held.getByLabel('Card (test provider)').check();
  await held.getByLabel('Card number').fill('4242 4242 4242 4242');
  await held.getByRole('button', { name: 'Confirm Booking' }).click();
  const confirmed = page.getByTestId('booking-confirmed');
  await expect(confirmed).toContainText('Booking Confirmed!');
  return (await confirmed.getByTestId('booking-reference').textContent())!;
}

test('a guest stay joins the new account, is changed, then cancelled with its refund and points reversed', async ({ page, request }) => {
  const email = uniqueEmail('after-booking');
  const password = 'Nyungwe-2026';
  const reference = await bookHotelAsGuest(page, email, 2, 60, 2);

  // An account with the same e-mail, verified through the mailed link.
  await page.goto('/auth/register?country=RW');
  const form = page.locator('main form');
  await form.getByLabel('First name').fill('Amani');
  await form.getByLabel('Last name').fill('Guest');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByLabel('Country').selectOption('RW');
  await form.getByLabel('Phone').fill('788 000 222');
  await form.getByRole('button', { name: 'Register' }).click();
  await expectMessageShown(page, 'Registration successful! Please check your email to verify your account.');
  await page.goto(await mailedLink(request, email, '/auth/verify'));
  await expectMessageShown(page, 'Account verified. You can now sign in.');
  await signIn(page, { email, password });

  // My bookings: the guest stay, with View Details and Modify Booking; the filters narrow the list.
  await page.goto('/profile/bookings');
  const row = page.locator(`[data-testid="my-booking"][data-reference="${reference}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: 'Modify Booking' })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Leave Review' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Filter by type' }).selectOption('TOUR');
  await expect(page.getByText('No bookings found')).toBeVisible();
  await expect(page.getByText('No booking matches these filters.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by type' }).selectOption('HOTEL');
  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('CONFIRMED');
  await expect(page).toHaveURL(/type=HOTEL/);
  await row.getByRole('link', { name: /^View Details/ }).click();

  // The detail page.
  await expect(page).toHaveURL(new RegExp(`/profile/bookings/${reference}(\\?|$)`));
  await expect(page.getByRole('heading', { level: 1, name: 'Booking details' })).toBeVisible();
  await expect(page.getByTestId('booking-reference')).toHaveText(reference);
  await expect(page.getByTestId('booking-lifecycle')).toHaveText('Confirmed');
  const totalBefore = dollars(await page.getByTestId('booking-total').textContent());
  expect(totalBefore).toBeGreaterThan(0);

  // Modify: one more night; the server prices the difference before anything changes.
  await page.getByRole('button', { name: 'Modify Booking' }).click();
  const modify = page.getByRole('dialog', { name: 'Modify Booking' });
  await expect(modify.getByRole('button', { name: 'Confirm change' })).toBeDisabled();
  await modify.getByLabel('Check-out').fill(inDays(63));
  await modify.getByRole('button', { name: 'See the new price' }).click();
  const quote = modify.getByTestId('modify-quote');
  await expect(quote).toBeVisible();
  const difference = Number(await quote.getAttribute('data-difference'));
  expect(difference).toBeGreaterThan(0);
  await expect(modify.getByTestId('modify-difference')).toContainText('more, charged on confirmation');
  await expectNoSeriousViolations(page);
  await modify.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page.getByTestId('modified-notice')).toHaveText('Booking updated.');
  await expect(modify).toHaveCount(0);
  await expect.poll(async () => dollars(await page.getByTestId('booking-total').textContent())).toBeCloseTo(totalBefore + difference, 2);
  const total = dollars(await page.getByTestId('booking-total').textContent());
  const points = Number((await page.getByTestId('booking-points').textContent())!.replace(/\D/g, ''));
  expect(points).toBe(Math.floor(total / 10));

  // Cancel: the refund is told first, then the cancellation, its refund and the points taken back.
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await expect(cancel.getByTestId('cancel-refund')).toHaveText(`You will get back $${total.toFixed(2)}`);
  await expect(cancel.getByTestId('cancel-points')).toHaveText(`${points} loyalty points will be taken back.`);
  // Paid by card: the specification's refund steps, in business days.
  await expect(cancel).toContainText('the refund reaches your original payment method within 5–10 business days');
  await expectNoSeriousViolations(page);
  await cancel.getByRole('button', { name: 'Keep booking' }).click();
  await expect(cancel).toHaveCount(0);
  await expect(page.getByTestId('booking-lifecycle')).toHaveText('Confirmed');
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  await cancel.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByTestId('cancelled-notice')).toHaveText(
    `Booking cancelled. You will get back $${total.toFixed(2)}. ${points} loyalty points were taken back.`,
  );
  await expect(page.getByTestId('booking-lifecycle')).toHaveText('Cancelled');
  await expect(page.getByTestId('booking-refund')).toHaveText(`$${total.toFixed(2)}`);
  await expect(page.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Modify Booking' })).toHaveCount(0);
  // No green "Paid" and no points once they were taken back; the changed stay's lines still make up its total.
  await expect(page.getByTestId('booking-payment')).toHaveText('Refunded');
  await expect(page.getByTestId('booking-points')).toHaveCount(0);
  const lines = page.getByTestId('booking-lines');
  const nights = await lines
    .locator('[data-kind="ROOM_NIGHTS"]')
    .evaluateAll((rows) => rows.reduce((sum, row) => sum + Number(/(\d+) nights?/.exec((row as HTMLElement).innerText)?.[1] ?? 0), 0));
  expect(nights).toBe(3);
  const cents = await lines
    .getByTestId('price-line')
    .evaluateAll((rows) => rows.reduce((sum, row) => sum + Math.round(Number(row.getAttribute('data-amount')) * 100), 0));
  expect(cents).toBe(Math.round(total * 100));
  await page.goto('/profile/bookings');
  await expect(page.locator(`[data-testid="my-booking"][data-reference="${reference}"]`).getByTestId('booking-payment')).toHaveText('Refunded');

  // Profile: the points earned, adjusted by the change, then reversed; nothing left.
  await page.goto('/profile');
  await expect(page.getByTestId('loyalty-balance')).toHaveAttribute('data-points', '0');
  await expect(page.getByTestId('loyalty-balance')).toHaveText('0 points');
  const entries = page.getByTestId('loyalty-entry');
  await expect(entries.first()).toHaveAttribute('data-kind', 'REVERSED');
  await expect(entries.first()).toHaveAttribute('data-points', String(-points));
  await expect(entries.first()).toContainText(`Taken back`);
  await expectNoSeriousViolations(page);
  await expect(page.locator('[data-testid="loyalty-entry"][data-kind="EARNED"]')).toHaveCount(1);
});

test('a guest opens the booking from the e-mailed one-time link and cancels it', async ({ page, request }) => {
  const email = uniqueEmail('guest-link');
  const reference = await bookHotelAsGuest(page, email, 3, 70, 2);
  await page.getByRole('link', { name: 'Manage your booking' }).click();
  await expect(page).toHaveURL(/\/bookings\/guest(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage your booking' })).toBeVisible();

  const lookup = page.getByTestId('guest-lookup-form');
  await expectNoSeriousViolations(page);
  await lookup.getByRole('button', { name: 'Email me a link' }).click();
  await expect(lookup.getByRole('alert')).toHaveText('Please enter your booking reference.');
  await lookup.getByLabel('Booking reference').fill(reference);
  await lookup.getByLabel('Email').fill(email);
  await lookup.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByTestId('guest-link-sent')).toContainText(`Check your email: if the reference matches a booking made with ${email}`);

  const link = await mailedLink(request, email, '/bookings/guest');
  await page.goto(link);
  await expect(page.getByTestId('booking-reference')).toHaveText(reference);
  // The spent token leaves the address bar.
  await expect(page).not.toHaveURL(/token=/);
  const total = dollars(await page.getByTestId('booking-total').textContent());
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await expect(cancel.getByTestId('cancel-refund')).toHaveText(`You will get back $${total.toFixed(2)}`);
  // Guests earn no points, so none are taken back.
  await expect(cancel.getByTestId('cancel-points')).toHaveCount(0);
  await cancel.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByTestId('cancelled-notice')).toHaveText(`Booking cancelled. You will get back $${total.toFixed(2)}.`);
  await expect(page.getByTestId('booking-lifecycle')).toHaveText('Cancelled');

  // The link works once.
  await page.goto(link);
  await expect(page.getByTestId('guest-link-problem')).toHaveText('This link is invalid, already used or expired. Ask for a new one.');
  await expect(page.getByTestId('guest-lookup-form')).toBeVisible();
});

test('the demo traveller reviews a completed booking, once', async ({ page }) => {
  await signIn(page, TRAVELLER);
  await page.goto('/profile/bookings?status=COMPLETED&type=TOUR');
  const row = page
    .getByTestId('my-booking')
    .filter({ has: page.getByRole('link', { name: 'Leave Review' }) })
    .first();
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: 'Modify Booking' })).toHaveCount(0);
  const reference = (await row.getAttribute('data-reference'))!;
  await row.getByRole('link', { name: 'Leave Review' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/bookings/${reference}\\?.*action=review`));
  await expect(page.getByRole('heading', { name: 'Leave a review' })).toBeFocused();
  await expect(page.getByTestId('booking-lifecycle')).toHaveText('Completed');
  await expect(page.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);

  const review = page.getByRole('form', { name: 'Leave a review' });
  await review.getByRole('button', { name: 'Submit review' }).click();
  await expect(review.getByRole('alert')).toHaveText('Please choose a rating from 1 to 5.');
  await review.getByLabel('5 stars').check();
  await review.getByRole('button', { name: 'Submit review' }).click();
  // The server's words for an empty review.
  await expect(review.getByRole('alert')).toHaveText('Please write a few words about your experience.');
  const text = `The guide knew every bird by name (${Date.now()}).`;
  await review.getByLabel('Your review').fill(text);
  // The review waits at the door until the page has been checked while it is being sent: the busy button keeps a name.
  let letThrough!: () => void;
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('mutation ReviewCreate')) await held;
    await route.continue();
  });
  await review.getByRole('button', { name: 'Submit review' }).click();
  await expect(review.getByRole('button', { name: 'Sending review...' })).toBeDisabled();
  await expectNoSeriousViolations(page);
  letThrough();
  const mine = page.getByTestId('my-review');
  await expect(mine).toContainText(text);
  await expectNoSeriousViolations(page);
  await expect(mine.getByRole('img', { name: '5 stars' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Leave a review' })).toHaveCount(0);

  // Reviewed: My bookings no longer offers it, and the tour's page shows it among its verified reviews.
  const tourPath = (await page.getByRole('link', { name: 'See the tour' }).getAttribute('href'))!;
  await page.goto('/profile/bookings?status=COMPLETED&type=TOUR');
  await expect(page.locator(`[data-testid="my-booking"][data-reference="${reference}"]`).getByRole('link', { name: 'Leave Review' })).toHaveCount(0);
  await page.goto(tourPath);
  const reviews = page.getByTestId('tour-reviews');
  await expect(reviews.getByRole('heading', { name: 'Traveller reviews' })).toBeVisible();
  await expect(reviews.getByRole('listitem').filter({ hasText: text })).toContainText('Amani');
  expect(Number(await reviews.getByTestId('tour-review-summary').getAttribute('data-count'))).toBeGreaterThanOrEqual(1);
});

test('a new traveller books a tour, opens View Itinerary and ticks a step; the server keeps it', async ({ page, request }) => {
  const email = uniqueEmail('itinerary');
  const password = 'Akagera-2026';
  const registered = await request.post('/graphql', {
    headers: { 'x-requested-with': 'e2e' },
    data: {
      query: 'mutation ($input: AccountRegisterInput!) { accountRegister(input: $input) { userErrors { code } user { id } } }',
      variables: { input: { email, password, firstName: 'Amani', lastName: 'Mugisha', country: 'RW' } },
    },
  });
  expect((await registered.json()).data.accountRegister.userErrors).toEqual([]);
  await page.goto(await mailedLink(request, email, '/auth/verify'));
  await expectMessageShown(page, 'Account verified. You can now sign in.');
  await signIn(page, { email, password });

  // The first open departure of the first tour in Rwanda.
  await page.goto('/tours?country=RW');
  await page.getByTestId('tour-card').first().getByTestId('card-title').click();
  // The tour's own page, not the list's cards, which show a duration each.
  await expect(page.getByTestId('tour-departures')).toBeVisible();
  const tourDays = Number(await page.getByTestId('tour-duration').getAttribute('data-value'));
  const departure = page.getByTestId('tour-departures').getByRole('radio').and(page.locator(':not([disabled])')).first();
  const departureDate = (await departure.getAttribute('value'))!;
  await departure.check();
  await page.getByTestId('book-now').click();
  await expect(page.getByTestId('departure-select')).toHaveValue(departureDate);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByTestId('booking-held').getByRole('button', { name: 'Complete Booking' }).click();
  const confirmed = page.getByTestId('booking-confirmed');
  await expect(confirmed).toContainText('Booking Confirmed!');
  const reference = (await confirmed.getByTestId('booking-reference').textContent())!;

  // View Itinerary opens the booking at its timeline, dated from the departure.
  await page.goto('/profile/bookings');
  await page.locator(`[data-testid="my-booking"][data-reference="${reference}"]`).getByRole('link', { name: 'View Itinerary' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/bookings/${reference}\\?.*action=itinerary`));
  await expect(page.getByRole('heading', { level: 2, name: 'Itinerary' })).toBeFocused();
  const firstDay = page.getByTestId('itinerary-step-1-date');
  await expect(firstDay).toHaveAttribute('datetime', departureDate);
  await expect(page.getByTestId('booking-when')).toContainText((await firstDay.textContent())!);
  await expectDaysMatchDates(page, departureDate, tourDays);

  // A tick is saved on the server: it is still there after a reload, and nothing went to this browser's storage.
  const step = page.getByTestId('itinerary-step-1');
  await expect(step).not.toBeChecked();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('BookingItineraryStepSet'),
  );
  await step.check();
  await expect(page.getByTestId('itinerary-progress')).toHaveText(/^Steps done: 1 of \d+$/);
  expect((await (await saved).json()).data.bookingItineraryStepSet.userErrors).toEqual([]);
  await page.reload();
  await expect(page.getByTestId('itinerary-step-1')).toBeChecked();
  await expect(page.getByTestId('itinerary-step-2')).not.toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('itinerarySteps'))).toBeNull();
  await expectNoSeriousViolations(page);

  // When the server cannot be reached, the tick goes back and the traveller is told.
  await page.route('**/graphql', (route) => (route.request().postData()?.includes('BookingItineraryStepSet') ? route.abort() : route.continue()));
  // A click, not check(): the box is meant not to stay ticked.
  await page.getByTestId('itinerary-step-2').click();
  await expect(page.getByTestId('itinerary-problem')).toHaveText('This step could not be saved, so it is back as it was. Please try again.');
  await expect(page.getByTestId('itinerary-step-2')).not.toBeChecked();
  await expect(page.getByTestId('itinerary-progress')).toHaveText(/^Steps done: 1 of \d+$/);
});

test('My bookings and a booking read right to left in Arabic', async ({ page }) => {
  await signIn(page, TRAVELLER);
  await page.goto('/profile/bookings?status=CANCELLED&lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'حجوزاتي' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'التصفية حسب الحالة' })).toHaveValue('CANCELLED');
  const row = page.getByTestId('my-booking').first();
  await expect(row).toContainText('ملغى');
  await row.getByRole('link', { name: /^عرض التفاصيل/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'تفاصيل الحجز' })).toBeVisible();
  await expect(page.getByTestId('booking-lifecycle')).toHaveText('ملغى');
  // A cancelled booking offers neither a change nor a cancellation.
  await expect(page.getByRole('button', { name: 'تعديل الحجز' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'إلغاء الحجز' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});
