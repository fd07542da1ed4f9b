// The partner API's documentation page: served by the API, self-contained under a strict CSP, listing
// every operation an API key may call, each with an example that is a valid call of the running schema.
import { buildSchema, type GraphQLSchema, getVariableValues, type OperationDefinitionNode, parse, validate } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlSchema } from '../../server/src/graphql/schema.js';
import { apiKeyOperations } from '../../server/src/modules/partners/api-keys/api-key-scope.js';
import { documentedOperations } from '../../server/src/modules/partners/api-keys/api-docs.js';
import { exampleCall } from '../../server/src/modules/partners/api-keys/operation-examples.js';
import { apiSuite } from '../support/api-suite.js';
import { signIn } from './bookings-support.js';

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
    const examples = [
      ...html.matchAll(/<pre class="example"[^>]*><code>([\s\S]*?)<\/code><\/pre><pre class="example-variables"[^>]*><code>([\s\S]*?)<\/code><\/pre>/g),
    ];
    expect(examples).toHaveLength(documentedOperations(schema).length);
    for (const [, query, variables] of examples) expectValidCall(unescapeHtml(query!), JSON.parse(unescapeHtml(variables!)));
    if (examples.length) expect(html).toContain('Authorization: Bearer $PARTNER_API_KEY');
  });

  it('quotes the key so that a shell puts it in: double quotes, never single ones around $PARTNER_API_KEY', () => {
    const curls = [...html.matchAll(/<pre(?: class="curl")?[^>]*><code>(curl [\s\S]*?)<\/code><\/pre>/g)].map((match) => unescapeHtml(match[1]!));
    expect(curls.length).toBeGreaterThan(documentedOperations(schema).length);
    for (const curl of curls) {
      expect(curl).toContain('-H "Authorization: Bearer $PARTNER_API_KEY"');
      expect(curl).not.toMatch(/'[^']*\$PARTNER_API_KEY[^']*'/);
    }
  });

  it("fills a signed-in partner's examples with its own ids, and keeps that page out of shared caches", async () => {
    const token = await signIn(suite.env, 'hotels@example.com');
    const own = await suite.env.request('/partner-api/docs', { headers: { authorization: `Bearer ${token}` } });
    expect(own.headers.get('cache-control')).toContain('no-store');
    const ownHtml = unescapeHtml(await own.text());
    expect(own.status, ownHtml.slice(0, 300)).toBe(200);
    const { rows } = await suite.db.query(
      `select (select h.id from hotel h join app_user u on u.id = h.owner_id where u.email = 'hotels@example.com' order by h.id limit 1) as hotel,
        (select r.id from hotel_room_type r join hotel h on h.id = r.hotel_id join app_user u on u.id = h.owner_id where u.email = 'hotels@example.com' order by r.id limit 1) as room`,
    );
    const calendar = ownHtml.match(/<section id="query-hotelCalendar">[\s\S]*?<\/section>/)![0];
    expect(calendar).toContain(`"hotelId": "${rows[0].hotel}"`);
    const nights = ownHtml.match(/<section id="mutation-roomNightsUpdate">[\s\S]*?<\/section>/)![0];
    expect(nights).toContain(`"roomTypeId": "${rows[0].room}"`);
    expect(nights).not.toContain('YOUR_');
    expect(html).toContain('YOUR_LISTING_ID');
  });

  it('offers the partner part of the schema as SDL, with the webhook operations and without account or admin ones', async () => {
    expect(html).toContain('href="/partner-api/schema.graphql"');
    const answer = await suite.env.request('/partner-api/schema.graphql');
    expect(answer.status).toBe(200);
    const sdl = buildSchema(await answer.text());
    const mutations = Object.keys(sdl.getMutationType()!.getFields());
    expect(mutations).toEqual(expect.arrayContaining(['webhookEndpointCreate', 'webhookEndpointTest', 'roomNightsUpdate']));
    for (const hidden of ['partnerApiKeyCreate', 'passwordChange', 'adminUserRoleUpdate']) expect(mutations).not.toContain(hidden);
    expect(Object.keys(sdl.getQueryType()!.getFields()).sort()).toEqual([...apiKeyOperations(schema).query].sort());
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
