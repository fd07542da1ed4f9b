// An admin suspends an account from the people list: a confirmation comes first ("Keep it" changes nothing),
// then the person's open session ends at once; reinstating lets them back. An admin deletes an account the same way:
// the dialog names the person and says what happens, then the row goes, the session ends and signing in answers like a
// wrong password. Axe on the list and on the dialogs; the delete dialog also at 360 px.
import { type APIRequestContext, expect, type Page, test } from './fixtures';
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

const SIGN_IN = 'mutation ($input: SessionCreateInput!) { sessionCreate(input: $input) { userErrors { code } } }';
const ME = '{ me { email } }';

/** A verified traveller account the admin creates for the test, signed in on a client of its own. */
async function signedInPerson(newClient: () => Promise<APIRequestContext>, email: string, lastName: string) {
  const admin = await newClient();
  await graphql(admin, SIGN_IN, { input: { email: 'admin@example.com', password: PASSWORD } });
  const created = await graphql(admin, 'mutation ($input: AdminAccountInput!) { adminClientCreate(input: $input) { userErrors { code } } }', {
    input: { email, password: PASSWORD, firstName: 'Nia', lastName, verified: true },
  });
  expect(created.adminClientCreate.userErrors).toEqual([]);
  await admin.dispose();

  const person = await newClient();
  expect((await graphql(person, SIGN_IN, { input: { email, password: PASSWORD } })).sessionCreate.userErrors).toEqual([]);
  return person;
}

/** The admin signed in to the back office in `page`. */
async function adminSignIn(page: Page) {
  await page.goto('/dashboard/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

test('the admin suspends an account after confirming: its session ends; reinstating lets it back', async ({ page, playwright, baseURL }) => {
  const email = uniqueEmail('e2e-suspended');
  const person = await signedInPerson(() => playwright.request.newContext({ baseURL }), email, 'Suspended');
  expect((await graphql(person, ME)).me).toEqual({ email });

  await adminSignIn(page);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'People' }).click();
  await page.getByRole('searchbox', { name: 'E-mail or name' }).fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByTestId('admin-person-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expectNoSeriousViolations(page);

  // "Keep it" leaves the account as it was.
  await row.getByRole('button', { name: `Suspend ${email}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Suspend ${email}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await graphql(person, ME)).me).toEqual({ email });

  await row.getByRole('button', { name: `Suspend ${email}` }).click();
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `${email} is suspended and signed out.` })).toBeVisible();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
  expect((await graphql(person, ME)).me).toBeNull();
  expect((await graphql(person, SIGN_IN, { input: { email, password: PASSWORD } })).sessionCreate.userErrors).toEqual([{ code: 'ACCOUNT_SUSPENDED' }]);

  await row.getByRole('button', { name: `Reinstate ${email}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${email} can sign in again.` })).toBeVisible();
  await expect(row.getByText('Suspended', { exact: true })).toHaveCount(0);
  expect((await graphql(person, SIGN_IN, { input: { email, password: PASSWORD } })).sessionCreate.userErrors).toEqual([]);
  await person.dispose();
});

test('the admin deletes an account after a confirmation naming the person: it leaves the list and cannot sign in', async ({ page, playwright, baseURL }) => {
  const email = uniqueEmail('e2e-deleted');
  const person = await signedInPerson(() => playwright.request.newContext({ baseURL }), email, 'Deleted');

  await adminSignIn(page);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'People' }).click();
  await page.getByRole('searchbox', { name: 'E-mail or name' }).fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByTestId('admin-person-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);

  // The question names the person and what happens; the safe choice has the focus, and "Keep it" changes nothing.
  await row.getByRole('button', { name: `Delete the account of ${email}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete the account of Nia Deleted?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "of Nia Deleted are erased, and every session and API key ends at once. Their bookings stay for partners' and accounting records",
  );
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  expect((await graphql(person, ME)).me).toEqual({ email });

  // On a 360 px phone the whole question and both answers fit.
  await page.setViewportSize({ width: 360, height: 740 });
  await row.getByRole('button', { name: `Delete the account of ${email}` }).click();
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Delete account' })).toBeInViewport();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The account of ${email} is deleted.` })).toBeVisible();
  await expect(row).toHaveCount(0);

  expect((await graphql(person, ME)).me).toBeNull();
  expect((await graphql(person, SIGN_IN, { input: { email, password: PASSWORD } })).sessionCreate.userErrors).toEqual([{ code: 'INVALID_CREDENTIALS' }]);
  await person.dispose();
});
