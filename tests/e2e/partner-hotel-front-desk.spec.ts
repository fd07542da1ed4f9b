// A hotel's house rules and the front desk in a real browser: the manager sets check-in and check-out times,
// children, pets and amenities of a hotel of its own in the shared policies editor (in Togo, on UTC's clock), and a traveller reads them on the
// hotel's page; a traveller's stay arriving today is on the front desk's board with its request, the manager checks
// the guest in there, and marks another a no-show (confirmed first). Axe checks the hotel's page and the front desk.
import { type APIRequestContext, expect, test, expectMessageShown } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { dashboardSignIn, partnerPage } from './partner-session';
import { uniqueEmail } from './test-data';

test.describe.configure({ timeout: 420_000 });

const graphql = (request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) =>
  request.post('/graphql', { headers: { 'x-requested-with': 'e2e' }, data: { query, variables } }).then((response) => response.json());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const BOOK = 'mutation ($input: BookingCreateInput!) { bookingCreate(input: $input) { booking { reference } userErrors { code message } } }';

test('a manager sets house rules a traveller reads, checks in an arrival and marks a no-show from the front desk', async ({
  browser,
  page: traveller,
  request,
}) => {
  const manager = await partnerPage(browser);
  await dashboardSignIn(manager, 'hotels@example.com', 'hotel-dashboard');

  // A hotel of the manager's own in Togo (no other test counts it), with one room type, open to travellers.
  const name = `Lomé Front Desk ${Date.now()}`;
  const { data: places } = await graphql(manager.request, '{ countries { code cities { id } } }');
  const cityId = places.countries.find((country: { code: string }) => country.code === 'TG').cities[0].id;
  const { data: created } = await graphql(manager.request, 'mutation ($input: HotelCreateInput!) { managedHotelCreate(input: $input) { hotel { id } } }', {
    input: { name, cityId, type: 'BOUTIQUE', stars: 4, price: 90 },
  });
  const hotelId = created.managedHotelCreate.hotel.id as string;
  const { data: room } = await graphql(manager.request, 'mutation ($input: RoomTypeCreateInput!) { roomTypeCreate(input: $input) { roomType { id } } }', {
    input: { hotelId, name: 'Lagoon room', units: 4, maxGuests: 2, price: 90 },
  });
  expect(room.roomTypeCreate.roomType.id).toBeTruthy();
  await graphql(manager.request, 'mutation ($id: ID!) { managedHotelUpdate(id: $id, input: { active: true }) { hotel { id } } }', { id: hotelId });

  // The house rules and amenities are the hotel's policies in the listing editor every kind shares.
  await manager.goto(`/hotel-dashboard/details/${hotelId}`);
  const form = manager.getByRole('form', { name: 'Policies' });
  await form.getByLabel('Check-in from').fill('15:00');
  await form.getByLabel('Check-in until').fill('22:00');
  await form.getByLabel('Check-out until').fill('10:00');
  await form.getByLabel('Children allowed').selectOption('yes');
  await form.getByLabel('Youngest child welcome').fill('8');
  await form.getByLabel('Pets allowed').selectOption('yes');
  for (const label of ['Wi-Fi', 'Swimming pool', 'Airport shuttle']) await form.getByText(label, { exact: true }).click();
  await expectNoSeriousViolations(manager);
  await form.getByRole('button', { name: 'Save policies' }).click();
  await expectMessageShown(manager, 'Policies saved.');

  await traveller.goto(`/hotels/${hotelId}/book?country=TG`);
  const rules = traveller.getByTestId('hotel-house-rules');
  // The shared machine can be slow to paint a page the first time.
  await expect(rules.getByRole('heading', { name: 'House rules' })).toBeVisible({ timeout: 60_000 });
  await expect(rules).toContainText('Check-in from 3:00 PM to 10:00 PM');
  await expect(rules).toContainText('Check-out until 10:00 AM');
  await expect(rules).toContainText('Children from 8 years old');
  await expect(rules).toContainText('Pets allowed');
  await expect(traveller.getByTestId('hotel-amenities').getByRole('listitem')).toHaveText(['Wi-Fi', 'Swimming pool', 'Airport shuttle']);
  await expectNoSeriousViolations(traveller);

  // Two travellers arrive today: one with a request.
  const stay = (contact: string, specialRequests: string | null) => ({
    input: {
      idempotencyKey: crypto.randomUUID(),
      hotel: { hotelId, checkIn: day(0), checkOut: day(2), rooms: 1, guests: 2, specialRequests },
      contact: { name: contact, email: uniqueEmail('front-desk'), phone: '+228 90 00 00 00' },
      payment: { method: 'PAY_AT_VENUE' },
    },
  });
  const arriving = await graphql(request, BOOK, stay('Kossi Arrival', 'A cot for our baby, please'));
  expect(arriving.data.bookingCreate.userErrors).toEqual([]);
  const missing = await graphql(request, BOOK, stay('Ama Missing', null));
  expect(missing.data.bookingCreate.userErrors).toEqual([]);
  const [arrival, noShow] = [arriving.data.bookingCreate.booking.reference, missing.data.bookingCreate.booking.reference] as string[];

  await manager.goto('/hotel-dashboard/front-desk');
  await manager.getByLabel('Hotel', { exact: true }).selectOption({ label: name });
  const arrivals = manager.getByTestId('front-desk-arrivals');
  await expect(arrivals.getByRole('heading', { name: '2 arrivals' })).toBeVisible();
  const guest = arrivals.getByTestId(`stay-${arrival}`);
  await expect(guest).toContainText('Lagoon room');
  await expect(guest).toContainText('2 nights · 1 room · 2 guests');
  await expect(guest.getByTestId('stay-requests')).toHaveText('Requests: A cot for our baby, please');
  await expect(guest.getByTestId('stay-status')).toHaveText('Expected');
  await expectNoSeriousViolations(manager);

  await guest.getByRole('button', { name: `Check in the guest of ${arrival}` }).click();
  await expectMessageShown(manager, 'Kossi Arrival is checked in.');
  await expect(guest.getByTestId('stay-status')).toHaveText('Checked in');
  await expect(guest.getByRole('button', { name: `Check out the guest of ${arrival}` })).toBeVisible();

  const absent = arrivals.getByTestId(`stay-${noShow}`);
  await absent.getByRole('button', { name: `Mark the guest of ${noShow} as a no-show` }).click();
  const dialog = manager.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('Mark Ama Missing as a no-show?');
  await dialog.getByRole('button', { name: 'No-show' }).click();
  await expect(absent.getByTestId('stay-status')).toHaveText('No-show');
  await expect(absent.getByRole('button')).toHaveCount(0);
});
