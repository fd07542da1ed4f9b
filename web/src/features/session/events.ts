// Window events that tie the session together across components (spec §4): a change of who is signed in,
// and a session the server no longer accepts.
export const AUTH_CHANGED_EVENT = 'auth-changed';
export const AUTH_EXPIRED_EVENT = 'auth-expired';

/** Remembers that this browser signed in, so a page load knows a silent refresh is worth trying. */
const SESSION_HINT_KEY = 'session';

export function signalAuthChange() {
  window.dispatchEvent(new Event(AUTH_CHANGED_EVENT));
}

export function signalAuthExpired() {
  window.dispatchEvent(new Event(AUTH_EXPIRED_EVENT));
}

export function rememberSignedIn(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Private mode: the session cookie still works, only the silent refresh on load is skipped.
  }
}

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}
