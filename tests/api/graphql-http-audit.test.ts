// GraphQL over HTTP conformance of /graphql, audited by graphql-http's server audits: no error (a MUST
// missed) and no warning (a SHOULD missed). Requests carry X-Requested-With, as the CSRF rule asks of
// every client (http/csrf.ts, Apollo's csrfPrevention).
import { type AuditResult, serverAudits } from 'graphql-http';
import { expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite.js';

const suite = apiSuite();

it('passes the GraphQL over HTTP server audits with no error and no warning', async () => {
  const audits = serverAudits({
    url: `${suite.env.apiUrl}/graphql`,
    fetchFn: (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      headers.set('x-requested-with', 'graphql-http-audit');
      return fetch(input, { ...init, headers });
    },
  });
  const results: AuditResult[] = [];
  for (const audit of audits) results.push(await audit.fn());

  const failing = results.filter((result) => result.status === 'error' || result.status === 'warn');
  const report = failing.map((result) => `${result.status} ${result.id} ${result.name}: ${'reason' in result ? result.reason : ''}`).join('\n');
  const count = (status: AuditResult['status']) => results.filter((result) => result.status === status).length;
  console.log(
    `graphql-http audit: ${results.length} audits, ${count('ok')} ok, ${count('notice')} notices, ${count('warn')} warnings, ${count('error')} errors`,
  );
  expect(results.length).toBeGreaterThan(30);
  expect(count('error'), report).toBe(0);
  expect(count('warn'), report).toBe(0);
});
