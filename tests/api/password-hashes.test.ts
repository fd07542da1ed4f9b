// Password hashes made with earlier argon2 settings keep working, and are made again with today's at the next
// sign-in (when the password is at hand); a wrong password changes nothing.
import argon2 from 'argon2';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { freshEmail } from '../support/accounts.js';

const suite = apiSuite();
const SIGN_IN = 'mutation SignIn($input: SessionCreateInput!) { sessionCreate(input: $input) { token userErrors { code } } }';
const PASSWORD = 'Baobab-2026!';

const hashOf = async (email: string) => (await suite.db.query('select password_hash from app_user where email = $1', [email])).rows[0].password_hash as string;
const signIn = (email: string, password: string) =>
  suite.env.graphql<{ sessionCreate: { token: string | null; userErrors: Array<{ code: string }> } }>(SIGN_IN, { input: { email, password } });

describe('password hashes of earlier settings', () => {
  it('sign in, and are made again with the current settings; a wrong password leaves them as they were', async () => {
    const email = freshEmail('rehash');
    const earlier = await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 });
    await suite.db.query(`insert into app_user (email, username, password_hash, email_verified_at) values ($1, $2, $3, now())`, [
      email,
      `rehash-${randomUUID().slice(0, 8)}`,
      earlier,
    ]);

    const wrong = await signIn(email, 'not-the-password');
    expect(wrong.data!.sessionCreate.userErrors).toEqual([{ code: 'INVALID_CREDENTIALS' }]);
    expect(await hashOf(email)).toBe(earlier);

    const first = await signIn(email, PASSWORD);
    expect(first.data!.sessionCreate.userErrors).toEqual([]);
    expect(first.data!.sessionCreate.token).toBeTruthy();
    const remade = await hashOf(email);
    expect(remade).not.toBe(earlier);
    expect(remade).toMatch(/^\$argon2id\$v=19\$m=7168,p=1,t=5\$/);

    const again = await signIn(email, PASSWORD);
    expect(again.data!.sessionCreate.userErrors).toEqual([]);
    expect(await hashOf(email)).toBe(remade);
  });
});
