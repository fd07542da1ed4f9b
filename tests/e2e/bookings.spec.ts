// Bookings in a real browser, as a new traveller would: each of the five kinds once as a guest and once
// signed in (demo traveller), the hold's countdown, the confirmation e-mail in the dev mailbox, the form
// messages of spec §5, and a second traveller told the table is taken.
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page, expectMessageShown } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { uniqueEmail, inDays, restaurantDay } from './test-data';
import { mailedLink, mailsTo } from './mailbox';
import { graphqlOperationOf } from './graphql-traffic';

const TRAVELLER = { email: 'traveller@example.com', password: 'Safari2025!' };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

async function signIn(page: Page, account = TRAVELLER) {
  await page.goto('/auth/signin?country=RW');
  const form = page.locator('main form');
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/auth\/signin/);
}

/** The booking screen of the `index`-th card of a list page. */
async function openFromList(page: Page, list: string, cardTestId: string, index: number) {
  await page.goto(`${list}?country=RW`);
  const card = page.getByTestId(cardTestId).nth(index);
  await expect(card).toBeVisible();
  const href = await card.getByTestId('card-action').getAttribute('href');
  await page.goto(href!);
}

/** Guests: the 'Complete Your Booking' dialog, then name, e-mail and phone. */
async function continueAsGuest(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Complete Your Booking' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Create one now' })).toHaveAttribute('href', '/auth/register');
  await expect(dialog.getByRole('button', { name: 'Sign In for Benefits' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue as Guest' }).click();
  const form = page.getByTestId('guest-form');
  await form.getByLabel('Full name').fill('Neema Guest');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+250 788 000 111');
  await form.getByRole('button', { name: 'Continue' }).click();
}

/** The held step: a running countdown and the server's total; then confirm. Answers the reference. */
async function confirmHeld(page: Page, confirmLabel: string, confirmedText: string | RegExp, checkAccessibility = false): Promise<string> {
  const held = page.getByTestId('booking-held');
  await expect(held).toBeVisible();
  await expect(held.getByRole('timer')).toHaveText(/^(10:00|9:\d\d)$/);
  if (checkAccessibility) await expectNoSeriousViolations(page);
  expect(Number(await held.getByTestId('held-total').getAttribute('data-amount'))).toBeGreaterThan(0);
  await held.getByRole('button', { name: confirmLabel }).click();
  const confirmed = page.getByTestId('booking-confirmed');
  await expect(confirmed).toBeVisible();
  await expect(confirmed).toContainText(confirmedText);
  const reference = (await confirmed.getByTestId('booking-reference').textContent())!;
  expect(reference).toMatch(/^JA-[A-Z0-9]+-[A-Z0-9]+$/);
  return reference;
}

/** The confirmation e-mail with this reference reached the dev mailbox of `email`; answers it. */
async function expectMail(request: APIRequestContext, email: string, reference: string) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(request, email);
      found = mails.find((mail) => mail.text.includes(reference) || mail.subject.includes(reference));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** A price breakdown's lines (kind, text as shown, amount): their amounts add up to its total, to the cent. */
async function expectLinesAddUp(breakdown: Locator) {
  await expect(breakdown).toBeVisible();
  const rows = breakdown.getByTestId('price-line');
  const lines = await rows.evaluateAll((elements) =>
    elements.map((row) => ({
      kind: row.getAttribute('data-kind')!,
      amount: Number(row.getAttribute('data-amount')),
      text: Array.from(row.children, (cell) => (cell as HTMLElement).innerText.trim()).join('\t'),
    })),
  );
  const cents = lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
  expect(cents).toBe(Math.round(Number(await breakdown.getAttribute('data-total')) * 100));
  return lines;
}

test.describe('as a guest', () => {
  test('hotel: dates are required and ordered, then Booking Confirmed! with reference and e-mail', async ({ page, request }) => {
    const email = uniqueEmail('hotel-guest');
    await openFromList(page, '/hotels', 'hotel-card', 0);
    const form = page.getByTestId('hotel-booking-form');
    await form.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByTestId('form-problem')).toHaveText('Please select check-in and check-out dates');
    await form.getByLabel('Check-in').fill(inDays(30));
    await form.getByLabel('Check-out').fill(inDays(32));
    await expect(form.getByTestId('estimated-total')).toBeVisible();
    await form.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Complete Your Booking' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await continueAsGuest(page, email);
    const reference = await confirmHeld(page, 'Confirm Booking', 'Booking Confirmed!', true);
    await expect(page.getByTestId('booking-email')).toHaveText(`A confirmation email was sent to ${email}.`);
    await expectNoSeriousViolations(page);
    await expect(page.getByRole('button', { name: 'Create Account & Track Booking' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Maybe Later' })).toHaveAttribute('href', /^\/hotels/);
    await expectMail(request, email, reference);
  });

  test('ride: a declined card keeps the traveller on the payment step with everything typed', async ({ page }) => {
    const email = uniqueEmail('ride-declined');
    await openFromList(page, '/transport', 'ride-card', 1);
    const form = page.getByTestId('ride-booking-form');
    await form.getByLabel('Pickup date').fill(inDays(44));
    await form.getByLabel('Return date').fill(inDays(46));
    await form.getByRole('button', { name: 'Book Now' }).click();
    await continueAsGuest(page, email);
    const held = page.getByTestId('booking-held');
    await held.getByLabel('Card (test provider)').check();
    await held.getByLabel('Card number').fill('4000 0000 0000 0002');
    const declinedReference = (await held.getAttribute('data-reference'))!;
    await held.getByRole('button', { name: 'Confirm Booking' }).click();
    const failed = page.getByTestId('booking-failed');
    await expect(failed).toContainText('Booking failed');
    await expect(failed).toContainText('Your card was declined and nothing was charged');
    // The server ended the declined hold; the same ride is held again under a new reference.
    await expect(held).not.toHaveAttribute('data-reference', declinedReference);
    // Still on the payment step: no choice dialog, the contact and the card number as typed.
    await expect(page.getByRole('dialog', { name: 'Complete Your Booking' })).toHaveCount(0);
    await expect(page.getByTestId('guest-form')).toHaveCount(0);
    await expect(held).toContainText(`Neema Guest · ${email}`);
    await expect(held.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
    await expect(held.getByRole('timer')).toHaveText(/^(10:00|9:\d\d)$/);
    await expectNoSeriousViolations(page);
    await held.getByLabel('Card number').fill('4242 4242 4242 4242');
    const reference = await confirmHeld(page, 'Confirm Booking', 'Booking Confirmed!');
    expect(reference).not.toBe(declinedReference);
    await expect(page.getByTestId('booking-confirmed')).toContainText('Paid');
  });

  test('ride: both dates required, then pay at the venue', async ({ page, request }) => {
    const email = uniqueEmail('ride-guest');
    await openFromList(page, '/transport', 'ride-card', 0);
    const form = page.getByTestId('ride-booking-form');
    await form.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByTestId('form-problem')).toHaveText('Please select pickup and return dates');
    await form.getByLabel('Pickup date').fill(inDays(20));
    await form.getByLabel('Return date').fill(inDays(22));
    await form.getByRole('button', { name: 'Book Now' }).click();
    await continueAsGuest(page, email);
    const reference = await confirmHeld(page, 'Confirm Booking', 'Booking Confirmed!');
    await expect(page.getByRole('link', { name: 'Maybe Later' })).toHaveAttribute('href', /^\/transport/);
    await expectMail(request, email, reference);

    // Create Account & Track Booking: 8 characters at least; after verifying and signing in, My Bookings has it.
    await page.getByRole('button', { name: 'Create Account & Track Booking' }).click();
    const offer = page.getByRole('form', { name: 'Create Account & Track Booking' });
    await offer.getByLabel('Password').fill('short');
    await expect(offer.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Create account' })).toBeDisabled();
    await offer.getByLabel('Password').fill('Zanzibar-2026');
    await offer.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('account-created')).toContainText('Account created.');
    await page.goto(await mailedLink(request, email, '/auth/verify'));
    await expectMessageShown(page, 'Account verified. You can now sign in.');
    await signIn(page, { email, password: 'Zanzibar-2026' });
    await page.goto('/profile/bookings');
    await expect(page.locator(`[data-testid="my-booking"][data-reference="${reference}"]`)).toBeVisible();
  });

  test('leisure: name, e-mail, date and time required, then the reservation is confirmed', async ({ page, request }) => {
    const email = uniqueEmail('leisure-guest');
    await openFromList(page, '/nightlife', 'leisure-card', 0);
    const form = page.getByTestId('leisure-booking-form');
    await form.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(page.getByTestId('form-problem')).toHaveText('Please fill name, email, date and time');
    await form.getByLabel('Full name').fill('Neema Guest');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Date').fill(inDays(10));
    // Only the hours the venue is open are offered.
    const times = await form.getByLabel('Time').locator('option:not([value=""])').allTextContents();
    expect(times.length).toBeGreaterThan(0);
    expect(times.every((time) => /^\d{2}:[03]0$/.test(time))).toBe(true);
    await form.getByLabel('Time').selectOption('21:00');
    await form.getByLabel('Guests').fill('4');
    await form.getByRole('button', { name: 'Confirm Booking' }).click();
    await continueAsGuest(page, email);
    const reference = await confirmHeld(page, 'Confirm Booking', 'Booking Confirmed!');
    await expectMail(request, email, reference);
  });

  test('tour: Book Now carries the add-ons into the wizard; departure, guest details, payment, confirmation', async ({ page, request }) => {
    const email = uniqueEmail('tour-guest');
    await page.goto('/tours?country=RW');
    await page.getByTestId('tour-card').first().getByTestId('card-title').click();
    await page.getByTestId('addon-photo').check();
    // The departure chosen on the tour page is the one the wizard starts with.
    const departure = page.getByTestId('tour-departures').getByRole('radio').and(page.locator(':not([disabled])')).first();
    const departureDate = (await departure.getAttribute('value'))!;
    await departure.check();
    await page.getByTestId('book-now').click();
    await expect(page).toHaveURL(/\/booking\/tour\/[^/?]+\?.*addons=photo/);
    await expect(page.getByTestId('booking-addons')).toHaveText('Add-ons: Photography package');
    await expect(page.getByRole('list', { name: 'Booking steps' }).getByText('1. Details')).toHaveAttribute('aria-current', 'step');
    await expect(page.getByTestId('departure-select')).toHaveValue(departureDate);
    await page.getByLabel('Travellers').fill('2');
    await page.getByRole('button', { name: 'Continue' }).click();
    await continueAsGuest(page, email);
    await expect(page).toHaveURL(/step=3/);
    // The review step explains every dollar: the places, the add-on by name for both travellers, the spec's
    // taxes and fees, and lines that add up to the total to be charged.
    const lines = await expectLinesAddUp(page.getByTestId('held-lines'));
    expect(lines.map((line) => line.kind)).toEqual(['PER_PERSON', 'ADD_ON', 'TAXES_AND_FEES']);
    expect(lines[1]!.text).toMatch(/^Photography package: 2 people × \$150\.00\t\$300\.00$/);
    expect(lines[2]!.text).toMatch(/^Taxes and fees \(10%\)/);
    expect(lines[2]!.amount).toBeCloseTo((lines[0]!.amount + lines[1]!.amount) / 10, 2);
    const heldTotal = Number(await page.getByTestId('held-total').getAttribute('data-amount'));
    const reference = await confirmHeld(page, 'Complete Booking', 'Booking Confirmed!');
    await expect(page).toHaveURL(/step=4/);
    const confirmed = await expectLinesAddUp(page.getByTestId('confirmed-lines'));
    expect(confirmed).toEqual(lines);
    expect(Number(await page.getByTestId('confirmed-lines').getAttribute('data-total'))).toBe(heldTotal);
    const mail = await expectMail(request, email, reference);
    expect(mail.text).toContain('Photography package: 2 people × $150.00');
    expect(mail.text).toContain(`Total: ${new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(heldTotal)}`);
  });

  test('restaurant: the four steps, extras joined by " | ", and the reservation reference', async ({ page, request }) => {
    const email = uniqueEmail('restaurant-guest');
    await openFromList(page, '/restaurants', 'restaurant-card', 0);
    await expect(page.getByRole('heading', { name: 'Check Menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('form-problem')).toHaveText('Please complete required fields.');
    await page.getByLabel('Full name').fill('Neema Guest');
    await page.getByLabel('Date').fill(restaurantDay(5));
    await page.getByLabel('Time').selectOption('12:30');
    await expect(page.getByTestId('floor-plan')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('extra-highChair').check();
    await page.getByTestId('extra-parking').check();
    await page.getByLabel('Special requests (optional)').fill('Near the garden');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('special-requests')).toHaveText('Special requests: High chair | Parking | Near the garden');
    await continueAsGuest(page, email);
    const reference = await confirmHeld(page, 'Confirm Reservation', /^.*Reservation confirmed! Your reference is #JA-/);
    await expect(page.getByTestId('booking-confirmed')).toContainText(`Reservation confirmed! Your reference is #${reference}.`);
    await expectMail(request, email, reference);
  });
});

test.describe('signed in as the demo traveller', () => {
  test('books a hotel, a ride, a leisure table, a tour and a restaurant as themselves, then lists them', async ({ page, request }) => {
    await signIn(page);
    const references: string[] = [];

    await openFromList(page, '/hotels', 'hotel-card', 1);
    let form = page.getByTestId('hotel-booking-form');
    await form.getByLabel('Check-in').fill(inDays(45));
    await form.getByLabel('Check-out').fill(inDays(47));
    await form.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Complete Your Booking' })).toHaveCount(0);
    references.push(await confirmHeld(page, 'Confirm Booking', 'Booking Confirmed!'));
    await expect(page.getByTestId('booking-email')).toHaveText(`A confirmation email was sent to ${TRAVELLER.email}.`);
    await expect(page.getByRole('link', { name: 'View My Bookings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse More Hotels' })).toBeVisible();

    await openFromList(page, '/transport', 'ride-card', 1);
    form = page.getByTestId('ride-booking-form');
    await form.getByLabel('Pickup date').fill(inDays(25));
    await form.getByLabel('Return date').fill(inDays(26));
    await form.getByRole('button', { name: 'Book Now' }).click();
    references.push(await confirmHeld(page, 'Confirm Booking', 'Booking Confirmed!'));
    await expect(page.getByRole('link', { name: 'Browse More Rides' })).toBeVisible();

    await openFromList(page, '/nightlife', 'leisure-card', 1);
    form = page.getByTestId('leisure-booking-form');
    await expect(form.getByLabel('Email')).toHaveValue(TRAVELLER.email);
    await form.getByLabel('Date').fill(inDays(12));
    await form.getByLabel('Time').selectOption('22:00');
    await form.getByRole('button', { name: 'Confirm Booking' }).click();
    references.push(await confirmHeld(page, 'Confirm Booking', 'Booking Confirmed!'));

    await page.goto('/tours?country=RW');
    await page.getByTestId('tour-card').nth(1).getByTestId('card-title').click();
    await page.getByTestId('book-now').click();
    const select = page.getByTestId('departure-select');
    await select.selectOption((await select.locator('option:not([value=""]):not([disabled])').first().getAttribute('value'))!);
    await page.getByRole('button', { name: 'Continue' }).click();
    references.push(await confirmHeld(page, 'Complete Booking', 'Booking Confirmed!'));

    await openFromList(page, '/restaurants', 'restaurant-card', 1);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Full name')).not.toHaveValue('');
    await page.getByLabel('Date').fill(restaurantDay(6));
    await page.getByLabel('Time').selectOption('19:00');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    references.push(await confirmHeld(page, 'Confirm Reservation', 'Reservation confirmed! Your reference is #'));

    for (const reference of references) await expectMail(request, TRAVELLER.email, reference);
    await page.getByRole('link', { name: 'View My Bookings' }).click();
    await expect(page).toHaveURL(/\/profile\/bookings/);
    for (const reference of references) await expect(page.locator(`[data-testid="my-booking"][data-reference="${reference}"]`)).toBeVisible();
  });

  test('a traveller who books before the page knows who is signed in is held as themselves, never offered the guest choice', async ({ page }) => {
    await signIn(page);
    await page.goto('/transport?country=RW');
    const href = await page.getByTestId('ride-card').nth(2).getByTestId('card-action').getAttribute('href');
    // Who is signed in is the one thing a painted page asks for once it is alive: its answer is held back.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/graphql(\?|$)/, async (route) => {
      if (graphqlOperationOf(route.request()) === 'Viewer') await released;
      await route.fallback();
    });
    await page.goto(href!);
    const form = page.getByTestId('ride-booking-form');
    await form.getByLabel('Pickup date').fill(inDays(33));
    await form.getByLabel('Return date').fill(inDays(34));
    await form.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Holding your booking…' })).toBeVisible();

    release();
    // Held as the account once it is known: the next step is the held booking, not the guest's choice.
    const choice = page.getByRole('dialog', { name: 'Complete Your Booking' });
    await expect(page.getByTestId('booking-held').or(choice)).toBeVisible();
    await expect(choice).toHaveCount(0);
    await confirmHeld(page, 'Confirm Booking', 'Booking Confirmed!');
    await expect(page.getByTestId('booking-email')).toHaveText(`A confirmation email was sent to ${TRAVELLER.email}.`);
  });
});

test('Sign In for Benefits signs in inside the dialog and books as the account on the same page', async ({ page }) => {
  await openFromList(page, '/hotels', 'hotel-card', 2);
  const path = new URL(page.url()).pathname;
  const form = page.getByTestId('hotel-booking-form');
  await form.getByLabel('Check-in').fill(inDays(50));
  await form.getByLabel('Check-out').fill(inDays(51));
  await form.getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Your Booking' });
  await dialog.getByRole('button', { name: 'Sign In for Benefits' }).click();
  await dialog.getByLabel('Email').fill(TRAVELLER.email);
  await dialog.getByLabel('Password').fill(TRAVELLER.password);
  await dialog.getByRole('button', { name: 'Sign in and continue' }).click();
  await expect(dialog).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(path);
  await confirmHeld(page, 'Confirm Booking', 'Booking Confirmed!');
  await expect(page.getByTestId('booking-email')).toHaveText(`A confirmation email was sent to ${TRAVELLER.email}.`);
  await expect(page.getByRole('link', { name: 'View My Bookings' })).toBeVisible();
});

/** Traveller A (a guest) reserves `label` at the restaurant for the date and time given. */
async function reserveTable(browser: Browser, restaurantPath: string, date: string, time: string, label: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
  await page.goto(restaurantPath);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Full name').fill('First Traveller');
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('Time').selectOption(time);
  await page.getByTestId(`table-${label}`).click();
  await expect(page.getByTestId(`table-${label}`)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await continueAsGuest(page, uniqueEmail('first-traveller'));
  const reference = await confirmHeld(page, 'Confirm Reservation', 'Reservation confirmed!');
  await context.close();
  return reference;
}

test('a second traveller sees the table taken, and is told so when it goes while they decide', async ({ page, browser }) => {
  await openFromList(page, '/restaurants', 'restaurant-card', 2);
  const restaurantPath = new URL(page.url()).pathname + new URL(page.url()).search;
  const date = restaurantDay(8);

  // The second traveller chooses a free table...
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Full name').fill('Second Traveller');
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('Time').selectOption('20:00');
  const free = page.locator('[data-testid^="table-"][data-state="free"]').first();
  await expect(free).toBeVisible();
  const label = (await free.getAttribute('data-testid'))!.replace('table-', '');
  await free.click();
  await expect(free).toHaveAttribute('aria-pressed', 'true');

  // ...which another traveller books first.
  await reserveTable(browser, restaurantPath, date, '20:00', label);

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await continueAsGuest(page, uniqueEmail('second-traveller'));
  const failed = page.getByTestId('booking-failed');
  await expect(failed).toContainText('Reservation failed');
  await expect(failed).toContainText('this table has just been taken and is no longer available');
  await expect(page.getByTestId(`table-${label}`)).toHaveAttribute('data-state', 'taken');
  await expect(page.getByTestId(`table-${label}`)).toHaveAccessibleName(new RegExp(`Table ${label}, \\d+ seats, taken`));

  // A traveller opening the same seating later sees it taken from the start.
  const later = await browser.newPage();
  await later.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
  await later.goto(restaurantPath);
  await later.getByRole('button', { name: 'Next' }).click();
  await later.getByLabel('Date').fill(date);
  await later.getByLabel('Time').selectOption('20:00');
  await expect(later.getByTestId(`table-${label}`)).toHaveAttribute('data-state', 'taken');
  await expect(later.getByTestId(`table-${label}`)).toContainText('Taken');
  await later.close();
});
