// The audit log reader: filters by actor, action, subject, outcome and dates, keyset pages that neither skip
// nor repeat an entry, and only admins and sub-admins may read it.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { bearer, type Callers, signInCallers } from './admin-analytics-support.js';

const suite = apiSuite();

const AUDIT_LOG = `query AuditLog($filter: AuditLogFilter, $first: Int, $after: String) {
  auditLog(filter: $filter, first: $first, after: $after) {
    entries { id createdAt action subjectType subjectId outcome before after actor { id email name role } }
    hasNextPage endCursor
  }
}`;

const read = (token: string | undefined, variables: Record<string, unknown>) => suite.env.graphql(AUDIT_LOG, variables, bearer(token));

async function page(token: string, variables: Record<string, unknown>) {
  const result = await read(token, variables);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.auditLog;
}

describe('auditLog', () => {
  let callers: Callers;
  // An action prefix of this run only: other suites write entries to the same table.
  const scope = `auditread${randomUUID().slice(0, 8)}`;

  it('filters by action, actor, subject, outcome and dates, newest first', async () => {
    callers = await signInCallers(suite.env);
    const { rows: users } = await suite.db.query(`select id, email, role from app_user where email in ('admin@example.com', 'subadmin@example.com')`);
    const admin = users.find((user) => user.email === 'admin@example.com');
    const subadmin = users.find((user) => user.email === 'subadmin@example.com');
    const entries = [
      [admin, `${scope}.hotel.deactivate`, 'hotel', '11', 'done', '2031-03-01T10:00:00Z'],
      [admin, `${scope}.hotel.update`, 'hotel', '12', 'done', '2031-03-02T10:00:00Z'],
      [subadmin, `${scope}.user.role_change`, 'user', 'u-1', 'denied', '2031-03-03T10:00:00Z'],
      [admin, `${scope}.hotel.update`, 'hotel', '11', 'done', '2031-03-04T10:00:00Z'],
    ] as const;
    for (const [actor, action, subjectType, subjectId, outcome, at] of entries)
      await suite.db.query(
        `insert into audit_entry (actor_id, actor_role, action, subject_type, subject_id, outcome, before, after, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [actor.id, actor.role, action, subjectType, subjectId, outcome, JSON.stringify({ active: true }), JSON.stringify({ active: false }), at],
      );

    const all = await page(callers.admin, { filter: { action: scope } });
    expect(all.entries.map((entry: any) => entry.createdAt)).toEqual([
      '2031-03-04T10:00:00.000Z',
      '2031-03-03T10:00:00.000Z',
      '2031-03-02T10:00:00.000Z',
      '2031-03-01T10:00:00.000Z',
    ]);
    expect(all.entries[3]).toMatchObject({
      action: `${scope}.hotel.deactivate`,
      subjectType: 'hotel',
      subjectId: '11',
      before: { active: true },
      after: { active: false },
      actor: { id: admin.id, email: 'admin@example.com', name: 'Grace Uwase', role: 'ADMIN' },
    });
    const ids = async (filter: Record<string, unknown>) =>
      (await page(callers.subadmin, { filter: { action: scope, ...filter } })).entries.map((entry: any) => entry.createdAt.slice(8, 10));
    expect(await ids({ action: `${scope}.hotel.` })).toEqual(['04', '02', '01']);
    expect(await ids({ actor: 'subadmin@' })).toEqual(['03']);
    expect(await ids({ actor: admin.id })).toEqual(['04', '02', '01']);
    expect(await ids({ subjectType: 'hotel', subjectId: '11' })).toEqual(['04', '01']);
    expect(await ids({ outcome: 'denied' })).toEqual(['03']);
    expect(await ids({ from: '2031-03-02', to: '2031-03-03' })).toEqual(['03', '02']);
    expect(await ids({ actor: 'nobody-at-all@' })).toEqual([]);
  });

  it('pages by cursor without skipping or repeating', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 3; pages++) {
      const result: any = await page(callers.admin, { filter: { action: scope }, first: 3, after });
      seen.push(...result.entries.map((entry: any) => entry.id));
      expect(result.hasNextPage).toBe(pages === 0);
      after = result.endCursor;
      if (!result.hasNextPage) break;
    }
    expect(seen).toHaveLength(4);
    expect(new Set(seen).size).toBe(4);
    const forged = await read(callers.admin, { after: 'bm90LWEtY3Vyc29y' });
    expect(forged.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_CURSOR', field: 'after' });
  });

  it('refuses guests, travellers and partners, and bad filters', async () => {
    expect((await read(undefined, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const token of [callers.traveller, callers.partner]) expect((await read(token, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await read(callers.admin, { filter: { outcome: 'maybe' } })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'outcome' });
    expect((await read(callers.admin, { first: 1000 })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });
});
