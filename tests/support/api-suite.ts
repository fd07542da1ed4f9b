// What a GraphQL suite needs: the app on the test database, PostgreSQL asked directly as the
// oracle and a statement counter; a listing type's suite adds its list query.
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { databaseUrl } from './test-database.js';
import { countQueries, type QueryCounter } from './query-counter.js';
import { createTestEnvironment, type TestEnvironment } from './test-environment.js';

export interface ApiSuite {
  readonly env: TestEnvironment;
  readonly db: pg.Client;
  readonly queries: QueryCounter;
}

/** Registers the suite's set-up and tear-down; the fields are ready inside its tests. `settings` override the app's. */
export function apiSuite(settings: Record<string, string> = {}): ApiSuite {
  let env: TestEnvironment;
  let db: pg.Client;
  let queries: QueryCounter;
  beforeAll(async () => {
    env = await createTestEnvironment(settings);
    db = new pg.Client({ connectionString: databaseUrl() });
    await db.connect();
    queries = countQueries(env.app);
  });
  afterAll(async () => {
    queries?.restore();
    await db?.end();
    await env?.close();
  });
  return {
    get env() {
      return env;
    },
    get db() {
      return db;
    },
    get queries() {
      return queries;
    },
  };
}

export interface ListingSuite<Page> extends ApiSuite {
  /** The list document with these variables; fails the test on any GraphQL error. */
  list(variables: Record<string, unknown>): Promise<Page>;
  /** The oracle: ids of the visible rows matching `where`, the table under its alias and its city as `c`. */
  sqlIds(where: string, params?: unknown[], orderBy?: string): Promise<number[]>;
}

interface ListingSuiteOptions {
  document: string;
  /** The query's root field. */
  field: string;
  table: string;
  alias: string;
  /** What makes a row visible, written with the alias. */
  visible: string;
}

/** An API suite for one listing type, with its list query and its table as the oracle. */
export function listingSuite<Page>({ document, field, table, alias, visible }: ListingSuiteOptions): ListingSuite<Page> {
  const suite = apiSuite();
  return Object.assign(suite, {
    async list(variables: Record<string, unknown>) {
      const result = await suite.env.graphql<Record<string, Page>>(document, variables);
      expect(result.errors).toBeUndefined();
      return result.data![field]!;
    },
    async sqlIds(where: string, params: unknown[] = [], orderBy = `${alias}.id`): Promise<number[]> {
      const { rows } = await suite.db.query(
        `select ${alias}.id from ${table} ${alias} join city c on c.id = ${alias}.city_id where ${visible} and ${where} order by ${orderBy}`,
        params,
      );
      return rows.map((row) => row.id);
    },
  });
}

/** A page's ids in ascending order, to compare with the oracle. */
export const sortedIds = (page: { nodes: Array<{ id: string }> }) => page.nodes.map((node) => Number(node.id)).sort((a, b) => a - b);
