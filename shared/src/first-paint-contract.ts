// What the web server (server/src/http/first-paint.ts) and the renderer it runs (web/src/app/entry-server.tsx, built
// apart with vite build --ssr) agree on: declarations only, so both sides are checked against one definition.

export interface FirstPaintRequest {
  /** The page's path and query, and the site's public origin. */
  url: string;
  origin: string;
  /** The API's GraphQL endpoint, and the headers that tell it who the visitor is. */
  graphqlUrl: string;
  apiHeaders: Record<string, string>;
  /** The language to paint in, one of the app's: the web server picks it as the API does. */
  language: string;
  /** Ends the wait for the API: the page then starts from the plain shell. */
  signal: AbortSignal;
}

export interface FirstPaintResult<State = unknown> {
  /** The markup inside #root, and the page's title, description, picture, site name and direction for its head. */
  html: string;
  meta: { title?: string; description?: string; image?: string; siteName?: string };
  dir: 'ltr' | 'rtl';
  /** What the browser's app starts from (app/first-paint.ts). */
  state: State;
}

export interface FirstPaintRenderer {
  renderFirstPaint(request: FirstPaintRequest): Promise<FirstPaintResult>;
}
