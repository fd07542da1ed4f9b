// Issue 29, item 5. The header on the narrowest phone we support, 360 px: nothing overhangs or scrolls sideways,
// every kind (Leisure too) shows without a sideways-scrolling bar, each control is at least 24 px square, and axe
// finds nothing serious; in English and right to left in Arabic. On a desktop, a dialog is a centred box over a
// dimmed page, header included, and 'Continue as Guest' hands the focus to the contact form.
import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './axe';
import { inDays } from './test-data';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

/** What sticks out of the 360 px page, and which of the header's controls are under 24 px: both empty when it fits. */
async function headerProblems(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const header = document.querySelector('header')!;
    const named = (element: Element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
    const overhanging = [...header.querySelectorAll('*')]
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .map((element) => `${named(element)} (${Math.round(element.getBoundingClientRect().left)}–${Math.round(element.getBoundingClientRect().right)})`);
    const scrollingSideways = [...header.querySelectorAll('*')]
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth + 1)
      .map(named);
    const small = [...header.querySelectorAll('a, button, select, input')]
      .filter((element) => element.getClientRects().length > 0 && !element.closest('[data-sr-only], .sr-only'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.width < 24 || box.height < 24);
      })
      .map((element) => `${named(element)} ${Math.round(element.getBoundingClientRect().width)}×${Math.round(element.getBoundingClientRect().height)}`);
    return { pageScrollsSideways: document.documentElement.scrollWidth > width, overhanging, scrollingSideways, small };
  });
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const { language, leisure } of [
    { language: 'en', leisure: 'Leisure' },
    { language: 'ar', leisure: 'الترفيه' },
  ]) {
    test(`the header fits 360 px with every kind in view and 24 px controls (${language})`, async ({ page }) => {
      await page.goto(`/hotels?country=RW&lng=${language}`);
      await expect(page.getByTestId('hotel-card').first()).toBeVisible();
      expect(await headerProblems(page)).toEqual({ pageScrollsSideways: false, overhanging: [], scrollingSideways: [], small: [] });
      const nav = page.getByRole('banner').getByRole('navigation');
      await expect(nav.getByRole('link', { name: leisure })).toBeInViewport({ ratio: 1 });
      for (const link of await nav.getByRole('link').all()) await expect(link).toBeInViewport({ ratio: 1 });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test('on a desktop the booking choice is a centred box over the dimmed page and header; continuing as a guest focuses the contact form', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/nightlife?country=RW');
  const card = page.getByTestId('leisure-card').first();
  await expect(card).toBeVisible();
  await page.goto((await card.getByTestId('card-action').getAttribute('href'))!);
  const form = page.getByTestId('leisure-booking-form');
  await form.getByLabel('Full name').fill('Neema Guest');
  await form.getByLabel('Email').fill('neema.dialog@example.com');
  await form.getByLabel('Date').fill(inDays(11));
  const time = form.getByLabel('Time');
  await time.selectOption((await time.locator('option:not([value=""])').first().getAttribute('value'))!);
  await form.getByRole('button', { name: 'Confirm Booking' }).click();

  const dialog = page.getByRole('dialog', { name: 'Complete Your Booking' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  const box = (await dialog.boundingBox())!;
  // Content-high and away from the edges, not a full-height column.
  expect(box.height).toBeLessThan(600);
  expect(box.y).toBeGreaterThan(0);
  // The header is under the backdrop like the rest of the page.
  const onTop = await page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    const element = document.elementFromPoint(header.left + 8, header.top + header.height / 2);
    return Boolean(element?.closest('header'));
  });
  expect(onTop).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Your contact details' })).toBeFocused();
});
