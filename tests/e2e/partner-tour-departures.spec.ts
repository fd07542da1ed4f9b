// The tour organizer plans a season at once: departures every Tuesday and Friday at 07:00 for two weeks, from a weekly
// rule; then reads who travels on one of them (its manifest), as on screen and as printed; then removes the rule, after
// a confirmation, with the departures nobody booked (the booked one stays).
import { expect, test, expectMessageShown } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { organizerTour, travellerBooks } from './organizer-setup';
import { dashboardSignIn, partnerPage } from './partner-session';
import { inDays, uniqueEmail } from './test-data';

/** The days from `from` to `to` days ahead that fall on a Tuesday or a Friday. */
function tuesdaysAndFridays(from: number, to: number): string[] {
  const days: string[] = [];
  for (let ahead = from; ahead <= to; ahead++) {
    const day = new Date();
    day.setDate(day.getDate() + ahead);
    if (day.getDay() === 2 || day.getDay() === 5) days.push(inDays(ahead));
  }
  return days;
}

test('the organizer adds departures from a weekly rule and reads the manifest of one', async ({ browser, request }) => {
  const tour = await organizerTour(request, 'tours@example.com');
  const page = await partnerPage(browser);
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
  await dashboardSignIn(page, 'tours@example.com', 'tour-dashboard');
  await page.goto(`/tour-dashboard/tours/${tour.tourId}`);

  const rule = page.getByRole('form', { name: 'Repeat every week' });
  await expect(rule).toBeVisible();
  await rule.getByText('Tuesday', { exact: true }).click();
  await expect(rule.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
  // The weekdays work from the keyboard too.
  await rule.getByRole('checkbox', { name: 'Friday' }).focus();
  await page.keyboard.press('Space');
  await expect(rule.getByRole('checkbox', { name: 'Friday' })).toBeChecked();
  await rule.getByLabel('Start time').fill('07:00');
  await rule.getByLabel('From').fill(inDays(20));
  await rule.getByLabel('Until').fill(inDays(33));
  await rule.getByLabel('Seats each').fill('10');
  await expectNoSeriousViolations(page);
  await rule.getByRole('button', { name: 'Add these departures' }).click();

  const expected = tuesdaysAndFridays(20, 33);
  expect(expected).toHaveLength(4);
  await expectMessageShown(page, '4 departures added.');
  const departures = page.getByTestId('departures');
  const series = departures.getByRole('row').filter({ hasText: '07:00' });
  await expect(series).toHaveCount(4);

  const reference = await travellerBooks(request, { tourId: tour.tourId, date: expected[0]! }, 3);
  await series
    .first()
    .getByRole('link', { name: /^Manifest of / })
    .click();

  await expect(page.getByRole('heading', { name: `Manifest: ${tour.name}` })).toBeVisible();
  await expect(page.getByText('07:00')).toBeVisible();
  await expect(page.getByTestId('manifest-headcount')).toHaveText('3 travellers · 10 seats');
  const party = page.getByTestId('manifest').getByRole('row', { name: new RegExp(reference) });
  await expect(party).toContainText('Baraka Traveller');
  await expect(party).toContainText('+250 788 000 333');
  await expect(party).toContainText('No names yet');
  await expectNoSeriousViolations(page);

  // On paper: the manifest alone, without the dashboard's navigation or the print button.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('manifest')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();

  // The rule is kept: removing it asks first, then takes the three departures nobody booked.
  await page.emulateMedia({ media: 'screen' });
  await page.goto(`/tour-dashboard/tours/${tour.tourId}`);
  const kept = page.getByTestId('departure-rules').getByRole('listitem');
  await expect(kept).toHaveCount(1);
  await expect(kept).toContainText('Tuesday, Friday at 07:00');
  await kept.getByRole('button', { name: /^Remove the rule / }).click();
  const question = page.getByRole('alertdialog');
  await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectNoSeriousViolations(page);
  await question.getByRole('button', { name: 'Remove', exact: true }).click();
  await expectMessageShown(page, 'Rule removed with 3 departures nobody had booked. 1 booked departure stays.');
  await expect(page.getByTestId('departure-rules')).toHaveCount(0);
  await expect(page.getByTestId('departures').getByRole('row').filter({ hasText: '07:00' })).toHaveCount(1);
});

test('the organizer places itinerary steps on days and reorders them from the keyboard', async ({ browser, request }) => {
  const tour = await organizerTour(request, 'tours@example.com');
  const page = await partnerPage(browser);
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
  await dashboardSignIn(page, 'tours@example.com', 'tour-dashboard');
  await page.goto(`/tour-dashboard/tours/${tour.tourId}`);
  const add = page.getByRole('form', { name: 'Add step' });
  await expect(add).toBeVisible();
  for (const title of ['Meet at the harbour', 'Island walk']) {
    await add.getByLabel('Step').fill(title);
    await add.getByRole('button', { name: 'Add step' }).click();
    await expect(page.getByTestId('itinerary').getByText(title)).toBeVisible();
  }

  // Move the walk first with the keyboard: its button, then Enter.
  await page.getByRole('button', { name: 'Move Island walk up' }).focus();
  await page.keyboard.press('Enter');
  const itinerary = page.getByTestId('itinerary');
  await expect(itinerary.getByRole('listitem').first()).toContainText('Island walk');

  await page.getByRole('button', { name: 'Edit step Meet at the harbour' }).click();
  const edit = page.getByRole('form', { name: 'Edit step Meet at the harbour' });
  await edit.getByLabel('Day').fill('1');
  await edit.getByLabel('Step').fill('Meet at the old harbour');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(itinerary.getByRole('heading', { name: 'Day 1' })).toBeVisible();
  await expect(itinerary.getByRole('listitem').nth(1)).toContainText('Meet at the old harbour');
  await expectNoSeriousViolations(page);
});

test('the organizer books seats for a traveller on the phone', async ({ browser, request }) => {
  const tour = await organizerTour(request, 'tours@example.com');
  const page = await partnerPage(browser);
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
  await dashboardSignIn(page, 'tours@example.com', 'tour-dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Phone booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking by phone' })).toBeVisible();
  // The shared caller booking form, with the tour's departures as its dates.
  const form = page.getByRole('form', { name: 'Book for a caller' });
  await page.getByLabel('Search your tours').fill(tour.name);
  await expect(form.getByLabel(/^Listing/).locator('option', { hasText: tour.name })).toHaveCount(1);
  await form.getByLabel(/^Listing/).selectOption({ label: tour.name });
  await form.getByLabel(/^Date/).selectOption({ index: 1 });
  await form.getByLabel(/^People/).fill('3');
  await form.getByLabel(/^Full name/).fill('Zawadi Caller');
  await form.getByLabel(/^Email/).fill(uniqueEmail('phone-booking'));
  await expectNoSeriousViolations(page);
  await form.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Booked for 3 people: JA-/ })).toBeVisible();
  // The seats are taken from the departure: 8 less 3.
  await expect(form.getByLabel(/^Date/).locator('option').nth(1)).toContainText('5 seats left');
});
