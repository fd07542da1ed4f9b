// Creating the target database when it is missing, so any PostgreSQL server is enough to start.
import pg from 'pg';

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return parsed.toString();
}

/** Connects to the server's maintenance database and creates the URL's database when absent. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres'), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replaceAll('"', '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
