// The product started as `npm start` starts it (minus the web server), on a free port, against
// the test file's database: tests talk to it over real HTTP.
import 'reflect-metadata';
import { restCompat } from '../../rest-compat/src/index.js';
import { databaseUrl } from './test-database.js';
import { startApp, type RunningApp } from '../../server/src/boot.js';
import { loadConfig } from '../../server/src/config.js';
import type { ApiAdapter } from '../../server/src/http/api-context.js';
import { generousLimits } from './generous-limits.js';
import { expect } from 'vitest';
import { type OpenApiDocument, restContract, type RestContract } from './rest-contract.js';

export interface GraphqlResult<T = Record<string, any>> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; field?: string } }>;
}

export interface TestEnvironment {
  app: RunningApp;
  apiUrl: string;
  /** POSTs a GraphQL operation as the web app does (JSON, with the CSRF header). */
  graphql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphqlResult<T>>;
  /** A request to the API over HTTP. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export const PUBLIC_API_URL = 'http://api.test';

/** Fails the test when `response` breaks the documented contract of the call; a streamed text answer is not read. */
async function expectKeptContract(contract: RestContract, path: string, method: string, response: Response) {
  if (!contract.describes(method, path)) return;
  const contentType = response.headers.get('content-type');
  const body = contentType?.startsWith('text/plain') ? undefined : await response.clone().text();
  expect(contract.problems({ method, path, status: response.status, contentType, body }), `${method} ${path} against /api/openapi.json`).toEqual([]);
}

/** `adapters`: routes the process entry plugs in beside rest-compat in some starts (the stand-in phone in development). */
export async function createTestEnvironment(settings: Record<string, string> = {}, adapters: readonly ApiAdapter[] = []): Promise<TestEnvironment> {
  const config = loadConfig({
    SKIP_ENV_FILE: '1',
    DATABASE_URL: databaseUrl(),
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    PUBLIC_API_URL,
    // A job runner's queries would land in the statement counts, and it would work the jobs of every suite in the file
    // (their mail through its own SMTP settings). A suite that needs one asks, on a database of its own.
    JOB_RUNNER: 'false',
    // Every suite of a file books and looks up from 127.0.0.1: the per-client limits are the abuse suites'.
    ...generousLimits,
    ...settings,
  });
  // Put together as the process entry does (server/src/main.ts): the API with the legacy REST paths.
  const app = await startApp(config, { adapters: [restCompat, ...adapters] });
  const send = (path: string, init?: RequestInit) => fetch(`${app.apiUrl}${path}`, init);
  let contract: Promise<RestContract> | undefined;
  // The REST contract suites check every answer against the published OpenAPI document (rest-contract.ts).
  const request = async (path: string, init?: RequestInit) => {
    const response = await send(path, init);
    if (!expect.getState().testPath?.includes('/tests/rest/')) return response;
    contract ??= send('/api/openapi.json').then(async (document) => restContract((await document.json()) as OpenApiDocument));
    await expectKeptContract(await contract, path, init?.method ?? 'GET', response);
    return response;
  };
  return {
    app,
    apiUrl: app.apiUrl,
    request,
    async graphql(query, variables, headers = {}) {
      const response = await request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphqlResult<any>;
    },
    close: () => app.close(),
  };
}
