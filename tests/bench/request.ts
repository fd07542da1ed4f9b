import type { RunningApp } from '../../server/src/boot.js';

export interface TimedResult {
  body: { data?: Record<string, any>; errors?: Array<{ message: string }> };
  serverMs: number;
}

/** POSTs a GraphQL operation and returns the body and the server's own time (Server-Timing). */
export async function graphql(
  app: RunningApp,
  document: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<TimedResult> {
  const response = await fetch(`${app.apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'bench', ...headers },
    body: JSON.stringify({ query: document, variables }),
  });
  const body = (await response.json()) as TimedResult['body'];
  if (body.errors?.length) throw new Error(`GraphQL error: ${body.errors[0]!.message}`);
  return { body, serverMs: serverTime(response) };
}

/** The server's own time of a response (Server-Timing), in ms. */
export const serverTime = (response: Response) => Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);
