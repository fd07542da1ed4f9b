// The listing editor every partner dashboard shares, as a restaurant manager uses it: it renames its restaurant and
// adds a photo with the words a screen reader says; a traveller's page of the restaurant shows the new name and the
// photo with those words. Its own restaurant in Malawi; axe on the editor and on the traveller's page.
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { graphqlOf } from './organizer-setup';
import { dashboardSignIn, PARTNER_PASSWORD, partnerPage } from './partner-session';

const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

test('a restaurant manager edits its name and a photo with alt text, and travellers see both', async ({ browser, page: traveller, request }) => {
  const session = await graphqlOf(request, 'mutation ($input: SessionCreateInput!) { sessionCreate(input: $input) { token } }', {
    input: { email: 'restaurants@example.com', password: PARTNER_PASSWORD },
  });
  const token = session.sessionCreate.token as string;
  const cities = await graphqlOf(request, 'query { country(code: "MW") { cities { id } } }', {});
  const stamp = Date.now();
  const name = `Lakeshore grill ${stamp}`;
  const created = await graphqlOf(
    request,
    'mutation ($input: RestaurantInput!) { restaurantCreate(input: $input) { restaurant { id active } userErrors { message } } }',
    { input: { name, cityId: cities.country.cities[0].id, cuisine: 'AFRICAN', averagePrice: 18 } },
    token,
  );
  const id = created.restaurantCreate.restaurant.id as string;
  if (!created.restaurantCreate.restaurant.active)
    await graphqlOf(request, 'mutation ($id: ID!) { restaurantUpdate(id: $id, input: { active: true }) { userErrors { message } } }', { id }, token);

  const page = await partnerPage(browser);
  await dashboardSignIn(page, 'restaurants@example.com', 'restaurant-dashboard');
  await page.getByLabel('Search your restaurants').fill(name);
  await page.getByRole('link', { name: `Details and photos of ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Details and photos of ${name}` })).toBeVisible();

  const renamed = `Chambo house ${stamp}`;
  const details = page.getByRole('form', { name: 'Details' });
  await details.getByLabel('Name').fill(renamed);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Details and photos of ${renamed}` })).toBeVisible();

  const add = page.getByRole('form', { name: 'Add a photo' });
  await add.getByLabel(/^Photo \(JPEG/).setInputFiles({ name: 'terrace.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
  const words = 'Six tables on the terrace above the lake';
  await add.getByLabel('What the photo shows').fill(words);
  await add.getByRole('button', { name: 'Add a photo' }).click();
  const photos = page.getByTestId('listing-photos');
  await expect(photos.getByRole('img', { name: words })).toBeVisible();
  await expect(page.getByLabel('What photo 1 shows')).toHaveValue(words);
  await expectNoSeriousViolations(page);

  // Removing asks first; keeping it changes nothing.
  await page.getByRole('button', { name: 'Remove photo 1' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep it' }).click();
  await expect(photos.getByRole('img', { name: words })).toBeVisible();

  // The traveller's page of the restaurant: the new name, and the photo with its words.
  await traveller.goto(`/restaurants/${id}/reserve?country=MW`);
  await expect(traveller.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  const gallery = traveller.getByRole('region', { name: `Photos of ${renamed}` });
  await expect(gallery.getByRole('img', { name: words })).toBeVisible();
  await expectNoSeriousViolations(traveller);
  await page.context().close();
});
