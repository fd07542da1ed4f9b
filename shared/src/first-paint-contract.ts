// What the web server (server/src/http/first-paint.ts) and the renderer it runs (web/src/app/entry-server.tsx, built
// apart with vite build --ssr) agree on: declarations, so both sides are checked against one definition, and the name of
// the one cookie the app writes for the web server to read.

/**
 * Set by the browser's app while someone is signed in (web/src/features/session/events.ts), cleared when no one is:
 * the access cookie lasts minutes, and a returning visitor whose refresh cookie still holds is painted as maybe signed in too.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

export interface FirstPaintRequest {
  /** The page's path and query, and the site's public origin. */
  url: string;
  origin: string;
  /** The API's GraphQL endpoint, and the headers that tell it who the visitor is. */
  graphqlUrl: string;
  apiHeaders: Record<string, string>;
  /** The language to paint in, one of the app's: the web server picks it as the API does. */
  language: string;
  /**
   * The visitor may be signed in (the request carries the session cookie, or the hint the app keeps while signed in):
   * the account area is painted waiting, never as signed out, and the browser's app fills it in.
   */
  maybeSignedIn: boolean;
  /** Ends the wait for the API: the page then starts from the plain shell. */
  signal: AbortSignal;
}

export interface FirstPaintResult<State = unknown> {
  /** The markup inside #root, and the page's title, description, picture, site name and direction for its head. */
  html: string;
  /**
   * The page's styles as <style> elements for its head, with emotion's ids (data-emotion) for the browser's emotion
   * to adopt: one for the components' styles and one for each global style. The markup itself carries none.
   */
  styles: string;
  meta: { title?: string; description?: string; image?: string; siteName?: string };
  dir: 'ltr' | 'rtl';
  /** The browser's lazily loaded modules the page showed (keys of its build manifest): their chunks are preloaded with the entry's. */
  modules: string[];
  /** What the browser's app starts from (app/first-paint.ts). */
  state: State;
}

export interface FirstPaintRenderer {
  renderFirstPaint(request: FirstPaintRequest): Promise<FirstPaintResult>;
}
