// Property-based: whatever a client sends to a GraphQL mutation or a query with arguments, the answer
// is the client's error or data, never a 5xx or INTERNAL_SERVER_ERROR, and a refused write leaves no row
// behind. Arguments come from the schema itself: right and wrong types, unicode, NUL and control
// characters, huge numbers, missing and extra fields, long strings, and a few of about 1 MB.
// The suite runs on a database of its own (countries and demo accounts), so row counts are exact while
// other suites write to theirs; each request comes from its own address (X-Forwarded-For from a trusted
// proxy), so per-address limits do not end the exploration early (RATE_LIMITED is a fine answer anyway).
import 'reflect-metadata';
import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/src/config.js';
import { DEMO_PASSWORD } from '../../server/src/db/seed/users.seed.js';
import { graphqlSchema } from '../../server/src/graphql/schema.js';
import { isolatedDatabase } from '../support/isolated-database.js';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment.js';

/** Enough for every kind of value to reach every operation over a few runs; each run draws new ones. */
const RUNS_PER_OPERATION = 20;
const GRAPHQL_RESPONSE = 'application/graphql-response+json';

let env: TestEnvironment;
let db: pg.Client;
let database: Awaited<ReturnType<typeof isolatedDatabase>> | undefined;
let databaseUrl: string;
let bearer: string;
const stats = { requests: 0, serverErrors: 0, internalErrors: 0, refusedWrites: 0, statuses: new Map<number, number>() };

interface Operation {
  name: string;
  kind: 'mutation' | 'query';
  field: GraphQLField<unknown, unknown>;
  /** `country(code: "RW") { … }` around the field: the listing fields of a country. */
  inCountry: boolean;
}

let operations: Operation[] = [];

beforeAll(async () => {
  database = await isolatedDatabase('fuzz');
  databaseUrl = database.url;
  env = await createTestEnvironment({ DATABASE_URL: databaseUrl, SEED: 'never', TRUST_PROXY: '127.0.0.1' });
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();

  const signedIn = await env.graphql('mutation SignIn($input: SessionCreateInput!) { sessionCreate(input: $input) { token userErrors { code } } }', {
    input: { email: 'traveller@example.com', password: DEMO_PASSWORD },
  });
  bearer = signedIn.data!.sessionCreate.token;
  expect(bearer).toEqual(expect.any(String));

  const schema = await graphqlSchema();
  const withArguments = (type: GraphQLObjectType | null | undefined) => Object.values(type?.getFields() ?? {}).filter((field) => field.args.length > 0);
  const returnsList = (field: GraphQLField<unknown, unknown>) => /Connection$/.test(getNamedType(field.type).name) || isListType(unwrap(field.type));
  operations = [
    ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({ name: field.name, kind: 'mutation' as const, field, inCountry: false })),
    ...withArguments(schema.getQueryType()).map((field) => ({ name: field.name, kind: 'query' as const, field, inCountry: false })),
    ...withArguments(schema.getType('Country') as GraphQLObjectType)
      .filter(returnsList)
      .map((field) => ({ name: `country.${field.name}`, kind: 'query' as const, field, inCountry: true })),
  ];
}, 120_000);

afterAll(async () => {
  const statuses = [...stats.statuses].map(([status, count]) => `${status}×${count}`).join(' ');
  console.log(
    `graphql fuzz: ${stats.requests} requests, ${stats.serverErrors} 5xx, ${stats.internalErrors} INTERNAL_SERVER_ERROR, ${stats.refusedWrites} refused writes checked (statuses ${statuses})`,
  );
  await db?.end();
  await env?.close();
  await database?.drop();
});

const unwrap = (type: GraphQLOutputType | GraphQLInputType) => (isNonNullType(type) ? type.ofType : type);

// ---- what a client may send ----------------------------------------------------------------------

const CONTROL = ['\u0000', '\u0001', '\u0007', '\b', '\u000B', '\u001B', '\u007F', '\t', '\n', '\r'];
const withControlCharacters = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 20 }))
  .map(([before, control, after]) => `${before}${control}${after}`);

const strings: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: withControlCharacters },
  { weight: 2, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.emailAddress().map((email) => `${email}\u0000`) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'RW',
      'Rwanda',
      'kigali',
      'lodge',
      'traveller@example.com',
      DEMO_PASSWORD,
      '2030-01-15',
      '12:30',
      "'; drop table app_user; --",
      '%_\\',
      '1',
      '-1',
      '9'.repeat(30),
      '🦁🦒',
      'ـ٭',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 80, max: 6000 }).map((length) => 'x'.repeat(length)) },
);

const integers: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -3, max: 12 }),
  fc.integer(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e20, 10_000, 10_001, 100, 101, 1.5),
);

const floats: fc.Arbitrary<number> = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: -10, max: 1000, noNaN: true }),
  fc.constantFrom(1e9, 1e9 + 1, -0.01, 1e308, 5e-324, 21_474_836.48, 2 ** 31),
);

/** A value of some other type than the one asked for. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

function scalarValue(type: GraphQLNamedType): fc.Arbitrary<unknown> {
  switch (type.name) {
    case 'Int':
      return integers;
    case 'Float':
      return floats;
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.oneof(strings, integers.map(String), fc.nat());
    case 'LocalDate':
      return fc.oneof(
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
        strings,
      );
    default:
      return strings;
  }
}

function argumentValue(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const nullable = !isNonNullType(type);
  const inner = unwrap(type) as GraphQLInputType;
  let right: fc.Arbitrary<unknown>;
  if (isListType(inner)) right = fc.array(argumentValue(inner.ofType, depth + 1), { maxLength: 3 });
  else if (isEnumType(inner))
    right = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...inner.getValues().map((value) => value.name)) }, { weight: 1, arbitrary: strings });
  else if (isInputObjectType(inner)) right = depth > 3 ? fc.constant({}) : inputObject(Object.values(inner.getFields()), depth);
  else right = scalarValue(inner);
  return fc.oneof({ weight: 8, arbitrary: right }, { weight: 1, arbitrary: wrongType }, { weight: nullable ? 2 : 1, arbitrary: fc.constant(null) });
}

/** Fields of an input object or arguments of a field: any may be missing, and some extra ones may come along. */
function inputObject(fields: ReadonlyArray<{ name: string; type: GraphQLInputType }>, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(fields.map((field) => [field.name, argumentValue(field.type, depth + 1)]));
  const present = fc.record(model, { requiredKeys: [] });
  const required = fields.filter((field) => isNonNullType(field.type)).map((field) => field.name);
  const complete = required.length ? fc.record(model, { requiredKeys: required }) : present;
  const extra = fc.dictionary(fc.constantFrom('extra', 'isAdmin', 'role', '__proto__x', 'password2'), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 });
  return fc.oneof(
    { weight: 6, arbitrary: complete },
    { weight: 2, arbitrary: present },
    { weight: 1, arbitrary: fc.tuple(complete, extra).map(([value, more]) => ({ ...value, ...more })) },
  );
}

const accepts = fc.constantFrom(undefined, 'application/json', GRAPHQL_RESPONSE, 'application/graphql-response+json,application/json;q=0.9');

// ---- the documents ---------------------------------------------------------------------------------

/** Leaves of the returned type, with a level more under userErrors, nodes and pageInfo. */
function selection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((field) => field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined));
  const picked = fields.flatMap((field) => {
    if (isLeafType(getNamedType(field.type))) return [field.name];
    if (depth === 0 && ['userErrors', 'nodes', 'pageInfo', 'user'].includes(field.name)) return [`${field.name} ${selection(field.type, depth + 1)}`];
    return [];
  });
  return `{ __typename ${picked.join(' ')} }`;
}

function documentOf(operation: Operation): string {
  const { field } = operation;
  const declarations = field.args.map((arg: GraphQLArgument) => `$${arg.name}: ${arg.type}`).join(', ');
  const call = `${field.name}${field.args.length ? `(${field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : ''} ${selection(field.type)}`;
  const body = operation.inCountry ? `country(code: "RW") { ${call} }` : call;
  return `${operation.kind} Fuzz${declarations ? `(${declarations})` : ''} { ${body} }`;
}

// ---- sending and judging ---------------------------------------------------------------------------

let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

/** Sessions are not ended by the fuzzer's own hand: sign-out and refresh go without the viewer's token. */
const mayCarryToken = (operation: Operation) => !['sessionDelete', 'sessionRefresh'].includes(operation.name);

async function send(body: string, options: { accept?: string; signedIn: boolean }) {
  const response = await env.request('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      'x-forwarded-for': nextAddress(),
      ...(options.accept && { accept: options.accept }),
      ...(options.signedIn && { authorization: `Bearer ${bearer}` }),
    },
    body,
  });
  const text = await response.text();
  stats.requests += 1;
  stats.statuses.set(response.status, (stats.statuses.get(response.status) ?? 0) + 1);
  if (response.status >= 500) stats.serverErrors += 1;
  if (text.includes('"INTERNAL_SERVER_ERROR"')) stats.internalErrors += 1;
  return { status: response.status, text };
}

interface GraphqlAnswer {
  data?: Record<string, any> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** Why an answer is not acceptable, or null when it is. */
function problemWith(status: number, text: string): string | null {
  if (status >= 500) return `HTTP ${status}`;
  if (text.includes('stacktrace') || text.includes(projectRoot)) return 'a stack trace or a path of the server';
  let answer: GraphqlAnswer & { error?: string };
  try {
    answer = JSON.parse(text);
  } catch {
    return 'a body that is not JSON';
  }
  // Refused by the HTTP layer before GraphQL: the 1 MiB body limit, a "__proto__" key (prototype poisoning).
  if (status >= 400 && typeof answer.error === 'string') return answer.error === 'INTERNAL_SERVER_ERROR' ? 'INTERNAL_SERVER_ERROR' : null;
  if (!answer.errors && (answer.data === undefined || answer.data === null)) return 'neither data nor errors';
  for (const error of answer.errors ?? []) {
    const code = error.extensions?.code;
    if (!code) return `an error without a code: ${error.message}`;
    if (code === 'INTERNAL_SERVER_ERROR') return `INTERNAL_SERVER_ERROR (${error.message})`;
  }
  return null;
}

/** The field's answer refused the write: an error, no data, or userErrors. */
function refused(operation: Operation, text: string): boolean {
  let answer: GraphqlAnswer;
  try {
    answer = JSON.parse(text);
  } catch {
    return true;
  }
  const payload = answer.data?.[operation.field.name];
  return Boolean(answer.errors?.length) || payload == null || (Array.isArray(payload.userErrors) && payload.userErrors.length > 0);
}

let countRowsSql: string | undefined;
/** Rows of every table of the fuzz database. */
async function rowCounts(): Promise<Record<string, number>> {
  if (!countRowsSql) {
    const { rows } = await db.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'mikro_orm%' order by table_name`,
    );
    countRowsSql = `select ${rows.map(({ table_name }) => `(select count(*)::int from "${table_name}") as "${table_name}"`).join(', ')}`;
  }
  const { rows } = await db.query(countRowsSql);
  return rows[0];
}

async function tryOperation(operation: Operation, variables: Record<string, unknown>, accept: string | undefined, signedIn: boolean) {
  const body = JSON.stringify({ query: documentOf(operation), variables });
  const before = operation.kind === 'mutation' ? await rowCounts() : undefined;
  const { status, text } = await send(body, { accept, signedIn: signedIn && mayCarryToken(operation) });
  const problem = problemWith(status, text);
  if (problem) throw new Error(`${operation.name}: ${problem}\nvariables: ${JSON.stringify(variables).slice(0, 500)}\nanswer: ${text.slice(0, 800)}`);
  if (before && refused(operation, text)) {
    stats.refusedWrites += 1;
    expect(await rowCounts(), `${operation.name} was refused but wrote rows; answer: ${text.slice(0, 300)}`).toEqual(before);
  }
}

describe('GraphQL answers whatever it is sent with data or a client error', () => {
  it('covers every mutation and every query with arguments', () => {
    const names = operations.map((operation) => operation.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'accountRegister',
        'sessionCreate',
        'profileUpdate',
        'passwordChange',
        'hotels',
        'tours',
        'restaurants',
        'leisureVenues',
        'rides',
      ]),
    );
    expect(names).toEqual(expect.arrayContaining(['country.hotels', 'country.tours', 'country.restaurants', 'country.leisureVenues', 'country.rides']));
  });

  it('for generated arguments', async () => {
    for (const operation of operations) {
      const argumentsOf = inputObject(operation.field.args, 0);
      await fc.assert(
        fc.asyncProperty(argumentsOf, accepts, fc.boolean(), async (variables, accept, signedIn) => {
          await tryOperation(operation, variables, accept, signedIn);
        }),
        { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    }
    expect(stats).toMatchObject({ serverErrors: 0, internalErrors: 0 });
  }, 240_000);

  it('for strings of about 1 MB', async () => {
    const megabyte = 'm'.repeat(1_000_000);
    const find = (name: string) => operations.find((operation) => operation.name === name)!;
    const cases: Array<[Operation, Record<string, unknown>]> = [
      [find('hotels'), { country: 'RW', filter: { q: megabyte } }],
      [find('country.tours'), { filter: { q: megabyte } }],
      [find('passwordForgot'), { email: megabyte }],
      [find('sessionCreate'), { input: { email: 'someone@example.org', password: megabyte } }],
      [find('accountRegister'), { input: { email: `${megabyte}@example.org`, password: 'long-enough-1' } }],
      [find('profileUpdate'), { input: { firstName: megabyte } }],
      // Over the 1 MiB body limit: refused before GraphQL.
      [find('accountRegister'), { input: { email: 'big@example.org', password: 'é'.repeat(600_000) } }],
    ];
    for (const [operation, variables] of cases) await tryOperation(operation, variables, undefined, true);
    expect(stats).toMatchObject({ serverErrors: 0, internalErrors: 0 });
  });
});
