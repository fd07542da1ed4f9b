// Window events that tie the session together across components (spec §4): a change of who is signed in,
// and a session the server no longer accepts.
import { SIGNED_IN_HINT_COOKIE } from '../../../../shared/src/first-paint-contract';

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

/** How long the hint cookie outlives the last check that found someone signed in: as long as a refresh cookie may. */
const HINT_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;

export function rememberSignedIn(signedIn: boolean) {
  // The web server reads it to paint the header's account area as still to come, not as signed out (a painted page).
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie write; the Cookie Store API is missing from some browsers we support.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=${signedIn ? `1; max-age=${HINT_COOKIE_MAX_AGE_S}` : '; max-age=0'}; path=/; samesite=lax`;
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
