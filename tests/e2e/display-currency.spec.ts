// Prices in the traveller's currency: browsing Kenya, a hotel card and the checkout review show the USD price with
// its amount in KES beside it (at the dated rate the API publishes); the traveller switches to naira and sees it
// there too, remembered on the next page; USD alone shows nothing beside it. What is charged is said in USD.
import { type APIRequestContext, type Page, expect, test } from './fixtures';
import { inDays, uniqueEmail } from './test-data';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

interface Rate {
  currency: string;
  perUsd: number;
  date: string;
}

/** A Kenyan hotel (by the public list query) and the published rates. */
async function kenyanHotelAndRates(request: APIRequestContext): Promise<{ hotel: { id: string; name: string }; rates: Map<string, Rate> }> {
  const answer = await request.post('/graphql', {
    data: { query: `query KenyaPrices { hotels(country: "KE", filter: { q: "Mombasa" }) { nodes { id name } } exchangeRates { currency perUsd date } }` },
  });
  const data = (await answer.json()).data as { hotels: { nodes: Array<{ id: string; name: string }> }; exchangeRates: Rate[] };
  expect(data.hotels.nodes.length).toBeGreaterThan(0);
  return { hotel: data.hotels.nodes[0]!, rates: new Map(data.exchangeRates.map((rate) => [rate.currency, rate])) };
}

/** What the page should print for `usd` in `currency`: whole units, with the rate's day. */
function converted(usd: number, rate: Rate): string {
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: rate.currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(
    Math.round(usd * rate.perUsd),
  );
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${rate.date}T12:00:00Z`));
  return `≈ ${amount} · rate of ${day}`;
}

async function holdAsGuest(page: Page, hotelId: string) {
  await page.goto(`/hotels/${hotelId}/book?country=KE`);
  const form = page.getByTestId('hotel-booking-form');
  await form.getByLabel('Check-in').fill(inDays(97));
  await form.getByLabel('Check-out').fill(inDays(98));
  await form.getByRole('button', { name: 'Book Now' }).click();
  await page.getByRole('dialog', { name: 'Complete Your Booking' }).getByRole('button', { name: 'Continue as Guest' }).click();
  const guest = page.getByTestId('guest-form');
  await guest.getByLabel('Full name').fill('Akinyi Currency');
  await guest.getByLabel('Email').fill(uniqueEmail('display-currency'));
  await guest.getByLabel('Phone').fill('+254 712 000 444');
  await guest.getByRole('button', { name: 'Continue' }).click();
  const held = page.getByTestId('booking-held');
  await expect(held).toBeVisible();
  return held;
}

test('a traveller browsing Kenya sees KES beside USD on a hotel card and at checkout, then switches to naira', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { hotel, rates } = await kenyanHotelAndRates(request);
  const kes = rates.get('KES')!;
  const ngn = rates.get('NGN')!;

  // Kenya's list, read only: the card's own price and the amount beside it.
  await page.goto('/hotels?country=KE');
  const card = page
    .getByTestId('hotel-card')
    .filter({ has: page.getByTestId('converted-price') })
    .first();
  await expect(card).toBeVisible();
  const perNight = Number(await card.getByTestId('card-price').getAttribute('data-amount'));
  expect(perNight).toBeGreaterThan(0);
  await expect(card.getByTestId('card-price')).toHaveText(`$${perNight.toFixed(2)} / night`);
  await expect(card.getByTestId('converted-price')).toHaveAttribute('data-currency', 'KES');
  await expect(card.getByTestId('converted-price')).toHaveText(converted(perNight, kes));

  const held = await holdAsGuest(page, hotel.id);
  const total = Number(await held.getByTestId('held-total').getAttribute('data-amount'));
  expect(total).toBeGreaterThan(0);
  await expect(held.getByTestId('held-total-converted')).toHaveText(converted(total, kes));
  // What is charged, and in which currency.
  await expect(held.getByTestId('charged-in')).toHaveText(`Nothing is charged now: you pay $${total.toFixed(2)} (USD) at the venue.`);
  await held.getByLabel('Card (test provider)').check();
  await expect(held.getByTestId('charged-in')).toHaveText(`Your card is charged $${total.toFixed(2)} in US dollars (USD).`);

  const chooser = page.getByRole('banner').getByLabel('Display currency');
  await expect(chooser.locator('option:checked')).toHaveText('KES · country currency');
  await chooser.focus();
  await chooser.selectOption('NGN');
  await expect(held.getByTestId('held-total-converted')).toHaveAttribute('data-currency', 'NGN');
  await expect(held.getByTestId('held-total-converted')).toHaveText(converted(total, ngn));

  // Remembered on the next page; USD alone shows nothing beside the price.
  await page.goto(`/hotels/${hotel.id}/book?country=KE`);
  const price = page.getByTestId('hotel-booking-form').getByTestId('converted-price');
  await expect(price).toHaveAttribute('data-currency', 'NGN');
  await page.getByRole('banner').getByLabel('Display currency').selectOption('USD');
  await expect(page.getByTestId('hotel-booking-form')).toBeVisible();
  await expect(price).toHaveCount(0);
});
