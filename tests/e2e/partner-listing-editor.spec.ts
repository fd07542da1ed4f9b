// The listing editor every partner dashboard shares, as a restaurant manager uses it: it renames its restaurant and
// adds a photo with the words a screen reader says; a traveller's page of the restaurant shows the new name and the
// photo with those words; it writes them in French too, which a French traveller reads, while a Portuguese one reads
// the original marked as English. Its own restaurant in Malawi; axe on the editor and on the traveller's page.
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
  await details.getByLabel('Description').fill('Grilled chambo from the lake, every evening.');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Details and photos of ${renamed}` })).toBeVisible();

  // The same texts in French; Portuguese and Arabic left empty (their readers read the original).
  const translations = page.getByRole('form', { name: 'In other languages' });
  const french = translations.getByRole('group', { name: 'French' });
  await expect(french.getByLabel('Description in French')).toHaveAttribute('lang', 'fr');
  await french.getByLabel('Name in French').fill(`Maison du chambo ${stamp}`);
  await french.getByLabel('Description in French').fill('Chambo grillé du lac, chaque soir.');
  await translations.getByRole('button', { name: 'Save the translations' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

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

  // A French traveller reads the French; a Portuguese one the original, marked as English and said to be so.
  await traveller.goto(`/restaurants/${id}/reserve?country=MW&lng=fr`);
  await expect(traveller.getByRole('heading', { level: 1, name: `Maison du chambo ${stamp}` })).toBeVisible();
  await expect(traveller.getByTestId('listing-description')).toHaveText('Chambo grillé du lac, chaque soir.');
  await expect(traveller.getByTestId('listing-description')).toHaveAttribute('lang', 'fr');
  await traveller.goto(`/restaurants/${id}/reserve?country=MW&lng=pt`);
  await expect(traveller.getByTestId('listing-description')).toHaveText('Grilled chambo from the lake, every evening.');
  await expect(traveller.getByTestId('listing-description')).toHaveAttribute('lang', 'en');
  await expect(traveller.getByTestId('original-language')).toHaveText('Texto original em inglês');
  await expectNoSeriousViolations(traveller);
  await page.context().close();
});
