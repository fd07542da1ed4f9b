// Found by search engines (issue 30), over real HTTP with the API on the test database: robots.txt names the
// sitemap index, which names a file of the app's pages (each list page per country) and files of every public
// listing, each address in the four languages; a painted page's head has its canonical address, its hreflang
// alternates and OpenGraph. The renderer is a stand-in (the browser tests run the built one).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_LISTINGS_PER_PAGE } from '../../server/src/modules/listings/sitemap.route.js';
import { buildWebApp } from '../../server/src/http/web-server.js';
import { apiSuite } from '../support/api-suite.js';
import { standInWebConfig } from '../support/stand-in-web-build.js';

const SHELL =
  '<!doctype html>\n<html lang="en" dir="ltr"><head><meta name="description" content="Jambo Africa" /><title>Jambo Africa</title></head><body><div id="root"><!--first-paint--><div class="shell"></div><!--/first-paint--></div></body></html>';

const RENDERER = `
export async function renderFirstPaint(request) {
  return {
    html: '<h1>Painted</h1>',
    styles: '',
    meta: { title: 'Hotels & more', description: 'Rooms in "Rwanda"', image: '/media/hotels/01.svg', siteName: 'Jambo Africa' },
    dir: request.language === 'ar' ? 'rtl' : 'ltr',
    state: {},
  };
}`;

const SITE = 'https://jambo.example';
const LISTINGS = {
  TOUR: { list: '/tours', listing: '/tours/:id' },
  HOTEL: { list: '/hotels', listing: '/hotels/:id/book' },
  RESTAURANT: { list: '/restaurants', listing: '/restaurants/:id/reserve' },
  LEISURE: { list: '/nightlife', listing: '/nightlife/:id/book' },
  TRANSPORT: { list: '/transport', listing: '/transport/:id/book' },
};
const VISIBLE = { TOUR: 'active', HOTEL: 'active', RESTAURANT: 'active', LEISURE: 'active', TRANSPORT: "status = 'active'" };
const TABLE_NAMES = { TOUR: 'tour', HOTEL: 'hotel', RESTAURANT: 'restaurant', LEISURE: 'leisure_venue', TRANSPORT: 'transport_service' };

const suite = apiSuite();
let dir: string;
let web: FastifyInstance;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'findable-'));
  const webDistDir = join(dir, 'web');
  const webFirstPaintDir = join(dir, 'web-ssr');
  mkdirSync(webDistDir, { recursive: true });
  mkdirSync(webFirstPaintDir);
  writeFileSync(join(webDistDir, 'index.html'), SHELL);
  writeFileSync(
    join(webDistDir, 'routes.json'),
    JSON.stringify({
      routes: ['/', '/hotels', '/tours/:id', '/about', '/profile'],
      sitemap: ['/', ...Object.values(LISTINGS).map((kind) => kind.list), '/about'],
      listings: LISTINGS,
      private: ['/profile'],
      prerendered: ['/', '/hotels', '/tours/:id'],
    }),
  );
  writeFileSync(join(webFirstPaintDir, 'entry-server.js'), RENDERER);
  web = await buildWebApp(standInWebConfig(webDistDir, webFirstPaintDir, SITE), suite.env.apiUrl);
  origin = await web.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await web?.close();
  rmSync(dir, { recursive: true, force: true });
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
const get = async (path: string) => {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};

describe('the sitemaps', () => {
  it('robots.txt points at the sitemap index', async () => {
    const { body } = await get('/robots.txt');
    expect(body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(body).toContain('Disallow: /profile');
  });

  it('the index names the pages file and a file per 12,500 listings of each kind', async () => {
    const { status, type, body } = await get('/sitemap.xml');
    expect(status).toBe(200);
    expect(type).toContain('application/xml');
    expect(body).toContain('<sitemapindex');
    const expected = [`${SITE}/sitemaps/pages.xml`];
    for (const [kind, visible] of Object.entries(VISIBLE)) {
      const table = TABLE_NAMES[kind as keyof typeof TABLE_NAMES];
      const { rows } = await suite.db.query(`select count(*)::int as n from ${table} where ${visible}`);
      const files = Math.ceil(rows[0].n / SITEMAP_LISTINGS_PER_PAGE);
      expect(files).toBeGreaterThan(0);
      for (let page = 1; page <= files; page++) expected.push(`${SITE}/sitemaps/${kind.toLowerCase()}-${page}.xml`);
    }
    expect(locs(body).sort()).toEqual(expected.sort());
    // A sitemap holds at most 50,000 addresses: each listing is listed in four languages.
    expect(SITEMAP_LISTINGS_PER_PAGE * 4).toBeLessThanOrEqual(50_000);
  });

  it('the pages file lists every list page for every country in each language, and the other pages in each language', async () => {
    const urls = locs((await get('/sitemaps/pages.xml')).body);
    const { rows } = await suite.db.query('select code from country order by code');
    expect(rows.length).toBe(54);
    for (const { code } of rows)
      for (const language of ['en', 'fr', 'pt', 'ar']) {
        expect(urls).toContain(`${SITE}/hotels?country=${code}&lng=${language}`);
        expect(urls).toContain(`${SITE}/nightlife?country=${code}&lng=${language}`);
      }
    expect(urls).toContain(`${SITE}/about?lng=ar`);
    expect(urls).toContain(`${SITE}/?lng=pt`);
    expect(urls).toHaveLength(5 * 54 * 4 + 2 * 4);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("a kind's file lists each public listing's page, in its country, in each language", async () => {
    const { rows } = await suite.db.query('select id, country_code from hotel where active order by id');
    const urls = locs((await get('/sitemaps/hotel-1.xml')).body);
    expect(urls).toHaveLength(rows.length * 4);
    for (const { id, country_code } of rows) expect(urls).toContain(`${SITE}/hotels/${id}/book?country=${country_code}&lng=fr`);
    const hidden = await suite.db.query('select id from hotel where not active');
    for (const { id } of hidden.rows) expect(urls.some((url) => url.startsWith(`${SITE}/hotels/${id}/book?`))).toBe(false);
    const tours = locs((await get('/sitemaps/tour-1.xml')).body);
    expect(tours.some((url) => /\/tours\/\d+\?country=[A-Z]{2}&lng=ar$/.test(url))).toBe(true);
  });

  it('a file past the last page, or of no kind, is not found', async () => {
    expect((await get('/sitemaps/hotel-2.xml')).status).toBe(404);
    expect((await get('/sitemaps/spaceship-1.xml')).status).toBe(404);
    expect((await suite.env.request('/api/sitemap/HOTEL?page=0')).status).toBe(400);
  });
});

describe("a painted page's head", () => {
  it("has its canonical address, hreflang alternates and OpenGraph, without the filters, and a connection to its pictures' origin", async () => {
    const response = await fetch(`${origin}/hotels?country=RW&sort=PRICE_ASC&q=lake&page=2`, { headers: { cookie: 'lng=fr' } });
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="canonical" href="${SITE}/hotels?country=RW&amp;page=2&amp;lng=fr">`);
    for (const language of ['en', 'fr', 'pt', 'ar'])
      expect(head).toContain(`<link rel="alternate" hreflang="${language}" href="${SITE}/hotels?country=RW&amp;page=2&amp;lng=${language}">`);
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/hotels?country=RW&amp;page=2">`);
    expect(head).toContain('<meta property="og:title" content="Hotels &amp; more">');
    expect(head).toContain('<meta property="og:description" content="Rooms in &quot;Rwanda&quot;">');
    expect(head).toContain(`<meta property="og:image" content="${SITE}/media/hotels/01.svg">`);
    expect(head).toContain(`<meta property="og:url" content="${SITE}/hotels?country=RW&amp;page=2&amp;lng=fr">`);
    expect(head).toContain('<meta property="og:locale" content="fr_FR">');
    // The pictures' origin (PUBLIC_API_URL) is another: connected to while the page is read.
    expect(head).toContain('<link rel="preconnect" href="http://api.example.test">');
  });

  it("the `lng` parameter makes the page's language and its canonical", async () => {
    const html = await (await fetch(`${origin}/tours/3?country=KE&lng=ar`)).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/tours/3?country=KE&amp;lng=ar">`);
    expect(html).toContain('<meta property="og:locale" content="ar_AR">');
  });
});
