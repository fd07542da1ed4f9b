// Accounts over GraphQL: the whole story through the dev mailbox (no SMTP), sessions with rotating
// refresh tokens, and the limits that hold however a request is shaped.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../support/test-database.js';
import { freshEmail, setCookies, tokenFromLink } from '../support/accounts.js';
import { createTestEnvironment, type GraphqlResult, type TestEnvironment } from '../support/test-environment.js';

const USER_FIELDS = 'id email role name firstName lastName country city phone emailVerified avatarUrl homePath';
const REGISTER = `mutation AccountRegister($input: AccountRegisterInput!) { accountRegister(input: $input) { user { ${USER_FIELDS} } devVerificationToken userErrors { code field message } } }`;
const VERIFY = `mutation AccountVerifyEmail($token: String!) { accountVerifyEmail(token: $token) { user { emailVerified } userErrors { code field message } } }`;
const SIGN_IN = `mutation SessionCreate($input: SessionCreateInput!) { sessionCreate(input: $input) { token tokenExpiresAt redirectTo user { ${USER_FIELDS} } userErrors { code field message } } }`;
const REFRESH = `mutation SessionRefresh { sessionRefresh { token user { email } userErrors { code message } } }`;
const SIGN_OUT = `mutation SessionDelete { sessionDelete { signedOut userErrors { code } } }`;
const ME = `query Me { me { ${USER_FIELDS} } }`;
const PROFILE = `mutation ProfileUpdate($input: ProfileUpdateInput!) { profileUpdate(input: $input) { user { ${USER_FIELDS} } userErrors { code field message } } }`;
const FORGOT = `mutation PasswordForgot($email: String!) { passwordForgot(email: $email) { devResetToken userErrors { code field message } } }`;
const RESET = `mutation PasswordReset($token: String!, $newPassword: String!) { passwordReset(token: $token, newPassword: $newPassword) { passwordReset userErrors { code field message } } }`;
const CHANGE = `mutation PasswordChange($input: PasswordChangeInput!) { passwordChange(input: $input) { user { email } userErrors { code field message } } }`;
const RESEND = `mutation AccountResendVerification($email: String!) { accountResendVerification(email: $email) { devVerificationToken userErrors { code field message } } }`;

let env: TestEnvironment;
let strict: TestEnvironment;
let db: pg.Client;

/** A browser of sorts: keeps the cookies the API sets, per path, and sends them back. */
class Browser {
  private cookies = new Map<string, { value: string; path: string }[]>();

  constructor(private readonly target: () => TestEnvironment) {}

  async graphql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) {
    const cookie = [...this.cookies.entries()]
      .flatMap(([name, jar]) =>
        jar
          .filter((c) => '/graphql'.startsWith(c.path))
          .slice(0, 1)
          .map((c) => `${name}=${c.value}`),
      )
      .join('; ');
    const response = await this.target().request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...(cookie && { cookie }), ...headers },
      body: JSON.stringify({ query, variables }),
    });
    for (const [name, set] of setCookies(response)) {
      const jar = this.cookies.get(name)?.filter((c) => !set.some((s) => s.attributes.includes(`Path=${c.path}`))) ?? [];
      for (const { value, attributes } of set) {
        const path = attributes.find((a) => a.startsWith('Path='))!.slice(5);
        if (value && !attributes.some((a) => a.startsWith('Expires=Thu, 01 Jan 1970'))) jar.push({ value, path });
      }
      this.cookies.set(name, jar);
    }
    return (await response.json()) as GraphqlResult<T>;
  }

  cookie(name: string, path = '/graphql') {
    return this.cookies.get(name)?.find((c) => c.path === path)?.value;
  }

  setCookie(name: string, value: string, path = '/graphql') {
    this.cookies.set(name, [{ value, path }]);
  }
}

/** The newest mail of a template to an address, read from the outbox (outside development there is no dev mailbox). */
async function latestMail(to: string, template: string) {
  const { rows } = await db.query<{ text: string; subject: string }>(
    'select text, subject from email_outbox where recipient = $1 and template = $2 order by created_at desc limit 1',
    [to.toLowerCase(), template],
  );
  const mail = rows[0];
  if (!mail) throw new Error(`No ${template} mail to ${to}`);
  return { ...mail, links: [...mail.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]) };
}

async function verifiedAccount(label: string, target = env, password = 'first-password-1') {
  const email = freshEmail(label);
  const registered = await target.graphql(REGISTER, { input: { email, password, firstName: 'Kofi', lastName: 'Mensah', country: 'GH' } });
  expect(registered.data!.accountRegister.userErrors).toEqual([]);
  const { rows } = await db.query(`update app_user set email_verified_at = now() where email = $1 returning id`, [email]);
  expect(rows).toHaveLength(1);
  return { email, password };
}

beforeAll(async () => {
  env = await createTestEnvironment();
  strict = await createTestEnvironment({ AUTH_REFRESH_REUSE_GRACE_SECONDS: '0' });
  db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await env?.close();
  await strict?.close();
});

describe('the account story over GraphQL', () => {
  it('register → mail → verify → sign in → profile → password → refresh → sign out → forgot → reset', async () => {
    const browser = new Browser(() => env);
    const email = freshEmail('gql-story');
    const registered = await browser.graphql(REGISTER, {
      input: { email, password: 'first-password-1', passwordConfirmation: 'first-password-1', firstName: 'Zawadi', lastName: 'Achieng', country: 'Kenya' },
    });
    expect(registered.errors).toBeUndefined();
    expect(registered.data!.accountRegister).toMatchObject({
      userErrors: [],
      devVerificationToken: null,
      user: { email, emailVerified: false, country: 'KE', name: 'Zawadi Achieng', role: 'USER' },
    });

    const blocked = await browser.graphql(SIGN_IN, { input: { email, password: 'first-password-1' } });
    expect(blocked.data!.sessionCreate).toMatchObject({ token: null, userErrors: [{ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }] });

    const welcome = await latestMail(email, 'verify-email');
    expect(welcome.subject).toBe('Verify your email address');
    expect(welcome.links[0]).toMatch(/^http:\/\/localhost:3000\/auth\/verify\?token=/);
    const verified = await browser.graphql(VERIFY, { token: tokenFromLink(welcome.text, '/auth/verify') });
    expect(verified.data!.accountVerifyEmail).toEqual({ user: { emailVerified: true }, userErrors: [] });

    const signedIn = await browser.graphql(SIGN_IN, { input: { email, password: 'first-password-1' } });
    expect(signedIn.data!.sessionCreate).toMatchObject({ userErrors: [], redirectTo: '/', user: { email, homePath: '/' } });
    expect(browser.cookie('session', '/')).toBe(signedIn.data!.sessionCreate.token);
    expect(browser.cookie('refresh_token')).toBeTruthy();

    expect((await browser.graphql(ME)).data!.me).toMatchObject({ email, emailVerified: true });

    const profile = await browser.graphql(PROFILE, { input: { firstName: ' Zawadi ', city: 'Mombasa', phone: '+254 712 000 111', country: 'TZ' } });
    expect(profile.data!.profileUpdate).toMatchObject({
      userErrors: [],
      user: { firstName: 'Zawadi', lastName: 'Achieng', city: 'Mombasa', phone: '+254 712 000 111', country: 'TZ' },
    });
    const badPhone = await browser.graphql(PROFILE, { input: { phone: 'call me maybe' } });
    expect(badPhone.data!.profileUpdate.userErrors).toEqual([{ code: 'BAD_USER_INPUT', field: 'phone', message: expect.stringMatching(/valid phone/) }]);

    const wrong = await browser.graphql(CHANGE, { input: { currentPassword: 'not-the-password', newPassword: 'second-password-2' } });
    expect(wrong.data!.passwordChange.userErrors[0]).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'currentPassword',
      message: 'The current password is not correct.',
    });
    const changed = await browser.graphql(CHANGE, { input: { currentPassword: 'first-password-1', newPassword: 'second-password-2' } });
    expect(changed.data!.passwordChange).toEqual({ user: { email }, userErrors: [] });

    const firstAccess = browser.cookie('session', '/');
    const refreshed = await browser.graphql(REFRESH);
    expect(refreshed.data!.sessionRefresh).toMatchObject({ userErrors: [], user: { email }, token: expect.any(String) });
    expect(refreshed.data!.sessionRefresh.token).not.toBe(firstAccess);

    expect((await browser.graphql(SIGN_OUT)).data!.sessionDelete).toEqual({ signedOut: true, userErrors: [] });
    expect((await browser.graphql(ME)).data!.me).toBeNull();
    expect((await env.graphql(ME, {}, { authorization: `Bearer ${refreshed.data!.sessionRefresh.token}` })).data!.me).toBeNull();

    expect((await browser.graphql(FORGOT, { email })).data!.passwordForgot).toEqual({ devResetToken: null, userErrors: [] });
    const resetToken = tokenFromLink((await latestMail(email, 'reset-password')).text, '/auth/reset');
    expect((await browser.graphql(RESET, { token: resetToken, newPassword: 'short' })).data!.passwordReset.userErrors[0].message).toBe(
      'Password must be at least 8 characters',
    );
    expect((await browser.graphql(RESET, { token: resetToken, newPassword: 'third-password-3' })).data!.passwordReset).toEqual({
      passwordReset: true,
      userErrors: [],
    });
    expect((await browser.graphql(RESET, { token: resetToken, newPassword: 'fourth-password-4' })).data!.passwordReset.userErrors[0].code).toBe(
      'INVALID_TOKEN',
    );

    const again = await browser.graphql(SIGN_IN, { input: { email, password: 'third-password-3' } });
    expect(again.data!.sessionCreate.userErrors).toEqual([]);
  });

  it('writes the e-mails in the language of the request', async () => {
    const email = freshEmail('langue');
    await env.graphql(REGISTER, { input: { email, password: 'mot-de-passe-1' } }, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect((await latestMail(email, 'verify-email')).subject).toBe('Vérifiez votre adresse e-mail');
    await env.graphql(RESEND, { email }, { cookie: 'lng=pt' });
    // The development mailbox shows both, newest first.
    const dev = await createTestEnvironment({ NODE_ENV: 'development' });
    try {
      const portuguese = (await (await dev.request(`/dev/mail?to=${email}`)).json()) as Array<{ subject: string; language: string }>;
      expect(portuguese[0]).toMatchObject({ subject: 'Confirme o seu endereço de e-mail', language: 'pt' });
      const view = await dev.request(`/dev/mail/view?to=${email}`);
      expect(view.headers.get('content-type')).toContain('text/html');
      expect(await view.text()).toContain('Vérifiez votre adresse e-mail');
    } finally {
      await dev.close();
    }
  });

  it('shows no one but the viewer: me is null without a session, profileUpdate needs one', async () => {
    expect((await env.graphql(ME)).data!.me).toBeNull();
    const anonymous = await env.graphql(PROFILE, { input: { firstName: 'Nobody' } });
    expect(anonymous.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const role = await env.graphql(`mutation { profileUpdate(input: { role: ADMIN }) { userErrors { code } } }`);
    expect(role.errors![0]!.message).toMatch(/"role" is not defined/);
  });
});

describe('sessions', () => {
  it('a replayed refresh token ends the whole session, for the thief and the owner alike', async () => {
    const { email, password } = await verifiedAccount('replay', strict);
    const owner = new Browser(() => strict);
    await owner.graphql(SIGN_IN, { input: { email, password } });
    const stolen = owner.cookie('refresh_token')!;
    const rotated = await owner.graphql(REFRESH);
    expect(rotated.data!.sessionRefresh.userErrors).toEqual([]);
    const ownerAccess = rotated.data!.sessionRefresh.token;

    const thief = new Browser(() => strict);
    thief.setCookie('refresh_token', stolen);
    const replay = await thief.graphql(REFRESH);
    expect(replay.data!.sessionRefresh).toMatchObject({
      token: null,
      userErrors: [{ code: 'SESSION_EXPIRED', message: 'Your session has expired. Please sign in again.' }],
    });

    expect((await strict.graphql(ME, {}, { authorization: `Bearer ${ownerAccess}` })).data!.me).toBeNull();
    expect((await owner.graphql(REFRESH)).data!.sessionRefresh.userErrors[0].code).toBe('SESSION_EXPIRED');
    const { rows } = await db.query(`select s.revoked_reason from auth_session s join app_user u on u.id = s.user_id where u.email = $1`, [email]);
    expect(rows).toEqual([{ revoked_reason: 'refresh-reuse' }]);
  });

  it('two tabs refreshing at once both stay signed in within the grace period', async () => {
    const { email, password } = await verifiedAccount('tabs');
    const browser = new Browser(() => env);
    await browser.graphql(SIGN_IN, { input: { email, password } });
    const results = await Promise.all([browser.graphql(REFRESH), browser.graphql(REFRESH)]);
    for (const result of results) expect(result.data!.sessionRefresh.userErrors).toEqual([]);
    expect((await browser.graphql(ME)).data!.me.email).toBe(email);
  });

  it('stores tokens only as hashes', async () => {
    const { email, password } = await verifiedAccount('hashes');
    const token = (await env.graphql(SIGN_IN, { input: { email, password } })).data!.sessionCreate.token as string;
    const { rows } = await db.query(`select count(*)::int as n from auth_session_token where token_hash = $1`, [token]);
    expect(rows[0].n).toBe(0);
    const { rows: hashed } = await db.query(`select count(*)::int as n from auth_session_token where token_hash = encode(sha256($1::bytea), 'hex')`, [token]);
    expect(hashed[0].n).toBe(1);
  });
});

describe('limits that hold however the request is shaped', () => {
  it('aliases in one request cannot guess past the per-account limit', async () => {
    const { email, password } = await verifiedAccount('aliases');
    const guesses = Array.from(
      { length: 12 },
      (_, i) => `g${i}: sessionCreate(input: { email: "${email}", password: "guess-number-${i}" }) { token userErrors { code } }`,
    );
    const result = await env.graphql(`mutation { ${guesses.join('\n')} }`);
    const codes = Object.values(result.data!).map((payload: any) => payload.userErrors[0].code);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(5);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(7);
    const right = await env.graphql(SIGN_IN, { input: { email, password } });
    expect(right.data!.sessionCreate.userErrors[0].code).toBe('RATE_LIMITED');
  });

  it('GraphQL Armor refuses too many aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: me { id }`).join(' ');
    const result = await env.graphql(`query { ${aliases} }`);
    expect(result.errors![0]!.message).toMatch(/alias/i);
  });

  it('passwordForgot answers the same for known and unknown e-mails', async () => {
    const { email } = await verifiedAccount('gql-enum');
    const known = await env.graphql(FORGOT, { email });
    const unknown = await env.graphql(FORGOT, { email: freshEmail('gql-nobody') });
    expect(known).toEqual(unknown);
    expect(known.data!.passwordForgot).toEqual({ devResetToken: null, userErrors: [] });
  });
});

describe('in development', () => {
  it('hands out the tokens the e-mails carry (spec "Dev reset token")', async () => {
    const dev = await createTestEnvironment({ NODE_ENV: 'development' });
    try {
      const email = freshEmail('dev');
      const registered = await dev.graphql(REGISTER, { input: { email, password: 'long-enough-1' } });
      const token = registered.data!.accountRegister.devVerificationToken;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await dev.graphql(VERIFY, { token })).data!.accountVerifyEmail.userErrors).toEqual([]);
      const forgot = await dev.request('/auth/forgot', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
      expect(((await forgot.json()) as { reset_token: string }).reset_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    } finally {
      await dev.close();
    }
  });
});

describe('per-address limits', () => {
  it('refuses the 31st reset request from one address in 15 minutes, whatever the e-mails', async () => {
    const fresh = await createTestEnvironment();
    try {
      for (let request = 1; request <= 30; request++) {
        const answer = await fresh.graphql(FORGOT, { email: freshEmail(`spray-${request}`) });
        expect(answer.data!.passwordForgot.userErrors, `request ${request}`).toEqual([]);
      }
      const refused = await fresh.graphql(FORGOT, { email: freshEmail('spray-31') });
      expect(refused.data!.passwordForgot.userErrors[0]).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/Too many attempts/) });
    } finally {
      await fresh.close();
    }
  });
});
