// Favourites, cart and the tour itinerary in a real browser: kept in the browser while signed out, merged
// into a new account at sign-in and kept there (even with the browser's storage cleared), removable; the
// itinerary's ticked steps survive a reload.
import { expect, test, type Page, expectMessageShown } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { mailedLink } from './mailbox';

const PASSWORD = 'Ngorongoro-2026';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

/** The first card of a list page, once the list has loaded. */
async function firstCard(page: Page, list: string, cardTestId: string) {
  await page.goto(`${list}?country=RW`);
  const card = page.getByTestId(cardTestId).first();
  await expect(card).toBeVisible();
  return { card, name: (await card.getByTestId('card-title').textContent())! };
}

/** The account's saved lists, asked with the browser's session cookies. */
async function accountLists(page: Page) {
  const response = await page.request.post('/graphql', {
    headers: { 'x-requested-with': 'e2e' },
    data: { query: '{ myFavourites { listingType listingId } myCart { listingType listingId } }' },
  });
  const body = (await response.json()) as { data: { myFavourites: Array<{ listingType: string }>; myCart: Array<{ listingType: string }> } };
  return { favourites: body.data.myFavourites.map((saved) => saved.listingType).sort(), cart: body.data.myCart.map((saved) => saved.listingType) };
}

test('favourites and cart are kept signed out, merged into a new account at sign-in, and removable', async ({ page, request }) => {
  const email = `favourites-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const favourites = page.getByTestId('saved-listing');
  const badge = page.getByTestId('cart-badge');

  // Signed out: a heart on a tour card and on a hotel card; each is a toggle named after its listing.
  const tour = await firstCard(page, '/tours', 'tour-card');
  const tourHeart = tour.card.getByRole('button', { name: `Save ${tour.name} to favourites` });
  await expect(tourHeart).toHaveAttribute('aria-pressed', 'false');
  await tourHeart.click();
  await expect(tourHeart).toHaveAttribute('aria-pressed', 'true');
  const tourPath = (await tour.card.getByTestId('card-title').getAttribute('href'))!;

  const hotel = await firstCard(page, '/hotels', 'hotel-card');
  await hotel.card.getByRole('button', { name: `Save ${hotel.name} to favourites` }).click();
  await expect(hotel.card.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');

  // The tour's detail page knows it is a favourite; Add to cart puts it in the header's count, once.
  await page.goto(tourPath);
  await expect(page.getByRole('heading', { level: 1, name: tour.name })).toBeVisible();
  await expect(page.getByRole('button', { name: `Save ${tour.name} to favourites` })).toHaveAttribute('aria-pressed', 'true');
  await expect(badge).toHaveCount(0);
  await page.getByRole('button', { name: `Add to cart: ${tour.name}` }).click();
  await expect(badge).toHaveText('1');
  await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
  await expect(page.getByTestId('add-to-cart')).toHaveText('In cart');

  // The itinerary of a tour nobody booked: its steps by day, with nothing to tick off.
  await expect(page.getByTestId('itinerary-step-1-day')).toHaveText('Day 1');
  await expect(page.getByTestId('itinerary-timeline').getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByTestId('itinerary-progress')).toHaveCount(0);
  await page.reload();
  await expect(badge).toHaveText('1');
  await expectNoSeriousViolations(page);

  // The favourites page groups them by kind.
  await page.goto('/favourites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tours' }).getByTestId('saved-listing-name')).toHaveText(tour.name);
  await expect(page.getByRole('region', { name: 'Hotels' }).getByTestId('saved-listing-name')).toHaveText(hotel.name);
  await expect(favourites).toHaveCount(2);
  await expectNoSeriousViolations(page);

  // A new account: registered, verified through the mailed link, then signed in in this same browser.
  const registered = await request.post('/graphql', {
    headers: { 'x-requested-with': 'e2e' },
    data: {
      query: 'mutation ($input: AccountRegisterInput!) { accountRegister(input: $input) { userErrors { code } user { id } } }',
      variables: { input: { email, password: PASSWORD, firstName: 'Amani', lastName: 'Njoroge', country: 'RW' } },
    },
  });
  expect((await registered.json()).data.accountRegister.userErrors).toEqual([]);
  await page.goto(await mailedLink(request, email, '/auth/verify'));
  await expectMessageShown(page, 'Account verified. You can now sign in.');
  await page.goto('/auth/signin?country=RW');
  const form = page.locator('main form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('user-menu')).toContainText('Amani Njoroge');

  // The browser's lists went into the account, which now holds them on its own.
  await expect.poll(() => accountLists(page)).toEqual({ favourites: ['HOTEL', 'TOUR'], cart: ['TOUR'] });
  await page.evaluate(() => localStorage.clear());
  await page.goto('/favourites');
  await expect(favourites).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Tours' }).getByTestId('saved-listing-name')).toHaveText(tour.name);
  await expect(page.getByRole('region', { name: 'Hotels' }).getByTestId('saved-listing-name')).toHaveText(hotel.name);
  await expect(page.getByText('Kept in this browser.')).toHaveCount(0);
  await expect(badge).toHaveText('1');

  // The account menu links the favourites page.
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/favourites');
  await page.keyboard.press('Escape');

  // Remove the hotel from the favourites: gone from the page, and after a reload.
  const hotelHeart = page.getByRole('button', { name: `Save ${hotel.name} to favourites` });
  await expect(hotelHeart).toHaveAttribute('aria-pressed', 'true');
  await hotelHeart.click();
  await expect(page.getByRole('region', { name: 'Hotels' })).toHaveCount(0);
  await page.reload();
  await expect(favourites).toHaveCount(1);
  await expect(favourites.getByTestId('saved-listing-name')).toHaveText(tour.name);

  // The cart lists the tour with a way to book it; removing it empties the cart and the badge.
  await page.getByRole('link', { name: 'Cart (1)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Book ${tour.name}` })).toHaveAttribute('href', `${tourPath.split('?')[0]}?country=RW`);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: `Remove ${tour.name} from the cart` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(badge).toHaveCount(0);
  await expect.poll(() => accountLists(page)).toEqual({ favourites: ['TOUR'], cart: [] });

  // On a phone the More sheet links the favourites too.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/favourites/);
  await expect(favourites).toHaveCount(1);
});
