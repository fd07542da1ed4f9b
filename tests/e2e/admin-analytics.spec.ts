// The admin overview and audit log as an admin uses them: the revenue by country shows the countries of the
// seeded bookings, and a change the admin just made is listed in the audit log. Axe on both screens.
import { expect, type APIRequestContext, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';

const PASSWORD = 'Safari2025!';
const headers = { 'x-requested-with': 'e2e' };

async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', { headers, data: { query, variables } });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

const signIn = (request: APIRequestContext, email: string) =>
  graphql(request, 'mutation ($input: SessionCreateInput!) { sessionCreate(input: $input) { userErrors { code } } }', { input: { email, password: PASSWORD } });

test('the admin sees revenue by country from the seeded bookings, and its own change in the audit log', async ({ page, playwright, baseURL }) => {
  // The demo traveller's seeded bookings of the last months: their countries must be in the report.
  const traveller = await playwright.request.newContext({ baseURL });
  await signIn(traveller, 'traveller@example.com');
  const { myBookings } = await graphql(traveller, '{ myBookings(first: 100) { status location createdAt } }');
  await traveller.dispose();
  const yearAgo = Date.now() - 360 * 86_400_000;
  const countries = [
    ...new Set(
      (myBookings as Array<{ status: string; location: string; createdAt: string }>)
        .filter((b) => b.status === 'CONFIRMED' && Date.parse(b.createdAt) > yearAgo)
        .map((b) => b.location.split(', ').at(-1)!),
    ),
  ];
  expect(countries.length).toBeGreaterThan(0);

  // A change of the admin's own: a new hotel, written to the audit log.
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, 'admin@example.com');
  const found = await graphql(admin, '{ adminUsers(filter: { q: "hotels@example.com" }) { nodes { id } } country(code: "GH") { cities { id } } }');
  const name = `Audit Lodge ${Date.now().toString(36)}`;
  const created = await graphql(
    admin,
    'mutation ($input: AdminListingInput!) { adminListingCreate(kind: HOTELS, input: $input) { listing { id } userErrors { message } } }',
    {
      input: { name, countryCode: 'GH', cityId: found.country.cities[0].id, ownerId: found.adminUsers.nodes[0].id, price: 120, type: 'eco', stars: 3 },
    },
  );
  await admin.dispose();
  expect(created.adminListingCreate.userErrors).toEqual([]);
  const hotelId = created.adminListingCreate.listing.id as string;

  await page.goto('/dashboard/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);

  await page.getByLabel('Range').selectOption('LAST_12_MONTHS');
  await expect(page).toHaveURL(/range=LAST_12_MONTHS/);
  const chart = page.getByTestId('revenue-by-country');
  await expect(chart.getByRole('heading', { name: 'Revenue by country' })).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const table = page.getByTestId('country-revenue');
  for (const country of countries) await expect(table.getByRole('cell', { name: country, exact: true })).toBeVisible();
  // The chart draws the best earners, named as in the table.
  const topCountry = (await table.locator('tbody tr').first().locator('td').first().textContent())!;
  await expect(chart.getByText(topCountry, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Audit log' }).first().click();
  // Ids are per kind: a ride service of another test may share this hotel's number.
  await page.getByLabel('Subject type').fill('hotel');
  await page.getByLabel('Subject id').fill(hotelId);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const entry = page.getByTestId('audit-entry').first();
  await expect(entry).toContainText('hotel.create');
  await expect(entry).toContainText(`hotel #${hotelId}`);
  await expect(entry).toContainText('Grace Uwase');
  await expectNoSeriousViolations(page);
});
