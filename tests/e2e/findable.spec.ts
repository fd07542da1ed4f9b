// Installable and found (issue 30), on the built app as served: each language's web app manifest with its icons,
// linked from the painted page's head; the painted head's canonical and hreflang; and the schema.org data of each
// kind's list page: every card's listing with its offer, and its verified rating where reviews exist, as the API says.
import { expect, test, type APIRequestContext } from './fixtures';

const COUNTRY = 'RW';
const KINDS = [
  { path: '/hotels', field: 'hotels', type: 'Hotel', price: 'pricePerNight' },
  { path: '/restaurants', field: 'restaurants', type: 'Restaurant', price: 'averagePrice' },
  { path: '/tours', field: 'tours', type: ['TouristTrip', 'Product'], price: 'price' },
  { path: '/nightlife', field: 'leisureVenues', type: 'EntertainmentBusiness', price: 'entryPrice' },
  { path: '/transport', field: 'rides', type: 'Service', price: 'pricePerDay' },
] as const;

interface Listed {
  id: string;
  reviewSummary: { rating: number; count: number } | null;
  [price: string]: unknown;
}

async function graphql(request: APIRequestContext, query: string) {
  const body = await (await request.post('/graphql', { headers: { 'x-requested-with': 'e2e' }, data: { query } })).json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The first page of a country's list, as the list page shows it (its first 30, by relevance). */
async function listingsOf(request: APIRequestContext, country: string, field: string, price: string): Promise<Map<string, Listed>> {
  const data = await graphql(
    request,
    `{ country(code: "${country}") { ${field}(paging: { size: 30 }) { nodes { id ${price} { amount currency } reviewSummary { rating count } } } } }`,
  );
  return new Map((data.country[field].nodes as Listed[]).map((node) => [node.id, node]));
}

const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));

test('each language has a web app manifest with its name, theme and installable icons, linked from the page', async ({ request }) => {
  for (const language of ['en', 'fr', 'pt', 'ar']) {
    const html = await (await request.get(`/?lng=${language}`)).text();
    expect(html).toContain(`<link rel="manifest" href="/manifest-${language}.webmanifest"`);
    const response = await request.get(`/manifest-${language}.webmanifest`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      lang: language,
      start_url: `/?lng=${language}`,
      display: 'standalone',
      theme_color: '#b5542f',
      dir: language === 'ar' ? 'rtl' : 'ltr',
    });
    expect(manifest.name).toBe(language === 'ar' ? 'جامبو أفريقيا' : 'Jambo Africa');
    expect(manifest.description.length).toBeGreaterThan(20);
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ])
      expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes, purpose, type: 'image/png' }));
  }
  const manifest = await (await request.get('/manifest-en.webmanifest')).json();
  for (const icon of manifest.icons.filter((entry: { type: string }) => entry.type === 'image/png')) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    // The PNG's own size (its IHDR chunk) is the one the manifest names.
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});

test("a painted page's head names its canonical address and its four languages", async ({ request, baseURL }) => {
  const html = await (await request.get(`/hotels?country=${COUNTRY}&lng=pt&sort=PRICE_ASC`)).text();
  expect(html).toContain('<html lang="pt" dir="ltr">');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/hotels?country=${COUNTRY}&amp;lng=pt">`);
  for (const language of ['en', 'fr', 'pt', 'ar'])
    expect(html).toContain(`<link rel="alternate" hreflang="${language}" href="${baseURL}/hotels?country=${COUNTRY}&amp;lng=${language}">`);
  expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${baseURL}/hotels?country=${COUNTRY}">`);
  expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
  // The painted page carries its listings' schema.org data for crawlers that run no JavaScript.
  const list = structuredData(html).find((data) => data['@type'] === 'ItemList');
  expect(list.itemListElement[0].item).toMatchObject({ '@type': 'Hotel', offers: { '@type': 'Offer', priceCurrency: 'USD' } });
});

test('every list page describes its listings with offers and verified ratings', async ({ page, request, baseURL }) => {
  let rated = 0;
  const { countries } = await graphql(request, '{ countries { code } }');
  for (const kind of KINDS) {
    // The first country whose first page has a listing with verified reviews (the seed reviews a few), else ours.
    let country = COUNTRY;
    let listings = await listingsOf(request, country, kind.field, kind.price);
    for (const { code } of countries as { code: string }[]) {
      const candidates = await listingsOf(request, code, kind.field, kind.price);
      if ([...candidates.values()].some((listing) => listing.reviewSummary)) {
        [country, listings] = [code, candidates];
        break;
      }
    }
    // In the browser: a country other than the painted page's default may be drawn by the app.
    await page.goto(`${kind.path}?country=${country}&lng=fr`);
    await expect(page.locator('[data-testid$="-card"]').first()).toBeVisible();
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const list = scripts.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'ItemList');
    expect(list, `${kind.path}?country=${country}`).toBeDefined();
    expect(list.itemListElement.length, kind.path).toBeGreaterThan(0);
    for (const { item, position } of list.itemListElement) {
      expect(item['@type']).toEqual(kind.type);
      expect(item.url.startsWith(`${baseURL}${kind.path}/`)).toBe(true);
      const id = new URL(item.url).pathname.split('/')[2]!;
      const listing = listings.get(id);
      expect(listing, `${kind.path} #${position}`).toBeDefined();
      const price = listing![kind.price] as { amount: number; currency: string };
      expect(item.offers).toMatchObject({ '@type': 'Offer', price: price.amount.toFixed(2), priceCurrency: price.currency });
      if (listing!.reviewSummary) {
        rated++;
        expect(item.aggregateRating).toMatchObject({ ratingValue: listing!.reviewSummary.rating, reviewCount: listing!.reviewSummary.count });
      } else expect(item.aggregateRating).toBeUndefined();
    }
  }
  // The seed's verified reviews show as ratings somewhere.
  expect(rated).toBeGreaterThan(0);
});
