// Partner API keys: shown once and stored hashed, a bearer token for partner operations only,
// stopped the moment they are revoked, counted per key, and every create and revoke audited.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/src/modules/users/role.js';
import { type Actor, bearer, CREATE_API_KEY, createApiKey, signedInActor } from '../support/actors.js';
import { apiSuite } from '../support/api-suite.js';
import { createTestEnvironment } from '../support/test-environment.js';

const LIST = `query PartnerApiKeys { partnerApiKeys { id name displayPrefix createdAt lastUsedAt } }`;
const REVOKE = `mutation PartnerApiKeyRevoke($id: ID!) { partnerApiKeyRevoke(id: $id) { apiKey { id revokedAt } userErrors { code field message } } }`;
const PING = `query Ping { __typename }`;

type GraphqlErrors = { errors: Array<{ extensions: { code: string } }> };

const suite = apiSuite();
let hotelier: Actor;
let otherHotelier: Actor;
let traveller: Actor;

beforeAll(async () => {
  hotelier = await signedInActor(suite.env, suite.db, Role.HOTEL_MANAGER, 'keys-hotel');
  otherHotelier = await signedInActor(suite.env, suite.db, Role.HOTEL_MANAGER, 'keys-other-hotel');
  traveller = await signedInActor(suite.env, suite.db, Role.USER, 'keys-traveller');
});

const graphqlWithKey = (secret: string, query: string, variables?: Record<string, unknown>) =>
  suite.env.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(secret) },
    body: JSON.stringify({ query, variables }),
  });

describe('creating a key', () => {
  it('shows the secret once, keeps only its SHA-256 and audits the creation', async () => {
    const result = await suite.env.graphql(CREATE_API_KEY, { input: { name: '  Channel manager  ' } }, bearer(hotelier.token));
    const payload = result.data!.partnerApiKeyCreate;
    expect(payload.userErrors).toEqual([]);
    expect(payload.secret).toMatch(/^jambo_pk_[A-Za-z0-9_-]{43}$/);
    expect(payload.apiKey).toMatchObject({ name: 'Channel manager', displayPrefix: payload.secret.slice(0, 15), lastUsedAt: null });

    const { rows } = await suite.db.query('select row_to_json(k)::text as row, secret_hash from partner_api_key k where id = $1', [payload.apiKey.id]);
    expect(rows[0].secret_hash).toBe(createHash('sha256').update(payload.secret).digest('hex'));
    expect(rows[0].row).not.toContain(payload.secret);

    const audit = await suite.db.query(`select actor_id, actor_role, action, after from audit_entry where subject_type = 'api_key' and subject_id = $1`, [
      payload.apiKey.id,
    ]);
    expect(audit.rows).toEqual([
      { actor_id: hotelier.id, actor_role: 'hotel_manager', action: 'api_key.create', after: expect.objectContaining({ name: 'Channel manager' }) },
    ]);

    const listed = await suite.env.graphql(LIST, {}, bearer(hotelier.token));
    expect(listed.data!.partnerApiKeys.map((key: { id: string }) => key.id)).toContain(payload.apiKey.id);
    expect(JSON.stringify(listed)).not.toContain(payload.secret);
    const othersList = await suite.env.graphql(LIST, {}, bearer(otherHotelier.token));
    expect(othersList.data!.partnerApiKeys.map((key: { id: string }) => key.id)).not.toContain(payload.apiKey.id);
  });

  it('refuses a blank or overlong name with a typed error and creates nothing', async () => {
    for (const name of ['   ', 'x'.repeat(61)]) {
      const result = await suite.env.graphql(CREATE_API_KEY, { input: { name } }, bearer(hotelier.token));
      expect(result.data!.partnerApiKeyCreate).toMatchObject({ apiKey: null, secret: null, userErrors: [{ code: 'BAD_USER_INPUT', field: 'name' }] });
    }
  });

  it('is for partners: a guest must sign in, a traveller is refused', async () => {
    const asGuest = await suite.env.graphql(CREATE_API_KEY, { input: { name: 'Mine' } });
    expect(asGuest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const asTraveller = await suite.env.graphql(CREATE_API_KEY, { input: { name: 'Mine' } }, bearer(traveller.token));
    expect(asTraveller.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('using a key', () => {
  it('authenticates /graphql as its owner and records when it was last used', async () => {
    const key = await createApiKey(suite.env, hotelier.token);
    const response = await graphqlWithKey(key.secret, PING);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
    const { rows } = await suite.db.query('select last_used_at from partner_api_key where id = $1', [key.id]);
    expect(rows[0].last_used_at).toBeInstanceOf(Date);
  });

  it('calls partner operations only: account, traveller, public and key operations answer FORBIDDEN before running', async () => {
    const key = await createApiKey(suite.env, hotelier.token);
    const refused = [
      'mutation { sessionDelete { signedOut } }',
      'mutation { passwordChange(input: { currentPassword: "Safari2025!", newPassword: "Another2025!" }) { userErrors { code } } }',
      'mutation { partnerApiKeyCreate(input: { name: "More" }) { secret } }',
      `mutation { partnerApiKeyRevoke(id: "${key.id}") { apiKey { id } } }`,
      'query { partnerApiKeys { id } }',
      'query { me { email } }',
      'query { myBookings { id } }',
      'query { countries { code } }',
      'query Sneaky { __typename ...Account } fragment Account on Query { me { email } }',
    ];
    for (const query of refused) {
      const response = await graphqlWithKey(key.secret, query);
      const body = (await response.json()) as GraphqlErrors & { data?: unknown };
      expect(response.status, query).toBe(403);
      expect(body.errors[0]!.extensions.code, query).toBe('FORBIDDEN');
      expect(body.data, query).toBeUndefined();
    }
    // Still signed in, same password, same number of keys: nothing above ran.
    const me = await suite.env.graphql('query { me { email } }', {}, bearer(hotelier.token));
    expect(me.data!.me.email).toBe(hotelier.email);
    const { rows } = await suite.db.query('select count(*)::int as n from partner_api_key where name = $1', ['More']);
    expect(rows[0].n).toBe(0);
  });

  it('is no credential for the REST paths', async () => {
    const key = await createApiKey(suite.env, hotelier.token);
    const response = await suite.env.request('/api/auth/me', { headers: bearer(key.secret) });
    expect(response.status).toBe(401);
  });

  it('stops working the moment it is revoked, and only its owner can revoke it', async () => {
    const key = await createApiKey(suite.env, hotelier.token, 'Night audit');
    expect((await graphqlWithKey(key.secret, PING)).status).toBe(200);

    const byOther = await suite.env.graphql(REVOKE, { id: key.id }, bearer(otherHotelier.token));
    expect(byOther.data!.partnerApiKeyRevoke).toMatchObject({ apiKey: null, userErrors: [{ code: 'NOT_FOUND' }] });
    expect((await graphqlWithKey(key.secret, PING)).status).toBe(200);

    const revoked = await suite.env.graphql(REVOKE, { id: key.id }, bearer(hotelier.token));
    expect(revoked.data!.partnerApiKeyRevoke.userErrors).toEqual([]);
    expect(revoked.data!.partnerApiKeyRevoke.apiKey.revokedAt).toEqual(expect.any(String));

    const after = await graphqlWithKey(key.secret, PING);
    expect(after.status).toBe(401);
    expect(((await after.json()) as GraphqlErrors).errors[0]!.extensions.code).toBe('UNAUTHENTICATED');
    const listed = await suite.env.graphql(LIST, {}, bearer(hotelier.token));
    expect(listed.data!.partnerApiKeys.map((k: { id: string }) => k.id)).not.toContain(key.id);

    const again = await suite.env.graphql(REVOKE, { id: key.id }, bearer(hotelier.token));
    expect(again.data!.partnerApiKeyRevoke.userErrors[0].code).toBe('NOT_FOUND');
    const audit = await suite.db.query(
      `select action, before->>'revokedAt' as before, after->>'revokedAt' as after from audit_entry where subject_id = $1 and action = 'api_key.revoke'`,
      [key.id],
    );
    expect(audit.rows).toEqual([{ action: 'api_key.revoke', before: null, after: expect.any(String) }]);
  });

  it('stops working when its owner is no longer a partner', async () => {
    const partner = await signedInActor(suite.env, suite.db, Role.TOUR_ORGANIZER, 'keys-demoted');
    const key = await createApiKey(suite.env, partner.token);
    expect((await graphqlWithKey(key.secret, PING)).status).toBe(200);
    await suite.db.query(`update app_user set role = 'user' where id = $1`, [partner.id]);
    expect((await graphqlWithKey(key.secret, PING)).status).toBe(401);
  });

  it('refuses a made-up key that looks like one', async () => {
    const response = await graphqlWithKey(`jambo_pk_${'A'.repeat(43)}`, PING);
    expect(response.status).toBe(401);
  });
});

describe('rate limit per key', () => {
  it('answers 429 with Retry-After past the limit, and other keys go on', async () => {
    const limited = await createTestEnvironment({ PARTNER_API_KEY_REQUESTS_PER_MINUTE: '2' });
    try {
      const partner = await signedInActor(limited, suite.db, Role.LEISURE_MANAGER, 'keys-limited');
      const [busy, quiet] = [await createApiKey(limited, partner.token, 'Busy'), await createApiKey(limited, partner.token, 'Quiet')];
      const call = (secret: string) =>
        limited.request('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...bearer(secret) },
          body: JSON.stringify({ query: PING }),
        });
      expect((await call(busy.secret)).status).toBe(200);
      expect((await call(busy.secret)).status).toBe(200);
      const refused = await call(busy.secret);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(((await refused.json()) as GraphqlErrors).errors[0]!.extensions.code).toBe('RATE_LIMITED');
      expect((await call(quiet.secret)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
