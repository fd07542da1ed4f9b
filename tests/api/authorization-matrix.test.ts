// Every GraphQL operation, called over HTTP by a guest, a traveller, an admin, a sub-admin, and per
// partner kind the owner of a listing, another partner of that kind and the API keys of both: each
// answer must match the table in tests/authorization/graphql-operations.ts.
import { describe, expect, it } from 'vitest';
import { type Caller, freshCredential } from '../authorization/actors.js';
import { everyCallerSuite } from '../authorization/every-caller-suite.js';
import { exampleCall } from '../../server/src/modules/partners/api-keys/operation-examples.js';
import { graphqlOperations, type OperationRule } from '../authorization/graphql-operations.js';
import { bearer } from '../support/actors.js';

type Outcome = 'allowed' | 'denied' | 'not-found';
/** Refusals for who is asking; ROLE_CHANGE_REFUSED is the back office's for a role a sub-admin may not hand out. */
const DENIED_CODES = new Set(['UNAUTHENTICATED', 'UNAUTHORIZED', 'FORBIDDEN', 'ROLE_CHANGE_REFUSED']);

const suite = everyCallerSuite();

const rootFields = (root: 'query' | 'mutation') =>
  Object.values((root === 'query' ? suite.schema.getQueryType() : suite.schema.getMutationType())?.getFields() ?? {});

/** What an answer amounts to: refused for who is asking, not found (null or NOT_FOUND), or let through. */
function outcomeOf(status: number, body: GraphqlBody, field: string): { outcome: Outcome; codes: string[] } {
  const value = body.data?.[field] as { userErrors?: Array<{ code: string }> } | null | undefined;
  const codes = [...(body.errors ?? []).map((error) => String(error.extensions?.code)), ...(value?.userErrors ?? []).map((error) => error.code)];
  if (status === 401 || status === 403 || codes.some((code) => DENIED_CODES.has(code))) return { outcome: 'denied', codes };
  if (codes.includes('NOT_FOUND') || (body.data && value === null && !body.errors)) return { outcome: 'not-found', codes };
  return { outcome: 'allowed', codes };
}

type GraphqlError = { path?: unknown[]; extensions?: { code?: string } };
type GraphqlBody = { data?: Record<string, unknown> | null; errors?: GraphqlError[] };

/** The document does not validate, its variables do not coerce (no path), or the server broke. */
const isHarnessFault = (error: GraphqlError) =>
  ['GRAPHQL_VALIDATION_FAILED', 'INTERNAL_SERVER_ERROR'].includes(String(error.extensions?.code)) ||
  (error.extensions?.code === 'BAD_USER_INPUT' && !error.path);

async function call(caller: Caller, root: 'query' | 'mutation', field: string, rule: OperationRule) {
  const graphqlField = rootFields(root).find((f) => f.name === field)!;
  const { query, variables } = exampleCall(root, graphqlField, 'least', rule.variables?.(suite.fixture));
  const credential = rule.freshSession ? await freshCredential(suite.env, caller) : caller.credential;
  const response = await suite.env.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...(credential ? bearer(credential) : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as GraphqlBody;
  if (body.errors?.some(isHarnessFault)) {
    // A call the harness wrote wrongly proves nothing either way: say so instead of passing or failing on it.
    throw new Error(`${field} as ${caller.name}: the call itself failed (${JSON.stringify(body.errors)}); give its row variables`);
  }
  return outcomeOf(response.status, body, field);
}

/** What `caller` must get: allowed (and found, for an owned listing's owner or a `mustFind` row), or refused (a non-owner may be told not found). */
function expectedOf(rule: OperationRule, caller: Caller): Outcome[] {
  if (rule.allow.includes(caller.name))
    return rule.mustFind || (rule.owned && caller.kind === rule.owned && caller.owns) ? ['allowed'] : ['allowed', 'not-found'];
  return (rule.owned || rule.othersNotFound) && caller.accountId ? ['denied', 'not-found'] : ['denied'];
}

describe('GraphQL authorization matrix', () => {
  it('lists every operation of the running schema, and only those', () => {
    const inSchema = [...rootFields('query'), ...rootFields('mutation')].map((field) => field.name).sort();
    const missing = inSchema.filter((name) => !(name in graphqlOperations));
    const stale = Object.keys(graphqlOperations).filter((name) => !inSchema.includes(name));
    expect(missing, 'operations without a row in tests/authorization/graphql-operations.ts').toEqual([]);
    expect(stale, 'rows of operations the schema no longer has').toEqual([]);
  });

  // One test per row, so a failure names its operation; rows the schema lacks fail the test above.
  for (const [field, rule] of Object.entries(graphqlOperations)) {
    it(`${field}: each caller allowed or refused as the table says`, async () => {
      const root = rootFields('query').some((f) => f.name === field) ? 'query' : 'mutation';
      if (!rootFields(root).some((f) => f.name === field)) return;
      const outcomes = await Promise.all(Object.values(suite.fixture.actors).map(async (caller) => ({ caller, ...(await call(caller, root, field, rule)) })));
      const mismatches = outcomes.flatMap(({ caller, outcome, codes }) => {
        const expected = expectedOf(rule, caller);
        return expected.includes(outcome) ? [] : [`${caller.name}: ${outcome} (${codes.join(', ') || 'no error'}), expected ${expected.join(' or ')}`];
      });
      expect(mismatches).toEqual([]);
    });
  }
});
