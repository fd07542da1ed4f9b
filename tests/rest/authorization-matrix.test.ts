// Every REST route, called over HTTP by a guest, a traveller, an admin, a sub-admin, and per partner
// kind the owner of a listing, another partner of that kind and their API keys: each answer must match
// the table in tests/authorization/rest-paths.ts.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../support/test-database.js';
import { type Caller, createFixture, type Fixture } from '../authorization/actors.js';
import { type PathRule, restPaths } from '../authorization/rest-paths.js';
import { bearer } from '../support/actors.js';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment.js';

let env: TestEnvironment;
let db: pg.Client;
let fixture: Fixture;
/** `METHOD /path` of every route, the /api twins folded into the path they copy. */
let declared: string[];

/** Routes as Fastify prints its tree: each line a path segment below its parent, with its methods. */
function declaredRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = line.match(/^([│ ├└─]*)(\S+?)(?: \(([A-Z, ]+)\))?$/);
    if (!match?.[2]) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const path = stack.join('').replace(/^\/\//, '/');
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

/** Static files and development conveniences are no API operations; /graphql has its own matrix (tests/api). */
const isApiRoute = (route: string) => !route.includes('*') && !route.includes(' /dev/') && !route.endsWith(' /graphql');

beforeAll(async () => {
  env = await createTestEnvironment();
  db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
  fixture = await createFixture(env, db);
  const all = declaredRoutes(env.app.api.app.printRoutes({ commonPrefix: false })).filter(isApiRoute);
  declared = [
    ...new Set(
      all.map((route) => route.replace(/^(\w+) \/api(\/.*)$/, (whole, method, path) => (all.includes(`${method} ${path}`) ? `${method} ${path}` : whole))),
    ),
  ];
});

afterAll(async () => {
  await db?.end();
  await env?.close();
});

function urlOf(path: string, rule: PathRule): string {
  const params = rule.params?.(fixture) ?? {};
  return path.replace(/:(\w+)/g, (_, name: string) => String(params[name] ?? (name === 'id' && rule.owned ? fixture.listings[rule.owned] : 1)));
}

async function statusOf(caller: Caller, method: string, url: string, rule: PathRule): Promise<number> {
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const body = hasBody ? (rule.body?.(fixture) ?? {}) : undefined;
  // A FormData goes as multipart, its boundary in the content type fetch writes.
  const json = hasBody && !(body instanceof FormData);
  const response = await env.request(url, {
    method,
    headers: {
      ...(json && { 'content-type': 'application/json' }),
      'x-requested-with': 'XMLHttpRequest',
      ...(caller.credential ? bearer(caller.credential) : {}),
    },
    ...(hasBody && { body: json ? JSON.stringify(body) : (body as FormData) }),
  });
  // A stream (live bookings) stays open: its status is the answer, its body is let go.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) await response.body?.cancel();
  else await response.arrayBuffer();
  return response.status;
}

/** Whether `status` is what `caller` must get: refused (401 without a session, 403 or a non-owner's 404 with one) or let through (and found, for an owner or a `mustFind` row). */
function matches(rule: PathRule, caller: Caller, status: number): boolean {
  if (rule.allow === 'public') return status === (rule.guestStatus ?? status) && (rule.guestStatus !== undefined || (status !== 401 && status !== 403));
  const hasSession = !!caller.accountId && !caller.isApiKey;
  if (hasSession && rule.allow.includes(caller.name))
    return status !== 401 && status !== 403 && !((rule.mustFind || (rule.owned === caller.kind && caller.owns)) && status === 404);
  if (!hasSession) return status === 401;
  return status === 403 || (!!rule.owned && status === 404);
}

describe('REST authorization matrix', () => {
  it('lists every route of the API, and only those', () => {
    const missing = declared.filter((route) => !(route in restPaths));
    const stale = Object.keys(restPaths).filter((route) => !declared.includes(route));
    expect(missing, 'routes without a row in tests/authorization/rest-paths.ts').toEqual([]);
    expect(stale, 'rows of routes the API no longer has').toEqual([]);
  });

  for (const [route, rule] of Object.entries(restPaths)) {
    it(`${route}: each caller allowed or refused as the table says`, async () => {
      const [method, path] = route.split(' ') as [string, string];
      const twins = path.startsWith('/api/') || !declared.includes(route) ? [path] : [path, `/api${path}`];
      const callers = rule.allow === 'public' ? [fixture.actors.guest, fixture.actors['hotel:key']] : Object.values(fixture.actors);
      const answers = await Promise.all(
        twins.flatMap((twin) => callers.map(async (caller) => ({ caller, twin, status: await statusOf(caller, method, urlOf(twin, rule), rule) }))),
      );
      const mismatches = answers
        .filter(({ caller, status }) => !matches(rule, caller, status))
        .map(({ caller, twin, status }) => `${method} ${twin} as ${caller.name}: ${status}`);
      expect(mismatches).toEqual([]);
    });
  }
});
