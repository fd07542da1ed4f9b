// Prices in the traveller's currency, on a phone, in Zambia (a country no other browser test books in): the hotel's
// nightly price stays exactly as charged, in USD, and the approximate amount sits beside it, in ZMW by default, then in
// the currency the traveller picks in the More sheet, remembered on the next page. Then Zambia's hotel partner sees how
// a card booking was paid, the marketplace's fee and what is owed; and the back office's Payments screen, each with axe.
import { type APIRequestContext, type Page, expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { dashboardSignIn, partnerPage } from './partner-session';
import { inDays, uniqueEmail } from './test-data';

test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

interface Rate {
  currency: string;
  perUsd: number;
  date: string;
}

async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { headers: { 'x-requested-with': 'e2e' }, data: { query, variables } });
  const answer = (await response.json()) as { data: T; errors?: unknown };
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

/** A Zambian hotel and the published rates. */
async function zambianHotelAndRates(request: APIRequestContext) {
  const data = await graphql<{ hotels: { nodes: Array<{ id: string; name: string }> }; exchangeRates: Rate[] }>(
    request,
    'query ZambiaPrices { hotels(country: "ZM") { nodes { id name } } exchangeRates { currency perUsd date } }',
  );
  expect(data.hotels.nodes.length).toBeGreaterThan(0);
  return { hotel: data.hotels.nodes[0]!, rates: new Map(data.exchangeRates.map((rate) => [rate.currency, rate])) };
}

/** What the page prints beside `usd`: whole units of the rate's currency (from the cent, half up), with its day. */
function approximately(usd: number, rate: Rate): string {
  const units = Math.round((Math.round(usd * 100) * rate.perUsd) / 100);
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: rate.currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(
    units,
  );
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${rate.date}T12:00:00Z`));
  return `≈ ${amount} · rate of ${day}`;
}

/** The hotel page's nightly price, exactly as charged, and the approximate amount that follows it. */
function nightlyPrice(page: Page) {
  const form = page.getByTestId('hotel-booking-form');
  return { charged: form.getByText(/ \/ night$/), converted: form.getByTestId('converted-price') };
}

test('a traveller in Zambia sees the nightly price in USD with ZMW beside it, then picks naira on the phone', async ({ page, request }) => {
  const { hotel, rates } = await zambianHotelAndRates(request);
  await page.goto(`/hotels/${hotel.id}/book?country=ZM`);
  const { charged, converted } = nightlyPrice(page);
  await expect(charged).toHaveText(/^\$[\d,]+\.\d{2} \/ night$/);
  const chargedText = (await charged.textContent())!;
  const perNight = Number(/\$([\d,.]+)/.exec(chargedText)![1]!.replace(/,/g, ''));
  await expect(converted).toHaveAttribute('data-currency', 'ZMW');
  await expect(converted).toHaveText(approximately(perNight, rates.get('ZMW')!));
  await expectNoSeriousViolations(page);

  // On a phone the chooser is in the More sheet, reached by keyboard.
  await page.getByRole('button', { name: 'More' }).click();
  const sheet = page.getByRole('dialog', { name: 'More' });
  const chooser = sheet.getByLabel('Display currency');
  await expect(chooser.locator('option:checked')).toHaveText('ZMW · country currency');
  await chooser.focus();
  await chooser.selectOption('NGN');
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);

  await expect(converted).toHaveAttribute('data-currency', 'NGN');
  await expect(converted).toHaveText(approximately(perNight, rates.get('NGN')!));
  // The charged price is untouched: the same words, still ending in "/ night".
  await expect(charged).toHaveText(chargedText);

  // Remembered on the next visit; USD alone shows nothing beside the price.
  await page.reload();
  await expect(converted).toHaveAttribute('data-currency', 'NGN');
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('dialog', { name: 'More' }).getByLabel('Display currency').selectOption('USD');
  await page.keyboard.press('Escape');
  await expect(charged).toHaveText(chargedText);
  await expect(converted).toHaveCount(0);
});

test("Zambia's hotel partner sees a card booking's method, fee and amount owed; the back office's payments and tables work on a phone", async ({
  page,
  request,
  browser,
}) => {
  const { hotel } = await zambianHotelAndRates(request);
  const email = uniqueEmail('zm-payout');
  type Booked = { reference: string; total: { minor: number }; lineItems: Array<{ kind: string; amount: { minor: number } }> };
  const booked = await graphql<{ bookingCreate: { booking: Booked | null; userErrors: unknown[] } }>(
    request,
    'mutation ($input: BookingCreateInput!) { bookingCreate(input: $input) { booking { reference total { minor } lineItems { kind amount { minor } } } userErrors { code message } } }',
    {
      input: {
        idempotencyKey: crypto.randomUUID(),
        hotel: { hotelId: hotel.id, checkIn: inDays(131), checkOut: inDays(132), rooms: 1, guests: 2 },
        contact: { name: 'Mwila Payout', email, phone: '+260 977 000 111' },
        payment: { method: 'TEST_CARD', cardNumber: '4242424242424242' },
      },
    },
  );
  expect(booked.bookingCreate.userErrors).toEqual([]);
  const { reference, total, lineItems } = booked.bookingCreate.booking!;
  // The taxes and fees line the traveller was charged is the marketplace's fee; the rest is the partner's.
  const fee = lineItems.find((line) => line.kind === 'TAXES_AND_FEES')!.amount.minor;
  expect(fee).toBeGreaterThan(0);
  const usd = (minor: number) => `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

  await dashboardSignIn(page, 'hotel-zm@partners.example.com', 'hotel-dashboard');
  await page.goto('/hotel-dashboard/bookings');
  await page.getByLabel('Search').fill(email);
  const row = page.getByTestId('partner-bookings').getByRole('row', { name: new RegExp(reference) });
  await expect(row.getByTestId('paid-by')).toHaveText('Card');
  await expect(row.getByTestId('marketplace-fee')).toHaveText(`Our fee: ${usd(fee)}`);
  await expect(row.getByTestId('owed-to-partner')).toHaveText(`Owed to you: ${usd(total.minor - fee)}`);
  await expectNoSeriousViolations(page);

  const admin = await partnerPage(browser);
  await admin.setViewportSize({ width: 360, height: 740 });
  await dashboardSignIn(admin, 'admin@example.com', 'admin-dashboard');
  await admin.goto('/admin-dashboard/payments?show=failed');
  await expect(admin.getByRole('heading', { name: 'Payments', exact: true })).toBeVisible();
  await expect(admin.getByLabel('Show', { exact: true })).toHaveValue('failed');
  await expect(admin.getByTestId('admin-payments').or(admin.getByTestId('admin-empty'))).toBeVisible();
  await expectNoSeriousViolations(admin);
  // The card booking is among the paid payments, with its method, amount and card payment reference.
  await admin.getByLabel('Show', { exact: true }).selectOption({ label: 'Paid' });
  await expect(admin).toHaveURL(/show=paid/);
  const card = admin.locator(`[data-testid="admin-payment"][data-reference="${reference}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Card');
  await expect(card).toContainText(usd(total.minor));
  await expect(card.getByTestId('provider-reference')).toContainText('test_');
  // A back-office table wider than the phone scrolls sideways, and the keyboard reaches it (the bookings always have rows).
  await admin.goto('/admin-dashboard/bookings');
  const table = admin.getByRole('region', { name: 'Bookings, newest first' });
  await expect(table).toBeVisible();
  await table.focus();
  await expect(table).toBeFocused();
  await expectNoSeriousViolations(admin);
  await admin.context().close();
});
