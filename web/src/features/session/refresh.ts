// Exchanges the refresh cookie for a new session. Called outside Apollo's link chain so that a refresh
// never waits for itself; concurrent callers share one request, because the server rotates the refresh
// token and a second use of the old one ends the session.
const SESSION_REFRESH = 'mutation SessionRefresh { sessionRefresh { token userErrors { code } } }';

let pending: Promise<boolean> | null = null;

async function requestRefresh(): Promise<boolean> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'jambo-web' },
      body: JSON.stringify({ operationName: 'SessionRefresh', query: SESSION_REFRESH }),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { data?: { sessionRefresh?: { token?: string | null } } };
    return Boolean(body.data?.sessionRefresh?.token);
  } catch {
    return false;
  }
}

/** True when the server issued fresh session cookies. */
export function refreshSession(): Promise<boolean> {
  pending ??= requestRefresh().finally(() => {
    pending = null;
  });
  return pending;
}
