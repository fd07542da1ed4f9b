// A transport business blocks a day of its only vehicle for maintenance: its fleet's days show it blocked, the
// traveller's booking form shows no vehicle free that day, and the booking flow refuses a hire on it.
import { expect, test, expectMessageShown } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { graphqlOf } from './organizer-setup';
import { dashboardSignIn, PARTNER_PASSWORD, partnerPage } from './partner-session';
import { inDays, uniqueEmail } from './test-data';

test('the transport business blocks a day and nobody can book the ride that day', async ({ browser, page: traveller, request }) => {
  const session = await graphqlOf(request, 'mutation ($input: SessionCreateInput!) { sessionCreate(input: $input) { token } }', {
    input: { email: 'transport@example.com', password: PARTNER_PASSWORD },
  });
  const token = session.sessionCreate.token as string;
  const cities = await graphqlOf(request, 'query { country(code: "RW") { cities { id } } }', {});
  const name = `Workshop shuttles ${Date.now()}`;
  const created = await graphqlOf(
    request,
    'mutation ($input: RideInput!) { rideCreate(input: $input) { ride { id } userErrors { message } } }',
    { input: { name, cityId: cities.country.cities[0].id, type: 'GROUP', pricePerDay: 90 } },
    token,
  );
  const serviceId = created.rideCreate.ride.id as string;
  const plate = `WS ${String(Date.now()).slice(-4)}`;
  await graphqlOf(
    request,
    'mutation ($serviceId: ID!, $input: VehicleInput!) { vehicleAdd(serviceId: $serviceId, input: $input) { vehicle { id } userErrors { message } } }',
    { serviceId, input: { model: 'Toyota Hiace', seats: 12, plate } },
    token,
  );

  const page = await partnerPage(browser);
  await dashboardSignIn(page, 'transport@example.com', 'transport-dashboard');
  await page.getByLabel('Search your services').fill(name);
  const card = page.getByRole('region', { name });
  const blockForm = card.getByRole('form', { name: 'Block days' });
  await expect(blockForm).toBeVisible();
  const day = inDays(5);
  await blockForm.getByLabel('From').fill(day);
  await blockForm.getByRole('button', { name: 'Block days' }).click();
  await expectMessageShown(page, 'Blocked: nobody can hire the vehicle on those days.');
  const calendar = card.getByTestId(`fleet-days-${serviceId}`);
  await expect(calendar.getByRole('button', { name: new RegExp(`^Open ${plate} again on `) })).toHaveCount(1);
  await expect(calendar.getByText('Blocked', { exact: true })).toHaveCount(1);
  await expectNoSeriousViolations(page);

  // The traveller's form shows no vehicle free that day; the day after is free.
  await traveller.goto(`/transport/${serviceId}/book?country=RW`);
  const form = traveller.getByTestId('ride-booking-form');
  await form.getByLabel('Pickup date').fill(day);
  await form.getByLabel('Return date').fill(day);
  await expect(form.getByText('No vehicle is free for these dates. Please try other dates.')).toBeVisible();
  await form.getByLabel('Pickup date').fill(inDays(6));
  await form.getByLabel('Return date').fill(inDays(6));
  await expect(form.getByText('No vehicle is free for these dates. Please try other dates.')).toHaveCount(0);
  await expect(form.getByTestId('estimated-total')).toBeVisible();

  // And the booking flow refuses a hire on the blocked day, with its typed error.
  const refused = await graphqlOf(request, 'mutation ($input: BookingCreateInput!) { bookingCreate(input: $input) { booking { id } userErrors { code } } }', {
    input: {
      idempotencyKey: crypto.randomUUID(),
      ride: { serviceId, pickupDate: day, returnDate: day, passengers: 2 },
      contact: { name: 'Baraka Traveller', email: uniqueEmail('blocked-day'), phone: '+250 788 000 444' },
      payment: { method: 'PAY_AT_VENUE' },
    },
  });
  expect(refused.bookingCreate).toEqual({ booking: null, userErrors: [{ code: 'UNAVAILABLE' }] });
});
