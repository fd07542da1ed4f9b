// What a page asks the API for: GraphQL operations by name, whether they travel as POSTs or as persisted GETs.
import type { Page, Request } from '@playwright/test';

/** The operation a request carries, or null when it is not a GraphQL request: by its body (POST) or its address (GET). */
export function graphqlOperationOf(request: Request): string | null {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return null;
  if (request.method() === 'GET') return url.searchParams.get('operationName') ?? 'anonymous';
  return String((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? 'anonymous');
}

/**
 * The operations the page asks for from now on, in order. A public read's first GET by hash alone, which an API that
 * has not seen the query yet answers PERSISTED_QUERY_NOT_FOUND and the app then sends again with its text, is one ask.
 */
export function recordOperations(page: Page): string[] {
  const asked: Array<{ request: Request; name: string }> = [];
  const names: string[] = [];
  page.on('request', (request) => {
    const name = graphqlOperationOf(request);
    if (name === null) return;
    asked.push({ request, name });
    names.push(name);
  });
  page.on('response', async (response) => {
    const request = response.request();
    if (request.method() !== 'GET' || graphqlOperationOf(request) === null || new URL(request.url()).searchParams.has('query')) return;
    const body = (await response.json().catch(() => null)) as { errors?: Array<{ extensions?: { code?: string } }> } | null;
    if (!body?.errors?.some((error) => error.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND')) return;
    const index = asked.findIndex((entry) => entry.request === request);
    if (index < 0) return;
    asked.splice(index, 1);
    names.splice(index, 1);
  });
  return names;
}
