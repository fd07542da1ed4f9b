// The restaurant host stand in a real browser: a traveller's reservation appears live on the open host stand with
// its allergies; the host seats a walk-in at a free table and marks the reservation a no-show (confirmed first), and
// the traveller's reservation form offers that paced-full time again. Axe checks the host stand.
import { type APIRequestContext, expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { dashboardSignIn, partnerPage } from './partner-session';
import { uniqueEmail } from './test-data';

/** Countries from west to east of the continent: one of them still has a seating ahead today, whatever the hour. */
const ZONES: Array<[string, string]> = [
  ['CV', 'Atlantic/Cape_Verde'],
  ['GH', 'Africa/Accra'],
  ['RW', 'Africa/Kigali'],
  ['MU', 'Indian/Mauritius'],
];

/** A country whose clock is before 21:00, its date, and a seating time at least half an hour ahead. */
function serviceAhead(): { country: string; date: string; time: string } {
  for (const [country, timeZone] of ZONES) {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
        .formatToParts(new Date())
        .map((part) => [part.type, part.value]),
    );
    const minutes = Number(parts.hour) * 60 + Number(parts.minute);
    if (minutes >= 21 * 60) continue;
    const seating = Math.max(8 * 60, Math.ceil((minutes + 30) / 30) * 30);
    const time = `${String(Math.floor(seating / 60)).padStart(2, '0')}:${String(seating % 60).padStart(2, '0')}`;
    return { country, date: `${parts.year}-${parts.month}-${parts.day}`, time };
  }
  throw new Error('No country of the list has a seating ahead today');
}

const graphql = (request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) =>
  request.post('/graphql', { headers: { 'x-requested-with': 'e2e' }, data: { query, variables } }).then((response) => response.json());

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const TIMES =
  'query ($restaurantId: ID!, $date: String!, $partySize: Int!) { restaurantTimes(restaurantId: $restaurantId, date: $date, partySize: $partySize) }';

test('a host seats a walk-in and marks a no-show, and the paced-full time is offered again', async ({ browser, page: traveller, request }) => {
  const service = serviceAhead();
  const host = await partnerPage(browser);
  await dashboardSignIn(host, 'restaurants@example.com', 'restaurant-dashboard');

  // A restaurant of the host's in that country, open all day, with two tables and two covers per slot.
  const { data: places } = await graphql(host.request, '{ countries { code cities { id } } }');
  const cityId = places.countries.find((country: { code: string }) => country.code === service.country).cities[0].id;
  const openingHours = WEEKDAYS.map((weekday) => ({ weekday, opens: '00:00', closes: '23:59' }));
  const { data: created } = await graphql(host.request, 'mutation ($input: RestaurantInput!) { restaurantCreate(input: $input) { restaurant { id } } }', {
    input: { name: `Host stand ${Date.now()}`, cityId, cuisine: 'AFRICAN', averagePrice: 20, openingHours },
  });
  const restaurantId = created.restaurantCreate.restaurant.id as string;
  for (const table of [
    { label: 'W1', seats: 4, x: 30, y: 40 },
    { label: 'R1', seats: 2, x: 70, y: 40 },
  ])
    await graphql(
      host.request,
      'mutation ($id: ID!, $input: RestaurantTableInput!) { restaurantTableAdd(restaurantId: $id, input: $input) { table { id } } }',
      {
        id: restaurantId,
        input: table,
      },
    );
  await graphql(host.request, 'mutation ($id: ID!) { restaurantPacingSet(id: $id, pacingCovers: 2) { restaurant { id } } }', { id: restaurantId });

  await host.goto(`/restaurant-dashboard/restaurants/${restaurantId}`);
  const stand = host.getByTestId('host-stand');
  await stand.getByLabel('Day').fill(service.date);
  await expect(stand.getByText('No reservations on this day.')).toBeVisible();

  // A traveller books the slot full while the host stand is open: it appears there without a reload.
  const booked = await graphql(
    request,
    'mutation ($input: BookingCreateInput!) { bookingCreate(input: $input) { booking { reference } userErrors { code message } } }',
    {
      input: {
        idempotencyKey: crypto.randomUUID(),
        contact: { name: 'Ama Mensah', email: uniqueEmail('host-stand'), phone: '+233 20 000 0000' },
        restaurant: { restaurantId, date: service.date, time: service.time, partySize: 2, occasion: 'birthday', allergies: 'Peanuts' },
        payment: { method: 'PAY_AT_VENUE' },
      },
    },
  );
  expect(booked.data.bookingCreate.userErrors).toEqual([]);
  const reference = booked.data.bookingCreate.booking.reference as string;
  const card = stand.getByTestId(`reservation-${reference}`);
  await expect(card.getByTestId('service-status')).toHaveText('Booked');
  await expect(card.getByTestId('allergies')).toHaveText('Allergies: Peanuts');
  await expect(card.getByText('Occasion: Birthday')).toBeVisible();
  await expect(stand.getByTestId('service-table-R1')).toHaveAttribute('data-state', 'booked');
  const full = await graphql(request, TIMES, { restaurantId, date: service.date, partySize: 2 });
  expect(full.data.restaurantTimes).not.toContain(service.time);

  // A walk-in at the free table, with the keyboard.
  await stand.getByTestId('service-table-W1').focus();
  await host.keyboard.press('Enter');
  const walkIn = stand.getByRole('form', { name: 'Walk-in at table W1' });
  await walkIn.getByLabel('Party size').fill('3');
  await walkIn.getByLabel('Guest name (optional)').fill('Kwame');
  await walkIn.getByRole('button', { name: 'Seat walk-in' }).click();
  await expect(stand.getByTestId('service-table-W1')).toHaveAttribute('data-state', 'seated');
  await expect(stand.getByRole('listitem', { name: 'Walk-in Kwame' }).getByTestId('service-status')).toHaveText('Seated');

  await expectNoSeriousViolations(host);

  // The party never came: confirmed first, then its table and covers are free again.
  await card.getByRole('button', { name: 'No-show' }).click();
  const dialog = host.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('Mark Ama Mensah as a no-show?');
  await dialog.getByRole('button', { name: 'No-show' }).click();
  await expect(card.getByTestId('service-status')).toHaveText('No-show');
  await expect(stand.getByTestId('service-table-R1')).toHaveAttribute('data-state', 'free');

  // Availability shows that time again, and the traveller's form offers exactly the times still open.
  const open = (await graphql(request, TIMES, { restaurantId, date: service.date, partySize: 2 })).data.restaurantTimes as string[];
  expect(open).toContain(service.time);
  await traveller.goto(`/restaurants/${restaurantId}/reserve?country=${service.country}`);
  await traveller.getByRole('button', { name: 'Next' }).click();
  await traveller.getByLabel('Date').fill(service.date);
  const times = traveller.getByLabel('Time').locator('option');
  await expect(times).toHaveCount(open.length + 1);
  await expect(traveller.getByLabel('Time').locator(`option[value="${service.time}"]`)).toHaveCount(1);
  await expectNoSeriousViolations(traveller);
});
