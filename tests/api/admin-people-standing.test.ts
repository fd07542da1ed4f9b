// An account's standing in the admin back office: suspension (admins only; the account cannot sign in and its
// sessions end at once; reinstating lets it back) and partner invitations (one e-mail through the outbox, whose
// link lets the invitee choose a password and sign in). Both are audited, refusals as denied.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { freshEmail, tokenFromLink } from '../support/accounts.js';
import { auditOf, type Caller, data, gql, tokensOf } from './admin-support.js';

const suite = apiSuite();
let tokens: Record<Caller, string | null>;

beforeAll(async () => {
  tokens = await tokensOf(suite.env);
});

const PASSWORD = 'Safari2025!';
const CLIENT_CREATE = `mutation AdminClientCreate($input: AdminAccountInput!) { adminClientCreate(input: $input) { user { id email } userErrors { code field message } } }`;
const SUSPEND = `mutation AdminUserSuspend($id: ID!, $suspended: Boolean!) { adminUserSuspend(id: $id, suspended: $suspended) { user { id suspendedAt } userErrors { code field message } } }`;
const INVITE = `mutation AdminPartnerInvite($input: AdminPartnerInviteInput!) { adminPartnerInvite(input: $input) { user { id email role emailVerified } userErrors { code field message } } }`;
const SIGN_IN = `mutation SessionCreate($input: SessionCreateInput!) { sessionCreate(input: $input) { token user { role } userErrors { code field message } } }`;
const RESET = `mutation PasswordReset($token: String!, $newPassword: String!) { passwordReset(token: $token, newPassword: $newPassword) { passwordReset userErrors { code message } } }`;
const ME = `query Me { me { id email } }`;
const AUDIT_LOG = `query AuditLog($filter: AuditLogFilter) { auditLog(filter: $filter, first: 5) { entries { action subjectId subjectName } } }`;

async function aClient(label: string) {
  const email = freshEmail(label);
  const created = await data(suite.env, tokens.admin, CLIENT_CREATE, {
    input: { email, password: PASSWORD, firstName: 'Test', lastName: label, verified: true },
  });
  expect(created.adminClientCreate.userErrors).toEqual([]);
  return created.adminClientCreate.user as { id: string; email: string };
}

const signIn = (email: string, password = PASSWORD) => gql(suite.env, null, SIGN_IN, { input: { email, password } });

describe('admin people: suspension', () => {
  it('refuses a suspended account at sign-in and ends its open session at once; reinstating lets it back', async () => {
    const client = await aClient('suspended');
    const session = (await signIn(client.email)).data!.sessionCreate.token as string;
    expect((await data(suite.env, session, ME)).me).toMatchObject({ id: client.id });

    const suspended = await data(suite.env, tokens.admin, SUSPEND, { id: client.id, suspended: true });
    expect(suspended.adminUserSuspend.userErrors).toEqual([]);
    expect(suspended.adminUserSuspend.user.suspendedAt).toEqual(expect.any(String));

    expect((await data(suite.env, session, ME)).me).toBeNull();
    const refused = await signIn(client.email);
    expect(refused.data!.sessionCreate).toMatchObject({
      token: null,
      userErrors: [{ code: 'ACCOUNT_SUSPENDED', field: 'email', message: 'This account is suspended. Please contact support.' }],
    });
    // The wrong password still gets the one answer for every miss: suspension is no way to learn who has an account.
    expect((await signIn(client.email, 'not-the-password')).data!.sessionCreate.userErrors[0].code).toBe('INVALID_CREDENTIALS');
    const revoked = await suite.db.query(`select count(*)::int as n from auth_session where user_id = $1 and revoked_reason = 'suspended'`, [client.id]);
    expect(revoked.rows[0].n).toBe(1);

    const reinstated = await data(suite.env, tokens.admin, SUSPEND, { id: client.id, suspended: false });
    expect(reinstated.adminUserSuspend.user).toEqual({ id: client.id, suspendedAt: null });
    expect((await signIn(client.email)).data!.sessionCreate.userErrors).toEqual([]);

    const audit = await auditOf(suite.db, 'user', client.id);
    expect(audit.slice(0, 2).map((row: { action: string; outcome: string }) => [row.action, row.outcome])).toEqual([
      ['user.reinstate', 'done'],
      ['user.suspend', 'done'],
    ]);
    // The audit log names the person, not only their id.
    const log = await data(suite.env, tokens.subadmin, AUDIT_LOG, { filter: { subjectType: 'user', subjectId: client.id, action: 'user.suspend' } });
    expect(log.auditLog.entries).toEqual([{ action: 'user.suspend', subjectId: client.id, subjectName: 'Test suspended' }]);
  });

  it('refuses a sub-admin (audited as denied), travellers and partners, and an admin suspending themselves', async () => {
    const client = await aClient('not-suspended');
    const bySubadmin = await gql(suite.env, tokens.subadmin, SUSPEND, { id: client.id, suspended: true });
    expect(bySubadmin.errors?.[0]).toMatchObject({ message: 'Only an admin can suspend or reinstate an account.', extensions: { code: 'FORBIDDEN' } });
    expect((await auditOf(suite.db, 'user', client.id))[0]).toMatchObject({ action: 'user.suspend', outcome: 'denied', actor_role: 'subadmin' });
    for (const caller of ['traveller', 'hotelManager'] as const) {
      expect((await gql(suite.env, tokens[caller], SUSPEND, { id: client.id, suspended: true })).errors?.[0]?.extensions?.code, caller).toBe('FORBIDDEN');
    }
    const { rows } = await suite.db.query(`select suspended_at from app_user where id = $1`, [client.id]);
    expect(rows[0].suspended_at).toBeNull();
    expect((await signIn(client.email)).data!.sessionCreate.userErrors).toEqual([]);

    const adminId = (await suite.db.query(`select id from app_user where email = 'admin@example.com'`)).rows[0].id;
    const self = await gql(suite.env, tokens.admin, SUSPEND, { id: adminId, suspended: true });
    expect(self.errors?.[0]).toMatchObject({ message: 'Nobody can suspend their own account.', extensions: { code: 'FORBIDDEN' } });
  });
});

describe('admin people: partner invitations', () => {
  it('opens a partner account, mails one invitation through the outbox, and the link sets the password', async () => {
    const email = freshEmail('invited-partner');
    const invited = await data(suite.env, tokens.admin, INVITE, { input: { email, firstName: 'Amara', lastName: 'Okafor', role: 'TOUR_ORGANIZER' } });
    expect(invited.adminPartnerInvite).toMatchObject({ userErrors: [], user: { email, role: 'TOUR_ORGANIZER', emailVerified: false } });
    const { rows: mails } = await suite.db.query(`select template, subject, text from email_outbox where recipient = $1`, [email]);
    expect(mails.map((mail: { template: string }) => mail.template)).toEqual(['partner-invitation']);
    expect(mails[0].text).toContain('Amara');
    expect((await auditOf(suite.db, 'user', invited.adminPartnerInvite.user.id))[0]).toMatchObject({
      action: 'partner.invite',
      outcome: 'done',
      actor_role: 'admin',
    });

    // Nobody can sign in before the invitee chooses a password.
    expect((await signIn(email)).data!.sessionCreate.userErrors[0].code).toBe('INVALID_CREDENTIALS');
    const reset = await data(suite.env, null, RESET, { token: tokenFromLink(mails[0].text, '/auth/reset'), newPassword: 'Chosen-by-me-1' });
    expect(reset.passwordReset).toEqual({ passwordReset: true, userErrors: [] });
    const signedIn = await signIn(email, 'Chosen-by-me-1');
    expect(signedIn.data!.sessionCreate).toMatchObject({ userErrors: [], user: { role: 'TOUR_ORGANIZER' } });
  });

  it('refuses a taken e-mail, a role that is not a partner role, and callers outside the back office', async () => {
    const taken = await data(suite.env, tokens.subadmin, INVITE, { input: { email: 'traveller@example.com', role: 'HOTEL_MANAGER' } });
    expect(taken.adminPartnerInvite.userErrors[0]).toMatchObject({ code: 'EMAIL_TAKEN', field: 'email' });
    const email = freshEmail('not-a-partner');
    const wrongRole = await data(suite.env, tokens.admin, INVITE, { input: { email, role: 'SUBADMIN' } });
    expect(wrongRole.adminPartnerInvite.userErrors[0]).toMatchObject({ code: 'BAD_USER_INPUT', field: 'role' });
    expect((await gql(suite.env, tokens.traveller, INVITE, { input: { email, role: 'HOTEL_MANAGER' } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await suite.db.query(`select count(*)::int as n from app_user where email = $1`, [email])).rows[0].n).toBe(0);
    expect((await suite.db.query(`select count(*)::int as n from email_outbox where recipient = $1`, [email])).rows[0].n).toBe(0);
  });
});
