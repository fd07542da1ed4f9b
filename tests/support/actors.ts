// Accounts of any role for authorization tests: made in the database (test files share it, so each
// suite gets accounts of its own), signed in over real HTTP like any client.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { Role } from '../../server/src/modules/users/role.js';
import type { TestEnvironment } from './test-environment.js';

export const DEMO_PASSWORD = 'Safari2025!';

export interface Actor {
  id: string;
  email: string;
  role: Role;
  /** The bearer token of a signed-in session. */
  token: string;
}

/** A verified account of `role` with the demo password (its hash copied from a demo account: no hashing cost). */
export async function createAccount(db: pg.Client, role: Role, label: string = role): Promise<{ id: string; email: string }> {
  const slug = `${label.replace(/[^a-z0-9]+/gi, '-')}-${randomUUID().slice(0, 8)}`.toLowerCase();
  const email = `${slug}@actors.example.org`;
  const { rows } = await db.query(
    `insert into app_user (email, username, password_hash, role, email_verified_at, first_name, last_name, country)
     select $1, $2, password_hash, $3, now(), 'Test', $4, 'RW' from app_user where email = 'traveller@example.com' returning id`,
    [email, slug, role, label],
  );
  return { id: rows[0].id, email };
}

export async function signIn(env: TestEnvironment, email: string): Promise<string> {
  const result = await env.graphql(`mutation SignIn($input: SessionCreateInput!) { sessionCreate(input: $input) { token userErrors { code message } } }`, {
    input: { email, password: DEMO_PASSWORD },
  });
  const token = result.data?.sessionCreate?.token as string | undefined;
  if (!token) throw new Error(`Sign-in failed for ${email}: ${JSON.stringify(result)}`);
  return token;
}

/** A new account of `role`, signed in. */
export async function signedInActor(env: TestEnvironment, db: pg.Client, role: Role, label?: string): Promise<Actor> {
  const account = await createAccount(db, role, label);
  return { ...account, role, token: await signIn(env, account.email) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const CREATE_API_KEY = `mutation PartnerApiKeyCreate($input: PartnerApiKeyCreateInput!) {
  partnerApiKeyCreate(input: $input) { apiKey { id name displayPrefix createdAt lastUsedAt } secret userErrors { code field message } }
}`;

/** A partner API key of the signed-in partner: its id and its secret. */
export async function createApiKey(env: TestEnvironment, token: string, name = 'Channel manager'): Promise<{ id: string; secret: string }> {
  const result = await env.graphql(CREATE_API_KEY, { input: { name } }, bearer(token));
  const payload = result.data?.partnerApiKeyCreate;
  if (!payload?.secret) throw new Error(`Key creation failed: ${JSON.stringify(result)}`);
  return { id: payload.apiKey.id, secret: payload.secret };
}
