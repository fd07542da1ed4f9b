// Partner extranet "done when", hotel part, as the demo hotel manager does it in a real browser: it adds a room
// type, closes a night of it, and a traveller's booking of its hotel appears in its bookings list without a reload;
// it creates a hotel and uploads its picture; it adds a photo a traveller then sees and removes it; it checks a guest in and out
// at the front desk. Three tests, each within its own time on a busy machine.
import { type APIRequestContext, type Page, expect, test, expectMessageShown } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { inDays, uniqueEmail } from './test-data';
import { partnerPage } from './partner-session';

const BOOK = `mutation ($input: BookingCreateInput!) { bookingCreate(input: $input) { booking { reference } userErrors { code message } } }`;

/** The smallest PNG: the picture the manager uploads. */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** A guest's stay booked over the API, paid at the hotel: the booking payload. */
async function bookStay(
  request: APIRequestContext,
  stay: { hotelId: string; roomTypeId: string; checkIn: string; checkOut: string },
  contact: { name: string; email: string; phone: string },
) {
  const response = await request.post('/graphql', {
    headers: { 'x-requested-with': 'e2e' },
    data: {
      query: BOOK,
      variables: { input: { idempotencyKey: crypto.randomUUID(), hotel: { ...stay, rooms: 1, guests: 2 }, contact, payment: { method: 'PAY_AT_VENUE' } } },
    },
  });
  return (await response.json()).data.bookingCreate;
}

async function signInAsHotelManager(page: Page) {
  await page.goto('/dashboard/login');
  await page.getByLabel('Email').fill('hotels@example.com');
  await page.getByLabel('Password').fill('Safari2025!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/hotel-dashboard/);
}

test('the hotel manager adds a room type, closes a night, and sees a new booking arrive live', async ({ page, request }) => {
  await signInAsHotelManager(page);

  const room = `Garden suite ${Date.now()}`;
  await page.getByLabel('Room type name').fill(room);
  await page.getByLabel('Guests', { exact: true }).fill('2');
  await page.getByLabel('Price a night (USD)').fill('140');
  await page.getByRole('button', { name: 'Add room type' }).click();
  // Told next to the form, not at the top of the page.
  await expect(page.getByRole('form', { name: 'Add room type' }).getByText('Room type added.')).toBeVisible();
  await expect(page.getByTestId('room-types')).toContainText(room);
  const hotelId = await page.getByLabel('Hotel', { exact: true }).inputValue();

  const roomTypeId = (await page.getByLabel('Room type', { exact: true }).locator('option', { hasText: room }).getAttribute('value'))!;
  const nights = page.getByRole('form', { name: 'Change nights' });
  await nights.getByLabel('Room type', { exact: true }).selectOption(roomTypeId);
  const night = inDays(45);
  await nights.getByLabel('From night').fill(night);
  await nights.getByLabel('To night').fill(night);
  await nights.getByLabel('Availability').selectOption('close');
  await nights.getByRole('button', { name: 'Apply' }).click();
  await expect(nights.getByText(`Nights from ${night} to ${night} are updated.`)).toBeVisible();
  await expectNoSeriousViolations(page);

  // The bookings screen, narrowed to the coming traveller, listening before anyone books.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Bookings' }).click();
  const email = uniqueEmail('hotel-live');
  await page.getByLabel('Search').fill(email);
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expect(page.locator('[data-live="connected"]')).toBeVisible();

  const booked = await bookStay(
    request,
    { hotelId, roomTypeId, checkIn: inDays(60), checkOut: inDays(62) },
    { name: 'Neema Traveller', email, phone: '+250 788 000 222' },
  );
  expect(booked.userErrors).toEqual([]);
  const reference = booked.booking.reference as string;

  const row = page.getByTestId('partner-bookings').getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('Neema Traveller');
  await expectNoSeriousViolations(page);
});

/** The manager's Hotels screen, signed in. */
async function openHotelsScreen(page: Page) {
  await signInAsHotelManager(page);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Hotels' }).click();
}

/** The manager's first open hotel, asked of the API with the page's session. */
async function firstOpenHotel(page: Page): Promise<{ id: string; name: string; photos: string[] }> {
  const answer = await page.request.post('/graphql', {
    headers: { 'x-requested-with': 'e2e' },
    data: { query: '{ managedHotels { id name active photos } }' },
  });
  return (await answer.json()).data.managedHotels.find((hotel: { active: boolean }) => hotel.active);
}

test('the hotel manager creates a hotel and uploads its picture', async ({ page }) => {
  await openHotelsScreen(page);
  await page.getByRole('button', { name: 'New hotel' }).click();
  const form = page.getByRole('form', { name: 'New hotel' });
  const name = `Lakeside lodge ${Date.now()}`;
  await form.getByLabel('Hotel name').fill(name);
  const city = form.getByLabel('City');
  await expect(city.locator('option')).not.toHaveCount(1);
  await city.selectOption({ index: 1 });
  await form.getByLabel('Lowest rate a night (USD)').fill('75');
  await form.getByRole('button', { name: 'Create hotel' }).click();
  const card = page.getByRole('listitem', { name });
  await expect(card).toContainText('Hidden');

  // Pictures are set in the listing editor every kind shares.
  await card.getByRole('link', { name: `Details and photos of ${name}` }).click();
  await page.getByLabel('Change the cover picture').setInputFiles({ name: 'lodge.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expectMessageShown(page, 'Cover picture saved.');
  await expect(page.getByRole('img', { name: `Cover picture of ${name}` })).toHaveAttribute('src', /\/media\/listings\/hotel-\d+-[0-9a-f]+\.png$/);
  await expectNoSeriousViolations(page);
});

test('the hotel manager adds a photo to an open hotel, a traveller sees it, and the manager removes it', async ({ page }) => {
  // Two browsers and a confirmation dialog loaded on first use, on a busy 2-core machine.
  test.setTimeout(240_000);
  await openHotelsScreen(page);
  const openHotel = await firstOpenHotel(page);
  const hotelId = openHotel.id;
  // Photos are added in the listing editor every kind shares, each with the words a screen reader says.
  await page.getByRole('link', { name: `Details and photos of ${openHotel.name}` }).click();
  const words = `The terrace of ${openHotel.name} at dusk`;
  const add = page.getByRole('form', { name: 'Add a photo' });
  await add.getByLabel(/^Photo \(JPEG/).setInputFiles({ name: 'terrace.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await add.getByLabel('What the photo shows').fill(words);
  await add.getByRole('button', { name: 'Add a photo' }).click();
  await expectMessageShown(page, 'Photo added.');
  const position = openHotel.photos.length + 1;
  const openCard = page.getByTestId('listing-photos');
  const newPhoto = openCard.getByRole('img', { name: words });
  await expect(newPhoto).toHaveAttribute('src', /\/media\/listings\/hotel-\d+-[0-9a-f]+\.png$/);
  await expect(openCard.getByRole('button', { name: `Remove photo ${position}` })).toBeEnabled();
  await expect(openCard.getByRole('button', { name: `Make photo ${position} the cover` })).toBeEnabled();
  const photoUrl = (await newPhoto.getAttribute('src'))!;
  // A signed-out traveller in a browser context of its own.
  const travellerContext = await page.context().browser()!.newContext();
  const traveller = await travellerContext.newPage();
  await traveller.goto(new URL(`/hotels/${hotelId}/book`, page.url()).href);
  const strip = traveller.getByRole('region', { name: `Photos of ${openHotel.name}` });
  const shown = strip.getByRole('img', { name: words });
  await expect(shown).toHaveAttribute('src', photoUrl);
  await expect(shown).toHaveAttribute('loading', 'lazy');
  await expect(shown).toHaveAttribute('width', '240');
  await expectNoSeriousViolations(traveller);
  await travellerContext.close();
  await openCard.getByRole('button', { name: `Remove photo ${position}` }).click();
  await page
    .getByRole('alertdialog', { name: `Remove photo ${position}?` })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await expectMessageShown(page, 'Photo removed.');
  await expect(newPhoto).toHaveCount(0);
});

test('the hotel manager checks a guest of an open hotel in and out at the front desk', async ({ page, request }) => {
  await signInAsHotelManager(page);
  const dashboard = page.getByRole('navigation', { name: 'Dashboard' });
  // A guest arriving today at an open hotel of the manager, in a room type of its own so the night is free.
  const { id: hotelId } = await firstOpenHotel(page);
  const api = (query: string, variables: Record<string, unknown> = {}) =>
    page.request.post('/graphql', { headers: { 'x-requested-with': 'e2e' }, data: { query, variables } }).then((r) => r.json());
  const { data: added } = await api('mutation ($input: RoomTypeCreateInput!) { roomTypeCreate(input: $input) { roomType { id } } }', {
    input: { hotelId, name: `Front desk ${Date.now()}`, units: 3, maxGuests: 2, price: 90 },
  });
  const email = uniqueEmail('hotel-stay');
  let reference = '';
  // Today on the hotel's clock: the browser's today, or tomorrow when the hotel is already there.
  for (const arrival of [0, 1]) {
    const stay = { hotelId, roomTypeId: added.roomTypeCreate.roomType.id as string, checkIn: inDays(arrival), checkOut: inDays(arrival + 2) };
    reference = (await bookStay(request, stay, { name: 'Kofi Guest', email, phone: '+233 20 000 0000' })).booking?.reference ?? '';
    if (reference) break;
  }
  expect(reference).toMatch(/^JA-/);

  await dashboard.getByRole('link', { name: 'Bookings' }).click();
  await page.getByLabel('Search').fill(email);
  const row = page.getByTestId('partner-bookings').getByRole('row', { name: new RegExp(reference) });
  await row.getByRole('button', { name: `Check in the guest of ${reference}` }).click();
  await expectMessageShown(page, 'Kofi Guest is checked in.');
  await expect(row).toContainText('Checked in');
  await expect(row.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await row.getByRole('button', { name: `Check out the guest of ${reference}` }).click();
  await expectMessageShown(page, 'Kofi Guest is checked out.');
  await page.getByLabel('Status').selectOption({ label: 'Checked out' });
  await expect(row).toContainText('Checked out');
  await expectNoSeriousViolations(page);
});

/** The first Friday at least `days` days ahead, and the day `plus` days after it (YYYY-MM-DD). */
function fridayAhead(days: number) {
  const friday = Array.from({ length: 7 }, (_, day) => inDays(days + day)).find((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 5)!;
  return (plus = 0) => new Date(Date.parse(`${friday}T00:00:00Z`) + plus * 86_400_000).toISOString().slice(0, 10);
}

test('the hotel manager raises the rate of weekend nights over a range, and a traveller pays the new rate', async ({ page, browser }) => {
  // Two browsers, a cold dashboard and a booking on a busy 2-core machine.
  test.setTimeout(240_000);
  const manager = await partnerPage(browser);
  await signInAsHotelManager(manager);
  const hotel = await firstOpenHotel(manager);
  await manager.getByLabel('Hotel', { exact: true }).selectOption(hotel.id);

  const room = `Weekend suite ${Date.now()}`;
  const add = manager.getByRole('form', { name: 'Add room type' });
  await add.getByLabel('Room type name').fill(room);
  await add.getByLabel('Guests', { exact: true }).fill('2');
  await add.getByLabel('Price a night (USD)').fill('100');
  await add.getByRole('button', { name: 'Add room type' }).click();
  await expect(add.getByText('Room type added.')).toBeVisible();

  // Fridays and Saturdays of four weeks at 250; the Sunday between keeps the room type's 100.
  const night = fridayAhead(50);
  const nights = manager.getByRole('form', { name: 'Change nights' });
  const roomTypeId = (await nights.getByLabel('Room type', { exact: true }).locator('option', { hasText: room }).getAttribute('value'))!;
  await nights.getByLabel('Room type', { exact: true }).selectOption(roomTypeId);
  await nights.getByLabel('From night').fill(night(0));
  await nights.getByLabel('To night').fill(night(27));
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Sunday']) {
    await nights.getByText(day, { exact: true }).click();
    await expect(nights.getByRole('checkbox', { name: day })).not.toBeChecked();
  }
  await nights.getByLabel('Rate a night (USD)').fill('250');
  await nights.getByRole('button', { name: 'Apply' }).click();
  await expect(nights.getByText(`Nights from ${night(0)} to ${night(27)} are updated.`)).toBeVisible();

  // The grid from that Friday: 250 on Friday and Saturday, 100 on Sunday; the arrow keys walk the nights.
  await manager.getByLabel('First night shown').fill(night(0));
  const grid = manager.getByRole('grid', { name: 'Rates and availability' });
  const cell = (date: string) => grid.locator(`[data-room-type="${roomTypeId}"][data-night="${date}"]`);
  await expect(cell(night(0))).toHaveAccessibleName(/\$250\.00/);
  await expect(cell(night(1))).toHaveAccessibleName(/\$250\.00/);
  await expect(cell(night(2))).toHaveAccessibleName(/\$100\.00/);
  await cell(night(0)).focus();
  await manager.keyboard.press('ArrowRight');
  await expect(cell(night(1))).toBeFocused();
  await manager.keyboard.press('Enter');
  await expect(nights.getByLabel('From night')).toHaveValue(night(1));
  await expectNoSeriousViolations(manager);

  // A traveller staying Friday to Sunday is offered, and charged, 250 + 250 and the spec's 10 % taxes and fees.
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
  await page.goto(`/hotels/${hotel.id}/book`);
  const form = page.getByTestId('hotel-booking-form');
  await form.getByLabel('Check-in').fill(night(0));
  await form.getByLabel('Check-out').fill(night(2));
  const option = form.getByLabel('Room type').locator('option', { hasText: room });
  await form.getByLabel('Room type').selectOption((await option.getAttribute('value'))!);
  await expect(form.getByTestId('estimated-total')).toHaveAttribute('data-amount', '550');
  await form.getByRole('button', { name: 'Book Now' }).click();
  await page.getByRole('dialog', { name: 'Complete Your Booking' }).getByRole('button', { name: 'Continue as Guest' }).click();
  const guest = page.getByTestId('guest-form');
  await guest.getByLabel('Full name').fill('Neema Weekend');
  await guest.getByLabel('Email').fill(uniqueEmail('weekend-rate'));
  await guest.getByLabel('Phone').fill('+250 788 000 333');
  await guest.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('booking-held').getByTestId('held-total')).toHaveAttribute('data-amount', '550');
  await expectNoSeriousViolations(page);
});
