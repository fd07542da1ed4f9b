// People of the admin back office over GraphQL: lists and filters, verification, role changes under the
// rules (nobody changes their own role; only admins make admins and sub-admins), moving accounts to the
// clients, sub-admin management (admins only). Refused escalations are typed errors AND audited as denied.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { freshEmail } from '../support/accounts.js';
import { auditOf, type Caller, data, demo, gql, tokensOf, userId } from './admin-support.js';

const suite = apiSuite();
let tokens: Record<Caller, string | null>;

beforeAll(async () => {
  tokens = await tokensOf(suite.env);
});

const USERS = `query AdminUsers($filter: AdminPeopleFilterInput) { adminUsers(filter: $filter) { totalCount nodes { id email role emailVerified } } }`;
const CLIENTS = `query AdminClients($filter: AdminPeopleFilterInput) { adminClients(filter: $filter) { totalCount nodes { id email role emailVerified } } }`;
const CLIENT_CREATE = `mutation AdminClientCreate($input: AdminAccountInput!) { adminClientCreate(input: $input) { user { id email role emailVerified } userErrors { code field message } } }`;
const VERIFY = `mutation AdminUserVerify($id: ID!, $verified: Boolean!) { adminUserVerify(id: $id, verified: $verified) { user { id emailVerified } userErrors { code field message } } }`;
const ROLE = `mutation AdminUserRoleChange($id: ID!, $role: Role!) { adminUserRoleChange(id: $id, role: $role) { user { id role } userErrors { code field message } } }`;
const MIGRATE = `mutation AdminUsersMigrateToClients($ids: [ID!]!) { adminUsersMigrateToClients(ids: $ids) { users { id role } userErrors { code field message } } }`;
const SUBADMINS = `query Subadmins { subadmins { id email role } }`;
const SUBADMIN_CREATE = `mutation SubadminCreate($input: AdminAccountInput!) { subadminCreate(input: $input) { user { id email role } userErrors { code field message } } }`;
const SUBADMIN_REMOVE = `mutation SubadminRemove($id: ID!) { subadminRemove(id: $id) { user { id role } userErrors { code field message } } }`;

/** A new client account made by the admin, for the test alone. */
async function aClient(label: string, verified = false) {
  const email = freshEmail(label);
  const created = await data(suite.env, tokens.admin, CLIENT_CREATE, {
    input: { email, password: 'Safari2025!', firstName: 'Test', lastName: label, verified },
  });
  expect(created.adminClientCreate.userErrors).toEqual([]);
  return created.adminClientCreate.user as { id: string; email: string };
}

const roleOf = async (id: string) => (await suite.db.query(`select role from app_user where id = $1`, [id])).rows[0].role as string;

describe('admin people: lists', () => {
  it('finds users by words and role, and clients by verification', async () => {
    const verified = await aClient('verified-client', true);
    const unverified = await aClient('unverified-client');
    const byWords = await data(suite.env, tokens.subadmin, USERS, { filter: { q: verified.email } });
    expect(byWords.adminUsers.nodes.map((user: { email: string }) => user.email)).toEqual([verified.email]);
    const partners = await data(suite.env, tokens.admin, USERS, { filter: { role: 'HOTEL_MANAGER', size: 100 } });
    expect(partners.adminUsers.nodes.length).toBeGreaterThan(0);
    expect(partners.adminUsers.nodes.every((user: { role: string }) => user.role === 'HOTEL_MANAGER')).toBe(true);

    const verifiedOnes = await data(suite.env, tokens.admin, CLIENTS, { filter: { q: 'verified-client', verified: true, size: 100 } });
    const emails = verifiedOnes.adminClients.nodes.map((user: { email: string }) => user.email);
    expect(emails).toContain(verified.email);
    expect(emails).not.toContain(unverified.email);
    expect(verifiedOnes.adminClients.nodes.every((user: { role: string; emailVerified: boolean }) => user.role === 'USER' && user.emailVerified)).toBe(true);
  });

  it('refuses travellers and partners', async () => {
    for (const caller of ['traveller', 'hotelManager', 'tourOrganizer'] as const) {
      const result = await gql(suite.env, tokens[caller], USERS, {});
      expect(result.errors?.[0]?.extensions?.code, caller).toBe('FORBIDDEN');
    }
    expect((await gql(suite.env, null, CLIENTS, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('admin people: verification and roles', () => {
  it('verifies an account and audits the change', async () => {
    const client = await aClient('to-verify');
    const result = await data(suite.env, tokens.subadmin, VERIFY, { id: client.id, verified: true });
    expect(result.adminUserVerify.user).toEqual({ id: client.id, emailVerified: true });
    expect((await auditOf(suite.db, 'user', client.id))[0]).toMatchObject({ action: 'user.verify', outcome: 'done', actor_role: 'subadmin' });
  });

  it('lets a sub-admin make a client a partner, but not an admin or a sub-admin: refused, unchanged and audited as denied', async () => {
    const client = await aClient('escalation');
    const partner = await data(suite.env, tokens.subadmin, ROLE, { id: client.id, role: 'TOUR_ORGANIZER' });
    expect(partner.adminUserRoleChange.user).toEqual({ id: client.id, role: 'TOUR_ORGANIZER' });
    for (const role of ['ADMIN', 'SUBADMIN']) {
      const refused = await data(suite.env, tokens.subadmin, ROLE, { id: client.id, role });
      expect(refused.adminUserRoleChange).toMatchObject({ user: null, userErrors: [expect.objectContaining({ code: 'ROLE_CHANGE_REFUSED', field: 'role' })] });
      expect(await roleOf(client.id)).toBe('tour_organizer');
      expect((await auditOf(suite.db, 'user', client.id))[0]).toMatchObject({
        action: 'user.role_change',
        outcome: 'denied',
        actor_role: 'subadmin',
        after: { role: role.toLowerCase() },
      });
    }
  });

  it('refuses a sub-admin demoting the admin, and anyone changing their own role; both audited as denied', async () => {
    const adminId = await userId(suite.db, demo.admin);
    const subadminId = await userId(suite.db, demo.subadmin);
    const demote = await data(suite.env, tokens.subadmin, ROLE, { id: adminId, role: 'USER' });
    expect(demote.adminUserRoleChange.userErrors).toEqual([expect.objectContaining({ code: 'ROLE_CHANGE_REFUSED' })]);
    expect(await roleOf(adminId)).toBe('admin');
    expect((await auditOf(suite.db, 'user', adminId))[0]).toMatchObject({ action: 'user.role_change', outcome: 'denied' });

    for (const [caller, id] of [
      ['admin', adminId],
      ['subadmin', subadminId],
    ] as const) {
      const own = await data(suite.env, tokens[caller], ROLE, { id, role: 'HOTEL_MANAGER' });
      expect(own.adminUserRoleChange.userErrors, caller).toEqual([
        expect.objectContaining({ code: 'ROLE_CHANGE_REFUSED', message: 'Nobody can change their own role.' }),
      ]);
      expect((await auditOf(suite.db, 'user', id))[0]).toMatchObject({ outcome: 'denied', actor_role: caller });
    }
    expect(await roleOf(subadminId)).toBe('subadmin');
  });

  it('moves accounts to the clients, but not a partner who still owns listings', async () => {
    const first = await aClient('migrate-a');
    const second = await aClient('migrate-b');
    await data(suite.env, tokens.admin, ROLE, { id: first.id, role: 'LEISURE_MANAGER' });
    await data(suite.env, tokens.admin, ROLE, { id: second.id, role: 'RESTAURANT_MANAGER' });
    const moved = await data(suite.env, tokens.admin, MIGRATE, { ids: [first.id, second.id] });
    expect(moved.adminUsersMigrateToClients.users.map((user: { role: string }) => user.role)).toEqual(['USER', 'USER']);
    expect((await auditOf(suite.db, 'user', first.id))[0]).toMatchObject({
      action: 'user.migrate_to_client',
      before: expect.objectContaining({ role: 'leisure_manager' }),
      after: expect.objectContaining({ role: 'user' }),
    });

    const owner = await userId(suite.db, demo.hotelManager);
    const refused = await data(suite.env, tokens.admin, MIGRATE, { ids: [owner] });
    expect(refused.adminUsersMigrateToClients.userErrors).toEqual([expect.objectContaining({ code: 'CONFLICT' })]);
    expect(await roleOf(owner)).toBe('hotel_manager');
  });
});

describe('sub-admins', () => {
  it('are listed, made and removed by an admin, with audit entries', async () => {
    const email = freshEmail('new-subadmin');
    const created = await data(suite.env, tokens.admin, SUBADMIN_CREATE, { input: { email, password: 'Safari2025!', firstName: 'Sub' } });
    const subadmin = created.subadminCreate.user;
    expect(subadmin).toMatchObject({ email, role: 'SUBADMIN' });
    expect((await data(suite.env, tokens.admin, SUBADMINS)).subadmins.map((user: { email: string }) => user.email)).toContain(email);
    expect((await auditOf(suite.db, 'user', subadmin.id))[0]).toMatchObject({ action: 'subadmin.create', outcome: 'done' });

    const removed = await data(suite.env, tokens.admin, SUBADMIN_REMOVE, { id: subadmin.id });
    expect(removed.subadminRemove.user).toEqual({ id: subadmin.id, role: 'USER' });
    expect((await auditOf(suite.db, 'user', subadmin.id))[0]).toMatchObject({
      action: 'subadmin.remove',
      before: expect.objectContaining({ role: 'subadmin' }),
    });
  });

  it("a sub-admin cannot remove a sub-admin, move the admin or themselves to the clients, or change a back-office account's verification: refused, unchanged, audited as denied", async () => {
    const email = freshEmail('peer-subadmin');
    const peer = (await data(suite.env, tokens.admin, SUBADMIN_CREATE, { input: { email, password: 'Safari2025!' } })).subadminCreate.user as { id: string };
    const adminId = await userId(suite.db, demo.admin);
    const subadminId = await userId(suite.db, demo.subadmin);

    const removal = await data(suite.env, tokens.subadmin, SUBADMIN_REMOVE, { id: peer.id });
    expect(removal.subadminRemove).toMatchObject({ user: null, userErrors: [expect.objectContaining({ code: 'ROLE_CHANGE_REFUSED' })] });
    expect(await roleOf(peer.id)).toBe('subadmin');
    expect((await auditOf(suite.db, 'user', peer.id))[0]).toMatchObject({ action: 'subadmin.remove', outcome: 'denied', actor_role: 'subadmin' });

    for (const id of [adminId, subadminId]) {
      const moved = await data(suite.env, tokens.subadmin, MIGRATE, { ids: [id] });
      expect(moved.adminUsersMigrateToClients).toMatchObject({ users: null, userErrors: [expect.objectContaining({ code: 'ROLE_CHANGE_REFUSED' })] });
      expect((await auditOf(suite.db, 'user', id))[0]).toMatchObject({
        action: 'user.migrate_to_client',
        outcome: 'denied',
        actor_role: 'subadmin',
        after: { role: 'user' },
      });
    }
    expect([await roleOf(adminId), await roleOf(subadminId)]).toEqual(['admin', 'subadmin']);

    // Marking the admin's e-mail unverified would lock them out of signing in.
    for (const id of [adminId, peer.id]) {
      const unverify = await gql(suite.env, tokens.subadmin, VERIFY, { id, verified: false });
      expect(unverify.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await suite.db.query(`select email_verified_at is not null as verified from app_user where id = $1`, [id])).rows[0].verified).toBe(true);
      expect((await auditOf(suite.db, 'user', id))[0]).toMatchObject({
        action: 'user.unverify',
        outcome: 'denied',
        actor_role: 'subadmin',
        after: { verified: false },
      });
    }
    const byAdmin = await data(suite.env, tokens.admin, VERIFY, { id: peer.id, verified: false });
    expect(byAdmin.adminUserVerify.user).toEqual({ id: peer.id, emailVerified: false });
  });

  it('a sub-admin cannot create another sub-admin: refused, nothing written, audited as denied', async () => {
    const email = freshEmail('escalating-subadmin');
    const refused = await data(suite.env, tokens.subadmin, SUBADMIN_CREATE, { input: { email, password: 'Safari2025!' } });
    expect(refused.subadminCreate).toMatchObject({ user: null, userErrors: [expect.objectContaining({ code: 'ROLE_CHANGE_REFUSED' })] });
    expect((await suite.db.query(`select count(*)::int as n from app_user where email = $1`, [email])).rows[0].n).toBe(0);
    expect((await auditOf(suite.db, 'user', email))[0]).toMatchObject({ action: 'subadmin.create', outcome: 'denied', actor_role: 'subadmin' });
    expect((await gql(suite.env, tokens.subadmin, SUBADMINS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(suite.env, tokens.traveller, SUBADMIN_CREATE, { input: { email, password: 'Safari2025!' } })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });
});
