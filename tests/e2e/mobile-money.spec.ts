// Paying by M-Pesa in a real browser: a guest books a Nairobi hotel, picks M-Pesa at the last step and gives a
// Kenyan number; the Daraja stand-in (the API's real client talks to it) approves the prompt at once and calls back;
// the screen waits with the hold's countdown, shows the charge in KES beside the USD total, then the confirmation; the
// payer's phone gets the receipt by SMS (the Africa's Talking stand-in's outbox).
import { e2eEnvironment } from '../support/e2e-environment';
import { type MobileMoneyStandIn, startDarajaStandIn } from '../../server/src/stand-ins/mobile-money';
import { type SmsStandIn, startSmsStandIn } from '../../server/src/stand-ins/sms';
import { expectNoSeriousViolations } from './axe';
import { type APIRequestContext, expect, test } from './fixtures';
import { mailedLink } from './mailbox';
import { inDays, uniqueEmail } from './test-data';

let daraja: MobileMoneyStandIn;
let sms: SmsStandIn;
test.beforeAll(async () => {
  [daraja, sms] = await Promise.all([startDarajaStandIn(e2eEnvironment().darajaPort), startSmsStandIn(e2eEnvironment().smsPort)]);
});
test.afterAll(async () => {
  await Promise.all([daraja?.close(), sms?.close()]);
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

/** A hotel in Nairobi, by the public list query. */
async function nairobiHotel(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/graphql', {
    data: { query: `query NairobiHotels { hotels(country: "KE", filter: { q: "Nairobi" }) { nodes { id location } } }` },
  });
  const hotel = ((await answer.json()).data.hotels.nodes as Array<{ id: string; location: string }>).find((node) => node.location.startsWith('Nairobi'));
  expect(hotel).toBeTruthy();
  return hotel!.id;
}

test('a guest books a Nairobi hotel by M-Pesa: prompt approved, shown in KES and USD, confirmed', async ({ page, request }) => {
  await page.goto(`/hotels/${await nairobiHotel(request)}/book?country=KE`);
  const form = page.getByTestId('hotel-booking-form');
  await form.getByLabel('Check-in').fill(inDays(40));
  await form.getByLabel('Check-out').fill(inDays(42));
  await form.getByRole('button', { name: 'Book Now' }).click();
  await page.getByRole('dialog', { name: 'Complete Your Booking' }).getByRole('button', { name: 'Continue as Guest' }).click();
  const guest = page.getByTestId('guest-form');
  await guest.getByLabel('Full name').fill('Wanjiru Guest');
  const email = uniqueEmail('mpesa-guest');
  await guest.getByLabel('Email').fill(email);
  await guest.getByLabel('Phone').fill('+254 712 000 111');
  await guest.getByRole('button', { name: 'Continue' }).click();

  const held = page.getByTestId('booking-held');
  await expect(held).toBeVisible();
  const usd = Number(await held.getByTestId('held-total').getAttribute('data-amount'));
  expect(usd).toBeGreaterThan(0);
  await held.getByLabel('M-Pesa').check();
  await held.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(held.getByText('Please enter your mobile money number.')).toBeVisible();
  await held.getByLabel('Mobile money number').fill('0712 000 111');
  // Held while the prompt is answered: the stand-in's phone answers at once, so the wait may be short.
  daraja.actions.set('254712000111', 'approve');
  await held.getByRole('button', { name: 'Confirm Booking' }).click();

  const confirmed = page.getByTestId('booking-confirmed');
  await expect(confirmed).toBeVisible();
  // The charge in KES (at the rate locked with the prompt) beside the USD total.
  await expect(confirmed.getByTestId('mobile-money-paid')).toHaveAttribute('data-currency', 'KES');
  await expect(confirmed.getByTestId('mobile-money-paid')).toContainText(/Paid KES\s?[\d,]+\.00 by M-Pesa\./);
  await expect(confirmed).toContainText(`$${usd.toFixed(2)}`);
  const prompt = daraja.prompts.at(-1)!;
  expect(prompt).toMatchObject({ msisdn: '254712000111', currency: 'KES' });
  expect(prompt.amount).toBeGreaterThanOrEqual(Math.round(usd * 100));
  expect(prompt.callbacksSent).toBe(1);
  await expectNoSeriousViolations(page);

  // The receipt by SMS to the paying phone, sent by the job queue once the payment was taken in.
  const reference = (await confirmed.getByTestId('booking-reference').textContent())?.trim();
  await expect
    .poll(() => sms.outbox.find((message) => message.to === '+254712000111' && Boolean(reference) && message.message.includes(reference!))?.message)
    .toMatch(/^Jambo Africa: we received KES [\d,]+\.00 by M-Pesa \(receipt \w+\)\. Booking JA-[\w-]+ is confirmed: .+\.$/);

  // Cancelling tells a mobile-money payer when the money comes back to the phone, not a card's business days.
  await page.getByRole('link', { name: 'Manage your booking' }).click();
  const lookup = page.getByTestId('guest-lookup-form');
  await lookup.getByLabel('Booking reference').fill(reference!);
  await lookup.getByLabel('Email').fill(email);
  await lookup.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByTestId('guest-link-sent')).toBeVisible();
  await page.goto(await mailedLink(request, email, '/bookings/guest'));
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await expect(cancel).toContainText('The refund goes back to the phone that paid as soon as the mobile-money provider confirms it');
  await expect(cancel).not.toContainText('business days');
  await cancel.getByRole('button', { name: 'Keep booking' }).click();
  await expect(cancel).toHaveCount(0);
});

test('a cancelled prompt says so in the traveller language and lets the room go', async ({ page, request }) => {
  await page.goto(`/hotels/${await nairobiHotel(request)}/book?country=KE&lng=fr`);
  const form = page.getByTestId('hotel-booking-form');
  await form.getByLabel('Arrivée').fill(inDays(50));
  await form.getByLabel('Départ').fill(inDays(51));
  await form.getByRole('button', { name: 'Réserver maintenant' }).click();
  await page.getByRole('dialog').getByRole('button', { name: "Continuer en tant qu'invité" }).click();
  const guest = page.getByTestId('guest-form');
  await guest.getByLabel('Nom complet').fill('Juma Invité');
  await guest.getByLabel('E-mail').fill(uniqueEmail('mpesa-cancel'));
  await guest.getByLabel('Téléphone').fill('+254 712 000 222');
  await guest.getByRole('button', { name: 'Continuer', exact: true }).click();
  const held = page.getByTestId('booking-held');
  await held.getByLabel('M-Pesa').check();
  daraja.actions.set('254712000222', 'cancel');
  await held.getByTestId('payment-phone').fill('0712000222');
  await held.getByTestId('confirm-booking').click();
  const failed = page.getByTestId('booking-failed');
  await expect(failed).toContainText('Le paiement a été annulé sur votre téléphone.');
  await expect(page.getByTestId('booking-held')).toHaveCount(0);
});

test('the back office lists a mobile-money payment with its provider reference, by status, on its own screen', async ({ page, request, browser }) => {
  await page.goto(`/hotels/${await nairobiHotel(request)}/book?country=KE`);
  const form = page.getByTestId('hotel-booking-form');
  await form.getByLabel('Check-in').fill(inDays(55));
  await form.getByLabel('Check-out').fill(inDays(56));
  await form.getByRole('button', { name: 'Book Now' }).click();
  await page.getByRole('dialog', { name: 'Complete Your Booking' }).getByRole('button', { name: 'Continue as Guest' }).click();
  const guest = page.getByTestId('guest-form');
  await guest.getByLabel('Full name').fill('Otieno Ledger');
  await guest.getByLabel('Email').fill(uniqueEmail('mpesa-ledger'));
  await guest.getByLabel('Phone').fill('+254 712 000 333');
  await guest.getByRole('button', { name: 'Continue' }).click();
  const held = page.getByTestId('booking-held');
  await held.getByLabel('M-Pesa').check();
  await expect(held.getByTestId('charged-in')).toContainText('in the provider’s currency, at the rate locked when the request is sent to your phone');
  daraja.actions.set('254712000333', 'approve');
  await held.getByTestId('payment-phone').fill('0712000333');
  await held.getByTestId('confirm-booking').click();
  const confirmed = page.getByTestId('booking-confirmed');
  await expect(confirmed).toBeVisible();
  const reference = (await confirmed.getAttribute('data-reference'))!;
  const providerReference = daraja.prompts.find((prompt) => prompt.msisdn === '254712000333')?.reference;
  expect(providerReference).toBeTruthy();

  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/dashboard/login');
  await admin.getByLabel('Email').fill('admin@example.com');
  await admin.getByLabel('Password').fill('Safari2025!');
  await admin.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin-dashboard$/);
  await admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Payments' }).click();
  await expect(admin.getByRole('heading', { name: 'Payments', exact: true })).toBeVisible();
  await admin.getByLabel('Show', { exact: true }).selectOption({ label: 'Paid' });
  await expect(admin).toHaveURL(/show=paid/);
  const row = admin.locator(`[data-testid="admin-payment"][data-reference="${reference}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('provider-reference')).toContainText(providerReference!);
  await expect(row).toContainText('M-Pesa');
  await expect(row).toContainText('Paid');
  await expectNoSeriousViolations(admin);
  // Failed ones only: this paid payment is not among them.
  await admin.getByLabel('Show', { exact: true }).selectOption({ label: 'Failed' });
  await expect(admin).toHaveURL(/show=failed/);
  await expect(admin.getByTestId('admin-payments').or(admin.getByTestId('admin-empty'))).toBeVisible();
  await expect(row).toHaveCount(0);
  await admin.context().close();
});
