// The admin books for a traveller who phoned: a tour departure of the test's own in Lesotho, booked from the back
// office through the traveller's flow (its seats count: a party too large for what is left is refused with the
// traveller's words), the booking listed with the traveller's e-mail, and the confirmation in the traveller's mailbox.
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { mailsTo } from './mailbox';
import { graphqlOf } from './organizer-setup';
import { dashboardSignIn, PARTNER_PASSWORD } from './partner-session';
import { inDays, uniqueEmail } from './test-data';

test('the admin books a tour for a traveller on the phone, within the departure’s seats, and the traveller is e-mailed', async ({ page, request }) => {
  const token = (
    await graphqlOf(request, 'mutation ($input: SessionCreateInput!) { sessionCreate(input: $input) { token } }', {
      input: { email: 'tours@example.com', password: PARTNER_PASSWORD },
    })
  ).sessionCreate.token as string;
  const cities = await graphqlOf(request, 'query { country(code: "LS") { cities { id } } }', {});
  const created = await graphqlOf(
    request,
    'mutation ($input: TourInput!) { tourCreate(input: $input) { tour { id } userErrors { message } } }',
    { input: { name: `Maletsunyane falls ${Date.now()}`, category: 'ADVENTURE', durationDays: 1, price: 40, cityId: cities.country.cities[0].id } },
    token,
  );
  const tourId = created.tourCreate.tour.id as string;
  const date = inDays(16);
  await graphqlOf(
    request,
    'mutation ($tourId: ID!, $input: TourDepartureInput!) { tourDepartureAdd(tourId: $tourId, input: $input) { userErrors { message } } }',
    { tourId, input: { date, capacity: 3 } },
    token,
  );
  const traveller = uniqueEmail('on-behalf');

  await dashboardSignIn(page, 'admin@example.com', 'admin-dashboard');
  await page.goto('/admin-dashboard/bookings');
  await page.getByRole('button', { name: 'Book for a traveller' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book for a traveller' });
  await dialog.getByLabel('Service').selectOption('TOUR');
  await expect(dialog.getByLabel('Last day')).toHaveCount(0);
  await dialog.getByLabel('Listing number').fill(tourId);
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Guests').fill('4');
  await dialog.getByLabel("Traveller's name").fill('Palesa Mokoena');
  await dialog.getByLabel("Traveller's e-mail").fill(traveller);
  await dialog.getByLabel("Traveller's phone").fill('+266 5800 0000');
  await expectNoSeriousViolations(page);

  // Three seats: four travellers are refused as a traveller would be, and nothing is booked.
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('Guests').fill('2');
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  const notice = page.getByRole('status').filter({ hasText: 'booked for Palesa Mokoena' });
  await expect(notice).toBeVisible();
  const reference = (await notice.textContent())?.match(/JA-[A-Z0-9-]+/)?.[0];
  expect(reference).toBeTruthy();

  await page.getByLabel('Reference, e-mail, name or listing').fill(traveller);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: reference! })).toHaveCount(1);
  await expect.poll(async () => (await mailsTo(request, traveller)).map((mail) => mail.subject).join(' | ')).toContain(reference!);
  const departures = await graphqlOf(request, 'query ($id: ID!) { tour(id: $id) { departures { date booked } } }', { id: tourId });
  expect(departures.tour.departures).toEqual([expect.objectContaining({ date, booked: 2 })]);
});
