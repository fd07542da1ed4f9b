// Cache at the edge: a public listing query sent as a persisted query over GET carries the Cache-Control
// of its @cacheControl hints and an ETag; a repeat with If-None-Match is a 304 that runs no SQL, so a
// CDN or the browser can serve repeats. POSTs (the web app's) always run.
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Role } from '../../server/src/modules/users/role.js';
import { createApiKey, signedInActor } from '../support/actors.js';
import { apiSuite } from '../support/api-suite.js';

const suite = apiSuite();

/** A query text of this run alone, so the server has not seen its hash before. */
const query = `query EdgeHotels${randomUUID().replaceAll('-', '')}($country: String!) { hotels(country: $country, paging: { page: 1, size: 3 }) { totalCount nodes { id name } } }`;
const extensions = { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } };
const variables = { country: 'RW' };

function get(params: Record<string, unknown>, headers: Record<string, string> = {}) {
  const search = new URLSearchParams(
    Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)])),
  );
  return suite.env.request(`/graphql?${search}`, { headers: { 'apollo-require-preflight': 'true', ...headers } });
}

describe('persisted listing queries over GET', () => {
  it('are cacheable by CDNs and browsers, and a conditional repeat is a 304 without SQL', async () => {
    const unknown = await get({ variables, extensions });
    expect(((await unknown.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    const first = await get({ query, variables, extensions });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('max-age=60, public');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const body = await first.text();
    expect(JSON.parse(body).data.hotels.nodes.length).toBeGreaterThan(0);

    // By hash alone, as a CDN would repeat it: the same answer, served from the response cache.
    const { result: repeat, statements: repeatStatements } = await suite.queries.count(() => get({ variables, extensions }));
    expect(repeat.status).toBe(200);
    expect(await repeat.text()).toBe(body);
    expect(repeat.headers.get('etag')).toBe(etag);
    expect(repeatStatements).toEqual([]);

    const { result: conditional, statements } = await suite.queries.count(() => get({ variables, extensions }, { 'if-none-match': etag! }));
    expect(conditional.status).toBe(304);
    expect(await conditional.text()).toBe('');
    expect(statements).toEqual([]);

    // Other variables are another answer.
    const kenya = await get({ variables: { country: 'KE' }, extensions });
    expect(kenya.status).toBe(200);
    expect(kenya.headers.get('etag')).not.toBe(etag);
  });

  it('leave POSTs and private answers alone: they run every time and are not stored', async () => {
    const { statements } = await suite.queries.count(() => suite.env.graphql(query, variables));
    expect(statements.length).toBeGreaterThan(0);
    const me = await get({ query: '{ me { email } }' });
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  it('answer a guest’s repeat before GraphQL runs, and never a request that carries a credential, nor keep its answer', async () => {
    const text = `query EdgeRepeat${randomUUID().replaceAll('-', '')}($country: String!) { hotels(country: $country, paging: { page: 1, size: 2 }) { nodes { id } } }`;
    const hashed = { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(text).digest('hex') } };
    await get({ query: text, variables, extensions: hashed });
    // The response cache's answer to a guest's first GET by hash is kept: the next repeat runs nothing and says its age.
    await get({ variables, extensions: hashed });
    const { result: repeat, statements } = await suite.queries.count(() => get({ variables, extensions: hashed }));
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('cache-control')).toBe('max-age=60, public');
    expect(repeat.headers.get('age')).toMatch(/^\d+$/);
    expect(statements).toEqual([]);

    const traveller = await signedInActor(suite.env, suite.db, Role.USER, 'edge-cache');
    const partner = await signedInActor(suite.env, suite.db, Role.HOTEL_MANAGER, 'edge-cache');
    const { secret } = await createApiKey(suite.env, partner.token);
    const credentials: Record<string, Record<string, string>> = {
      'a session bearer': { authorization: `Bearer ${traveller.token}` },
      'a session cookie': { cookie: `session=${traveller.token}` },
      'a partner API key': { authorization: `Bearer ${secret}` },
    };
    for (const [name, headers] of Object.entries(credentials)) {
      // The same URL a guest's repeat is served at: this caller is authenticated and its answer computed, private.
      const { result: answer, statements: ran } = await suite.queries.count(() => get({ variables, extensions: hashed }, headers));
      expect(answer.headers.get('cache-control'), name).toBe('private, no-store');
      expect(answer.headers.get('age'), name).toBeNull();
      expect(ran.length, name).toBeGreaterThan(0);

      // A URL only this caller has asked for by GET (a guest sent the text by POST, which no cache keeps): a guest
      // after it gets an answer computed for it, not one kept from the caller.
      const ownText = `query EdgeOwn${randomUUID().replaceAll('-', '')}($country: String!) { hotels(country: $country, paging: { page: 1, size: 2 }) { nodes { id } } }`;
      const ownHash = { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(ownText).digest('hex') } };
      await suite.env.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: ownText, variables, extensions: ownHash }),
      });
      await get({ variables, extensions: ownHash }, headers);
      await get({ variables, extensions: ownHash }, headers);
      const { result: guest, statements: guestRan } = await suite.queries.count(() => get({ variables, extensions: ownHash }));
      expect(guest.headers.get('cache-control'), name).toBe('max-age=60, public');
      expect(guest.headers.get('age'), name).toBeNull();
      expect(guestRan.length, name).toBeGreaterThan(0);
    }
  });
});
