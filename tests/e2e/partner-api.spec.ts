// A partner's own script reads its bookings with an API key, as the "done when" asks: the organizer creates
// a named key in its dashboard and copies the secret shown once; a script outside the browser (plain fetch from
// this process, straight to the API) reads the partner's bookings, a traveller's new one included; once the key is
// revoked in the dashboard, the very same request is refused.
import { expect, test } from './fixtures';
import { e2eEnvironment } from '../support/e2e-environment';
import { expectNoSeriousViolations } from './axe';
import { dashboardSignIn, partnerPage } from './partner-session';
import { uniqueEmail } from './test-data';

const { apiUrl } = e2eEnvironment();

const MY_TOURS = 'query MyTours { partnerTours(size: 50) { nodes { id departures { date seatsLeft } } } }';
const MY_BOOKINGS = 'query MyBookings($q: String) { partnerBookings(filter: { q: $q }) { totalCount nodes { reference status contactName email } } }';
const BOOK = 'mutation Book($input: BookingCreateInput!) { bookingCreate(input: $input) { booking { reference } userErrors { code message } } }';

/** What a partner's script does: one POST to the API's /graphql, the key as its bearer token, no cookies. */
async function script(secret: string | null, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: Array<{ extensions?: { code?: string } }> } };
}

test('a partner script reads its bookings with a key made in the dashboard, until the key is revoked there', async ({ browser }) => {
  const page = await partnerPage(browser);
  await dashboardSignIn(page, 'tours@example.com', 'tour-dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'API keys' }).click();
  const keyName = `Booking sync ${Date.now()}`;
  await page.getByLabel('Key name').fill(keyName);
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText(`Key "${keyName}" created`)).toBeVisible();
  const secret = (await page.getByTestId('api-key-secret').textContent())!.trim();
  expect(secret).toMatch(/^jambo_pk_/);
  await expectNoSeriousViolations(page);
  // Shown once: gone from the page when dismissed, and the list shows only its prefix.
  await page.getByRole('button', { name: 'I have stored it' }).click();
  await expect(page.getByTestId('api-key-secret')).toHaveCount(0);
  await expect(page.getByText(keyName)).toBeVisible();
  await expect(page.locator('body')).not.toContainText(secret);

  // The script finds a departure of its own with seats, and a traveller books it on the public API.
  const tours = await script(secret, MY_TOURS);
  expect(tours.status).toBe(200);
  const today = new Date().toISOString().slice(0, 10);
  const open = (tours.body.data.partnerTours.nodes as Array<{ id: string; departures: Array<{ date: string; seatsLeft: number }> }>)
    .flatMap((tour) => tour.departures.map((departure) => ({ tourId: tour.id, ...departure })))
    .find((departure) => departure.date > today && departure.seatsLeft >= 1);
  expect(open, 'the demo organizer has a departure with a free seat').toBeDefined();
  const email = uniqueEmail('api-script');
  const booked = await script(null, BOOK, {
    input: {
      idempotencyKey: crypto.randomUUID(),
      tour: { tourId: open!.tourId, date: open!.date, partySize: 1 },
      contact: { name: 'Zawadi Scripted', email, phone: '+250 788 000 444' },
      payment: { method: 'PAY_AT_VENUE' },
    },
  });
  expect(booked.body.data.bookingCreate.userErrors).toEqual([]);
  const reference = booked.body.data.bookingCreate.booking.reference as string;

  const read = await script(secret, MY_BOOKINGS, { q: email });
  expect(read.status).toBe(200);
  expect(read.body.data.partnerBookings).toEqual({ totalCount: 1, nodes: [{ reference, status: 'CONFIRMED', contactName: 'Zawadi Scripted', email }] });
  // All of its bookings too, this one among them.
  const all = await script(secret, MY_BOOKINGS);
  expect(all.body.data.partnerBookings.totalCount).toBeGreaterThanOrEqual(1);

  await page.getByRole('button', { name: `Revoke ${keyName}` }).click();
  await page
    .getByRole('group', { name: `Revoke "${keyName}"? It stops working at once.` })
    .getByRole('button', { name: 'Yes, revoke' })
    .click();
  await expect(page.getByText(keyName)).toHaveCount(0);

  const refused = await script(secret, MY_BOOKINGS, { q: email });
  expect(refused.status).toBe(401);
  expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  expect(refused.body.data?.partnerBookings).toBeUndefined();
});
