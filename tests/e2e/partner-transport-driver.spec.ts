// A transport business assigns a vehicle and a driver to a traveller's hire from the booking's detail, where it reads
// the pickup and return days; the traveller then reads the driver's name and phone on their booking. Its own service
// in Mozambique; axe on the booking detail and on the traveller's booking page.
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { graphqlOf } from './organizer-setup';
import { dashboardSignIn, PARTNER_PASSWORD, partnerPage } from './partner-session';
import { inDays } from './test-data';

const TRAVELLER = { email: 'traveller@example.com', password: 'Safari2025!' };
const signInMutation = 'mutation ($input: SessionCreateInput!) { sessionCreate(input: $input) { token } }';

test('the transport business assigns a driver and the traveller reads who picks them up', async ({ browser, page: traveller, request }) => {
  const business = (await graphqlOf(request, signInMutation, { input: { email: 'transport@example.com', password: PARTNER_PASSWORD } })).sessionCreate
    .token as string;
  const cities = await graphqlOf(request, 'query { country(code: "MZ") { cities { id } } }', {});
  const name = `Coastal transfers ${Date.now()}`;
  const created = await graphqlOf(
    request,
    'mutation ($input: RideInput!) { rideCreate(input: $input) { ride { id } userErrors { message } } }',
    { input: { name, cityId: cities.country.cities[0].id, type: 'CITY', pricePerDay: 60 } },
    business,
  );
  const serviceId = created.rideCreate.ride.id as string;
  const plate = `CT ${String(Date.now()).slice(-5)}`;
  await graphqlOf(
    request,
    'mutation ($serviceId: ID!, $input: VehicleInput!) { vehicleAdd(serviceId: $serviceId, input: $input) { vehicle { id } userErrors { message } } }',
    { serviceId, input: { model: 'Toyota Land Cruiser', seats: 6, plate } },
    business,
  );
  const travellerToken = (await graphqlOf(request, signInMutation, { input: TRAVELLER })).sessionCreate.token as string;
  const [pickup, dropOff] = [inDays(20), inDays(22)];
  const booked = await graphqlOf(
    request,
    'mutation ($input: BookingCreateInput!) { bookingCreate(input: $input) { booking { reference } userErrors { message } } }',
    {
      input: {
        idempotencyKey: crypto.randomUUID(),
        ride: { serviceId, pickupDate: pickup, returnDate: dropOff, passengers: 2 },
        contact: { name: 'Amani Mugisha', email: TRAVELLER.email, phone: '+258 84 000 0000' },
        payment: { method: 'PAY_AT_VENUE' },
      },
    },
    travellerToken,
  );
  expect(booked.bookingCreate.userErrors).toEqual([]);
  const reference = booked.bookingCreate.booking.reference as string;

  const page = await partnerPage(browser);
  await dashboardSignIn(page, 'transport@example.com', 'transport-dashboard');
  await page.goto('/transport-dashboard/bookings');
  await page.getByLabel('Search', { exact: true }).fill(reference);
  await page.getByRole('button', { name: `Open booking ${reference}` }).click();
  const detail = page.getByTestId('booking-detail');
  const assignment = detail.getByTestId('driver-assignment');
  await expect(assignment.getByText('Not assigned yet')).toBeVisible();
  const form = assignment.getByRole('form', { name: 'Vehicle and driver' });
  await expect(form.getByLabel('Vehicle')).toHaveValue(/.+/);
  await form.getByLabel("Driver's name").fill('Jaime Macuácua');
  await form.getByLabel("Driver's phone").fill('+258 84 123 4567');
  await form.getByLabel('Pickup time').fill('08:15');
  await form.getByLabel('Pickup place').fill('Maputo airport, arrivals hall');
  await form.getByRole('button', { name: 'Assign driver' }).click();
  await expect(assignment.getByTestId('driver-assigned')).toHaveText(`Jaime Macuácua · +258 84 123 4567 · Toyota Land Cruiser ${plate}`);
  await expect(assignment.getByText(/08:15 · Maputo airport, arrivals hall/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.context().close();

  // The traveller reads who picks them up on their booking.
  await traveller.goto('/auth/signin?country=RW');
  const signIn = traveller.locator('main form');
  await signIn.getByLabel('Email').fill(TRAVELLER.email);
  await signIn.getByLabel('Password').fill(TRAVELLER.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(traveller).not.toHaveURL(/\/auth\/signin/);
  await traveller.goto(`/profile/bookings/${reference}`);
  await expect(traveller.getByTestId('booking-driver')).toHaveText('Jaime Macuácua');
  await expect(traveller.getByTestId('booking-driverPhone')).toHaveText('+258 84 123 4567');
  await expect(traveller.getByTestId('booking-pickup')).toHaveText('08:15 · Maputo airport, arrivals hall');
  await expectNoSeriousViolations(traveller);
});
