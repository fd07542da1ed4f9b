// The search boxes as a traveller uses them: suggestions while typing (a misspelt city, an accent left out), chosen
// with the keyboard alone, announced as a combobox's options; and Enter searches the words typed.
import { expect, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

test('the header suggests Nairobi for "nairobbi", and the keyboard alone opens its hotels', async ({ page }) => {
  await page.goto('/?country=KE');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search destinations and places to stay, eat and visit' });
  await box.fill('nairobbi');
  const suggestions = page.getByRole('listbox');
  await expect(suggestions.getByRole('option', { name: /Nairobi/ }).first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousViolations(page);
  // Down to the first suggestion (the city), Enter to open it.
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/hotels\?country=KE&city=\d+/);
  for (const location of await page.getByTestId('hotel-card').getByTestId('card-location').allTextContents()) expect(location).toMatch(/^Nairobi, /);
});

test('a list page finds "cote d\'ivoire" as a country and searches the words typed on Enter', async ({ page }) => {
  await page.goto('/hotels?country=MA');
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search hotels' });
  await box.fill("cote d'ivoire");
  await expect(page.getByRole('listbox').getByRole('option', { name: /Ivory Coast/ })).toBeVisible();
  await box.fill('hotel des lacs');
  await box.press('Enter');
  await expect(page).toHaveURL(/q=hotel(\+|%20)des(\+|%20)lacs/);
  await expect(page.getByTestId('hotel-card').first().getByTestId('card-title')).toHaveText('Hôtel des Lacs');
});

test.describe('on a 360 px phone, in French', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a list page suggests a hotel whose description has a pool for "piscine", and the keyboard opens it', async ({ page }) => {
    // Tunisia: no other browser test reads its lists.
    await page.goto('/hotels?country=TN&lng=fr');
    const box = page.getByRole('main').getByRole('combobox', { name: 'Rechercher des hôtels' });
    await box.fill('piscine');
    const suggestions = page.getByRole('listbox');
    await expect(suggestions.getByRole('group', { name: 'Lieux' })).toBeVisible();
    const first = suggestions.getByRole('option').first();
    await expect(first).toContainText('Tunis Grand Palace');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // Nothing wider than the phone, the list of suggestions included.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousViolations(page);
    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('data-highlighted', '');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/hotels\/\d+\/book\?country=TN/);
    await expect(page.getByRole('heading', { level: 1, name: /Tunis Grand Palace/ })).toBeVisible();
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the suggestions load when the box is reached for, and take it over without losing a key, the caret or the focus', async ({ page }) => {
    // The suggestions' code (the combobox) is held back until released: the box the page hydrated takes the words meanwhile.
    const asked: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/SearchSuggestions-[\w-]+\.js$/, async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto('/hotels?country=GA');
    const box = page.getByRole('main').getByRole('combobox', { name: 'Search hotels' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    // Nothing of the combobox loads with the page.
    expect(asked).toEqual([]);

    await box.pressSequentially('Librev');
    await expect.poll(() => asked.length).toBe(1);
    await expect(box).toHaveValue('Librev');
    release();
    await expect(
      page
        .getByRole('listbox')
        .getByRole('option', { name: /Libreville/ })
        .first(),
    ).toBeVisible();
    // The caret is where it was: typing goes on at the end, in the box that now has the focus.
    await page.keyboard.type('ille');
    await expect(box).toHaveValue('Libreville');
    await expect(box).toBeFocused();
    await expectNoSeriousViolations(page);
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/hotels\?country=GA&city=\d+/);
  });
});
