// Partner extranet "done when", as the demo partners would do it in a real browser: the restaurant manager moves a
// table and the traveller's reservation wizard shows it there; the tour organizer adds a departure a traveller books.
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { dashboardSignIn, partnerPage } from './partner-session';
import { inDays, uniqueEmail } from './test-data';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

test('the restaurant manager moves a table with the keyboard and the reservation wizard shows it there', async ({ browser, page: traveller }) => {
  const page = await partnerPage(browser);
  await dashboardSignIn(page, 'restaurants@example.com', 'restaurant-dashboard');
  const restaurant = page.getByRole('table').getByRole('link').first();
  const href = (await restaurant.getAttribute('href'))!;
  const restaurantId = href.split('/').at(-1)!;
  await restaurant.click();
  await expect(page.getByRole('heading', { name: 'Floor plan', level: 2 })).toBeVisible();
  await expectNoSeriousViolations(page);

  const table = page.getByTestId('plan-editor').getByRole('button').first();
  const label = (await table.getAttribute('data-testid'))!.replace('plan-table-', '');
  const startX = Number(await table.getAttribute('data-x'));
  const step = startX > 50 ? 'ArrowLeft' : 'ArrowRight';
  await table.focus();
  await page.keyboard.press(`Shift+${step}`);
  await page.keyboard.press(`Shift+${step}`);
  const movedX = startX + (step === 'ArrowRight' ? 10 : -10);
  await expect(table).toHaveAttribute('data-x', String(movedX));
  await expect(page.getByTestId('plan-status')).toHaveText('All changes saved');
  const y = Number(await table.getAttribute('data-y'));

  await traveller.goto(`/restaurants/${restaurantId}/reserve?country=RW`);
  await traveller.getByRole('button', { name: 'Next' }).click();
  await traveller.getByLabel('Date').fill(inDays(4));
  await traveller.getByLabel('Time').selectOption('19:30');
  const shown = traveller.getByTestId(`table-${label}`);
  // The wizard keeps tables off the plan's edges (10% to 90%).
  const clamp = (percent: number) => Math.min(90, Math.max(10, percent));
  await expect(shown).toHaveAttribute('style', new RegExp(`left: ${clamp(movedX)}%; top: ${clamp(y)}%`));
});

test('the tour organizer creates a tour and adds a departure, and a traveller books it', async ({ browser, page: traveller }) => {
  const page = await partnerPage(browser);
  await dashboardSignIn(page, 'tours@example.com', 'tour-dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Tours' }).click();
  await page.getByRole('button', { name: 'New tour' }).click();
  const name = `Nyamirambo evening walk ${Date.now()}`;
  const form = page.getByRole('form', { name: 'New tour' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('City').selectOption({ index: 1 });
  await form.getByLabel('Price per person (USD)').fill('35');
  await form.getByRole('button', { name: 'Create tour' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const tourId = page.url().split('/').at(-1)!;

  const date = inDays(9);
  const departureForm = page.getByRole('form', { name: 'Add departure' });
  await departureForm.getByLabel('Date').fill(date);
  await departureForm.getByLabel('Seats').fill('6');
  await departureForm.getByRole('button', { name: 'Add departure' }).click();
  await expect(page.getByTestId('departures').getByRole('row')).toHaveCount(2);
  await expectNoSeriousViolations(page);

  await traveller.goto(`/tours/${tourId}?country=RW`);
  const departure = traveller.getByTestId('tour-departures').getByRole('radio');
  // A cold first visit of the traveller's site loads its entry chunk and translations first.
  await expect(departure).toHaveAttribute('value', date);
  await departure.check();
  await traveller.getByTestId('book-now').click();
  await expect(traveller.getByTestId('departure-select')).toHaveValue(date);
  await traveller.getByLabel('Travellers').fill('2');
  await traveller.getByRole('button', { name: 'Continue' }).click();
  const dialog = traveller.getByRole('dialog', { name: 'Complete Your Booking' });
  await dialog.getByRole('button', { name: 'Continue as Guest' }).click();
  const guest = traveller.getByTestId('guest-form');
  await guest.getByLabel('Full name').fill('Neema Guest');
  await guest.getByLabel('Email').fill(uniqueEmail('partner-tour'));
  await guest.getByLabel('Phone').fill('+250 788 000 111');
  await guest.getByRole('button', { name: 'Continue' }).click();
  await traveller.getByTestId('booking-held').getByRole('button', { name: 'Complete Booking' }).click();
  await expect(traveller.getByTestId('booking-confirmed')).toContainText('Booking Confirmed!');

  // The organizer sees the seats taken on its departure.
  await page.reload();
  await expect(page.getByTestId('departures').getByRole('row').nth(1)).toContainText('2');
});
