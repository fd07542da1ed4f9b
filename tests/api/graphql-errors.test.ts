// Errors by kind on /graphql (design §5): request errors follow GraphQL over HTTP (400 in
// application/graphql-response+json, 200 in application/json, never 500), inputs a service cannot take
// are the client's BAD_USER_INPUT, and an unexpected failure shows a generic message, its code and the
// request id: no stack trace, no file path, in any environment.
import { describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../server/src/config.js';
import { apiSuite } from '../support/api-suite.js';

const suite = apiSuite();

const GRAPHQL_RESPONSE = 'application/graphql-response+json';
const JSON_TYPE = 'application/json';
/** What Apollo Client 4 sends. */
const APOLLO_CLIENT_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

interface Answer {
  status: number;
  contentType: string;
  text: string;
  body: { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
  requestId: string | null;
}

async function post(payload: unknown, accept?: string): Promise<Answer> {
  const response = await suite.env.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...(accept && { accept }) },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text,
    body: JSON.parse(text),
    requestId: response.headers.get('x-request-id'),
  };
}

/** No stack trace and no path of this machine in an answer. */
function expectNothingInternal(answer: Answer) {
  expect(answer.text).not.toMatch(/stacktrace|node_modules|\bat .+:\d+:\d+/);
  expect(answer.text).not.toContain(projectRoot);
}

const deepQuery = `{ countries { ${'cities { country { '.repeat(5)}name${' } }'.repeat(5)} } }`;
const costlyCountry = `cities { country { cities { country { cities { country { cities { country { code name officialName dialCode flag isoNumeric capital lat lng } } } } } } } }`;
const requestErrors: Array<[string, unknown, string, RegExp]> = [
  ['a syntax error', { query: '{' }, 'GRAPHQL_PARSE_FAILED', /Syntax Error/],
  ['an unknown field', { query: '{ nothingHere }' }, 'GRAPHQL_VALIDATION_FAILED', /Cannot query field/],
  [
    'an unknown operationName',
    { query: 'query Countries { countries { code } }', operationName: 'Hotels' },
    'OPERATION_RESOLUTION_FAILURE',
    /Unknown operation/,
  ],
  [
    'two operations and no operationName',
    { query: 'query A { countries { code } } query B { metrics { support } }' },
    'OPERATION_RESOLUTION_FAILURE',
    /operation name/,
  ],
  ['more than 5000 tokens (Armor: max tokens)', { query: `{ ${'countries { code } '.repeat(1300)} }` }, 'GRAPHQL_PARSE_FAILED', /5000 tokens/],
  ['a selection 12 levels deep (Armor: max depth)', { query: deepQuery }, 'GRAPHQL_VALIDATION_FAILED', /depth/i],
  [
    '16 aliases (Armor: max aliases)',
    { query: `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: countries { code }`).join(' ')} }` },
    'GRAPHQL_VALIDATION_FAILED',
    /aliases/i,
  ],
  [
    'a costly selection (Armor: cost limit)',
    { query: `{ ${Array.from({ length: 12 }, (_, i) => `c${i}: countries { ${costlyCountry} }`).join(' ')} }` },
    'GRAPHQL_VALIDATION_FAILED',
    /cost/i,
  ],
  [
    'a variable that does not coerce',
    { query: 'query Hotel($id: ID!) { hotel(id: $id) { id } }', variables: { id: null } },
    'BAD_USER_INPUT',
    /must not be null/,
  ],
  [
    'a page number beyond Int',
    // Sent as the digits an attacker typed: JSON.stringify would round them.
    '{"query": "query H($page: Int) { hotels(country: \\"RW\\", paging: { page: $page }) { totalCount } }", "variables": { "page": 99999999999999999999 } }',
    'BAD_USER_INPUT',
    /Int/,
  ],
];

describe('request errors follow GraphQL over HTTP', () => {
  it.each(requestErrors)('%s: 400 in application/graphql-response+json', async (_name, payload, code, message) => {
    for (const accept of [GRAPHQL_RESPONSE, APOLLO_CLIENT_ACCEPT]) {
      const answer = await post(payload, accept);
      expect(answer.status, answer.text).toBe(400);
      expect(answer.contentType).toContain(GRAPHQL_RESPONSE);
      expect(answer.body).not.toHaveProperty('data');
      expect(answer.body.errors).toContainEqual(
        expect.objectContaining({ message: expect.stringMatching(message), extensions: { code, requestId: answer.requestId } }),
      );
      expectNothingInternal(answer);
    }
  });

  it.each(requestErrors)('%s: 200 in application/json', async (_name, payload, code, message) => {
    for (const accept of [JSON_TYPE, undefined, '*/*', `${JSON_TYPE}, ${GRAPHQL_RESPONSE}`]) {
      const answer = await post(payload, accept);
      expect(answer.status, `${accept}: ${answer.text}`).toBe(200);
      expect(answer.contentType).toContain(JSON_TYPE);
      expect(answer.body).not.toHaveProperty('data');
      expect(answer.body.errors).toContainEqual(
        expect.objectContaining({ message: expect.stringMatching(message), extensions: { code, requestId: answer.requestId } }),
      );
      expectNothingInternal(answer);
    }
  });

  it('an unknown operationName never runs the operation that is there', async () => {
    const answer = await post({ query: 'query Countries { countries { code } }', operationName: 'Hotels' }, JSON_TYPE);
    expect(answer.body).toEqual({
      errors: [{ message: 'Unknown operation named "Hotels".', extensions: { code: 'OPERATION_RESOLUTION_FAILURE', requestId: answer.requestId } }],
    });
  });

  it('a request that is not well-formed stays 400 in either media type', async () => {
    for (const accept of [JSON_TYPE, GRAPHQL_RESPONSE]) {
      expect((await post({ notAQuery: '{ countries { code } }' }, accept)).status).toBe(400);
      expect((await post('{ "not json', accept)).status).toBe(400);
    }
  });

  it('a successful answer is unchanged', async () => {
    for (const accept of [JSON_TYPE, GRAPHQL_RESPONSE]) {
      const answer = await post({ query: '{ country(code: "RW") { name } }' }, accept);
      expect(answer.status).toBe(200);
      expect(answer.contentType).toContain(accept);
      expect(answer.body).toEqual({ data: { country: { name: 'Rwanda' } } });
    }
  });
});

describe('inputs a service cannot take are the client’s error', () => {
  const HOTELS = 'query Hotels($filter: HotelFilter, $paging: PageInput) { hotels(country: "RW", filter: $filter, paging: $paging) { totalCount } }';

  it.each([
    [{ filter: { q: 'lodge\u0000' } }, 'q'],
    [{ filter: { q: 'x'.repeat(101) } }, 'q'],
    [{ filter: { cityId: '1\u0000' } }, 'cityId'],
    [{ filter: { maxPrice: 1e12 } }, 'maxPrice'],
    [{ paging: { page: 10_001 } }, 'page'],
    [{ paging: { after: 'x'.repeat(2000) } }, 'after'],
    [{ paging: { after: Buffer.from(JSON.stringify(['not a number', 1])).toString('base64url') } }, 'after'],
    [{ paging: { after: Buffer.from(JSON.stringify([1e20, 1])).toString('base64url') } }, 'after'],
  ])('%j → BAD_USER_INPUT or INVALID_CURSOR on %s', async (variables, field) => {
    const answer = await post({ query: HOTELS, variables });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.errors).toHaveLength(1);
    expect(answer.body.errors![0]!.extensions).toMatchObject({ code: expect.stringMatching(/^(BAD_USER_INPUT|INVALID_CURSOR)$/), field });
  });

  it('a price above any stored one is no bound, not a database error', async () => {
    const answer = await post({ query: HOTELS, variables: { filter: { maxPrice: 1e9 } } });
    expect(answer.body.errors).toBeUndefined();
    const all = await post({ query: HOTELS });
    expect(answer.body.data).toEqual(all.body.data);
    expect(await post({ query: HOTELS, variables: { filter: { minPrice: 1e9 } } })).toMatchObject({ body: { data: { hotels: { totalCount: 0 } } } });
  });

  it('a mutation answers a NUL byte or an over-long field with a userError', async () => {
    const answer = await post({
      query: 'mutation Register($input: AccountRegisterInput!) { accountRegister(input: $input) { user { id } userErrors { code field message } } }',
      variables: { input: { email: 'nul\u0000@example.org', password: 'long-enough-1' } },
    });
    expect(answer.body.data).toEqual({
      accountRegister: { user: null, userErrors: [{ code: 'BAD_USER_INPUT', field: 'email', message: 'email must not contain control characters.' }] },
    });
    const long = await post({
      query: 'mutation SignIn($input: SessionCreateInput!) { sessionCreate(input: $input) { token userErrors { code field } } }',
      variables: { input: { email: 'someone@example.org', password: 'p'.repeat(257) } },
    });
    expect(long.body.data).toEqual({ sessionCreate: { token: null, userErrors: [{ code: 'BAD_USER_INPUT', field: 'password' }] } });
  });
});

describe('an unexpected failure', () => {
  it('shows a generic message, INTERNAL_SERVER_ERROR and the request id; the details go to the log only', async () => {
    const bug = new Error(`Cannot read properties of undefined (reading 'code') at ${projectRoot}/server/src/modules/countries/country.service.ts:12:3`);
    const spy = vi.spyOn(suite.env.app.services.countries, 'list').mockImplementation(() => {
      throw bug;
    });
    const logged = vi.spyOn(suite.env.app.api.app.log, 'error');
    try {
      for (const accept of [JSON_TYPE, GRAPHQL_RESPONSE]) {
        const answer = await post({ query: '{ countries { code } }' }, accept);
        expect(answer.status).toBeLessThan(500);
        expect(answer.body).toEqual({
          data: null,
          errors: [
            {
              message: 'Something went wrong on our side. Please try again.',
              locations: [{ line: 1, column: 3 }],
              path: ['countries'],
              extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: answer.requestId },
            },
          ],
        });
        expectNothingInternal(answer);
        expect(logged).toHaveBeenCalledWith(expect.objectContaining({ reqId: answer.requestId, err: bug }), 'GraphQL operation failed');
      }
    } finally {
      spy.mockRestore();
      logged.mockRestore();
    }
  });

  it('a domain error keeps its code and field', async () => {
    const answer = await post({ query: '{ country(code: "Atlantis") { name } }' });
    expect(answer.body.errors![0]!.extensions).toEqual({ code: 'COUNTRY_NOT_FOUND', field: 'code', requestId: answer.requestId });
  });
});
