// Partner extranet "done when", hotel part, as the demo hotel manager does it in a real browser: it adds a room
// type, closes a night of it, and a traveller's booking of its hotel appears in its bookings list without a reload.
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { inDays, uniqueEmail } from './test-data';

const BOOK = `mutation ($input: BookingCreateInput!) { bookingCreate(input: $input) { booking { reference } userErrors { code message } } }`;

// A cold dashboard chunk, then a booking, on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

test('the hotel manager adds a room type, closes a night, and sees a new booking arrive live', async ({ page, request }) => {
  await page.goto('/dashboard/login');
  await page.getByLabel('Email').fill('hotels@example.com');
  await page.getByLabel('Password').fill('Safari2025!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/hotel-dashboard/);

  const room = `Garden suite ${Date.now()}`;
  await page.getByLabel('Room type name').fill(room, { timeout: 30_000 });
  await page.getByLabel('Guests', { exact: true }).fill('2');
  await page.getByLabel('Price a night (USD)').fill('140');
  await page.getByRole('button', { name: 'Add room type' }).click();
  await expect(page.getByText('Room type added.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('room-types')).toContainText(room);
  const hotelId = await page.getByLabel('Hotel', { exact: true }).inputValue();

  const roomTypeId = (await page.getByLabel('Room type', { exact: true }).locator('option', { hasText: room }).getAttribute('value'))!;
  await page.getByLabel('Room type', { exact: true }).selectOption(roomTypeId);
  const night = inDays(45);
  await page.getByLabel('Night', { exact: true }).fill(night);
  await page.getByRole('button', { name: 'Close night' }).click();
  await expect(page.getByText(`The night of ${night} is closed.`)).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousViolations(page);

  // The bookings screen, narrowed to the coming traveller, listening before anyone books.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Bookings' }).click();
  const email = uniqueEmail('hotel-live');
  await page.getByLabel('Search').fill(email);
  await expect(page.getByTestId('empty-state')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-live="connected"]')).toBeVisible({ timeout: 30_000 });

  const response = await request.post('/graphql', {
    headers: { 'x-requested-with': 'e2e' },
    data: {
      query: BOOK,
      variables: {
        input: {
          idempotencyKey: crypto.randomUUID(),
          hotel: { hotelId, roomTypeId, checkIn: inDays(60), checkOut: inDays(62), rooms: 1, guests: 2 },
          contact: { name: 'Neema Traveller', email, phone: '+250 788 000 222' },
          payment: { method: 'PAY_AT_VENUE' },
        },
      },
    },
  });
  const { data } = await response.json();
  expect(data.bookingCreate.userErrors).toEqual([]);
  const reference = data.bookingCreate.booking.reference as string;

  const row = page.getByTestId('partner-bookings').getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('Neema Traveller', { timeout: 30_000 });
  await expectNoSeriousViolations(page);
});
