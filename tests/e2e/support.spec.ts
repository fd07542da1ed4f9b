// Support in a real browser (issue 15 "Done when"): a traveller writes from /contact, an admin answers from the
// admin dashboard, and the traveller reads the answer in the profile and in the mailbox; axe on each screen.
import { type Browser, expect, type Page, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { mailsTo } from './mailbox';

const PASSWORD = 'Safari2025!';

/** A browser of its own for one account, signed in through the API (the session cookies). */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
  const response = await page.request.post('/graphql', {
    headers: { 'x-requested-with': 'e2e' },
    data: {
      query: 'mutation ($input: SessionCreateInput!) { sessionCreate(input: $input) { userErrors { code } } }',
      variables: { input: { email, password: PASSWORD } },
    },
  });
  expect((await response.json()).data.sessionCreate.userErrors).toEqual([]);
  return page;
}

test('a traveller asks from /contact, an admin answers in the dashboard, the traveller reads the answer', async ({ browser, request }) => {
  const subject = `Refund for my safari ${Date.now()}`;

  // The traveller writes from the contact page; a too-short message is refused in words before anything is sent.
  const traveller = await signedIn(browser, 'traveller@example.com');
  await traveller.goto('/contact?country=RW');
  await expect(traveller.getByTestId('support-form')).toBeVisible();
  const form = traveller.getByTestId('support-form');
  await form.getByLabel('Topic').selectOption({ label: 'Cancellation or refund' });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Too short');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please write at least 10 characters.')).toBeVisible();
  await expect(form.getByLabel('Message')).toBeFocused();
  await form.getByLabel('Message').fill('My safari was cancelled by the operator. When will I get my refund?');
  await expectNoSeriousViolations(traveller);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(traveller.getByTestId('support-sent')).toContainText('We received your message');

  // The admin finds it by its subject in the dashboard's Support section and answers it.
  const admin = await signedIn(browser, 'admin@example.com');
  await admin.goto('/admin-dashboard');
  await admin.getByRole('link', { name: 'Support', exact: true }).first().click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();
  await admin.getByLabel('Search').fill(subject);
  await admin.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await admin.getByTestId('admin-support-list').getByRole('link', { name: subject }).click();
  const ticket = admin.getByTestId('admin-support-ticket');
  await expect(ticket.getByTestId('support-thread')).toContainText('When will I get my refund?');
  await ticket
    .getByRole('textbox', { name: 'Reply to Amani Mugisha' })
    .fill('Your refund of the full price was sent today; expect it within 5–10 business days.');
  await ticket.getByRole('button', { name: 'Send reply' }).click();
  await expect(ticket.getByText('Reply sent to traveller@example.com.')).toBeVisible();
  await expect(ticket.getByTestId('support-status')).toHaveText('Answered');
  await expect(ticket.locator('[data-from=staff]')).toContainText('Grace, support team');
  await expectNoSeriousViolations(admin);

  // The traveller sees the answer in the profile, and the e-mail arrived.
  await traveller.getByRole('link', { name: 'View my request' }).click();
  await expect(traveller.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(traveller.locator('[data-from=staff]')).toContainText('Your refund of the full price was sent today');
  await expect(traveller.getByTestId('support-status')).toHaveText('Answered');
  await expectNoSeriousViolations(traveller);
  await expect.poll(async () => (await mailsTo(request, 'traveller@example.com')).some((mail) => mail.subject === `Re: ${subject}`)).toBe(true);
});
