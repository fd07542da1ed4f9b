// Shared by the partner listing suites: a listing of a kind's demo partner of the test's own, and a second partner of
// that role owning nothing.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { TestEnvironment } from '../support/test-environment.js';
import { signIn } from './bookings-support.js';

/** A copy of the first listing `email` owns in `table`, so seeded rows stay as they are; its gallery starts empty. */
export async function ownListing(db: pg.Client, table: string, email: string): Promise<string> {
  const { rows: columns } = await db.query(
    `select string_agg(quote_ident(column_name), ', ') as list from information_schema.columns
     where table_schema = current_schema() and table_name = $1 and column_name <> 'id' and is_generated = 'NEVER'`,
    [table],
  );
  const list = columns[0].list as string;
  const { rows } = await db.query(
    `insert into ${table} (${list}) select ${list} from ${table}
     where id = (select min(t.id) from ${table} t join app_user u on u.id = t.owner_id where u.email = $1) returning id::text`,
    [email],
  );
  await db.query(`update ${table} set photo_paths = '{}', photo_alts = '{}' where id = $1`, [rows[0].id]);
  return rows[0].id as string;
}

/** The token of another account with the role of `email`, owning nothing. */
export async function otherPartner(env: TestEnvironment, db: pg.Client, email: string): Promise<string> {
  const other = `partner-${randomUUID().slice(0, 8)}@example.org`;
  await db.query(
    `insert into app_user (id, email, username, password_hash, role, email_verified_at, first_name, last_name)
     select gen_random_uuid(), $1, $1, password_hash, role, now(), 'Other', 'Partner' from app_user where email = $2`,
    [other, email],
  );
  return signIn(env, other);
}
