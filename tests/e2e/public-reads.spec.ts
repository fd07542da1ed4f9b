// A signed-out visitor's list pages read by persisted GETs a CDN may keep (the API marks them public); a signed-in
// visitor's never travel that way: every query of theirs is a POST, whatever the page.
import { expect, type Page, test } from './fixtures';

interface Sent {
  method: string;
  url: URL;
  cacheControl: string | undefined;
}

/** The GraphQL requests the page sends from now on, with the cache-control of their answers. */
function graphqlTraffic(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/graphql') sent.push({ method: response.request().method(), url, cacheControl: response.headers()['cache-control'] });
  });
  return sent;
}

/** Goes to the next page of Kenya's hotels twice, so that the list is asked for by the app itself. */
async function pageThroughHotels(page: Page) {
  await page.goto('/hotels?country=KE');
  const summary = page.getByTestId('list-summary');
  await expect(summary).toContainText('Page 1 of');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('link', { name: 'Next' }).click();
  await expect(summary).toContainText('Page 2 of');
  await pagination.getByRole('link', { name: 'Next' }).click();
  await expect(summary).toContainText('Page 3 of');
}

/** The list's reads by hash alone: GETs of HotelList without the query's text. */
const hotelListByHash = (sent: Sent[]) =>
  sent.filter((request) => request.method === 'GET' && request.url.searchParams.get('operationName') === 'HotelList' && !request.url.searchParams.has('query'));

test('a signed-out visitor pages through hotels by persisted GETs the API marks public', async ({ page }) => {
  const sent = graphqlTraffic(page);
  await pageThroughHotels(page);
  // The API knows the web app's public reads from its start (their manifest): each page is a GET by hash alone, answered
  // at once and public, never PERSISTED_QUERY_NOT_FOUND and a resend with the query's text.
  await expect.poll(() => hotelListByHash(sent).length).toBeGreaterThanOrEqual(2);
  expect(hotelListByHash(sent).filter((request) => request.cacheControl !== 'max-age=60, public')).toEqual([]);
  const byHash = hotelListByHash(sent)[0]!;
  expect(JSON.parse(byHash.url.searchParams.get('extensions')!).persistedQuery.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
});

test('a signed-in visitor’s queries never travel by GET', async ({ page }) => {
  const signedIn = await page.request.post('/graphql', {
    headers: { 'x-requested-with': 'e2e' },
    data: {
      query: 'mutation ($input: SessionCreateInput!) { sessionCreate(input: $input) { userErrors { code } } }',
      variables: { input: { email: 'traveller@example.com', password: 'Safari2025!' } },
    },
  });
  expect((await signedIn.json()).data.sessionCreate.userErrors).toEqual([]);
  const sent = graphqlTraffic(page);
  await pageThroughHotels(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect(sent.filter((request) => request.method === 'POST').length).toBeGreaterThan(0);
  expect(sent.filter((request) => request.method === 'GET').map((request) => request.url.search)).toEqual([]);
});
