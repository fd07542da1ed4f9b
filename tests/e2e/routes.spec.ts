// Every route of spec §2, in English and in Arabic: each answers with its page (or a 404 for an
// unknown path), sets its title, mirrors in Arabic, and has no serious or critical axe violation; the
// /profile pages as the demo traveller. The walk is checked against the app's own list of routes.
// Then the texts and behaviours of the information pages, the phone header and the web hygiene.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { seriousViolations } from './axe';
import { routePaths } from '../../web/src/app/routes';

const TRAVELLER = { email: 'traveller@example.com', password: 'Safari2025!' };

// Every test here stands alone: they spread over the workers instead of queueing in one.
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

async function firstId(request: APIRequestContext, field: string): Promise<string> {
  const response = await request.post('/graphql', {
    headers: { 'x-requested-with': 'e2e' },
    data: { query: `{ ${field}(country: "RW", paging: { size: 1 }) { nodes { id } } }` },
  });
  const body = await response.json();
  return body.data[field].nodes[0].id;
}

/** `{tour}`, `{hotel}`... stand for a real id of that kind in Rwanda. Walked in parts that run side by side. */
const routeGroups = {
  'listing and booking pages': [
    '/',
    '/tours',
    '/tours/{tour}',
    '/restaurants',
    '/restaurants/{restaurant}/reserve',
    '/hotels',
    '/hotels/{hotel}/book',
    '/transport',
    '/transport/{ride}/book',
    '/nightlife',
    '/nightlife/{venue}/book',
    '/booking/tour/{tour}',
    '/bookings/guest',
    '/finderResults',
  ],
  'information pages': [
    '/about',
    '/contact',
    '/privacy',
    '/terms',
    '/our-team',
    '/feedback',
    '/faq',
    '/help',
    '/cancellation',
    '/our-story',
    '/careers',
    '/press',
  ],
  'account, saved and back-office pages': [
    '/auth/signin',
    '/auth/register',
    '/auth/verify',
    '/auth/forgot',
    '/auth/reset',
    '/favourites',
    '/cart',
    '/dashboard/login',
    '/admin-dashboard',
    '/no-such-page',
  ],
};
const routes = Object.values(routeGroups).flat();

/** Walked signed in as the demo traveller; `{booking}` is the reference of one of their seeded bookings. */
const sessionRoutes = ['/profile', '/profile/bookings', '/profile/bookings/{booking}', '/profile/settings', '/profile/support'];

/** Routes of web/src/app/routes.ts the walk leaves out, and why. */
const notWalked: Record<string, string> = {
  '/hotel-dashboard/*': 'signed out, the same dashboard sign-in as /admin-dashboard',
  '/restaurant-dashboard/*': 'signed out, the same dashboard sign-in as /admin-dashboard',
  '/tour-dashboard/*': 'signed out, the same dashboard sign-in as /admin-dashboard',
  '/transport-dashboard/*': 'signed out, the same dashboard sign-in as /admin-dashboard',
  '/leisure-dashboard/*': 'signed out, the same dashboard sign-in as /admin-dashboard',
  '/profile/support/:id': 'a conversation of the traveller: support.spec.ts opens one and checks it with axe',
};

/** Signs the browser's context in through the API (the session cookies) and answers a reference of one of its bookings. */
async function signInTraveller(page: Page): Promise<string> {
  const headers = { 'x-requested-with': 'e2e' };
  const session = await page.request.post('/graphql', {
    headers,
    data: { query: 'mutation ($input: SessionCreateInput!) { sessionCreate(input: $input) { userErrors { code } } }', variables: { input: TRAVELLER } },
  });
  expect((await session.json()).data.sessionCreate.userErrors).toEqual([]);
  const bookings = await page.request.post('/graphql', { headers, data: { query: '{ myBookings(first: 1) { reference } }' } });
  return (await bookings.json()).data.myBookings[0].reference;
}

test('the walk covers every route of the app, or says why not', () => {
  const walked = [...routes, ...sessionRoutes];
  const missing = routePaths.filter((path) => {
    if (notWalked[path]) return false;
    const pattern = new RegExp(`^${path.replace(/\/\*$/, '(/.*)?').replace(/:\w+/g, '[^/]+')}$`);
    return !walked.some((route) => pattern.test(route));
  });
  expect(missing).toEqual([]);
});

const infoPages = new Set([
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/our-team',
  '/feedback',
  '/faq',
  '/help',
  '/cancellation',
  '/our-story',
  '/careers',
  '/press',
]);

/** Walks `walked` in `language`: each route answers with its page, a title, the language's direction and no serious axe violation. */
async function walkRoutes(page: Page, request: APIRequestContext, language: 'en' | 'ar', walked: readonly string[]) {
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
  const ids: Record<string, string> = {};
  for (const kind of new Set(walked.flatMap((route) => [...route.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)))) {
    if (kind !== 'booking') ids[kind] = await firstId(request, idFields[kind]!);
  }
  const problems: string[] = [];
  for (const route of walked) {
    if (route === sessionRoutes[0]) ids.booking = await signInTraveller(page);
    const path = route.replace(/\{(\w+)\}/g, (_, kind: string) => ids[kind]!);
    const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}country=RW`);
    expect(response?.status(), path).toBe(route === '/no-such-page' ? 404 : 200);
    await expect(page.locator('html'), path).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const heading = page.locator('main h1').first();
    await expect(heading, path).toBeVisible();
    await expect(heading, path).not.toBeEmpty();
    // Signed in, the /profile pages are themselves, not the sign-in page they send guests to.
    if (sessionRoutes.includes(route)) expect(new URL(page.url()).pathname, path).toBe(path);
    await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
    await expect(page.getByTestId('card-skeleton'), path).toHaveCount(0);
    // The information pages name themselves in the tab.
    if (infoPages.has(route)) expect(await page.title(), path).toContain((await heading.textContent())!.trim());
    for (const violation of await seriousViolations(page)) problems.push(`${path}: ${violation}`);
  }
  expect(problems).toEqual([]);
}

/** The list field that names a real listing of each `{kind}`. */
const idFields: Record<string, string> = { tour: 'tours', hotel: 'hotels', restaurant: 'restaurants', ride: 'rides', venue: 'leisureVenues' };

for (const language of ['en', 'ar'] as const) {
  const languageName = language === 'en' ? 'English' : 'Arabic';
  for (const [group, walked] of [...Object.entries(routeGroups), ['profile pages, signed in', sessionRoutes] as const])
    test(`every route of spec §2 in ${languageName}, ${group}: its page, its title, no serious axe violation`, async ({ page, request }) => {
      // Forty seconds a route: a page, its checks and axe, on a machine twice as slow as a quiet one.
      test.setTimeout(walked.length * 40_000);
      await walkRoutes(page, request, language, walked);
    });
}

test('an unknown path answers 404 with the app’s not-found page', async ({ page }) => {
  const response = await page.goto('/definitely/not/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/\?country=RW$/);
  // A listing id that does not exist is still the app's route; known files and the app's routes stay 200.
  expect((await page.request.get('/tours/some-id')).status()).toBe(200);
  expect((await page.request.get('/assets/missing.js')).status()).toBe(404);
});

test('robots.txt and sitemap.xml are real', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  const robotsText = await robots.text();
  expect(robotsText).toContain('User-agent: *');
  expect(robotsText).toContain('Disallow: /profile');
  expect(robotsText).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/sitemaps/pages.xml</loc>`);
  const xml = await (await request.get('/sitemaps/pages.xml')).text();
  for (const path of ['/', '/about', '/cancellation', '/faq']) expect(xml).toContain(`<loc>${baseURL}${path}?lng=en</loc>`);
  for (const path of ['/hotels', '/tours']) expect(xml).toContain(`<loc>${baseURL}${path}?country=RW&amp;lng=fr</loc>`);
  expect(xml).not.toContain('/profile');
});

test('the web server and the API compress text with brotli or gzip', async ({ request, page }) => {
  // The translations are JSON files fetched for the current language, not JavaScript (a page the server
  // painted brings its own in the page: sign-in starts from the shell).
  const translations = page.waitForResponse((response) => /\/assets\/locales-[0-9a-f]+\/en\/common\.json$/.test(new URL(response.url()).pathname));
  await page.goto('/auth/signin');
  const script = (await page.locator('script[type=module]').first().getAttribute('src'))!;
  const common = new URL((await translations).url()).pathname;
  for (const [path, encoding] of [
    ['/', 'br'],
    [script, 'br'],
    [script, 'gzip'],
    [common, 'br'],
    ['/robots.txt', undefined],
  ] as const) {
    const response = await request.get(path, { headers: { 'accept-encoding': encoding ?? 'br, gzip' } });
    if (encoding) expect(response.headers()['content-encoding'], path).toBe(encoding);
  }
  const graphql = await request.post('/graphql', {
    headers: { 'x-requested-with': 'e2e', 'accept-encoding': 'br, gzip' },
    data: { query: '{ countries { code name officialName aliases flag } }' },
  });
  expect(['br', 'gzip']).toContain(graphql.headers()['content-encoding']);
});

test('contact: support 24/7, partner hours, Kigali head office, links to help and cancellation', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact & Support' })).toBeVisible();
  await expect(page.getByTestId('support-hours')).toHaveText('24 hours a day, 7 days a week.');
  await expect(page.getByTestId('partner-hours')).toHaveText('Monday to Friday, 9:00 to 18:00 (CAT).');
  await expect(page.getByTestId('head-office')).toHaveText('Kigali, Rwanda');
  await expect(page.getByText('Booking issues')).toBeVisible();
  await expect(page.getByText('Cancellations and refunds')).toBeVisible();
  await page.getByRole('link', { name: 'Visit the Help Center' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Read the cancellation and refund policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cancellation & Refund Policy' })).toBeVisible();
});

test('privacy and terms: last updated 4 October 2025 and the sections of spec §2', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByTestId('last-updated')).toHaveText('Last updated: 4 October 2025');
  for (const heading of ['Data we collect', 'How we use it', 'Sharing', 'Cookies', 'Your rights', 'Retention', 'Security', 'Children', 'Country notes'])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  for (const country of ['South Africa', 'Nigeria', 'Kenya', 'Rwanda']) await expect(page.getByText(new RegExp(`${country}:`))).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByTestId('last-updated')).toHaveText('Last updated: 4 October 2025');
  for (const heading of ['Bookings', 'Pricing', 'Cancellations', 'Conduct', 'Liability', 'Governing law'])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await page.goto('/privacy?lng=fr');
  await expect(page.getByTestId('last-updated')).toHaveText('Dernière mise à jour : 4 octobre 2025');
});

test('cancellation policy: the rules of spec §9 from the shared policy', async ({ page }) => {
  await page.goto('/cancellation');
  for (const heading of ['Need to cancel now?', 'General policy', 'Service-specific policies', 'Refund process and timeline', 'Important notes', 'Need help?'])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByTestId('general-policy')).toContainText('within 24–48 hours of confirmation');
  await expect(page.getByTestId('policy-hotel')).toContainText('Free cancellation up to 24–48 hours before check-in.');
  await expect(page.getByTestId('policy-hotel')).toContainText('Peak season: cancel at least 7 days before check-in.');
  await expect(page.getByTestId('policy-hotel')).toContainText('Groups of 5 or more rooms');
  await expect(page.getByTestId('policy-tour')).toContainText('Gorilla permits are not refundable but can be transferred');
  await expect(page.getByTestId('policy-tour')).toContainText('Multi-day safaris: 7–14 days notice.');
  await expect(page.getByTestId('policy-restaurant')).toContainText('Cancel up to 2 hours before your reservation.');
  await expect(page.getByTestId('policy-restaurant')).toContainText('Groups of 8 or more guests: 24–48 hours before.');
  await expect(page.getByTestId('policy-transport')).toContainText('Airport transfers: 4 hours before pickup.');
  await expect(page.getByTestId('policy-transport')).toContainText('Safari vehicles: 7 days before pickup.');
  await expect(page.getByTestId('refund-steps')).toContainText('within 1–3 business days');
  await expect(page.getByTestId('refund-steps')).toContainText('within 5–10 business days');
});

test('FAQ: 16 single-open questions and the local assistant', async ({ page }) => {
  await page.goto('/faq');
  const questions = page.getByTestId('faq-list').getByRole('button');
  await expect(questions).toHaveCount(16);
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(2).click();
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await page.getByLabel('Your question').fill('how can I get a refund for my gorilla permit');
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(page.getByTestId('faq-answer')).toContainText('Are gorilla permits refundable?');
  await page.getByLabel('Your question').fill('zzz qqq');
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(page.getByTestId('faq-answer')).toContainText('How do I book a tour, hotel or restaurant?');
});

test('help center: 5 questions and the chat panel (ignores blanks, Enter sends, Clear empties)', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByTestId('faq-list').getByRole('button')).toHaveCount(5);
  const input = page.getByPlaceholder('Ask a question about travel in Africa...');
  await input.fill('   ');
  await input.press('Enter');
  await expect(page.getByTestId('help-chat').getByText('You', { exact: true })).toHaveCount(0);
  await input.fill('Do I need a visa for Rwanda?');
  await input.press('Enter');
  await expect(page.getByTestId('help-chat')).toContainText('Do I need a visa for Rwanda?');
  await expect(page.getByTestId('help-chat')).toContainText('A human agent will review your question');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByTestId('help-chat')).not.toContainText('Do I need a visa for Rwanda?');
});

test('our team: founder and advisor, country managers to be announced, guides filter', async ({ page }) => {
  await page.goto('/our-team');
  await expect(page.getByText('Founder', { exact: true })).toBeVisible();
  await expect(page.getByText('Advisor', { exact: true })).toBeVisible();
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Kenya' });
  await expect(page.getByText('Our country manager for Kenya will be announced soon.')).toBeVisible();
  await expect(page.getByTestId('guide')).toHaveCount(8);
  const filter = page.getByTestId('guide-filter');
  for (const option of ['All Countries', 'Rwanda', 'Kenya', 'Tanzania', 'Uganda', 'Senegal', 'South Africa'])
    await expect(filter.locator('option', { hasText: option })).toHaveCount(1);
  await filter.selectOption({ label: 'Senegal' });
  await expect(page.getByTestId('guide')).toHaveCount(1);
  await expect(page.getByText('1 guide', { exact: true })).toBeVisible();
});

test('feedback: all fields required; sending opens the mail app, thanks in a top-centre toast and clears the form', async ({ page }) => {
  await page.goto('/feedback');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in your name, e-mail and message.');
  await expect(page.getByLabel('Message')).toHaveAttribute('rows', '6');
  // The mailto: navigation is recorded instead of leaving the page.
  await page.evaluate(() => {
    (window as unknown as { mailto: string[] }).mailto = [];
    window.location.assign = ((url: string) => (window as unknown as { mailto: string[] }).mailto.push(url)) as typeof window.location.assign;
  });
  await page.getByLabel('Name').fill('Amina');
  await page.getByLabel('Email').fill('amina@example.com');
  await page.getByLabel('Message').fill('Lovely trip to Musanze.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const toast = page.getByRole('region', { name: /Notifications/ }).getByText('Thank you!');
  await expect(toast).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  const box = (await toast.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(width * 0.2);
  expect(box.y).toBeLessThan(120);
});

test('tour detail pages carry schema.org TouristTrip data with the price', async ({ page, request }) => {
  const id = await firstId(request, 'tours');
  await page.goto(`/tours/${id}?country=RW`);
  await expect(page.getByTestId('tour-total')).toBeVisible();
  const data = JSON.parse((await page.getByTestId('structured-data').textContent())!);
  expect(data['@type']).toEqual(['TouristTrip', 'Product']);
  expect(data.name).toBe(await page.locator('main h1').textContent());
  expect(data.offers.priceCurrency).toBe('USD');
  expect(Number(data.offers.price)).toBeGreaterThan(0);
  expect(await page.locator('meta[name=description]').getAttribute('content')).toBe(data.description);
});

test('French reads naturally: "au Rwanda", "en Tanzanie"', async ({ page }) => {
  await page.goto('/tours?country=RW&lng=fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Circuits au Rwanda');
  await page.goto('/hotels?country=TZ&lng=fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hôtels en Tanzanie');
  await page.goto('/hotels?country=SN&lng=fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hôtels au Sénégal');
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Sign In stays in the header; More opens a sheet with the footer pages, Register and the language', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.getByTestId('more-button').click();
    const sheet = page.getByRole('dialog', { name: 'More' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('navigation').getByRole('link')).toHaveCount(12);
    await expect(sheet.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(sheet.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await sheet.getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(sheet).toBeHidden();
  });
});

test('hotel cards: the action says what it shows, and the first picture is not lazy', async ({ page }) => {
  await page.goto('/hotels?country=RW');
  const card = page.getByTestId('hotel-card').first();
  await expect(card).toBeVisible();
  const name = (await card.getByTestId('card-title').textContent())!;
  await expect(card.getByTestId('card-action')).toHaveAccessibleName(`Book now: ${name}`);
  // The first card's picture is the page's largest paint: not lazy.
  await expect(card.locator('img')).toHaveAttribute('loading', 'eager');
  await expect(page.getByTestId('hotel-card').nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
});
