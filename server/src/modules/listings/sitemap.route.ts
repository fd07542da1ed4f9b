// What the site's sitemaps list (issue 30): the countries, how many public listings each kind has, and a page of
// listing ids per kind in id order, read straight from the kinds' tables (an index scan each). The web server
// writes the XML (server/src/http/sitemap.ts); the answers are the same for everyone, so caches may keep them.
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../../db/orm.js';
import { listingKinds } from './kind-registry.js';

/** Listings per sitemap file: each is listed in four languages, and a sitemap holds at most 50,000 URLs. */
export const SITEMAP_LISTINGS_PER_PAGE = 12_500;

export interface SitemapSummary {
  countries: string[];
  /** Public listings per kind, by the kind's enum key (HOTEL). */
  listings: Record<string, number>;
}

const CACHE = 'public, max-age=3600';

export function sitemapRoutes(app: FastifyInstance, orm: Orm) {
  app.get('/api/sitemap', async (_request, reply) => {
    const connection = orm.em.getConnection();
    const countries = await connection.execute<{ code: string }[]>('select code from country order by code');
    const counts = await connection.execute<{ kind: string; count: string }[]>(
      listingKinds()
        .map((kind) => `select '${kind.enumKey}' as kind, count(*) as count from ${kind.table} where ${kind.visibleSql}`)
        .join(' union all '),
    );
    const summary: SitemapSummary = {
      countries: countries.map((row) => row.code),
      listings: Object.fromEntries(counts.map((row) => [row.kind, Number(row.count)])),
    };
    return reply.header('cache-control', CACHE).send(summary);
  });

  app.get<{ Params: { kind: string }; Querystring: { page?: string } }>('/api/sitemap/:kind', async (request, reply) => {
    const kind = listingKinds().find((known) => known.enumKey === request.params.kind);
    const page = Number(request.query.page ?? '1');
    if (!kind) return reply.code(404).send({ message: 'No such kind of listing.', error: 'NOT_FOUND' });
    if (!Number.isInteger(page) || page < 1) return reply.code(400).send({ message: 'The page must be a whole number from 1.', error: 'BAD_USER_INPUT' });
    const rows = await orm.em
      .getConnection()
      .execute<{ id: number; country_code: string }[]>(`select id, country_code from ${kind.table} where ${kind.visibleSql} order by id limit ? offset ?`, [
        SITEMAP_LISTINGS_PER_PAGE,
        (page - 1) * SITEMAP_LISTINGS_PER_PAGE,
      ]);
    return reply.header('cache-control', CACHE).send({ listings: rows.map((row) => ({ id: String(row.id), country: row.country_code })) });
  });
}
