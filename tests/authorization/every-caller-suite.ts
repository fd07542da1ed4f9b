// One app, the running schema and every caller of actors.ts, for the suites that call each operation as each caller
// (the authorization matrix, the response-cache abuse suite).
import { buildClientSchema, getIntrospectionQuery, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { databaseUrl } from '../support/test-database.js';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment.js';
import { createFixture, type Fixture } from './actors.js';

export interface EveryCallerSuite {
  readonly env: TestEnvironment;
  readonly db: pg.Client;
  readonly schema: GraphQLSchema;
  readonly fixture: Fixture;
}

export function everyCallerSuite(): EveryCallerSuite {
  const suite = {} as { env: TestEnvironment; db: pg.Client; schema: GraphQLSchema; fixture: Fixture };
  beforeAll(async () => {
    // Each caller sends more than a script would: keys get room for it.
    suite.env = await createTestEnvironment({ PARTNER_API_KEY_REQUESTS_PER_MINUTE: '100000' });
    suite.db = new pg.Client({ connectionString: databaseUrl() });
    await suite.db.connect();
    suite.schema = buildClientSchema((await suite.env.graphql<IntrospectionQuery>(getIntrospectionQuery())).data!);
    suite.fixture = await createFixture(suite.env, suite.db);
  });
  afterAll(async () => {
    await suite.db?.end();
    await suite.env?.close();
  });
  return suite;
}
