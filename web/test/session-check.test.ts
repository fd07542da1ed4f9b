// Who is signed in when the server's answers arrive out of order (spec §2, §4): a re-check of the session that began
// before the traveller signed out must not sign them back in, nor announce an expired session, when it answers late.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_EXPIRED_EVENT } from '../src/features/session/events';
import type { ViewerFieldsFragment } from '../src/gql/graphql';

// Loaded afresh for each test: the session code keeps its check in flight in module state.
let checkSession: typeof import('../src/features/session/check').checkSession;
let writeViewer: typeof import('../src/features/session/check').writeViewer;
let wasSignedIn: typeof import('../src/features/session/events').wasSignedIn;
let ViewerDocument: typeof import('../src/gql/graphql').ViewerDocument;

const traveller: ViewerFieldsFragment = {
  __typename: 'User',
  id: 'u-1',
  email: 'traveller@example.com',
  firstName: 'Amani',
  lastName: 'Mugisha',
  name: 'Amani Mugisha',
  role: 'USER',
  country: 'RW',
  city: 'Kigali',
  phone: null,
  avatarUrl: null,
  homePath: '/',
  emailVerified: true,
  smsReceipts: true,
};

/** A Viewer request the test answers when it chooses, with the `me` the server would have sent. */
interface HeldRequest {
  answer(me: ViewerFieldsFragment | null): void;
}

/** An Apollo client whose Viewer requests wait for the test; `requests` lists them in the order they were sent. */
function heldClient() {
  const requests: HeldRequest[] = [];
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        requests.push({
          answer(me) {
            observer.next({ data: { me } });
            observer.complete();
          },
        });
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache(), devtools: { enabled: false } }), requests };
}

/** Node has no window, document or localStorage: an event target, a cookie and a Map behind the calls the session code makes. */
function browserGlobals() {
  const values = new Map<string, string>();
  vi.stubGlobal('window', new EventTarget());
  // The last cookie written: the signed-in hint the web server paints the header by.
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, String(value)),
    removeItem: (key: string) => void values.delete(key),
  });
  // The refresh cookie is gone after sign-out: the server refuses a refresh.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: { sessionRefresh: { token: null } } }))),
  );
}

const me = (client: ApolloClient) => client.cache.readQuery({ query: ViewerDocument })?.me ?? null;

/** Lets the client deliver answers and the check run to its end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  browserGlobals();
  vi.resetModules();
  ({ checkSession, writeViewer } = await import('../src/features/session/check'));
  ({ wasSignedIn } = await import('../src/features/session/events'));
  ({ ViewerDocument } = await import('../src/gql/graphql'));
});

describe('checking the session around a sign-out', () => {
  it('a re-check that began before sign-out and answers late does not sign the traveller back in', async () => {
    const { client, requests } = heldClient();
    writeViewer(client, traveller);
    expect(document.cookie).toMatch(/^signed_in=1; max-age=\d+; path=\/; samesite=lax$/);
    const before = checkSession(client); // page focus: the server answers this one for the old session
    await settle();
    expect(requests).toHaveLength(1);

    // Log out: the server ended the session, the app says so and re-checks (the auth-changed event).
    writeViewer(client, null);
    expect(document.cookie).toMatch(/^signed_in=; max-age=0;/);
    const after = checkSession(client);
    await settle();
    expect(requests, 'the check after sign-out asks the server again').toHaveLength(2);

    requests[1]!.answer(null);
    await after;
    requests[0]!.answer(traveller); // the old answer arrives last
    await before;
    await settle();

    expect(me(client)).toBeNull();
    expect(wasSignedIn(), 'the next page load must not try to refresh a signed-out session').toBe(false);
  });

  it('a re-check that began before sign-out and finds the session gone does not announce an expired session', async () => {
    const { client, requests } = heldClient();
    const expired = vi.fn();
    window.addEventListener(AUTH_EXPIRED_EVENT, expired);
    writeViewer(client, traveller);
    const before = checkSession(client);
    await settle();

    writeViewer(client, null);
    // The server took the sign-out first, so the old check learns there is no session any more.
    requests[0]!.answer(null);
    await before;
    await settle();

    expect(expired).not.toHaveBeenCalled();
    expect(me(client)).toBeNull();
  });

  it('a check asks the server itself rather than join a Viewer request already in flight', async () => {
    const { client, requests } = heldClient();
    writeViewer(client, traveller);
    // A page's own Viewer query, sent while the old session was still good.
    const pageQuery = client.query({ query: ViewerDocument, fetchPolicy: 'network-only' });
    await settle();
    writeViewer(client, null);
    const check = checkSession(client);
    await settle();
    expect(requests).toHaveLength(2);

    requests[1]!.answer(null);
    requests[0]!.answer(traveller);
    await Promise.all([check, pageQuery]);
    expect(wasSignedIn()).toBe(false);
  });

  it('while nothing changes, everyone who asks shares one check, and its answer is written', async () => {
    const { client, requests } = heldClient();
    const first = checkSession(client);
    const second = checkSession(client);
    await settle();
    expect(requests).toHaveLength(1);
    requests[0]!.answer(traveller);
    await Promise.all([first, second]);
    expect(me(client)?.email).toBe('traveller@example.com');
    expect(wasSignedIn()).toBe(true);
  });
});
