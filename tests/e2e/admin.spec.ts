// The admin back office as people use it: the admin switches a hotel off and travellers stop seeing it;
// a sub-admin is not offered sub-admin management and the API refuses it anyway. Axe on both screens.
import { expect, type APIRequestContext, type Page, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { uniqueEmail } from './test-data';

const PASSWORD = 'Safari2025!';
const headers = { 'x-requested-with': 'e2e' };

async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', { headers, data: { query, variables } });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

/**
 * A hotel of the test's own, made through the API as the admin, in Botswana: no other test counts that country's hotels
 * (the Rwandan list's totals are asserted while this test runs).
 */
async function aHotel(request: APIRequestContext, name: string): Promise<void> {
  await graphql(request, 'mutation ($input: SessionCreateInput!) { sessionCreate(input: $input) { userErrors { code } } }', {
    input: { email: 'admin@example.com', password: PASSWORD },
  });
  const found = await graphql(request, '{ adminUsers(filter: { q: "hotels@example.com" }) { nodes { id } } country(code: "BW") { cities { id } } }');
  const input = { name, countryCode: 'BW', cityId: found.country.cities[0].id, ownerId: found.adminUsers.nodes[0].id, price: 140, type: 'boutique', stars: 4 };
  const created = await graphql(
    request,
    'mutation ($input: AdminListingInput!) { adminListingCreate(kind: HOTELS, input: $input) { userErrors { message } } }',
    { input },
  );
  expect(created.adminListingCreate.userErrors).toEqual([]);
}

async function signInToDashboard(page: Page, email: string) {
  await page.goto('/dashboard/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

test('the admin deactivates a hotel and it leaves the traveller list', async ({ page, browser, playwright, baseURL }) => {
  const word = `Zebra${Date.now().toString(36)}`;
  const name = `Hotel ${word}`;
  const api = await playwright.request.newContext({ baseURL });
  await aHotel(api, name);
  await api.dispose();

  const traveller = await browser.newContext();
  const travellerPage = await traveller.newPage();
  await travellerPage.goto(`/hotels?country=BW&q=${word}`);
  // The first page of a cold server: a shared CI machine may take a while.
  // The card's title: the search box may list the same name among its suggestions.
  await expect(travellerPage.getByTestId('card-title').getByText(name, { exact: true })).toBeVisible();

  await signInToDashboard(page, 'admin@example.com');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Content' }).click();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByTestId('admin-listing-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expectNoSeriousViolations(page);
  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} is inactive` })).toBeVisible();
  await expect(row.getByText('Inactive')).toBeVisible();

  await travellerPage.reload();
  await expect(travellerPage.getByText('No hotels found')).toBeVisible();
  await expect(travellerPage.getByTestId('card-title').getByText(name, { exact: true })).toHaveCount(0);
  await traveller.close();
});

test('a sub-admin cannot create another sub-admin: the screen does not offer it and the API refuses', async ({ page }) => {
  await signInToDashboard(page, 'subadmin@example.com');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'People' }).click();
  await expect(page.getByTestId('admin-people')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sub-admins' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await page.goto('/admin-dashboard/people/subadmins');
  await expect(page.getByTestId('subadmin-form')).toHaveCount(0);

  const refused = await page.request.post('/api/subadmins', { headers, data: { email: uniqueEmail('e2e-subadmin'), password: PASSWORD } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: 'ROLE_CHANGE_REFUSED' });
});
