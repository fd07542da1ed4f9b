// Text messages in the profile settings, in a real browser: a new traveller, in French, turns the text messages about
// bookings off; the choice is saved on the server (a reload shows it) and can be turned back on. At 360 px, by keyboard.
import { expectNoSeriousViolations } from './axe';
import { expect, expectMessageShown, test, type Page } from './fixtures';
import { mailedLink } from './mailbox';
import { uniqueEmail } from './test-data';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/signin?country=RW');
  const form = page.locator('main form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/auth\/signin/);
}

test('a traveller turns text messages about bookings off and on again in the settings', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('sms-settings');
  const password = 'Nyungwe-2026';
  const registered = await request.post('/graphql', {
    headers: { 'x-requested-with': 'e2e' },
    data: {
      query: 'mutation ($input: AccountRegisterInput!) { accountRegister(input: $input) { userErrors { code } user { id } } }',
      variables: { input: { email, password, firstName: 'Aline', lastName: 'Uwase', country: 'RW' } },
    },
  });
  expect((await registered.json()).data.accountRegister.userErrors).toEqual([]);
  await page.goto(await mailedLink(request, email, '/auth/verify'));
  await expectMessageShown(page, 'Account verified. You can now sign in.');
  await signIn(page, email, password);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/profile/settings?lng=fr');
  const section = page.getByRole('region', { name: 'SMS' });
  await expect(section.getByRole('heading', { name: 'SMS' })).toBeVisible();
  const choice = section.getByRole('checkbox', { name: "M'envoyer des SMS sur mes réservations" });
  await expect(choice).toBeChecked();
  await expect(section.getByText(/^Confirmations, paiements par mobile money/)).toBeVisible();
  await choice.focus();
  await page.keyboard.press('Space');
  await expect(section.getByText('Les SMS sont désactivés.')).toBeVisible();
  await expect(choice).not.toBeChecked();
  await expectNoSeriousViolations(page);

  await page.reload();
  await expect(choice).not.toBeChecked();
  await choice.check();
  await expect(section.getByText('Les SMS sont activés.')).toBeVisible();
  await page.reload();
  await expect(choice).toBeChecked();
});
