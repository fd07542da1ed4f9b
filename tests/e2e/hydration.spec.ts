// The app hydrates the page the server painted (issue 30): the painted list page's search and paging work as plain
// HTML before the app arrives, words typed before then stay, and the app takes over without replacing the page or
// React finding anything it did not paint itself (the browser's own stores render as on the server first); a page
// painted in another language than the one the visitor chose in this browser turns to theirs once hydrated.
import { expectNoSeriousViolations } from './axe';
import { type APIRequestContext, expect, gotoPainted, type Page, signInThroughApi, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

/** React's words for a page it could not hydrate as painted (the production build gives the error's number). */
const HYDRATION_PROBLEM = /hydrat|did not match|didn't match|Minified React error #(418|419|421|422|423|425)\b/i;

/** Every console error and uncaught error of the page, from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Holds the app's script back until `release` is called: the painted page is all there is until then. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function firstHotelName(request: APIRequestContext): Promise<string> {
  const response = await request.post('/graphql', {
    headers: { 'x-requested-with': 'e2e' },
    data: { query: '{ hotels(country: "RW", sort: RELEVANCE, paging: { page: 1, size: 1 }) { nodes { name } } }' },
  });
  return (await response.json()).data.hotels.nodes[0].name;
}

/** The page's address parameter `name` (null when absent). */
const param = (page: Page, name: string) => () => new URL(page.url()).searchParams.get(name);

const searchBox = (page: Page) => page.getByRole('search').getByRole('combobox', { name: 'Search hotels' });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

test('a painted list page searches and pages before the app arrives, and after it has', async ({ page, request }) => {
  const name = await firstHotelName(request);
  const problems = problemsOf(page);
  const release = await holdTheApp(page);

  await gotoPainted(page, '/hotels?country=RW&sort=price-asc');
  await expect(page.getByTestId('hotel-card').first()).toBeVisible();
  // Paging is a plain link: the server paints the second page.
  await pagination(page).getByRole('link', { name: 'Page 2' }).click();
  await expect.poll(param(page, 'page')).toBe('2');
  await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  // The search is a plain form: Enter sends the words with the list's other parameters, back to the first page.
  await searchBox(page).fill(name);
  await searchBox(page).press('Enter');
  await expect.poll(param(page, 'q')).toBe(name);
  expect(param(page, 'sort')()).toBe('price-asc');
  expect(param(page, 'page')()).toBeNull();
  await expect(page.getByTestId('hotel-card').first()).toContainText(name);
  // Nothing of the app has run yet: its script is still held.
  await expect(page.locator('#root[data-painted]')).toHaveCount(1);

  release();
  await expect(page.locator('#root[data-painted]')).toHaveCount(0);
  // The app has the page now: the same page, never reloaded (a mark set on this document stays).
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await searchBox(page).fill('');
  await expect.poll(param(page, 'q')).toBeNull();
  await pagination(page).getByRole('link', { name: 'Next' }).click();
  await expect.poll(param(page, 'page')).toBe('2');
  await expect(pagination(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await searchBox(page).fill(name);
  await expect.poll(param(page, 'q')).toBe(name);
  expect(param(page, 'page')()).toBeNull();
  await expect(page.getByTestId('hotel-card').first()).toContainText(name);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(problems.filter((problem) => HYDRATION_PROBLEM.test(problem))).toEqual([]);
});

test('words typed into the painted search box before the app arrives stay, and the app searches them', async ({ page, request }) => {
  const name = await firstHotelName(request);
  const release = await holdTheApp(page);
  await gotoPainted(page, '/hotels?country=RW');
  await expect(searchBox(page)).toBeVisible();
  await searchBox(page).pressSequentially(name);
  release();
  await expect(page.locator('#root[data-painted]')).toHaveCount(0);
  await expect(searchBox(page)).toHaveValue(name);
  await expect.poll(param(page, 'q')).toBe(name);
  await expect(page.getByTestId('hotel-card').first()).toContainText(name);
  await expect(searchBox(page)).toHaveValue(name);
});

test('the painted pages hydrate with no mismatch, whatever this browser keeps (country, favourites, cart, settings)', async ({ page, request }) => {
  const tour = await (
    await request.post('/graphql', {
      headers: { 'x-requested-with': 'e2e' },
      data: { query: '{ tours(country: "RW", paging: { size: 1 }) { nodes { id } } }' },
    })
  ).json();
  const hotel = await (
    await request.post('/graphql', {
      headers: { 'x-requested-with': 'e2e' },
      data: { query: '{ hotels(country: "RW", paging: { size: 1 }) { nodes { id } } }' },
    })
  ).json();
  const hotelId: string = hotel.data.hotels.nodes[0].id;
  await page.addInitScript((id) => {
    const saved = JSON.stringify([{ type: 'HOTEL', id, addedAt: '2026-01-01T00:00:00.000Z' }]);
    localStorage.setItem('favourites', saved);
    localStorage.setItem('cart', saved);
    localStorage.setItem('country', 'KE');
    localStorage.setItem('lastStableCountry', 'KE');
    localStorage.setItem('lowData', '1');
    localStorage.setItem('displayCurrency', 'EUR');
  }, hotelId);
  const problems = problemsOf(page);
  const paths = [
    '/?country=RW',
    '/hotels?country=RW',
    `/tours/${tour.data.tours.nodes[0].id}?country=RW`,
    `/hotels/${hotelId}/book?country=RW`,
    '/help?country=RW',
    '/about',
  ];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // After hydration the browser's own lists show: the cart's count, the hotel marked as a favourite.
  await page.goto('/hotels?country=RW');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  expect(problems.filter((problem) => HYDRATION_PROBLEM.test(problem))).toEqual([]);
});

test('a signed-in visitor is never shown the signed-out header: painted waiting, hydrated so, then their own', async ({ page }) => {
  await signInThroughApi(page, 'traveller@example.com');
  // Notes a Sign In link in the header from the first byte of the page on, the painted one included.
  await page.addInitScript(() => {
    const note = () => {
      if (document.querySelector('header a[href^="/auth/signin"]')) Object.assign(window, { signInShown: true });
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true });
  });
  const problems = problemsOf(page);
  const release = await holdTheApp(page);
  await gotoPainted(page, '/hotels?country=RW');
  await expect(page.getByTestId('hotel-card').first()).toBeVisible();
  await expect(page.getByTestId('account-pending')).toHaveCount(1);
  release();
  await expect(page.locator('#root[data-painted]')).toHaveCount(0);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('account-pending')).toHaveCount(0);
  const signInShown = () => page.evaluate(() => (window as { signInShown?: boolean }).signInShown ?? false);
  expect(await signInShown()).toBe(false);
  // Once the app knows, a page it paints for this browser (the hint it keeps) is hydrated as signed in too.
  await page.goto('/tours?country=RW');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect(await signInShown()).toBe(false);
  expect(problems.filter((problem) => HYDRATION_PROBLEM.test(problem))).toEqual([]);
});

test('a visitor who is not signed in is painted the Sign In link, and keeps it once the app arrives (a 360 px phone)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const problems = problemsOf(page);
  const release = await holdTheApp(page);
  await gotoPainted(page, '/hotels?country=RW');
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true });
  await expect(signIn).toBeVisible();
  release();
  await expect(page.locator('#root[data-painted]')).toHaveCount(0);
  await expect(signIn).toBeVisible();
  await expect(page.getByTestId('account-pending')).toHaveCount(0);
  expect(problems.filter((problem) => HYDRATION_PROBLEM.test(problem))).toEqual([]);
  await expectNoSeriousViolations(page);
});

test('a visitor who chose Arabic in this browser only gets the page in Arabic, right to left, once the English paint is hydrated', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // The choice is kept where the server cannot read it (local storage, no lng cookie): the server paints English.
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  const problems = problemsOf(page);
  const release = await holdTheApp(page);
  await gotoPainted(page, '/hotels?country=EG');
  const html = page.locator('html');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Hotels in /);
  await expect(html).toHaveAttribute('lang', 'en');

  release();
  await expect(page.locator('#root[data-painted]')).toHaveCount(0);
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(heading).toHaveText(/^الفنادق في /);
  await expect(page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول', exact: true })).toBeVisible();
  // Still the visitor's choice, now shared with the server: the next page is painted in Arabic from the start.
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');
  expect((await context.cookies(baseURL)).find((cookie) => cookie.name === 'lng')?.value).toBe('ar');
  const next = await (await page.request.get('/tours?country=EG')).text();
  expect(next).toContain('<html lang="ar" dir="rtl">');
  expect(problems.filter((problem) => HYDRATION_PROBLEM.test(problem))).toEqual([]);
  await expectNoSeriousViolations(page);
});

/** How many of the page's CSS rules, in any sheet and any layer, style each of these emotion class names. */
function rulesPerClass(page: Page, ids: string[]): Promise<number[]> {
  return page.evaluate((names) => {
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    return names.map((name) => selectors.filter((selector) => selector.includes(`.css-${name}`)).length);
  }, ids);
}

test("a painted page's styles are in its head, once, and the app adopts them rather than adding them again (a 360 px phone, English and Arabic)", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/hotels?country=RW', '/hotels?country=RW&lng=ar']) {
    const html = await (await request.get(path)).text();
    const [head = '', body = ''] = html.split('</head>');
    // No style among the page's elements, where each would make the browser restyle what it had read so far.
    expect(body).not.toContain('<style');
    // The components' styles in one block, and Chakra's global styles (its reset and tokens) once.
    const components = [...head.matchAll(/<style data-emotion="css ([^"]+)">/g)].map((match) => match[1]?.split(' ') ?? []);
    expect(components).toHaveLength(1);
    const globals = [...head.matchAll(/<style data-emotion="css-global [^"]+">([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
    const tokens = globals.filter((css) => css.includes('--chakra-colors-'));
    expect(tokens).toHaveLength(1);
    expect(html.split(tokens[0] ?? '').length - 1).toBe(1);

    const problems = problemsOf(page);
    const release = await holdTheApp(page);
    await gotoPainted(page, path);
    const ids = components[0] ?? [];
    const painted = await rulesPerClass(page, ids);
    expect(painted.every((count) => count > 0)).toBe(true);
    release();
    await expect(page.locator('#root[data-painted]')).toHaveCount(0);
    // The app's emotion found the painted styles: none is inserted a second time, global ones included.
    expect(await rulesPerClass(page, ids)).toEqual(painted);
    await expect(page.locator('style[data-emotion^="css-global"]')).toHaveCount(globals.length);
    expect(problems.filter((problem) => HYDRATION_PROBLEM.test(problem))).toEqual([]);
    await page.unrouteAll({ behavior: 'wait' });
  }
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousViolations(page);
});
