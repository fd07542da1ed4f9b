// Accounts on the web: register, verify by the e-mailed link, sign in, edit the profile and picture,
// sign out, reset the password; role homes after sign-in; the unverified and wrong-password states.
import { deflateSync, crc32 } from 'node:zlib';
import { expect, test, type Page, expectMessageShown } from './fixtures';
import { uniqueEmail } from './test-data';
import { mailedLink } from './mailbox';

const DEMO_PASSWORD = 'Safari2025!';

/** A small solid-colour PNG built here, so the upload needs no fixture file. */
function pngImage(size = 8): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([181, 84, 47]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/signin?country=RW');
  const form = page.locator('main form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('accounts', () => {
  test('register, verify, sign in, edit the profile and picture, sign out, reset the password', async ({ page, request }) => {
    const email = uniqueEmail('traveller');
    const firstPassword = 'Kilimanjaro-2025';
    const newPassword = 'Serengeti-2026';

    // Register: submit stays disabled until the form is valid; the mismatch shows inline.
    await page.goto('/auth/register?country=KE');
    const form = page.locator('main form');
    const submit = form.getByRole('button', { name: 'Register' });
    await form.getByLabel('First name').fill('Wanjiru');
    await form.getByLabel('Last name').fill('Kamau');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel(/^Password/).fill(firstPassword);
    await form.getByLabel('Confirm password').fill('something-else');
    await expect(form.getByText('Passwords do not match')).toBeVisible();
    await expect(submit).toBeDisabled();
    await form.getByLabel('Confirm password').fill(firstPassword);
    await expect(form.getByText('Passwords do not match')).toHaveCount(0);
    await form.getByLabel('Country').selectOption('KE');
    await expect(form.getByTestId('dial-code')).toHaveText('+254');
    await form.getByLabel('Phone').fill('712 345 678');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expectMessageShown(page, 'Registration successful! Please check your email to verify your account.');
    await expect(page).toHaveURL(/\/auth\/signin\?country=KE$/);

    // The verification link from the mail verifies on arrival, then goes to sign-in.
    await page.goto(await mailedLink(request, email, '/auth/verify'));
    await expectMessageShown(page, 'Account verified. You can now sign in.');
    await expect(page).toHaveURL(/\/auth\/signin/);

    // Sign in: a traveller lands on the home page, with the country carried; the header shows the account.
    await signIn(page, email, firstPassword);
    await expect(page).toHaveURL(/\/\?country=RW$/);
    const userMenu = page.getByTestId('user-menu');
    await expect(userMenu).toContainText('Wanjiru Kamau');
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    // A new account has no bookings yet: My bookings says so.
    await page.goto('/profile/bookings');
    await expect(page.getByText('No bookings found')).toBeVisible();
    await expect(page.getByText("You haven't made any bookings yet.")).toBeVisible();
    await page.goto('/?country=RW');

    // Profile: choosing a country replaces the phone's dial code; the values survive a reload.
    await userMenu.click();
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/profile');
    const profile = page.locator('main form');
    await expect(profile.getByLabel('Phone')).toHaveValue('+254 712 345 678');
    await profile.getByLabel('First name').fill('Wanjiku');
    await profile.getByLabel('Country').selectOption('TZ');
    await expect(profile.getByLabel('Phone')).toHaveValue('+255 712 345 678');
    await profile.getByLabel('City').fill('Arusha');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await page.reload();
    await expect(profile.getByLabel('First name')).toHaveValue('Wanjiku');
    await expect(profile.getByLabel('City')).toHaveValue('Arusha');
    await expect(profile.getByLabel('Country')).toHaveValue('TZ');
    await expect(profile.getByLabel('Phone')).toHaveValue('+255 712 345 678');
    await expect(userMenu).toContainText('Wanjiku Kamau');

    // Avatar: a generated PNG is previewed, uploaded, and then shown in the header.
    await expect(userMenu.getByTestId('user-avatar-image')).toHaveCount(0);
    await page.locator('#avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage() });
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await expect(page.getByText('Picture updated')).toBeVisible();
    const headerPicture = userMenu.getByTestId('user-avatar-image');
    await expect(headerPicture).toHaveAttribute('src', /\/media\/avatars\//);
    await expect.poll(() => headerPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(8);

    // Sign out: back home, signed out, and /profile now asks to sign in.
    await userMenu.click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/(\?country=\w+)?$/);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\/signin/);

    // Forgot and reset: the reset link from the mail, a new password, then sign-in with it.
    await page.goto('/auth/forgot');
    await page.locator('main form').getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(/If the email exists, a reset link has been created\.|Dev reset token:/)).toBeVisible();
    await page.goto(await mailedLink(request, email, '/auth/reset'));
    await expect(page.getByLabel('Reset Token')).not.toHaveValue('');
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectMessageShown(page, 'Password updated. You can sign in now.');
    await expect(page).toHaveURL(/\/auth\/signin/);

    await signIn(page, email, firstPassword);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await signIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/\?country=RW$/);
    await expect(page.getByTestId('user-menu')).toContainText('Wanjiku Kamau');
  });

  const roleHomes = [
    ['admin@example.com', '/admin-dashboard'],
    ['subadmin@example.com', '/admin-dashboard'],
    ['hotels@example.com', '/hotel-dashboard'],
    ['restaurants@example.com', '/restaurant-dashboard'],
    ['tours@example.com', '/tour-dashboard'],
    ['transport@example.com', '/transport-dashboard'],
    ['leisure@example.com', '/leisure-dashboard'],
    ['traveller@example.com', '/'],
  ] as const;

  for (const [email, home] of roleHomes) {
    test(`${email} lands on ${home} after sign-in`, async ({ page }) => {
      await signIn(page, email, DEMO_PASSWORD);
      await expect(page).toHaveURL((url) => url.pathname === home && url.searchParams.get('country') === 'RW');
      await expect(page.getByTestId('user-menu')).toBeVisible();
    });
  }

  test('an unverified account is asked to verify and can have the mail sent again', async ({ page, request }) => {
    const email = uniqueEmail('unverified');
    const registered = await request.post('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: {
        query: 'mutation ($input: AccountRegisterInput!) { accountRegister(input: $input) { userErrors { code } user { id } } }',
        variables: { input: { email, password: 'Victoria-Falls-1', firstName: 'Tendai', lastName: 'Moyo', country: 'ZW' } },
      },
    });
    expect((await registered.json()).data.accountRegister.userErrors).toEqual([]);

    await signIn(page, email, 'Victoria-Falls-1');
    await expect(page.getByText('Please verify your email address before signing in. Check your inbox for the verification email.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/signin/);
    await page.getByRole('button', { name: 'Resend Verification Email' }).click();
    await expect(page.getByText('Verification email sent! Check your inbox.')).toBeVisible();

    await page.locator('main form').getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Resend Verification Email' }).click();
    await expect(page.getByText('Please enter your email address first.')).toBeVisible();
  });

  test('a wrong password shows the server message and leaves the visitor signed out', async ({ page }) => {
    await signIn(page, 'traveller@example.com', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/auth\/signin/);
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
  });

  test('registering a taken e-mail offers to sign in', async ({ page }) => {
    await page.goto('/auth/register?country=RW');
    const form = page.locator('main form');
    await form.getByLabel('First name').fill('Amani');
    await form.getByLabel('Last name').fill('Mugisha');
    await form.getByLabel('Email').fill('traveller@example.com');
    await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await form.getByLabel('Confirm password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Register' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('This email is already registered. Please sign in.');
    await alert.getByRole('link', { name: 'sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/signin/);
  });

  test('a signed-in session survives a reload and the protected pages open', async ({ page }) => {
    await signIn(page, 'traveller@example.com', DEMO_PASSWORD);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await page.goto('/profile/bookings');
    // The demo traveller is seeded with bookings in every status.
    await expect(page.getByTestId('my-booking').first()).toBeVisible();
    await expect(page.getByTestId('my-booking').first()).toContainText('JA-');
    await page.goto('/profile/settings');
    await expect(page.getByLabel('Current password')).toBeVisible();
  });

  test('an expired access cookie is refreshed once and the change goes through', async ({ page, context }) => {
    await signIn(page, 'traveller@example.com', DEMO_PASSWORD);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await page.goto('/profile');
    await context.clearCookies({ name: 'session' }); // the 15-minute access cookie lapses; the refresh cookie stays
    await page.locator('main form').getByLabel('City').fill('Musanze');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/profile');
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  test('a session that cannot be refreshed ends with a toast and the sign-in page', async ({ page, context }) => {
    await signIn(page, 'traveller@example.com', DEMO_PASSWORD);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await page.goto('/profile');
    await expect(page.locator('main form').getByLabel('City')).toBeVisible();
    await context.clearCookies();
    // Whichever notices first, the save (through the session link) or a focus re-check, ends the session the same way.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/signin/);
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
  });

  test('the home page greets a freshly verified account once and drops the parameter', async ({ page }) => {
    // Without a country in the link, the app adds one at the same moment it drops the parameter: it stays dropped.
    await page.goto('/?verified=1');
    await expect(page.getByText('Email verified successfully! Welcome to Jambo Africa.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.has('country') && !url.searchParams.has('verified'));
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL((url) => !url.searchParams.has('verified'));
  });
});
