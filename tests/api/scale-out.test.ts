// Scale-out on real engines: two API processes on one PostgreSQL and one Redis share their rate limits
// (per address and per partner API key) and persisted queries, and listing reads go to a read replica (here a second database) while writes
// stay on the primary.
import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../support/test-database.js';
import { type ApiProcess, startApiProcess } from '../support/api-process.js';
import { isolatedDatabase } from '../support/isolated-database.js';
import { startRedis, type TestRedis } from '../support/redis-server.js';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment.js';
import { CREATE_API_KEY, createAccount, DEMO_PASSWORD } from '../support/actors.js';
import { Role } from '../../server/src/modules/users/role.js';

/** Requests a partner API key may make a minute on these replicas: few, so the test reaches the limit at once. */
const KEY_REQUESTS_PER_MINUTE = 4;

describe('two API processes on one Redis', () => {
  let redis: TestRedis | undefined;
  let replicas: ApiProcess[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    const settings = {
      DATABASE_URL: databaseUrl(),
      REDIS_URL: redis.url,
      TRUST_PROXY: 'loopback',
      PARTNER_API_KEY_REQUESTS_PER_MINUTE: String(KEY_REQUESTS_PER_MINUTE),
    };
    replicas = await Promise.all([startApiProcess(settings), startApiProcess(settings)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await redis?.stop();
  });

  const graphql = (replica: ApiProcess, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${replica.apiUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...headers },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ data?: any; errors?: Array<{ extensions: { code: string } }> }>);

  it('hold one sign-in limit between them: the sixth wrong password is refused, whichever replica gets it', async () => {
    // A client address of this run alone (the proxy says it), so earlier runs' counts in a shared REDIS_URL do not matter.
    const client = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const email = `limit-${randomUUID().slice(0, 8)}@example.org`;
    const codes: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await graphql(
        replicas[attempt % 2]!,
        {
          query: 'mutation SignIn($input: SessionCreateInput!) { sessionCreate(input: $input) { token userErrors { code } } }',
          variables: { input: { email, password: 'wrong-password-1' } },
        },
        { 'x-forwarded-for': client },
      );
      codes.push(answer.data?.sessionCreate?.userErrors?.[0]?.code ?? answer.errors?.[0]?.extensions.code);
    }
    expect(codes).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'RATE_LIMITED']);
  });

  it("hold one partner API key's limit between them, whichever replica each request reaches", async () => {
    const db = new pg.Client({ connectionString: databaseUrl() });
    await db.connect();
    const manager = await createAccount(db, Role.HOTEL_MANAGER, 'scale-out-manager').finally(() => db.end());
    const [first] = replicas as [ApiProcess, ApiProcess];
    const signedIn = await graphql(first, {
      query: 'mutation SignIn($input: SessionCreateInput!) { sessionCreate(input: $input) { token } }',
      variables: { input: { email: manager.email, password: DEMO_PASSWORD } },
    });
    const created = await graphql(
      first,
      { query: CREATE_API_KEY, variables: { input: { name: 'Channel manager' } } },
      { authorization: `Bearer ${signedIn.data.sessionCreate.token}` },
    );
    const secret = created.data.partnerApiKeyCreate.secret as string;

    const answers: string[] = [];
    for (let request = 0; request <= KEY_REQUESTS_PER_MINUTE; request++) {
      const answer = await graphql(replicas[request % 2]!, { query: '{ managedHotels { id } }' }, { authorization: `Bearer ${secret}` });
      answers.push(answer.errors?.[0]?.extensions.code ?? (Array.isArray(answer.data?.managedHotels) ? 'OK' : JSON.stringify(answer)));
    }
    expect(answers).toEqual([...Array(KEY_REQUESTS_PER_MINUTE).fill('OK'), 'RATE_LIMITED']);
  });

  it('share persisted queries: a hash one replica learnt, the other answers over GET', async () => {
    const query = `query HotelsShared${randomUUID().replaceAll('-', '')} { hotels(country: "RW", paging: { page: 1, size: 2 }) { totalCount } }`;
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const get = (replica: ApiProcess) =>
      fetch(`${replica.apiUrl}/graphql?extensions=${encodeURIComponent(JSON.stringify(extensions))}`, { headers: { 'apollo-require-preflight': 'true' } }).then(
        (response) => response.json() as Promise<{ data?: any; errors?: Array<{ extensions: { code: string } }> }>,
      );
    const [first, second] = replicas as [ApiProcess, ApiProcess];
    expect((await get(second)).errors?.[0]?.extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const registered = await graphql(first, { query, extensions });
    expect(registered.errors).toBeUndefined();
    const answered = await get(second);
    expect(answered.errors).toBeUndefined();
    expect(answered.data.hotels.totalCount).toBe(registered.data.hotels.totalCount);
  });
});

describe('a read replica', () => {
  let replica: { url: string; drop: () => Promise<void> };
  let env: TestEnvironment;
  let primaryDb: pg.Client;
  let replicaDb: pg.Client;
  const replicaHotel = `Replica Lodge ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    replica = await isolatedDatabase('replica');
    primaryDb = new pg.Client({ connectionString: databaseUrl() });
    replicaDb = new pg.Client({ connectionString: replica.url });
    await Promise.all([primaryDb.connect(), replicaDb.connect()]);
    // One hotel only the replica has: a copy of a primary's Rwandan hotel, renamed, owned by the replica's hotel manager.
    const { rows } = await primaryDb.query(`select * from hotel where country_code = 'RW' and active order by id limit 1`);
    const { id: _id, ...hotel } = rows[0];
    const owner = await replicaDb.query(`select id from app_user where email = 'hotels@example.com'`);
    Object.assign(hotel, { name: replicaHotel, owner_id: owner.rows[0].id });
    const columns = Object.keys(hotel);
    await replicaDb.query(
      `insert into hotel (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(hotel),
    );
    env = await createTestEnvironment({ DATABASE_READ_URL: replica.url });
  });
  afterAll(async () => {
    await env?.close();
    await Promise.all([primaryDb?.end(), replicaDb?.end()]);
    await replica?.drop();
  });

  it('serves listing pages and details from the replica', async () => {
    const page = await env.graphql<{ hotels: { totalCount: number; nodes: Array<{ id: string; name: string }> } }>(
      `{ hotels(country: "RW", paging: { page: 1, size: 10 }) { totalCount nodes { id name } } }`,
    );
    expect(page.errors).toBeUndefined();
    expect(page.data!.hotels.nodes.map((node) => node.name)).toEqual([replicaHotel]);
    expect(page.data!.hotels.totalCount).toBe(1);
    const detail = await env.graphql<{ hotel: { name: string } }>(`query H($id: ID!) { hotel(id: $id) { name } }`, { id: page.data!.hotels.nodes[0]!.id });
    expect(detail.data!.hotel.name).toBe(replicaHotel);
  });

  it('keeps writes, and the reads that follow them, on the primary', async () => {
    const sessionsOf = async (db: pg.Client) =>
      (await db.query(`select count(*)::int as n from auth_session s join app_user u on u.id = s.user_id where u.email = 'traveller@example.com'`)).rows[0]
        .n as number;
    const [primaryBefore, replicaBefore] = [await sessionsOf(primaryDb), await sessionsOf(replicaDb)];
    const signedIn = await env.graphql(
      `mutation { sessionCreate(input: { email: "traveller@example.com", password: "Safari2025!" }) { token userErrors { code } } }`,
    );
    const token = signedIn.data!.sessionCreate.token as string;
    expect(token).toBeTruthy();
    // The session just written is found at once (it is read from the primary).
    const me = await env.graphql(`{ me { email } }`, {}, { authorization: `Bearer ${token}` });
    expect(me.data).toEqual({ me: { email: 'traveller@example.com' } });
    expect(await sessionsOf(primaryDb)).toBe(primaryBefore + 1);
    expect(await sessionsOf(replicaDb)).toBe(replicaBefore);
  });
});
