// The partner API's documentation page: served by the API, self-contained under a strict CSP, listing
// every operation an API key may call, each with an example that is a valid call of the running schema.
import { type GraphQLSchema, getVariableValues, type OperationDefinitionNode, parse, validate } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlSchema } from '../../server/src/graphql/schema.js';
import { apiKeyOperations } from '../../server/src/modules/partners/api-keys/api-key-scope.js';
import { documentedOperations } from '../../server/src/modules/partners/api-keys/api-docs.js';
import { exampleCall } from '../../server/src/modules/partners/api-keys/operation-examples.js';
import { apiSuite } from '../support/api-suite.js';

const suite = apiSuite();
let schema: GraphQLSchema;
let page: Response;
let html: string;

beforeAll(async () => {
  schema = await graphqlSchema();
  page = await suite.env.request('/partner-api/docs');
  html = await page.text();
});

const unescapeHtml = (text: string) =>
  text.replace(/&(lt|gt|quot|#39|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[name]!);

/** Fails with the reasons when `query` with `variables` is not a valid call of the schema. */
function expectValidCall(query: string, variables: Record<string, unknown>) {
  const document = parse(query);
  expect(
    validate(schema, document).map((error) => error.message),
    query,
  ).toEqual([]);
  const operation = document.definitions[0] as OperationDefinitionNode;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  expect(
    coerced.errors?.map((error) => error.message),
    query,
  ).toBeUndefined();
}

describe('partner API documentation page', () => {
  it('is one HTML answer with no script and no outside asset, under a CSP without unsafe-inline', () => {
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(html).not.toMatch(/<script|<link|<img|<iframe|\ssrc=|href="https?:/i);
  });

  it('documents every operation an API key may call, and nothing a key may not', () => {
    const allowed = apiKeyOperations(schema);
    const documented = documentedOperations(schema).map(({ root, field }) => `${root}-${field.name}`);
    expect(documented.sort()).toEqual(
      [...[...allowed.query].map((name) => `query-${name}`), ...[...allowed.mutation].map((name) => `mutation-${name}`)].sort(),
    );
    const sections = [...html.matchAll(/<section id="((?:query|mutation)-\w+)">/g)].map((match) => match[1]);
    expect(sections.sort()).toEqual(documented);
    for (const sessionOnly of ['partnerApiKeyCreate', 'partnerApiKeys', 'passwordChange']) expect(html).not.toContain(`id="mutation-${sessionOnly}"`);
  });

  it('shows examples that are valid calls of the schema, with a curl sending the key as a bearer token', () => {
    const examples = [...html.matchAll(/<pre class="example"><code>([\s\S]*?)<\/code><\/pre><pre class="example-variables"><code>([\s\S]*?)<\/code><\/pre>/g)];
    expect(examples).toHaveLength(documentedOperations(schema).length);
    for (const [, query, variables] of examples) expectValidCall(unescapeHtml(query!), JSON.parse(unescapeHtml(variables!)));
    if (examples.length) expect(html).toContain('Authorization: Bearer $PARTNER_API_KEY');
  });

  it('writes a valid example for any operation of the schema, so a new partner operation gets one', () => {
    for (const root of ['query', 'mutation'] as const) {
      const type = root === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
      for (const field of Object.values(type.getFields())) {
        const example = exampleCall(root, field, 'readable');
        expectValidCall(example.query, example.variables);
      }
    }
  });
});
