// Design §5 'Safe defaults', tried as an attacker would: who a client is, development conveniences,
// the legacy password change, uploads refused by their size, settings refused in production.
import { request as httpRequest } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../support/test-database.js';
import { ConfigError, loadConfig } from '../../server/src/config.js';
import { DEMO_PASSWORD } from '../../server/src/db/seed/users.seed.js';
import { freshEmail } from '../support/accounts.js';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment.js';

const json = { 'content-type': 'application/json' };

async function post(env: TestEnvironment, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await env.request(path, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, any> };
}

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
});
afterAll(() => db.end());

describe('settings', () => {
  it('listen on loopback unless HOST says otherwise, and believe no proxy unless TRUST_PROXY names one', () => {
    const config = loadConfig({ SKIP_ENV_FILE: '1', HOST: undefined, TRUST_PROXY: undefined });
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toEqual([]);
    expect(loadConfig({ SKIP_ENV_FILE: '1', TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
  });

  it('refuse a production start with development-only settings, naming each', () => {
    const start = () =>
      loadConfig({ SKIP_ENV_FILE: '1', NODE_ENV: 'production', SEED: 'auto', DATABASE_URL: undefined, PUBLIC_API_URL: undefined, WEB_ORIGIN: undefined });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/SEED=auto.*DATABASE_URL.*PUBLIC_API_URL.*WEB_ORIGIN/);
    const production = loadConfig({
      SKIP_ENV_FILE: '1',
      NODE_ENV: 'production',
      SEED: 'never',
      DATABASE_URL: 'postgres://db.internal/marketplace',
      PUBLIC_API_URL: 'https://api.example.com',
      WEB_ORIGIN: 'https://example.com',
    });
    expect(production.devConveniences).toBe(false);
  });
});

describe('outside development (the test environment answers as production does)', () => {
  let env: TestEnvironment;
  beforeAll(async () => {
    env = await createTestEnvironment();
  });
  afterAll(() => env?.close());

  it('forgot and register carry no token, and there is no dev mailbox', async () => {
    const forgot = await post(env, '/auth/forgot', { email: 'subadmin@example.com' });
    expect(forgot.status).toBe(200);
    expect(forgot.body).toEqual({ message: 'If the email exists, a reset link has been created.' });
    const register = await post(env, '/auth/register', { email: freshEmail('prod'), password: 'long-enough-1' });
    expect(register.status).toBe(201);
    expect(register.body).not.toHaveProperty('verification_token');
    expect((await env.request('/dev/mail?to=admin@example.com')).status).toBe(404);
  });

  it('rotating X-Forwarded-For does not escape the sign-in limit', async () => {
    const email = 'tours@example.com';
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 30; attempt++) {
      const forwarded = { 'x-forwarded-for': `198.51.100.${attempt}` };
      statuses.push((await post(env, '/auth/login', { email, password: `wrong-${attempt}-password` }, forwarded)).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const right = await post(env, '/auth/login', { email, password: DEMO_PASSWORD }, { 'x-forwarded-for': '203.0.113.77' });
    expect(right.status).toBe(429);
  });

  it('a forged web-proxy header decides nothing', async () => {
    const forged = { 'x-web-proxy-client': 'guess 127.0.0.1', 'x-forwarded-for': '127.0.0.1' };
    const dev = await createTestEnvironment({ NODE_ENV: 'development', TRUST_PROXY: '' });
    try {
      // Development and loopback: the forged header neither adds nor removes anything.
      const forgot = await post(dev, '/auth/forgot', { email: 'traveller@example.com' }, forged);
      expect(forgot.body.reset_token).toEqual(expect.any(String));
    } finally {
      await dev.close();
    }
  });
});

describe('development conveniences serve only this machine', () => {
  let env: TestEnvironment;
  beforeAll(async () => {
    // A proxy on loopback is believed, so a request can come "from" elsewhere as a proxied one would.
    env = await createTestEnvironment({ NODE_ENV: 'development', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => env?.close());

  it('a loopback caller gets the dev reset token and the dev mailbox', async () => {
    const forgot = await post(env, '/auth/forgot', { email: 'traveller@example.com' });
    expect(forgot.body.reset_token).toEqual(expect.any(String));
    const mailbox = await env.request('/dev/mail?to=traveller@example.com&limit=1');
    expect(mailbox.status).toBe(200);
    expect(await mailbox.json()).toEqual([expect.objectContaining({ to: 'traveller@example.com' })]);
  });

  it('a caller from another address gets neither, so nobody can reset an account from afar', async () => {
    const remote = { 'x-forwarded-for': '203.0.113.9' };
    const forgot = await post(env, '/auth/forgot', { email: 'subadmin@example.com' }, remote);
    expect(forgot.status).toBe(200);
    expect(forgot.body).toEqual({ message: 'If the email exists, a reset link has been created.' });
    const register = await post(env, '/auth/register', { email: freshEmail('remote'), password: 'long-enough-1' }, remote);
    expect(register.body).not.toHaveProperty('verification_token');
    for (const path of ['/dev/mail?to=admin@example.com', '/dev/mail/view']) expect((await env.request(path, { headers: remote })).status, path).toBe(404);
  });
});

describe('the legacy password change', () => {
  let env: TestEnvironment;
  beforeAll(async () => {
    env = await createTestEnvironment();
  });
  afterAll(() => env?.close());

  async function signedInAccount() {
    const email = freshEmail('stolen');
    expect((await post(env, '/auth/register', { email, password: 'first-password-1' })).status).toBe(201);
    await db.query('update app_user set email_verified_at = now() where email = $1', [email]);
    const { body } = await post(env, '/auth/login', { email, password: 'first-password-1' });
    return { email, token: body.token as string };
  }

  const changePassword = (token: string, body: unknown) =>
    env.request('/api/v1/users/me/password', {
      method: 'PUT',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  it('refuses new_password alone from a session signed in long ago: a stolen token cannot take the account', async () => {
    const { email, token } = await signedInAccount();
    await db.query(`update auth_session set created_at = now() - interval '2 hours' where user_id = (select id from app_user where email = $1)`, [email]);
    const refused = await changePassword(token, { new_password: 'taken-over-1' });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: 'RECENT_SIGN_IN_REQUIRED', field: 'currentPassword', message: expect.stringMatching(/sign in again/) });
    // Still the owner's password, and the owner is still signed in.
    expect((await post(env, '/auth/login', { email, password: 'first-password-1' })).status).toBe(200);
    expect((await env.request('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    // With the current password the same session may change it.
    expect((await changePassword(token, { new_password: 'owner-choice-2', current_password: 'first-password-1' })).status).toBe(200);
  });
});

describe('uploads are refused by their size before they are read', () => {
  let env: TestEnvironment;
  beforeAll(async () => {
    env = await createTestEnvironment();
  });
  afterAll(() => env?.close());

  it('answers 413 to a 50 MB avatar after its headers, and closes the connection', async () => {
    const { body } = await post(env, '/auth/login', { email: 'traveller@example.com', password: DEMO_PASSWORD });
    const url = new URL('/api/user/avatar', env.apiUrl);
    const answer = await new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
      const request = httpRequest(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${body.token}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(50 * 1024 * 1024),
        },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, body: text }));
      });
      request.on('error', reject);
      // Only the first bytes are ever sent: an answer proves nothing waited for the other 50 MB.
      request.write('--x\r\nContent-Disposition: form-data; name="avatar"; filename="big.png"\r\n\r\n');
    });
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', field: 'avatar' });
  });
});
