// The admin deletes a listing from the content list: it asks first; a service with a hire still to come is refused
// with the typed reason and stays; one without bookings goes. Two services of the test's own, in Zambia; axe on the list.
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { graphqlOf } from './organizer-setup';
import { PARTNER_PASSWORD } from './partner-session';
import { inDays, uniqueEmail } from './test-data';

test('the admin deletes a listing after confirming, and one with a booking to come is refused', async ({ page, request }) => {
  const token = (
    await graphqlOf(request, 'mutation ($input: SessionCreateInput!) { sessionCreate(input: $input) { token } }', {
      input: { email: 'transport@example.com', password: PARTNER_PASSWORD },
    })
  ).sessionCreate.token as string;
  const cities = await graphqlOf(request, 'query { country(code: "ZM") { cities { id } } }', {});
  const word = `Kudu${Date.now().toString(36)}`;
  const service = async (name: string) => {
    const created = await graphqlOf(
      request,
      'mutation ($input: RideInput!) { rideCreate(input: $input) { ride { id } userErrors { message } } }',
      { input: { name, cityId: cities.country.cities[0].id, type: 'SAFARI', pricePerDay: 70 } },
      token,
    );
    return created.rideCreate.ride.id as string;
  };
  const [booked, empty] = [`${word} booked shuttles`, `${word} empty shuttles`];
  const bookedId = await service(booked);
  await service(empty);
  await graphqlOf(
    request,
    'mutation ($serviceId: ID!, $input: VehicleInput!) { vehicleAdd(serviceId: $serviceId, input: $input) { userErrors { message } } }',
    { serviceId: bookedId, input: { model: 'Land Rover Defender', seats: 5, plate: `KD ${String(Date.now()).slice(-5)}` } },
    token,
  );
  const hire = await graphqlOf(request, 'mutation ($input: BookingCreateInput!) { bookingCreate(input: $input) { userErrors { message } } }', {
    input: {
      idempotencyKey: crypto.randomUUID(),
      ride: { serviceId: bookedId, pickupDate: inDays(15), returnDate: inDays(15), passengers: 2 },
      contact: { name: 'Chipo Banda', email: uniqueEmail('delete-refused'), phone: '+260 97 000 0000' },
      payment: { method: 'PAY_AT_VENUE' },
    },
  });
  expect(hire.bookingCreate.userErrors).toEqual([]);

  await page.goto('/dashboard/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill(PARTNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto(`/admin-dashboard/content?kind=transport&q=${word}`);
  const rows = page.getByTestId('admin-listing-row');
  await expect(rows).toHaveCount(2);
  await expectNoSeriousViolations(page);

  // With a hire still to come: confirmed, then refused with the reason, and the row stays.
  await rows
    .filter({ hasText: booked })
    .getByRole('button', { name: `Delete ${booked}` })
    .click();
  const question = page.getByRole('alertdialog', { name: `Delete ${booked}?` });
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This listing has bookings still to come' })).toBeVisible();
  await expect(rows).toHaveCount(2);

  // Keeping it changes nothing; confirming deletes the one nobody booked.
  const emptyRow = rows.filter({ hasText: empty });
  await emptyRow.getByRole('button', { name: `Delete ${empty}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Keep it' }).click();
  await expect(rows).toHaveCount(2);
  await emptyRow.getByRole('button', { name: `Delete ${empty}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${empty} was deleted.` })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(booked);
});
