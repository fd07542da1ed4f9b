// Databases made by copying a template: PostgreSQL copies a migrated, seeded database in a fraction of a second,
// where migrating and seeding take a minute.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { databaseName, withDatabase } from '../../server/src/db/database-url.js';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A new database on the template's server, a copy of the template, named after it with `label`; returns its URL. */
export async function copyDatabase(templateUrl: string, label: string): Promise<string> {
  const name = `${databaseName(templateUrl)}_${label}_${randomBytes(3).toString('hex')}`;
  // PostgreSQL would cut a longer name short, and the URL would name another database.
  if (Buffer.byteLength(name) > 63) throw new Error(`Database name too long for PostgreSQL: ${name}`);
  const url = withDatabase(templateUrl, name);
  await onServer(templateUrl, (client) => client.query(`CREATE DATABASE ${quoted(databaseName(url))} TEMPLATE ${quoted(databaseName(templateUrl))}`));
  return url;
}

/** Makes the database a template: nobody may connect to it any more (a connection would stop every copy). */
export async function closeAsTemplate(url: string): Promise<void> {
  await onServer(url, (client) => client.query(`ALTER DATABASE ${quoted(databaseName(url))} WITH ALLOW_CONNECTIONS false`));
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
