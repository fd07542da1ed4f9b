// The site's sitemaps (issue 30): an index at /sitemap.xml naming one file of the app's public pages (each list page
// per country) and, per kind, files of every public listing's own page; every address once per language. Listings
// come from the API's sitemap routes (modules/listings/sitemap.route.ts), a file at most 50,000 addresses.
import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../language.js';
import { SITEMAP_LISTINGS_PER_PAGE, type SitemapSummary } from '../modules/listings/sitemap.route.js';
import { escapeHtml } from './page-head.js';

export interface SitemapRoutes {
  /** The app's public pages. */
  sitemap: string[];
  /** Each kind's list page and a listing's page (`/hotels/:id/book`), by the kind's enum key. */
  listings?: Record<string, { list: string; listing: string }>;
}

const XML = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=3600';

const urlSet = (urls: string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

/** `path` with `country` (when given) in each language. */
const inEveryLanguage = (origin: string, path: string, country?: string) =>
  LANGUAGES.map((language) => `${origin}${path}?${new URLSearchParams({ ...(country && { country }), lng: language })}`);

export function sitemapRoutes(app: FastifyInstance, routes: SitemapRoutes, site: { origin: string; apiUrl: string }) {
  const { origin, apiUrl } = site;
  const kinds = routes.listings ?? {};
  const listPaths = new Set(Object.values(kinds).map((kind) => kind.list));
  const api = async <Answer>(path: string): Promise<Answer> => {
    const response = await fetch(`${apiUrl}${path}`, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`The API answered ${response.status} to ${path}`);
    return (await response.json()) as Answer;
  };

  app.get('/sitemap.xml', async (_request, reply) => {
    const summary = await api<SitemapSummary>('/api/sitemap');
    const files = ['/sitemaps/pages.xml'];
    for (const [kind, count] of Object.entries(summary.listings))
      if (kinds[kind]) for (let page = 1; (page - 1) * SITEMAP_LISTINGS_PER_PAGE < count; page++) files.push(`/sitemaps/${kind.toLowerCase()}-${page}.xml`);
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...files.map((file) => `  <sitemap><loc>${origin}${file}</loc></sitemap>`),
      '</sitemapindex>',
      '',
    ].join('\n');
    return reply.type(XML).header('cache-control', CACHE).send(xml);
  });

  app.get('/sitemaps/pages.xml', async (_request, reply) => {
    const { countries } = await api<SitemapSummary>('/api/sitemap');
    const urls = routes.sitemap.flatMap((path) =>
      listPaths.has(path) ? countries.flatMap((country) => inEveryLanguage(origin, path, country)) : inEveryLanguage(origin, path),
    );
    return reply.type(XML).header('cache-control', CACHE).send(urlSet(urls));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const [, kind = '', page = ''] = /^([a-z]+)-(\d+)\.xml$/.exec(request.params.file) ?? [];
    const pages = kinds[kind.toUpperCase()];
    if (!pages || Number(page) < 1) return reply.code(404).type('text/plain').send('Not found');
    const { listings } = await api<{ listings: { id: string; country: string }[] }>(`/api/sitemap/${kind.toUpperCase()}?page=${page}`);
    if (!listings.length) return reply.code(404).type('text/plain').send('Not found');
    const urls = listings.flatMap(({ id, country }) => inEveryLanguage(origin, pages.listing.replace(':id', encodeURIComponent(id)), country));
    return reply.type(XML).header('cache-control', CACHE).send(urlSet(urls));
  });
}
