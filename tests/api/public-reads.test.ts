// The web app sends its public reads as persisted GETs (web/src/app/public-reads.ts), a URL a browser or CDN may keep.
// Each of them must be public by the schema's own @cacheControl hints: a query that selects something private, or
// something live, fails here by name and must leave the list (it then travels as a POST).
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { getOperationAST } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { operationCachePolicy } from '../../server/src/graphql/executor.js';
import { graphqlSchema } from '../../server/src/graphql/schema.js';
import { PUBLIC_READS } from '../../web/src/app/public-reads.js';
import * as documents from '../../web/src/gql/graphql.js';

let schema: GraphQLSchema;

beforeAll(async () => {
  schema = await graphqlSchema();
});

const documentNamed = (name: string) => (documents as unknown as Record<string, DocumentNode | undefined>)[`${name}Document`];

describe('the web app’s public reads', () => {
  it.each([...PUBLIC_READS])('%s is a query whose every answer is public', (name) => {
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
      expect(PUBLIC_READS.has(name)).toBe(false);
      expect(operationCachePolicy(schema, document, name).maxAge ?? 0).toBe(0);
    }
  });
});
