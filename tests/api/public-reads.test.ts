// The web app sends its public reads as persisted GETs (web/src/app/public-reads.ts), a URL a browser or CDN may keep.
// Each of them must be public by the schema's own @cacheControl hints: a query that selects something private, or
// something live, fails here by name and must leave the list (it then travels as a POST). The API knows them from its
// start (the manifest written by `npm run codegen`): a visitor's first GET by hash alone is answered, not refused.
import { readdirSync, readFileSync } from 'node:fs';
import { type DocumentNode, type GraphQLSchema, getOperationAST, parse } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { operationCachePolicy } from '../../server/src/graphql/executor.js';
import { graphqlSchema } from '../../server/src/graphql/schema.js';
import { PUBLIC_READS } from '../../shared/src/public-reads.js';
import manifest from '../../shared/src/public-read-manifest.json' with { type: 'json' };
import { publicReadManifest } from '../../scripts/public-read-manifest.js';
import { apiSuite } from '../support/api-suite.js';

const suite = apiSuite();

let schema: GraphQLSchema;
/** Every operation and fragment the web app sends, from its .graphql files. */
let webDocument: DocumentNode;

beforeAll(async () => {
  schema = await graphqlSchema();
  const root = new URL('../../web/src/', import.meta.url);
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.graphql'));
  webDocument = parse(files.map((file) => readFileSync(new URL(file, root), 'utf8')).join('\n'));
});

const documentNamed = (name: string) => (getOperationAST(webDocument, name) ? webDocument : undefined);

describe('the web app’s public reads', () => {
  it.each(PUBLIC_READS)('%s is a query whose every answer is public', (name) => {
    const document = documentNamed(name);
    expect(document, `no query named ${name} in the web app`).toBeDefined();
    expect(getOperationAST(document!, name)?.operation).toBe('query');
    const policy = operationCachePolicy(schema, document!, name);
    expect(policy.scope).not.toBe('PRIVATE');
    expect(policy.maxAge ?? 0).toBeGreaterThan(0);
  });

  it('leaves out what a signed-in visitor or live availability reads', () => {
    for (const name of ['MyBookings', 'Viewer', 'SavedLists', 'HotelRooms', 'TourDetails', 'RestaurantReservation']) {
      const document = documentNamed(name)!;
      expect(PUBLIC_READS).not.toContain(name);
      expect(operationCachePolicy(schema, document, name).maxAge ?? 0).toBe(0);
    }
  });
});

describe('the persisted-query manifest', () => {
  it('holds the public reads as the web app sends them (run `npm run codegen` when this fails)', async () => {
    expect(await publicReadManifest()).toEqual(manifest);
  });

  it('lets a fresh API answer the first GET of a public read by its hash alone', async () => {
    const read = manifest.find((entry) => entry.operationName === 'HotelList')!;
    const search = new URLSearchParams({
      operationName: read.operationName,
      variables: JSON.stringify({ country: 'KE', sort: 'RELEVANCE', paging: { page: 1, size: 5 } }),
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: read.sha256Hash } }),
    });
    const response = await suite.env.request(`/graphql?${search}`, { headers: { 'apollo-require-preflight': 'true' } });
    const body = (await response.json()) as { data?: { hotels: { nodes: unknown[] } }; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    expect(response.status).toBe(200);
    expect(body.data!.hotels.nodes.length).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).toBe('max-age=60, public');
  });
});
