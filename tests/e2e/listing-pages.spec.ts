// What a traveller decides on, on a listing's own page: only the room types that sleep the party (a party of five
// is offered enough rooms, never a refused booking), verified reviews with their average in the page's schema.org
// data, and the photo gallery.
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { inDays, uniqueEmail } from './test-data';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

/** The booking page of the `index`-th hotel of the Rwandan list, of one type when given. */
async function openHotel(page: Page, index: number, type?: string) {
  await page.goto(`/hotels?country=RW${type ? `&type=${type}` : ''}`);
  const card = page.getByTestId('hotel-card').nth(index);
  await expect(card).toBeVisible();
  await page.goto((await card.getByTestId('card-action').getAttribute('href'))!);
}

test('a party of five is offered only room types that sleep it, and books without a refusal', async ({ page }) => {
  // Boutique hotels' rooms sleep two or three.
  await openHotel(page, 4, 'boutique');
  const form = page.getByTestId('hotel-booking-form');
  await form.getByLabel('Check-in').fill(inDays(40));
  await form.getByLabel('Check-out').fill(inDays(42));
  await expect(form.getByTestId('estimated-total')).toBeVisible();
  await form.getByLabel('Guests').fill('5');

  // One room sleeps at most three here: nothing is offered, the reason is given and the fewest rooms that fit are proposed.
  const choice = form.getByTestId('room-choice');
  await expect(choice.getByTestId('no-room-fits')).toHaveText('No room type here sleeps 5 guests in the rooms chosen.');
  await expect(choice.getByTestId('rooms-hidden')).toContainText('too small for your party of 5');
  await expect(form.getByTestId('estimated-total')).toHaveCount(0);
  await form.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByTestId('form-problem')).toHaveText('No room type here sleeps 5 guests in the rooms chosen.');
  await expect(page.getByRole('dialog', { name: 'Complete Your Booking' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await choice.getByRole('button', { name: /^Book \d+ rooms instead$/ }).click();
  const rooms = Number(await form.getByLabel('Rooms').inputValue());
  expect(rooms).toBeGreaterThan(1);
  // Every room type still offered sleeps the party in that many rooms (offered once the choice has re-rendered).
  await expect(form.getByLabel('Room type').locator('option').first()).toBeAttached();
  const offered = await form.getByLabel('Room type').locator('option').allTextContents();
  for (const option of offered) expect(Number(/up to (\d+) guests/.exec(option)?.[1]) * rooms).toBeGreaterThanOrEqual(5);
  await expect(form.getByTestId('estimated-total')).toBeVisible();

  await form.getByRole('button', { name: 'Book Now' }).click();
  await page.getByRole('dialog', { name: 'Complete Your Booking' }).getByRole('button', { name: 'Continue as Guest' }).click();
  const guest = page.getByTestId('guest-form');
  await guest.getByLabel('Full name').fill('Party Of Five');
  await guest.getByLabel('Email').fill(uniqueEmail('party-of-five'));
  await guest.getByLabel('Phone').fill('+250 788 000 555');
  await guest.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('booking-held')).toBeVisible();
  await expect(page.getByText('Booking failed')).toHaveCount(0);
});

test("a review of a completed stay shows on the hotel's page, its average in the page's schema.org data", async ({ page }) => {
  await page.goto('/auth/signin?country=RW');
  const signIn = page.locator('main form');
  await signIn.getByLabel('Email').fill('traveller@example.com');
  await signIn.getByLabel('Password').fill('Safari2025!');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/auth\/signin/);

  // The demo traveller's completed stay not reviewed yet: only such a booking can be reviewed (a verified review).
  await page.goto('/profile/bookings?status=COMPLETED&type=HOTEL');
  const row = page
    .getByTestId('my-booking')
    .filter({ has: page.getByRole('link', { name: 'Leave Review' }) })
    .first();
  const reference = (await row.getAttribute('data-reference'))!;
  const text = `Woke to hornbills outside the window (${Date.now()}).`;
  const answer = await page.request.post('/graphql', {
    headers: { 'x-requested-with': 'e2e' },
    data: {
      query: 'mutation ($input: ReviewCreateInput!) { reviewCreate(input: $input) { userErrors { code } review { listingId } } }',
      variables: { input: { reference, rating: 4, text } },
    },
  });
  const { reviewCreate } = (await answer.json()).data;
  expect(reviewCreate.userErrors).toEqual([]);

  await page.goto(`/hotels/${reviewCreate.review.listingId}/book`);
  const reviews = page.getByTestId('listing-reviews');
  await expect(reviews.getByRole('heading', { name: 'Traveller reviews' })).toBeVisible();
  await expect(reviews.getByRole('listitem').filter({ hasText: text })).toContainText('Amani');
  await expect(reviews.getByRole('listitem').filter({ hasText: text }).getByRole('img', { name: '4 stars' })).toBeVisible();
  const summary = reviews.getByTestId('review-summary');
  const count = Number(await summary.getAttribute('data-count'));
  const rating = Number(await summary.getAttribute('data-rating'));
  expect(count).toBeGreaterThanOrEqual(1);
  await expect(summary).toContainText(count === 1 ? '1 review' : `${count} reviews`);
  await expect(reviews).toContainText('Verified: every review comes from a completed booking.');

  const data = JSON.parse((await page.getByTestId('structured-data').textContent())!);
  expect(data['@type']).toBe('Hotel');
  expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: rating, reviewCount: count, bestRating: 5, worstRating: 1 });
  await expectNoSeriousViolations(page);
  // On a 360 px phone the page's content, reviews and terms included, fits without scrolling sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByTestId('cancellation-terms')).toBeVisible();
  expect(await page.locator('main').evaluate((main) => main.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a seeded hotel shows its gallery: each photo opens large in a dialog, steps by arrow key and gives focus back', async ({ page }) => {
  // No partner upload needed: every seeded hotel has 3 to 5 photos besides its cover.
  await openHotel(page, 1);
  const gallery = page.getByTestId('photo-gallery');
  const label = (await gallery.getAttribute('aria-label'))!;
  const name = label.replace(/^Photos of /, '');
  expect(name).not.toBe(label);
  const images = gallery.getByRole('img');
  await expect(images.first()).toBeVisible();
  const photos = await images.evaluateAll((shown) => shown.map((image) => (image as HTMLImageElement).src));
  expect(photos.length).toBeGreaterThanOrEqual(3);
  expect(photos.length).toBeLessThanOrEqual(5);
  const first = gallery.getByRole('button', { name: `Photo 1 of ${name}` });
  await expect(gallery.getByRole('img', { name: `Photo 1 of ${name}` })).toHaveAttribute('src', photos[0]!);
  await first.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Photo 1 of ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('lightbox-position')).toHaveText(`1 of ${photos.length} photos`);
  await expectNoSeriousViolations(page);
  await page.keyboard.press('ArrowRight');
  const second = `Photo 2 of ${name}`;
  await expect(page.getByRole('dialog', { name: second }).getByRole('img', { name: second })).toHaveAttribute('src', photos[1]!);
  await page.getByRole('button', { name: 'Previous photo' }).click();
  await expect(dialog.getByTestId('lightbox-position')).toHaveText(`1 of ${photos.length} photos`);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('photo-lightbox')).toHaveCount(0);
  await expect(first).toBeFocused();
});

test("each kind's page shows its own cancellation terms, its price and its schema.org item", async ({ page }) => {
  await openHotel(page, 0);
  const hotelTerms = page.getByTestId('cancellation-terms');
  await expect(hotelTerms.getByRole('heading', { name: 'Cancellation terms' })).toBeVisible();
  await expect(hotelTerms.locator('[data-case="hotelStandard"]')).toHaveText(/^Free cancellation up to 24.48 hours before check-in\.$/);
  await expect(hotelTerms.locator('[data-case="hotelGroup"]')).toHaveText('Groups of 5 or more rooms: custom terms agreed with the hotel.');
  // Peak season is a rule of the policy page that no hotel booking falls under.
  await expect(hotelTerms.getByRole('listitem')).toHaveCount(2);
  await expect(hotelTerms.getByRole('link', { name: 'Read the full cancellation policy' })).toHaveAttribute('href', '/cancellation');

  await page.goto('/nightlife?country=RW');
  await page.goto((await page.getByTestId('leisure-card').first().getByTestId('card-action').getAttribute('href'))!);
  const price = page.getByTestId('leisure-price');
  await expect(price).toContainText('per person');
  expect(Number(await price.getAttribute('data-amount'))).toBeGreaterThan(0);
  await expect(page.getByTestId('cancellation-terms').locator('[data-case="restaurantStandard"]')).toHaveText('Cancel up to 2 hours before your reservation.');
  await expect(page.getByTestId('listing-reviews').getByRole('heading', { name: 'Traveller reviews' })).toBeVisible();
  const venue = JSON.parse((await page.getByTestId('structured-data').textContent())!);
  expect(venue['@type']).toBe('EntertainmentBusiness');
  expect(Number(venue.offers.price)).toBe(Number(await price.getAttribute('data-amount')));
  await expectNoSeriousViolations(page);

  await page.goto('/transport?country=RW');
  await page.goto((await page.getByTestId('ride-card').first().getByTestId('card-action').getAttribute('href'))!);
  await expect(page.getByTestId('cancellation-terms').locator('[data-case="transportAirportTransfer"]')).toHaveText(
    'Airport transfers: 4 hours before pickup.',
  );
  expect(JSON.parse((await page.getByTestId('structured-data').textContent())!)['@type']).toBe('Service');
});

test('the cart shows each listing with its price and leads to its booking page', async ({ page }) => {
  await openHotel(page, 1);
  const path = new URL(page.url()).pathname;
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const nightly = Number(/\$([\d,.]+)/.exec((await page.getByText(/ \/ night$/).textContent())!)?.[1]?.replace(/,/g, ''));
  await page.getByRole('button', { name: `Add to cart: ${name}` }).click();
  await page.goto('/cart');
  const row = page.getByTestId('saved-listing').filter({ hasText: name });
  const price = row.getByTestId('saved-listing-price');
  await expect(price).toHaveText(/^From \$[\d,.]+ a night$/);
  expect(Number(await price.getAttribute('data-amount'))).toBe(nightly);
  await expect(row.getByTestId('cart-book')).toHaveAttribute('href', new RegExp(`^${path}`));
  await expectNoSeriousViolations(page);
});
