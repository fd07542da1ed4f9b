// Observability: /metrics speaks Prometheus to this machine (or to a bearer of METRICS_TOKEN) and to no
// one else; requests are timed per REST route and GraphQL operation; every answer and error names the
// request id, a proxy's own id when it is a plain token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment.js';

const suite = apiSuite();
const TOKEN = 'metrics-token-for-the-scraper-0123';
let withToken: TestEnvironment;
beforeAll(async () => {
  withToken = await createTestEnvironment({ METRICS_TOKEN: TOKEN });
});
afterAll(() => withToken?.close());

const HOTELS = 'query Hotels { hotels(country: "RW", paging: { page: 1, size: 1 }) { totalCount } }';

describe('/metrics', () => {
  it('times REST routes and GraphQL operations, and shows pool use and the product counters', async () => {
    expect((await suite.env.request('/hotels?country=RW')).status).toBe(200);
    expect((await suite.env.graphql(HOTELS)).errors).toBeUndefined();
    const response = await suite.env.request('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/hotels",status="2xx"\} [1-9]/);
    expect(text).toMatch(/graphql_operation_duration_seconds_count\{operation="Hotels",type="query",outcome="2xx"\} [1-9]/);
    expect(text).toMatch(/^db_pool_connections_max [1-9]/m);
    for (const name of [
      'db_pool_connections',
      'db_pool_waiting',
      'bookings_created_total',
      'holds_expired_total',
      'emails_queued_total',
      'emails_failed_total',
    ])
      expect(text).toContain(`# TYPE ${name} `);
  });

  it('is not served through a proxy without the token, nor with a wrong one', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    expect((await suite.env.request('/metrics', { headers: forwarded })).status).toBe(404);
    expect((await withToken.request('/metrics', { headers: { ...forwarded, authorization: 'Bearer not-the-token-at-all-000000' } })).status).toBe(404);
    const scraped = await withToken.request('/metrics', { headers: { ...forwarded, authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('http_request_duration_seconds');
  });
});

describe('request ids', () => {
  it('every error answer names the request id, the one a proxy gave when it is a plain token', async () => {
    const given = 'edge-7f3a.42';
    const response = await suite.env.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': given },
      body: JSON.stringify({ query: '{ country(code: "Atlantis") { name } }' }),
    });
    expect(response.headers.get('x-request-id')).toBe(given);
    const body = (await response.json()) as { errors: Array<{ extensions: Record<string, unknown> }> };
    expect(body.errors[0].extensions).toMatchObject({ code: 'COUNTRY_NOT_FOUND', requestId: given });

    const rest = await suite.env.request('/api/v1/users/me', { headers: { 'x-request-id': '<script>alert(1)</script>' } });
    const id = rest.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rest.status).toBeGreaterThanOrEqual(400);
    expect(await rest.json()).toMatchObject({ request_id: id });
  });
});
