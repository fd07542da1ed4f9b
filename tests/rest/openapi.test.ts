// The OpenAPI 3.1 document of the legacy REST paths: generated from the routes' zod schemas, served at
// /api/openapi.json, linked from the partner docs page. Every REST suite checks its answers against it
// (tests/support/rest-contract.ts); here, that the document covers every route and that the check can fail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restPaths } from '../authorization/rest-paths.js';
import { type OpenApiDocument, restContract } from '../support/rest-contract.js';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment.js';

let env: TestEnvironment;
let answer: Response;
let document: OpenApiDocument & { paths: Record<string, Record<string, OperationObject>> };

interface OperationObject {
  parameters?: Array<{ in: string; name: string; schema: { type?: string; anyOf?: unknown[] } }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

beforeAll(async () => {
  env = await createTestEnvironment();
  answer = await env.request('/api/openapi.json');
  document = (await answer.clone().json()) as typeof document;
});
afterAll(() => env?.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ method, path, operation })));

describe('GET /api/openapi.json', () => {
  it('answers an OpenAPI 3.1 document, linked from the partner docs page', async () => {
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.0');
    const docs = await env.request('/partner-api/docs');
    expect(await docs.text()).toContain('href="/api/openapi.json"');
  });

  it('documents every legacy REST route, each a row of the authorization matrix, with the shape of its answer', () => {
    const rows = new Set(Object.keys(restPaths));
    const listed = operations();
    expect(listed.length).toBeGreaterThan(150);
    const notInMatrix = listed.map(({ method, path }) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`).filter((key) => !rows.has(key));
    expect(notInMatrix).toEqual([]);
    const withoutAnswer = listed
      .filter(({ operation }) => {
        const [, success] = Object.entries(operation.responses).find(([status]) => status.startsWith('2')) ?? [];
        const json = success?.content?.['application/json'];
        return !success?.content || (json && Object.keys(json.schema ?? {}).length === 0);
      })
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(withoutAnswer, 'routes whose answer has no schema: give route() an `answer`').toEqual([]);
  });

  it("describes query strings, path parameters and bodies from the routes' zod schemas", () => {
    const hotels = document.paths['/hotels']!.get!;
    const query = Object.fromEntries((hotels.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema]));
    expect(Object.keys(query)).toEqual(expect.arrayContaining(['country', 'q', 'min_stars', 'max_stars', 'min_price', 'max_price', 'page', 'limit']));
    expect(query.limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    expect(document.paths['/hotels/{id}']!.get!.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id' })]));
    const login = document.paths['/auth/login']!.post!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(login.properties ?? {})).toEqual(['email', 'password']);
    expect(Object.keys(document.paths['/api/user/avatar']!.post!.requestBody!.content)).toEqual(['multipart/form-data']);
  });

  it('lets the contract check fail: a drifted body, an undocumented status or content type', () => {
    const contract = restContract(document);
    const hotel = { id: 1, name: 'Lake Kivu Lodge', location: 'Gisenyi, Rwanda', city: 'Gisenyi', country: 'Rwanda', image_path: null, description: null };
    const ok = { ...hotel, type: 'safari', stars: 4.5, price_per_night: 120 };
    const json = 'application/json; charset=utf-8';
    expect(contract.problems({ method: 'GET', path: '/api/hotels?country=RW', status: 200, contentType: json, body: JSON.stringify([ok]) })).toEqual([]);
    const drifted = contract.problems({ method: 'GET', path: '/hotels', status: 200, contentType: json, body: JSON.stringify([{ ...ok, stars: '4.5' }]) });
    expect(drifted.join('\n')).toMatch(/GET \/hotels \(\/hotels\) answered 200: \/0\/stars must be number/);
    expect(contract.problems({ method: 'GET', path: '/hotels', status: 201, contentType: json, body: '[]' })).toHaveLength(1);
    // A repeat with If-None-Match: no body.
    expect(contract.problems({ method: 'GET', path: '/hotels', status: 304, contentType: null, body: '' })).toEqual([]);
    expect(contract.problems({ method: 'GET', path: '/hotels', status: 200, contentType: 'text/html', body: '<p>' })).toHaveLength(1);
    // A lookup is its own path, not a hotel's id.
    expect(contract.problems({ method: 'GET', path: '/hotels/countries', status: 200, contentType: json, body: '["Kenya"]' })).toEqual([]);
    const refusal = contract.problems({ method: 'GET', path: '/hotels/1', status: 404, contentType: json, body: '{"error":"NOT_FOUND"}' });
    expect(refusal.join('\n')).toMatch(/must have required property 'message'/);
  });
});
