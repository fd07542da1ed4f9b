// Policies in the shared listing editor, as a tour organizer states them on a phone (360 px): the minimum age and what
// to bring; a traveller reads both on the tour's page before booking, the age worded in the reader's language and the
// partner's words as written. Its own tour in Uganda; axe on the editor and on the traveller's page.
import type { Page } from '@playwright/test';
import { expect, expectMessageShown, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { graphqlOf } from './organizer-setup';
import { dashboardSignIn, PARTNER_PASSWORD } from './partner-session';

const PHONE = { width: 360, height: 740 };

/** Nothing on the page is wider than the phone. */
async function expectNoOverhang(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('a tour organizer states the minimum age and what to bring, and travellers read them on the tour page', async ({ browser, page: traveller, request }) => {
  const session = await graphqlOf(request, 'mutation ($input: SessionCreateInput!) { sessionCreate(input: $input) { token } }', {
    input: { email: 'tours@example.com', password: PARTNER_PASSWORD },
  });
  const token = session.sessionCreate.token as string;
  const cities = await graphqlOf(request, 'query { country(code: "UG") { cities { id } } }', {});
  const name = `Sipi falls hike ${Date.now()}`;
  const created = await graphqlOf(
    request,
    'mutation ($input: TourInput!) { tourCreate(input: $input) { tour { id active } userErrors { message } } }',
    { input: { name, cityId: cities.country.cities[0].id, category: 'ADVENTURE', durationDays: 1, price: 35 } },
    token,
  );
  const id = created.tourCreate.tour.id as string;
  if (!created.tourCreate.tour.active)
    await graphqlOf(request, 'mutation ($id: ID!) { tourUpdate(id: $id, input: { active: true }) { userErrors { message } } }', { id }, token);

  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
  await dashboardSignIn(page, 'tours@example.com', 'tour-dashboard');
  await page.goto(`/tour-dashboard/details/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Details and photos of ${name}` })).toBeVisible();

  const policies = page.getByRole('form', { name: 'Policies' });
  // Amenities are a hotel's, in this same form; a tour has none.
  await expect(policies.getByRole('group', { name: 'Amenities' })).toHaveCount(0);
  await policies.getByLabel('Minimum age').fill('12');
  const bring = 'Walking shoes, a rain jacket and two litres of water.';
  await policies.getByLabel('What to bring').fill(bring);
  await expectNoSeriousViolations(page);
  await expectNoOverhang(page);
  await policies.getByRole('button', { name: 'Save policies' }).click();
  await expectMessageShown(page, 'Policies saved.');
  await page.context().close();

  await traveller.setViewportSize(PHONE);
  await traveller.goto(`/tours/${id}?country=UG`);
  await expect(traveller.getByRole('heading', { level: 1, name })).toBeVisible();
  const section = traveller.getByRole('region', { name: 'Good to know before you book' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('term').filter({ hasText: 'Minimum age' })).toBeVisible();
  await expect(section.getByRole('definition').filter({ hasText: '12 years' })).toBeVisible();
  await expect(section.getByRole('definition').filter({ hasText: bring })).toBeVisible();
  // Rules the organizer left empty say nothing.
  await expect(section.getByText('Accessibility')).toHaveCount(0);
  await expectNoSeriousViolations(traveller);
  await expectNoOverhang(traveller);
});
