// Issue 29, item 3: a traveller reading French or Arabic books a tour as a guest, from the tour page to the
// confirmation, without an English word on the way (the tour's description and steps included, which the partner
// wrote in the reader's language too; listing names are left out); counts, dates and money read as the language writes them.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './fixtures';
import { uniqueEmail } from './test-data';

/** Words of the app's English that have no business in another language's pages. */
const ENGLISH = [
  'the',
  'and',
  'with',
  'your',
  'please',
  'guest',
  'guests',
  'night',
  'nights',
  'room',
  'rooms',
  'left',
  'book',
  'booking',
  'continue',
  'confirm',
  'confirmed',
  'cancel',
  'back',
  'day',
  'days',
  'step',
  'steps',
  'luxury',
  'free',
  'seat',
  'seats',
  'sorry',
  'failed',
  'retry',
  'complete',
  'details',
  'payment',
  'traveller',
  'travellers',
  'add-ons',
  'per',
  'person',
  'people',
  'done',
  'of',
  'to',
  'for',
  'now',
  'hold',
  'held',
  'reference',
  'pay',
  'card',
  'photography',
  'package',
];
const englishWord = new RegExp(`(?<![\\p{L}-])(${ENGLISH.join('|')})(?![\\p{L}-])`, 'giu');

const strings = (language: string, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../web/src/locales/${language}/${namespace}.json`, import.meta.url), 'utf8')) as Record<string, Record<string, string>>;

/** The English words `region` shows, once the names that are data (the tour's, the guest's) are taken out. */
async function englishIn(region: Locator, data: string[]): Promise<string[]> {
  let text = await region.innerText();
  for (const name of data) text = text.split(name).join(' ');
  return [...text.matchAll(englishWord)].map((match) => match[0]);
}

async function bookATourAsGuest(page: Page, language: 'fr' | 'ar') {
  const booking = strings(language, 'booking');
  const email = uniqueEmail(`words-${language}`);
  const data = ['Neema Guest', email, 'Jambo Africa', 'M-Pesa', 'Visa', 'Mastercard'];
  await page.goto(`/tours?country=RW&lng=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const card = page.getByTestId('tour-card').first();
  await expect(card).toBeVisible();
  data.push((await card.getByTestId('card-title').textContent())!.trim());
  await card.getByTestId('card-title').click();
  expect(await englishIn(page.getByTestId('itinerary-step-1-day'), data), 'itinerary').toEqual([]);
  // The tour's description and its steps are the partner's words, which the demo partner wrote in this language too.
  await expect(page.getByTestId('listing-description')).toHaveAttribute('lang', language);
  expect(await englishIn(page.getByTestId('listing-description'), data), 'description').toEqual([]);
  expect(await englishIn(page.getByTestId('itinerary-step-1-title'), data), 'steps').toEqual([]);
  await page.getByTestId('addon-luxury-transport').check();
  // The last open departure: the first ones of this tour are what other suites book, and may be down to one place.
  await page.getByTestId('tour-departures').getByRole('radio').and(page.locator(':not([disabled])')).last().check();
  await page.getByTestId('book-now').click();

  const details = page.getByTestId('wizard-details');
  await expect(details.getByTestId('departure-select')).not.toHaveValue('');
  expect(await englishIn(page.locator('main'), data), 'wizard').toEqual([]);
  await details.getByRole('button', { name: booking.actions!.continue }).click();

  const dialog = page.getByRole('dialog', { name: booking.choice!.title });
  await expect(dialog).toBeVisible();
  expect(await englishIn(dialog, data), 'choice').toEqual([]);
  await dialog.getByRole('button', { name: booking.choice!.guest }).click();
  const guest = page.getByTestId('guest-form');
  await guest.locator('input[name=name]').fill('Neema Guest');
  await guest.locator('input[name=email]').fill(email);
  await guest.locator('input[name=phone]').fill('+250 788 000 111');
  expect(await englishIn(page.locator('main'), data), 'contact').toEqual([]);
  await guest.getByRole('button', { name: booking.guest!.continue, exact: true }).click();

  const held = page.getByTestId('booking-held');
  await expect(held.getByRole('timer')).toBeVisible();
  expect(await englishIn(page.locator('main'), data), 'held').toEqual([]);
  await held.getByRole('button', { name: booking.wizard!.complete }).click();
  const confirmed = page.getByTestId('booking-confirmed');
  await expect(confirmed).toBeVisible();
  data.push((await confirmed.getByTestId('booking-reference').textContent())!.trim());
  expect(await englishIn(page.locator('main'), data), 'confirmed').toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

test('the word list finds English', async () => {
  expect('Step 2: Day 1 · up to 1 guests'.match(englishWord)).toEqual(['Step', 'Day', 'to', 'guests']);
  expect('Étape 2 : Jour 1 · jusqu’à 2 personnes'.match(englishWord)).toBeNull();
});

test('a French guest books a tour with no English word on the way', async ({ page }) => {
  await bookATourAsGuest(page, 'fr');
});

test('an Arabic guest books a tour with no English word on the way', async ({ page }) => {
  await bookATourAsGuest(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
