// Issue 29, item 8, as a traveller reads counts, numbers and places in their language on a 360 px phone (Namibia's
// listings): in Arabic a hotel held for ten minutes says so with the plural of three to ten ("10 دقائق", never
// "10 دقيقة"); in French the trip finder's explanation writes a hotel's stars with a decimal comma ("4,5 étoiles",
// never "4.5"); in Portuguese and Arabic a listing's place names the country in that language ("Namíbia", "ناميبيا").
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { inDays, uniqueEmail } from './test-data';

const COUNTRY = 'NA';

test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

test('a hotel held in Arabic counts its ten minutes with the plural', async ({ page }) => {
  await page.goto(`/hotels?country=${COUNTRY}&lng=ar`);
  const card = page.getByTestId('hotel-card').first();
  await expect(card).toBeVisible();
  await page.goto((await card.getByTestId('card-action').getAttribute('href'))!);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page
      .getByRole('main')
      .getByText(/, ناميبيا$/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(', Namibia');
  const form = page.getByTestId('hotel-booking-form');
  await form.getByLabel('تاريخ الوصول').fill(inDays(45));
  await form.getByLabel('تاريخ المغادرة').fill(inDays(47));
  await expect(form.getByTestId('estimated-total')).toBeVisible();
  await form.getByRole('button', { name: 'احجز الآن' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'المتابعة كضيف' }).click();
  const guest = page.getByTestId('guest-form');
  await guest.getByLabel('الاسم الكامل').fill('Ndapewa Guest');
  await guest.getByLabel('البريد الإلكتروني').fill(uniqueEmail('counted-ar'));
  await guest.getByLabel('الهاتف').fill('+264 81 000 1111');
  await guest.getByRole('button', { name: 'متابعة' }).click();

  const countdown = page.getByTestId('hold-countdown');
  // Nine or ten minutes: the plural of three to ten, never the singular that follows eleven and more.
  await expect(countdown).toContainText(/متبقٍ على الحجز: (9|10) دقائق/);
  await expect(countdown).not.toContainText(/(9|10) دقيقة/);
  await expectNoSeriousViolations(page);
});

test("the trip finder's explanation in French writes a hotel's stars with a decimal comma", async ({ page }) => {
  await page.goto(`/?country=${COUNTRY}&lng=fr`);
  const finder = page.getByTestId('finder-form');
  await finder.getByLabel('Voyageurs').fill('2');
  await finder.getByRole('button', { name: 'Planifier mon voyage' }).click();
  const rationale = page.getByTestId('finder-results').getByTestId('rationale');
  await expect(rationale).toContainText(/\(\d,\d étoiles, /);
  await expect(rationale).not.toContainText(/\d\.\d étoiles/);
  await expectNoSeriousViolations(page);
});

test("a listing's place names its country in Portuguese on the list and the cart", async ({ page }) => {
  await page.goto(`/hotels?country=${COUNTRY}&lng=pt`);
  const card = page.getByTestId('hotel-card').first();
  await expect(card.getByTestId('card-location')).toHaveText(/, Namíbia$/);
  await expect(page.getByTestId('card-location').filter({ hasText: 'Namibia' })).toHaveCount(0);
  await page.goto((await card.getByTestId('card-action').getAttribute('href'))!);
  await page.getByTestId('add-to-cart').first().click();
  await page.goto(`/cart?country=${COUNTRY}&lng=pt`);
  await expect(page.getByTestId('saved-listing').getByText(/, Namíbia$/)).toBeVisible();
  await expectNoSeriousViolations(page);
});
