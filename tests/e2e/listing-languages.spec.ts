// Issue 29, as a traveller reads a listing on a 360 px phone (South Africa's listings): the partner's words come in the
// reader's language, marked with it for screen readers: a French reader reads a tour's description and steps in French,
// an Arabic reader a hotel's description in Arabic, right to left; switching the page to Portuguese reads them again.
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';

const COUNTRY = 'ZA';

test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

test("a French reader reads a tour's description and steps in French, marked as French", async ({ page }) => {
  await page.goto(`/tours?country=${COUNTRY}&lng=fr`);
  const card = page.getByTestId('tour-card').first();
  await expect(card.getByTestId('card-title')).toHaveAttribute('lang', 'fr');
  await card.getByTestId('card-title').click();
  const description = page.getByTestId('listing-description');
  await expect(description).toHaveAttribute('lang', 'fr');
  await expect(description).toHaveAttribute('dir', 'ltr');
  await expect(description).not.toHaveText(/\b(the|and|with|your)\b/i);
  // Every seeded tour starts by fetching its travellers: "Pick-up from your hotel (lodge)..." in French.
  await expect(page.getByTestId('itinerary-step-1-title')).toContainText('Prise en charge');
  // Written in French by its partner: no "original in" note.
  await expect(page.getByTestId('original-language')).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test("an Arabic reader reads a hotel's description in Arabic, right to left, and in Portuguese after switching", async ({ page }) => {
  await page.goto(`/hotels?country=${COUNTRY}&lng=ar`);
  const card = page.getByTestId('hotel-card').first();
  await expect(card).toBeVisible();
  await page.goto((await card.getByTestId('card-action').getAttribute('href'))!);
  const description = page.getByTestId('listing-description');
  await expect(description).toHaveAttribute('lang', 'ar');
  await expect(description).toHaveAttribute('dir', 'rtl');
  await expect(description).toHaveText(/[\u0600-\u06FF]{3}/);
  await expect(description).not.toHaveText(/\b(the|and|with|in)\b/i);
  await expectNoSeriousViolations(page);

  // The same page in Portuguese: the description is read again, not served from what the Arabic page read.
  await page.goto(`${new URL(page.url()).pathname}?country=${COUNTRY}&lng=pt`);
  await expect(description).toHaveAttribute('lang', 'pt');
  await expect(description).not.toHaveText(/[\u0600-\u06FF]/);
});
