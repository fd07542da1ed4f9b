// Spec §7 'User and auth' over REST, with a real SMTP server receiving the mails: the whole account
// story, the legacy shapes and the security rules (design §5).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/src/db/seed/users.seed.js';
import { freshEmail, setCookies, startSmtpPeer, tinyPng, tokenFromLink } from '../support/accounts.js';
import { isolatedDatabase } from '../support/isolated-database.js';
import { createTestEnvironment, PUBLIC_API_URL, type TestEnvironment } from '../support/test-environment.js';

let env: TestEnvironment;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let db: pg.Client;
let database: Awaited<ReturnType<typeof isolatedDatabase>>;

const json = { 'content-type': 'application/json' };

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await env.request(path, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
  return { response, status: response.status, body: (await response.json()) as Record<string, any> };
}

async function call(method: string, path: string, token: string | undefined, body?: unknown) {
  const response = await env.request(path, {
    method,
    headers: { ...(body !== undefined && json), ...(token && { authorization: `Bearer ${token}` }), 'x-requested-with': 'XMLHttpRequest' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { response, status: response.status, body: (await response.json()) as Record<string, any> };
}

async function registerVerified(label: string, password = 'first-password-1') {
  const email = freshEmail(label);
  expect((await post('/auth/register', { email, password, first_name: 'Ama', last_name: 'Owusu', country: 'GH' })).status).toBe(201);
  const [mail] = await smtp.mailsTo(email);
  expect((await post('/auth/verify', { token: tokenFromLink(mail!.text, '/auth/verify') })).status).toBe(200);
  return { email, password };
}

async function signIn(email: string, password: string) {
  const result = await post('/auth/login', { email, password });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result;
}

beforeAll(async () => {
  smtp = await startSmtpPeer();
  // A database of its own: the job runner that delivers the mails must work this suite's jobs only.
  database = await isolatedDatabase('rest_auth');
  env = await createTestEnvironment({ DATABASE_URL: database.url, SMTP_URL: smtp.url, WEB_ORIGIN: 'http://web.test', JOB_RUNNER: 'true' });
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await env?.close();
  await smtp?.close();
  await database?.drop();
});

describe('the account story over REST', () => {
  it('register → mail → verify → sign in → profile → avatar → sign out → forgot → reset → sign in again', async () => {
    const email = freshEmail('story');
    const registered = await post('/auth/register', {
      email: email.toUpperCase(),
      password: 'first-password-1',
      password_confirmation: 'first-password-1',
      first_name: 'Amani',
      last_name: 'Mugisha',
      country: 'Rwanda',
      phone: '+250 788 123 456',
    });
    expect(registered.status).toBe(201);
    expect(registered.body.user).toEqual({
      id: expect.any(String),
      username: expect.any(String),
      email,
      role: 'user',
      email_verified: false,
      first_name: 'Amani',
      last_name: 'Mugisha',
      name: 'Amani Mugisha',
      country: 'Rwanda',
      city: null,
      phone: '+250 788 123 456',
      avatar: null,
    });
    expect(registered.body).not.toHaveProperty('verification_token');

    const unverified = await post('/auth/login', { email, password: 'first-password-1' });
    expect(unverified.status).toBe(403);
    expect(unverified.body.error).toBe('Email not verified');

    const [welcome] = await smtp.mailsTo(email);
    expect(welcome!.raw).toMatch(/Subject: Verify your email address/);
    const verifyToken = tokenFromLink(welcome!.text, '/auth/verify');
    expect(welcome!.text).toContain(`http://web.test/auth/verify?token=${verifyToken}`);
    const verified = await post('/auth/verify', { token: verifyToken });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Account verified. You can now sign in.');
    expect(verified.body.user.email_verified).toBe(true);
    expect((await post('/auth/verify', { token: verifyToken })).status).toBe(400);

    const session = await signIn(email, 'first-password-1');
    expect(session.body).toMatchObject({ token: expect.any(String), redirect_to: '/', user: { email, email_verified: true } });
    const token = session.body.token as string;

    const me = await call('GET', '/api/auth/me', token);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
    expect((await call('GET', '/api/v1/users/me', token)).body).toEqual(me.body);

    const profile = await call('PUT', '/api/user/profile', token, {
      first_name: 'Amina',
      last_name: 'Uwase',
      country: 'KE',
      city: 'Nairobi',
      phone: '+254 712 345 678',
    });
    expect(profile.status).toBe(200);
    expect(profile.body.message).toBe('Profile updated');
    expect(profile.body.user).toMatchObject({
      first_name: 'Amina',
      last_name: 'Uwase',
      name: 'Amina Uwase',
      country: 'Kenya',
      city: 'Nairobi',
      phone: '+254 712 345 678',
    });

    const form = new FormData();
    form.append('avatar', new Blob([tinyPng], { type: 'image/png' }), 'me.png');
    const upload = await env.request('/api/user/avatar', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(upload.status).toBe(200);
    const avatar = ((await upload.json()) as { avatar: string }).avatar;
    expect(avatar).toMatch(new RegExp(`^${PUBLIC_API_URL}/media/avatars/[0-9a-f-]+-[0-9a-f]{12}\\.png$`));
    const picture = await env.request(avatar.slice(PUBLIC_API_URL.length));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(tinyPng);

    const signedOut = await call('POST', '/auth/logout', token);
    expect(signedOut.status).toBe(200);
    expect((await call('GET', '/api/auth/me', token)).status).toBe(401);

    const forgot = await post('/auth/forgot', { email });
    expect(forgot.body).toEqual({ message: 'If the email exists, a reset link has been created.' });
    const [, resetMail] = await smtp.mailsTo(email, 2);
    const resetToken = tokenFromLink(resetMail!.text, '/auth/reset');
    const reset = await post('/auth/reset', { token: resetToken, password: 'second-password-2' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Password updated. You can sign in now.');
    expect((await post('/auth/reset', { token: resetToken, password: 'third-password-3' })).status).toBe(400);

    const old = await post('/auth/login', { email, password: 'first-password-1' });
    expect(old.status).toBe(401);
    expect(old.body.message).toBe('Invalid email or password.');
    await signIn(email, 'second-password-2');
  });

  it('signs the demo traveller in with the cookies of design §5', async () => {
    const { response, body } = await signIn('traveller@example.com', DEMO_PASSWORD);
    const cookies = setCookies(response);
    const [access] = cookies.get('session')!;
    expect(access!.value).toBe(body.token);
    expect(access!.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    const refresh = cookies.get('refresh_token')!;
    expect(refresh.map((cookie) => cookie.attributes.find((a) => a.startsWith('Path=')))).toEqual(
      expect.arrayContaining(['Path=/auth/refresh', 'Path=/api/auth/refresh', 'Path=/graphql']),
    );
    for (const cookie of refresh) expect(cookie.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict']));
    expect(refresh[0]!.value).not.toBe(body.token);

    const viaCookie = await env.request('/api/auth/me', { headers: { cookie: `session=${access!.value}` } });
    expect(((await viaCookie.json()) as { role: string }).role).toBe('user');
  });

  it('lands each role on its home (spec §6)', async () => {
    const { body } = await signIn('hotels@example.com', DEMO_PASSWORD);
    expect(body.redirect_to).toBe('/hotel-dashboard');
    expect(body.user.role).toBe('hotel_manager');
  });

  it('answers 401 with a message without a session', async () => {
    for (const path of ['/api/auth/me', '/api/v1/users/me']) {
      const response = await env.request(path);
      expect(response.status, path).toBe(401);
      expect(((await response.json()) as { message: string }).message).toBe('Unauthenticated');
    }
    expect((await call('PUT', '/api/user/profile', undefined, { first_name: 'X' })).status).toBe(401);
  });
});

describe('registration rules', () => {
  it('says when the e-mail is taken, in the phrase the web client looks for', async () => {
    const { email } = await registerVerified('taken');
    const again = await post('/auth/register', { email: email.toUpperCase(), password: 'another-password' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/has already been taken/);
  });

  it('checks password length, confirmation, e-mail and country', async () => {
    for (const [body, message] of [
      [{ email: freshEmail('short'), password: 'short' }, 'Password must be at least 8 characters'],
      [{ email: freshEmail('mismatch'), password: 'long-enough-1', password_confirmation: 'long-enough-2' }, 'Passwords do not match'],
      [{ email: 'not-an-email', password: 'long-enough-1' }, 'Please enter a valid email address.'],
      [{ email: freshEmail('country'), password: 'long-enough-1', country: 'Atlantis' }, /Unknown country/],
    ] as const) {
      const result = await post('/auth/register', body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.message).toMatch(message);
    }
  });
});

describe('security', () => {
  it('forgot and resend answer byte for byte the same for known and unknown e-mails', async () => {
    const { email } = await registerVerified('enumeration');
    const unverified = freshEmail('unverified');
    await post('/auth/register', { email: unverified, password: 'long-enough-1' });
    for (const path of ['/auth/forgot', '/auth/resend-verification']) {
      const answers = await Promise.all(
        [email, unverified, freshEmail('nobody')].map(async (address) => {
          const response = await env.request(path, { method: 'POST', headers: json, body: JSON.stringify({ email: address }) });
          return `${response.status} ${await response.text()}`;
        }),
      );
      expect(new Set(answers).size, `${path}: ${answers.join(' | ')}`).toBe(1);
    }
  });

  it('a profile path never changes the role or the verified flag', async () => {
    const { email, password } = await registerVerified('escalate');
    const { body } = await signIn(email, password);
    for (const path of ['/api/user/profile', '/api/v1/users/me']) {
      const result = await call('PUT', path, body.token, {
        role: 'admin',
        email_verified: false,
        email_verified_at: null,
        email: 'x@example.org',
        first_name: 'Still',
      });
      expect(result.status).toBe(200);
    }
    const { rows } = await db.query('select role, email, email_verified_at from app_user where email = $1', [email]);
    expect(rows[0]).toMatchObject({ role: 'user', email });
    expect(rows[0].email_verified_at).not.toBeNull();
  });

  it('refuses cross-site forms on state-changing paths (CSRF)', async () => {
    const body = JSON.stringify({ email: 'traveller@example.com', password: DEMO_PASSWORD });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await env.request('/auth/login', { method: 'POST', headers: { 'content-type': type }, body });
      expect(response.status, type).toBe(403);
    }
    expect((await env.request('/auth/logout', { method: 'POST' })).status).toBe(403);
    expect((await env.request('/auth/logout', { method: 'POST', headers: { 'x-requested-with': 'XMLHttpRequest' } })).status).toBe(200);
  });

  it('limits wrong passwords per account: the sixth try is refused even with the right password', async () => {
    const { email, password } = await registerVerified('guess');
    for (let attempt = 1; attempt <= 5; attempt++) expect((await post('/auth/login', { email, password: `wrong-${attempt}-password` })).status).toBe(401);
    const blocked = await post('/auth/login', { email, password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(blocked.body.message).toMatch(/Too many attempts/);
  });

  it('sends at most three reset e-mails to one address in 15 minutes', async () => {
    const { email } = await registerVerified('flood');
    const before = (await smtp.mailsTo(email)).length;
    for (let request = 0; request < 5; request++) expect((await post('/auth/forgot', { email })).status).toBe(200);
    await smtp.mailsTo(email, before + 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { rows } = await db.query(`select count(*)::int as n from email_outbox where recipient = $1 and template = 'reset-password'`, [email]);
    expect(rows[0].n).toBe(3);
  });

  it('rejects an avatar that is not an image by its bytes, and one over 2 MB', async () => {
    const { email, password } = await registerVerified('avatar');
    const { body } = await signIn(email, password);
    const send = (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('avatar', new Blob([bytes], { type: 'image/png' }), name);
      return env.request('/api/user/avatar', { method: 'POST', headers: { authorization: `Bearer ${body.token}` }, body: form });
    };
    const html = await send(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'evil.png');
    expect(html.status).toBe(415);
    const huge = await send(Buffer.concat([tinyPng, Buffer.alloc(2 * 1024 * 1024)]), 'huge.png');
    expect(huge.status).toBe(413);
    const { rows } = await db.query('select avatar_path from app_user where email = $1', [email]);
    expect(rows[0].avatar_path).toBeNull();
  });

  it('changes the password with new_password from a fresh session and signs out the other devices', async () => {
    const { email, password } = await registerVerified('change');
    const laptop = await signIn(email, password);
    const phone = await signIn(email, password);
    const wrong = await call('PUT', '/api/v1/users/me/password', phone.body.token, { new_password: 'new-password-2', current_password: 'not-it-at-all' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The current password is not correct.');
    const changed = await call('PUT', '/api/v1/users/me/password', phone.body.token, { new_password: 'new-password-2' });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/api/auth/me', laptop.body.token)).status).toBe(401);
    expect((await call('GET', '/api/auth/me', phone.body.token)).status).toBe(200);
    await signIn(email, 'new-password-2');
    const [, notice] = await smtp.mailsTo(email, 2);
    expect(notice!.raw).toMatch(/Subject: Your password was changed/);
  });
});
