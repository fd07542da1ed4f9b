// A venue's event in a real browser: its manager creates it on the nights screen; a traveller finds it on the
// venue's page (also as schema.org Event data), books it at its price per person plus the taxes and fees, line by
// line; the manager then sees the guest on the door list of that night. Axe checks both screens.
import { type APIRequestContext, expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { dashboardSignIn, partnerPage } from './partner-session';
import { inDays, uniqueEmail } from './test-data';

// Two browsers through a whole flow on a shared machine: more time than one screen's test.
test.describe.configure({ timeout: 300_000 });

/** The first read of a freshly opened screen, which may wait on the API under load. */
const FIRST_READ = { timeout: 60_000 };

const graphql = (request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) =>
  request.post('/graphql', { headers: { 'x-requested-with': 'e2e' }, data: { query, variables } }).then((response) => response.json());

test('a venue creates an event, a traveller books it, and the door list shows the guest', async ({ browser, page: traveller }) => {
  const manager = await partnerPage(browser);
  await dashboardSignIn(manager, 'leisure@example.com', 'leisure-dashboard');

  // A venue of its own, so that no other test's bookings or events meet this one's.
  const { data: places } = await graphql(manager.request, '{ countries { code cities { id } } }');
  const cityId = places.countries.find((country: { code: string }) => country.code === 'MU').cities[0].id;
  const venueName = `Event lounge ${Date.now()}`;
  const { data: created } = await graphql(manager.request, 'mutation ($input: LeisureVenueInput!) { leisureVenueCreate(input: $input) { venue { id } } }', {
    input: { name: venueName, cityId, type: 'CLUB', openTime: '20:00', closeTime: '04:00', priceLevel: 2, entryPrice: 10, capacity: 80 },
  });
  const venueId = created.leisureVenueCreate.venue.id as string;
  const night = inDays(12);

  await manager.goto(`/leisure-dashboard/nights?venue=${venueId}`);
  await expect(manager.getByRole('heading', { name: `Nights and events: ${venueName}` })).toBeVisible(FIRST_READ);
  await expect(manager.getByTestId('door-list').getByText('No bookings for this night yet.')).toBeVisible();
  await manager.getByRole('button', { name: 'New event' }).click();
  const form = manager.getByTestId('event-form');
  await form.getByLabel('Name').fill('Afrobeats Rooftop');
  await form.getByLabel('Date').fill(night);
  await form.getByLabel('Starts at').fill('22:00');
  await form.getByLabel('Places').fill('40');
  await form.getByLabel('Price per person (USD)').fill('30');
  await form.getByLabel('What happens').fill('Two DJs until late.');
  await form.getByRole('button', { name: 'Create event' }).click();
  const event = manager.getByTestId('partner-event').filter({ hasText: 'Afrobeats Rooftop' });
  await expect(event).toContainText('40 of 40 places left');
  await expectNoSeriousViolations(manager);

  // The traveller's side: the venue's page lists the event, for readers and for search engines.
  await traveller.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
  await traveller.goto(`/nightlife/${venueId}/book`);
  const listed = traveller.getByTestId('venue-event').filter({ hasText: 'Afrobeats Rooftop' });
  await expect(listed).toContainText('$30.00 per person', FIRST_READ);
  const data = JSON.parse((await traveller.getByTestId('structured-data').first().textContent())!);
  expect(data.event).toEqual([expect.objectContaining({ '@type': 'Event', name: 'Afrobeats Rooftop', startDate: `${night}T22:00` })]);
  await listed.getByRole('button', { name: 'Book this event' }).click();
  await expect(listed.getByRole('button', { name: 'Book this event' })).toHaveAttribute('aria-pressed', 'true');
  const booking = traveller.getByTestId('leisure-booking-form');
  await expect(booking.getByTestId('leisure-price')).toContainText('Afrobeats Rooftop');
  await expect(booking.getByLabel('Date')).toHaveCount(0);
  await booking.getByLabel('Full name').fill('Zawadi Event');
  const email = uniqueEmail('event-guest');
  await booking.getByLabel('Email').fill(email);
  await booking.getByLabel('Guests').fill('3');
  await expectNoSeriousViolations(traveller);
  await booking.getByRole('button', { name: 'Confirm Booking' }).click();

  const dialog = traveller.getByRole('dialog', { name: 'Complete Your Booking' });
  await dialog.getByRole('button', { name: 'Continue as Guest' }).click();
  const guest = traveller.getByTestId('guest-form');
  await guest.getByLabel('Full name').fill('Zawadi Event');
  await guest.getByLabel('Email').fill(email);
  await guest.getByLabel('Phone').fill('+230 5 000 0000');
  await guest.getByRole('button', { name: 'Continue' }).click();
  // The event's price per person for the party, then the spec's 10 % of taxes and fees: $90 + $9.
  const lines = traveller.getByTestId('held-lines').getByTestId('price-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toHaveAttribute('data-kind', 'PER_PERSON');
  await expect(lines.nth(0)).toContainText('Afrobeats Rooftop');
  await expect(lines.nth(0)).toHaveAttribute('data-amount', '90');
  await expect(lines.nth(1)).toHaveAttribute('data-kind', 'TAXES_AND_FEES');
  await expect(lines.nth(1)).toHaveAttribute('data-amount', '9');
  await expect(traveller.getByTestId('held-total')).toHaveAttribute('data-amount', '99');
  await traveller.getByTestId('booking-held').getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(traveller.getByTestId('booking-confirmed')).toBeVisible();

  // The manager's door list of that night: the guest, the party, the event and its time, and the event's places.
  await manager.getByLabel('Night', { exact: true }).fill(night);
  const door = manager.getByTestId('door-list');
  const row = door.getByTestId('door-guest').filter({ hasText: 'Zawadi Event' });
  await expect(row).toContainText('Party of 3 · 22:00 · Afrobeats Rooftop');
  await expect(row.getByRole('button', { name: 'Mark Zawadi Event as arrived' })).toBeVisible();
  await expect(door).toContainText('Afrobeats Rooftop (22:00): 3 of 40 places booked');
  await expectNoSeriousViolations(manager);
});
