// OpenTelemetry from HTTP to SQL: the API process, given OTEL_EXPORTER_OTLP_ENDPOINT, exports its spans over
// OTLP/HTTP to a stand-in collector here, under the OTEL_SERVICE_NAME it was given, and a GraphQL request's trace
// runs from the HTTP server span down to the PostgreSQL queries it caused. Its log has one JSON line per request,
// naming that trace.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../support/test-database.js';
import { type ApiProcess, startApiProcess } from '../support/api-process.js';

/** A span as OTLP/JSON carries it (ids in hex, kind as a number: 2 server, 3 client). */
interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: Array<{ key: string; value: { stringValue?: string } }>;
  scope: string;
}

const SERVER = 2;
const CLIENT = 3;

/** Receives `POST /v1/traces` as the OTLP/HTTP exporter sends it, and keeps every span. */
async function startCollector() {
  const spans: ExportedSpan[] = [];
  const contentTypes = new Set<string>();
  const serviceNames = new Set<string>();
  const server: Server = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    if (request.method !== 'POST' || request.url !== '/v1/traces') {
      response.writeHead(404).end();
      return;
    }
    contentTypes.add(String(request.headers['content-type']));
    const body = JSON.parse(raw) as {
      resourceSpans: Array<{
        resource: Pick<ExportedSpan, 'attributes'>;
        scopeSpans: Array<{ scope: { name: string }; spans: Omit<ExportedSpan, 'scope'>[] }>;
      }>;
    };
    for (const resourceSpans of body.resourceSpans) {
      serviceNames.add(attribute(resourceSpans.resource, 'service.name') ?? '(none)');
      for (const scopeSpans of resourceSpans.scopeSpans) spans.push(...scopeSpans.spans.map((span) => ({ ...span, scope: scopeSpans.scope.name })));
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    contentTypes,
    serviceNames,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: Pick<ExportedSpan, 'attributes'>, key: string) => span.attributes?.find((entry) => entry.key === key)?.value.stringValue;

describe('traces with an OTLP exporter configured', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let api: ApiProcess;
  beforeAll(async () => {
    collector = await startCollector();
    api = await startApiProcess({
      DATABASE_URL: databaseUrl(),
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_SERVICE_NAME: 'marketplace-under-test',
      LOG_LEVEL: 'info',
    });
  }, 120_000);
  afterAll(async () => {
    await api?.stop('SIGTERM');
    await collector?.close();
  });

  it('follow a GraphQL request from its HTTP server span down to the PostgreSQL queries it ran', async () => {
    // The caller's trace context (W3C traceparent) is continued, so this request's trace is known in advance.
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const response = await fetch(`${api.apiUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', traceparent: `00-${traceId}-${callerSpanId}-01` },
      body: JSON.stringify({
        query: 'query TracedHotels { hotels(country: "KE", paging: { page: 1, size: 3 }) { totalCount nodes { id name city { name } } } }',
      }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data?: { hotels: { totalCount: number } } }).data?.hotels.totalCount).toBeGreaterThan(0);

    const ofTrace = () => collector.spans.filter((span) => span.traceId === traceId);
    const queries = () => ofTrace().filter((span) => span.kind === CLIENT && attribute(span, 'db.system.name') === 'postgresql');
    // Spans leave in batches about every second; the server span ends last, with the answer.
    await expect.poll(() => ofTrace().some((span) => span.kind === SERVER) && queries().length > 0, { timeout: 15_000 }).toBe(true);

    const spans = ofTrace();
    const server = spans.find((span) => span.kind === SERVER)!;
    expect(server.parentSpanId).toBe(callerSpanId);
    expect(server.scope).toBe('@opentelemetry/instrumentation-http');
    expect(server.name).toMatch(/^POST/);
    expect(attribute(server, 'url.path')).toBe('/graphql');
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    for (const query of queries()) {
      expect(query.scope).toBe('@opentelemetry/instrumentation-pg');
      // Every query hangs, span by span, under the request's server span.
      const chain: ExportedSpan[] = [query];
      for (let parent = byId.get(query.parentSpanId ?? ''); parent; parent = byId.get(parent.parentSpanId ?? '')) chain.push(parent);
      expect(chain.at(-1)!.spanId, chain.map((span) => span.name).join(' < ')).toBe(server.spanId);
    }
    expect(
      queries()
        .map((span) => attribute(span, 'db.query.text'))
        .join('\n'),
    ).toMatch(/from "hotel"/i);
    expect([...collector.contentTypes]).toEqual([expect.stringContaining('application/json')]);
    expect([...collector.serviceNames]).toEqual(['marketplace-under-test']);
  });

  it('logs one JSON line per request, naming its trace, and no demo credentials', async () => {
    const traceId = randomBytes(16).toString('hex');
    const response = await fetch(`${api.apiUrl}/healthz`, { headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` } });
    expect(response.status).toBe(200);
    const linesOf = () =>
      api
        .output()
        .split('\n')
        .filter((line) => line.includes(traceId))
        .map((line) => JSON.parse(line) as { msg: string; traceId: string; reqId: string; req: { method: string; url: string }; res: { statusCode: number } });
    await expect.poll(() => linesOf().length, { timeout: 5_000 }).toBeGreaterThan(0);
    const [line, ...more] = linesOf();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      msg: 'request completed',
      traceId,
      reqId: response.headers.get('x-request-id'),
      req: { method: 'GET', url: '/healthz' },
      res: { statusCode: 200 },
    });
    expect(api.output()).not.toContain('incoming request');
    expect(api.output()).not.toMatch(/Demo accounts|Safari2025!/);
  });
});
