// Partners create their listings from their dashboards, as the demo accounts would in a real browser: a restaurant
// (then its floor plan), a ride service (then its fleet: add, edit, remove a vehicle), a leisure venue; and the tour
// organizer names a guest on a traveller’s booking, and gets the e-mail of a new booking in the language it works in.
import { expect, test, expectMessageShown } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { mailsTo } from './mailbox';
import { organizerTour, travellerBooks } from './organizer-setup';
import { dashboardSignIn, PARTNER_PASSWORD, partnerPage } from './partner-session';
import { uniqueEmail } from './test-data';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

test('the restaurant manager creates a restaurant, lands on its floor plan, and travellers can open it', async ({ browser, page: traveller }) => {
  const page = await partnerPage(browser);
  await dashboardSignIn(page, 'restaurants@example.com', 'restaurant-dashboard');
  await page.getByRole('button', { name: 'New restaurant' }).click();
  const form = page.getByRole('form', { name: 'New restaurant' });
  const name = `Chez Neema ${Date.now()}`;
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Average price per person (USD)').fill('22');
  await form.getByLabel('Cuisine').selectOption('RWANDAN');
  await expectNoSeriousViolations(page);
  await form.getByLabel('City').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Create restaurant' }).click();

  await expect(page.getByRole('heading', { name: 'Floor plan', level: 2 })).toBeVisible();
  await expectMessageShown(page, 'Restaurant created. Set its tables and opening hours now.');
  const restaurantId = page.url().split('/').at(-1)!;

  await traveller.goto(`/restaurants/${restaurantId}/reserve?country=RW`);
  await expect(traveller.getByText(name).first()).toBeVisible();
});

test('the transport business creates a service and adds, edits and removes a vehicle of its fleet', async ({ browser }) => {
  const page = await partnerPage(browser);
  await dashboardSignIn(page, 'transport@example.com', 'transport-dashboard');
  await page.getByRole('button', { name: 'New service' }).click();
  const form = page.getByRole('form', { name: 'New service' });
  const name = `Akagera shuttles ${Date.now()}`;
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('City').selectOption({ index: 1 });
  await form.getByLabel('Type').selectOption('GROUP');
  await form.getByLabel('Price a day (USD)').fill('120');
  await form.getByRole('button', { name: 'Create service' }).click();
  await expectMessageShown(page, 'Service created. Add its vehicles now.');

  await page.getByLabel('Search your services').fill(name);
  const card = page.getByRole('region', { name });
  await expect(card).toBeVisible();
  const plate = `RAE ${String(Date.now()).slice(-3)}X`;
  const addVehicle = card.getByRole('form', { name: 'Add vehicle' });
  await addVehicle.getByLabel('Model').fill('Toyota Coaster');
  await addVehicle.getByLabel('Seats').fill('20');
  await addVehicle.getByLabel('Plate').fill(plate);
  await addVehicle.getByRole('button', { name: 'Add vehicle' }).click();
  // The fleet table by its caption: the card also has each vehicle's days.
  const fleet = card.getByRole('table', { name: 'Fleet', exact: true });
  await expect(fleet.getByRole('row', { name: new RegExp(plate) })).toContainText('Toyota Coaster');

  await fleet.getByRole('button', { name: `Edit vehicle ${plate}` }).click();
  await fleet.getByRole('textbox', { name: 'Model' }).fill('Toyota Coaster XL');
  await fleet.getByRole('spinbutton', { name: 'Seats' }).fill('24');
  await fleet.getByRole('button', { name: 'Save' }).click();
  const row = fleet.getByRole('row', { name: new RegExp(plate) });
  await expect(row).toContainText('Toyota Coaster XL');
  await expect(row).toContainText('24');
  await expectNoSeriousViolations(page);

  // Removing asks first: "Keep it" keeps the vehicle, the dialog's Remove removes it.
  await fleet.getByRole('button', { name: `Remove vehicle ${plate}` }).click();
  const question = page.getByRole('alertdialog', { name: `Remove vehicle ${plate}?` });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectNoSeriousViolations(page);
  await question.getByRole('button', { name: 'Keep it' }).click();
  await expect(question).toHaveCount(0);
  await expect(fleet.getByRole('row', { name: new RegExp(plate) })).toHaveCount(1);
  await fleet.getByRole('button', { name: `Remove vehicle ${plate}` }).click();
  await page
    .getByRole('alertdialog', { name: `Remove vehicle ${plate}?` })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await expect(fleet.getByRole('row', { name: new RegExp(plate) })).toHaveCount(0);
});

test('the restaurant manager pages through its restaurants, counted, beyond the first 30', async ({ browser }) => {
  const page = await partnerPage(browser);
  await dashboardSignIn(page, 'restaurants@example.com', 'restaurant-dashboard');
  const count = page.getByTestId('list-count');
  await expect(count).toHaveText(/^\d+ restaurants$/);
  const total = Number((await count.textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(30);
  const pages = Math.ceil(total / 30);
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager).toContainText(`Page 1 of ${pages}`);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(31);
  const firstOnPageOne = await rows.nth(1).getByRole('link').first().textContent();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText(`Page 2 of ${pages}`);
  await expect(rows.nth(1).getByRole('link').first()).not.toHaveText(firstOnPageOne!);
  await expectNoSeriousViolations(page);
  // The last page holds the rest.
  for (let at = 2; at < pages; at++) {
    await pager.getByRole('button', { name: 'Next' }).click();
    // Each page arrives before the next click: a click while one loads would be lost.
    await expect(pager).toContainText(`Page ${at + 1} of ${pages}`);
  }
  await expect(pager).toContainText(`Page ${pages} of ${pages}`);
  await expect(rows).toHaveCount(1 + total - 30 * (pages - 1));
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('the leisure manager creates a venue that shows in its list with its hours and places', async ({ browser }) => {
  const page = await partnerPage(browser);
  await dashboardSignIn(page, 'leisure@example.com', 'leisure-dashboard');
  await page.getByRole('button', { name: 'New venue' }).click();
  const form = page.getByRole('form', { name: 'New venue' });
  const name = `Kimihurura rooftop ${Date.now()}`;
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('City').selectOption({ index: 1 });
  await form.getByLabel('Type').selectOption('CLUB');
  await form.getByLabel('Opens').fill('21:00');
  await form.getByLabel('Closes').fill('04:00');
  await form.getByLabel('Entry price (USD)').fill('12');
  await form.getByLabel('Guests a night').fill('150');
  await form.getByRole('button', { name: 'Create venue' }).click();
  await expectMessageShown(page, 'Venue created.');

  await page.getByLabel('Search your venues').fill(name);
  const card = page.getByRole('form', { name });
  await expect(card.getByLabel('Opens')).toHaveValue('21:00');
  await expect(card.getByLabel('Guests a night')).toHaveValue('150');
});

test('the tour organizer adds a guest to a traveller’s booking from the guest list', async ({ browser, request }) => {
  const reference = await travellerBooks(request, await organizerTour(request, 'tours@example.com'));
  const page = await partnerPage(browser);
  await dashboardSignIn(page, 'tours@example.com', 'tour-dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Guests' }).click();
  await page.getByRole('button', { name: 'Add guest' }).click();
  const form = page.getByRole('form', { name: 'Add guest' });
  const booking = form.getByLabel('Booking');
  const option = booking.locator('option', { hasText: reference });
  await expect(option).toHaveCount(1);
  await booking.selectOption((await option.getAttribute('value'))!);
  const guestName = `Imani Second ${Date.now()}`;
  await form.getByLabel('Full name').fill(guestName);
  await form.getByLabel('Email').fill(uniqueEmail('second-guest'));
  await form.getByLabel('Notes').fill('Vegetarian lunch');
  await expectNoSeriousViolations(page);
  await form.getByRole('button', { name: 'Add guest' }).click();

  await expectMessageShown(page, `${guestName} added to the guest list`);
  await page.getByLabel('Search guests').fill(guestName);
  const row = page.getByRole('row', { name: new RegExp(guestName) });
  await expect(row).toContainText(reference);
  await expect(row).toContainText('Vegetarian lunch');
});

test('the organizer who works in French gets the e-mail of a new booking in French', async ({ browser, request }) => {
  // Another organizer than the demo one: the other tests sign that one in, in English, at the same time.
  const organizer = 'tour-tz@partners.example.com';
  const tour = await organizerTour(request, organizer);
  const page = await partnerPage(browser);
  await page.goto('/dashboard/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await page.locator('input[name=email]').fill(organizer);
  await page.locator('input[name=password]').fill(PARTNER_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/tour-dashboard/);

  const reference = await travellerBooks(request, tour);
  await expect
    .poll(async () => (await mailsTo(request, organizer)).find((mail) => mail.subject.includes(reference))?.subject)
    .toBe(`Nouvelle réservation ${reference} : ${tour.name}`);
});

test('the organizer reads revenue by day as bars drawn at a readable size', async ({ browser, request }) => {
  const tour = await organizerTour(request, 'tours@example.com');
  await travellerBooks(request, tour);
  const page = await partnerPage(browser);
  await dashboardSignIn(page, 'tours@example.com', 'tour-dashboard');
  await page.getByRole('button', { name: 'Next 30 days' }).click();
  const chart = page.getByTestId('revenue-chart');
  // The booking's day has a bar: an empty box (the chart wrapper without a size) draws none.
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const box = (await chart.boundingBox())!;
  expect(box.width).toBeGreaterThan(280);
  expect(box.height).toBeGreaterThan(150);
});
