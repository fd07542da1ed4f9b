// Booking for a caller from a partner dashboard, in a real browser: a hotel manager books a stay at a hotel of its own
// (in Lesotho, which no other test counts) for someone on the phone, on a 360 px phone. The reference is shown to read
// out, the caller gets the confirmation e-mail, and the booking is among the manager's bookings. Axe checks the form.
import { type APIRequestContext, expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { mailsTo } from './mailbox';
import { dashboardSignIn, partnerPage } from './partner-session';
import { uniqueEmail } from './test-data';

const graphql = (request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) =>
  request.post('/graphql', { headers: { 'x-requested-with': 'e2e' }, data: { query, variables } }).then((response) => response.json());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a hotel manager books a stay for a caller at a hotel of its own, on a phone', async ({ browser }) => {
  const manager = await partnerPage(browser);
  await manager.setViewportSize({ width: 360, height: 740 });
  await dashboardSignIn(manager, 'hotels@example.com', 'hotel-dashboard');

  const name = `Maseru Caller ${Date.now()}`;
  const { data: places } = await graphql(manager.request, '{ countries { code cities { id } } }');
  const cityId = places.countries.find((country: { code: string }) => country.code === 'LS').cities[0].id;
  const { data: created } = await graphql(manager.request, 'mutation ($input: HotelCreateInput!) { managedHotelCreate(input: $input) { hotel { id } } }', {
    input: { name, cityId, type: 'BOUTIQUE', stars: 3, price: 80 },
  });
  const hotelId = created.managedHotelCreate.hotel.id as string;
  await graphql(manager.request, 'mutation ($input: RoomTypeCreateInput!) { roomTypeCreate(input: $input) { roomType { id } } }', {
    input: { hotelId, name: 'Mountain room', units: 3, maxGuests: 2, price: 80 },
  });
  await graphql(manager.request, 'mutation ($id: ID!) { managedHotelUpdate(id: $id, input: { active: true }) { hotel { id } } }', { id: hotelId });

  await manager.goto('/hotel-dashboard/book-for-caller');
  await expect(manager.getByRole('heading', { name: 'Book for a caller' })).toBeVisible();
  const form = manager.getByRole('form', { name: 'Book for a caller' });
  await form.getByLabel(/^Listing/).selectOption({ label: name });
  await form.getByLabel(/^From/).fill(day(30));
  await form.getByLabel(/^Until/).fill(day(32));
  await form.getByLabel(/^People/).fill('2');
  await form.getByLabel(/^Full name/).fill('Lerato Caller');
  const email = uniqueEmail('caller-booking');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Phone/).fill('+266 5800 0000');
  // Below the fold on a phone, the button scrolls into view whole.
  await form.getByRole('button', { name: 'Book', exact: true }).scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'Book', exact: true })).toBeInViewport({ ratio: 1 });
  await expectNoSeriousViolations(manager);
  await form.getByRole('button', { name: 'Book', exact: true }).click();

  // Two nights of the 80 room and the 10 % taxes and fees: 176, to pay at the hotel.
  const done = manager.getByRole('status').filter({ hasText: /^Booked for 2 people: JA-/ });
  await expect(done).toBeVisible();
  await expect(done).toContainText('$176.00 to pay at the venue.');
  const reference = /JA-[A-Z0-9-]+/.exec((await done.textContent()) ?? '')![0];
  // Nothing of the caller stays in the form for the next call.
  await expect(form.getByLabel(/^Email/)).toHaveValue('');
  await expectNoSeriousViolations(manager);
  // The page fits the phone: nothing scrolls sideways.
  expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await expect.poll(async () => (await mailsTo(manager.request, email)).length).toBe(1);
  expect((await mailsTo(manager.request, email))[0].text).toContain(reference);

  await manager.goto('/hotel-dashboard/bookings');
  await manager.getByLabel('Search', { exact: true }).fill(reference);
  await expect(manager.getByRole('button', { name: new RegExp(reference) }).first()).toBeVisible();
});
