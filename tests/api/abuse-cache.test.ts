// Abuse: a private answer served to a stranger from a cache. Every query of the running schema is sent over
// GET (the way a CDN or the response cache sees it) by a caller who may read it, then by a guest and by
// another account of the same role: each must get what it gets over POST (which no cache serves), and an
// answer read with a session or API key is `private, no-store`.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { exampleCall } from '../../server/src/modules/partners/api-keys/operation-examples.js';
import type { ActorName, Caller } from '../authorization/actors.js';
import { everyCallerSuite } from '../authorization/every-caller-suite.js';
import { graphqlOperations } from '../authorization/graphql-operations.js';
import { bearer } from '../support/actors.js';

const suite = everyCallerSuite();

interface Answer {
  cacheControl: string | null;
  body: string;
}

async function ask(caller: Caller, method: 'GET' | 'POST', query: string, variables: Record<string, unknown>): Promise<Answer> {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', ...(caller.credential ? bearer(caller.credential) : {}) };
  const response =
    method === 'GET'
      ? await suite.env.request(`/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`, { headers })
      : await suite.env.request('/graphql', {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        });
  return { cacheControl: response.headers.get('cache-control'), body: comparable(await response.text()) };
}

/** The answer without what differs from request to request (the request id an error names). */
function comparable(text: string): string {
  const { data, errors } = JSON.parse(text) as { data?: unknown; errors?: Array<{ message: string; path?: unknown; extensions?: { code?: string } }> };
  return JSON.stringify({ data, errors: errors?.map(({ message, path, extensions }) => ({ message, path, code: extensions?.code })) });
}

/** Who reads the field first (an account allowed to: its answer is the one that must not leak), then two strangers to it. */
function callersOf(field: string): Caller[] {
  const allowed = (graphqlOperations[field]?.allow ?? []).filter((name) => name !== 'guest' && !name.endsWith('key'));
  const first = suite.fixture.actors[(allowed.find((name) => name.endsWith(':owner')) ?? allowed[0] ?? 'traveller') as ActorName];
  const peer: ActorName = first.name.endsWith(':owner') ? (first.name.replace(':owner', ':other') as ActorName) : first.name === 'admin' ? 'subadmin' : 'admin';
  return [first, suite.fixture.actors.guest, suite.fixture.actors[peer]];
}

describe('the response cache and Cache-Control', () => {
  it('serve no caller another caller’s answer, and mark every answer read with a session or key private', async () => {
    const queries = Object.values(suite.schema.getQueryType()!.getFields());
    expect(queries.length).toBeGreaterThan(30);
    const leaks: string[] = [];
    for (const field of queries) {
      const { query: text, variables } = exampleCall('query', field, 'least', graphqlOperations[field.name]?.variables?.(suite.fixture));
      // A query text of this run alone, so nothing before it has filled the cache for it.
      const query = text.replace(/^query (\w+)/, `query $1${randomUUID().replaceAll('-', '')}`);
      for (const caller of callersOf(field.name)) {
        const overGet = await ask(caller, 'GET', query, variables);
        const overPost = await ask(caller, 'POST', query, variables);
        if (overGet.body !== overPost.body)
          leaks.push(`${field.name}: ${caller.name} was served ${overGet.body.slice(0, 120)} instead of ${overPost.body.slice(0, 120)}`);
        if (caller.credential && !/private/.test(overGet.cacheControl ?? '') && !/no-store/.test(overGet.cacheControl ?? ''))
          leaks.push(`${field.name}: ${caller.name}'s answer is marked ${overGet.cacheControl}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('mark the legacy REST answers read with a session private too', async () => {
    const traveller = suite.fixture.actors.traveller;
    for (const path of ['/auth/me', '/api/user/bookings', `/api/user/bookings/${suite.fixture.booking.id}`]) {
      const response = await suite.env.request(path, { headers: bearer(traveller.credential!) });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('keep public listing reads cacheable for guests', async () => {
    const query = `query AbuseCacheHotels${randomUUID().replaceAll('-', '')} { hotels(country: "RW", paging: { page: 1, size: 2 }) { nodes { id } } }`;
    const guest = await ask(suite.fixture.actors.guest, 'GET', query, {});
    expect(guest.cacheControl).toBe('max-age=60, public');
    const signedIn = await ask(suite.fixture.actors.traveller, 'GET', query, {});
    expect(signedIn.cacheControl).toBe('private, no-store');
    expect(signedIn.body).toBe(guest.body);
  });
});
