// The server's first paint of the pages a visitor lands on (issue 12): the web app's own components render
// the page to HTML with the API's answers (web/src/app/entry-server.tsx, built to dist/web-ssr), and this
// module puts it in the app's HTML shell with the state the browser's app starts from. On a phone at 400 kbps
// the header and the first cards show before the JavaScript has downloaded. Whatever goes wrong (the API
// slow, a part that cannot render, too many paints at once), the page is the plain shell, as before.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { type FirstPaintRenderer, type FirstPaintRequest, SIGNED_IN_HINT_COOKIE } from '../../../shared/src/first-paint-contract.js';
import { pickLanguage } from '../language.js';
import { ChunkPreloads } from './chunk-preloads.js';
import { escapeHtml, pageHeadTags } from './page-head.js';
import { ACCESS_COOKIE } from './session-cookies.js';

/** The API's answers must come within this; a slower page starts from the plain shell. */
const API_WAIT_MS = 2_000;
/**
 * How long a paint at startup may wait for the API: the first paints of a fresh process run the API's and the app's
 * code for the first time (modules loaded, functions compiled, the database's connections opened), which on a busy
 * machine can take longer than API_WAIT_MS.
 */
const WARM_WAIT_MS = 30_000;
/** Rendering costs CPU the API shares: past this many pages at once, the rest get the plain shell. */
const MAX_CONCURRENT_PAINTS = 4;

const SHELL = /<div id="root"><!--first-paint-->[\s\S]*?<!--\/first-paint--><\/div>/;

/** JSON in a data block: `<` escaped, so no text can close the block; the line separators JavaScript once refused too. */
const inDataBlock = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface PageVisit {
  url: string;
  cookies: Record<string, string | undefined>;
  acceptLanguage: string | undefined;
  /** Who the visitor is, for the API (rate limits, logs). */
  apiHeaders: Record<string, string>;
}

export class FirstPaint {
  private painting = 0;

  private constructor(
    private readonly renderer: FirstPaintRenderer,
    private readonly shell: string,
    private readonly graphqlUrl: string,
    private readonly origin: string,
    private readonly mediaOrigin: string,
    private readonly log: FastifyBaseLogger,
    private readonly preloads: ChunkPreloads | null,
  ) {}

  /** None when the build has no first paint (an older build): every page is the plain shell. */
  static async load(
    paths: { webDistDir: string; ssrDir: string },
    site: { apiUrl: string; origin: string; mediaOrigin: string },
    log: FastifyBaseLogger,
  ): Promise<FirstPaint | null> {
    const { webDistDir, ssrDir } = paths;
    const entry = join(ssrDir, 'entry-server.js');
    if (!existsSync(entry)) return null;
    const shell = readFileSync(join(webDistDir, 'index.html'), 'utf8');
    if (!SHELL.test(shell)) throw new Error(`${webDistDir}/index.html has no <!--first-paint--> shell in #root`);
    const renderer = (await import(pathToFileURL(entry).href)) as FirstPaintRenderer;
    return new FirstPaint(renderer, shell, `${site.apiUrl}/graphql`, site.origin, site.mediaOrigin, log, ChunkPreloads.load(webDistDir));
  }

  /**
   * Paints these pages once before the server takes visitors, so a fresh server's first visitors get painted pages
   * rather than the plain shell while its code warms up. A paint that fails here only costs that warmth.
   */
  async warm(urls: readonly string[], apiHeaders: Record<string, string>): Promise<void> {
    for (const url of urls)
      await this.render({ url, apiHeaders, language: 'en', maybeSignedIn: false }, WARM_WAIT_MS).catch((error: unknown) =>
        this.log.warn({ err: error, url }, 'warming the first paint failed'),
      );
  }

  /** The page painted with this server's origin and API, waiting up to `waitMs` for the API's answers. */
  private render(visit: Pick<FirstPaintRequest, 'url' | 'apiHeaders' | 'language' | 'maybeSignedIn'>, waitMs: number) {
    return this.renderer.renderFirstPaint({ ...visit, origin: this.origin, graphqlUrl: this.graphqlUrl, signal: AbortSignal.timeout(waitMs) });
  }

  /** The page's HTML with the painted page in it, or null for the plain shell. */
  async page(visit: PageVisit): Promise<string | null> {
    if (this.painting >= MAX_CONCURRENT_PAINTS) return null;
    this.painting++;
    try {
      // As the API picks a language (language.ts), with the app's own choices first: the `lng` parameter, then
      // i18next's cookie before the `lng` cookie the app writes.
      const chosen = new URLSearchParams(visit.url.split('?')[1] ?? '').get('lng') ?? visit.cookies.i18next ?? visit.cookies.lng;
      const language = pickLanguage(chosen, visit.acceptLanguage);
      const maybeSignedIn = Boolean(visit.cookies[ACCESS_COOKIE] || visit.cookies[SIGNED_IN_HINT_COOKIE]);
      const painted = await this.render({ url: visit.url, apiHeaders: visit.apiHeaders, language, maybeSignedIn }, API_WAIT_MS);
      const { title, description, image, siteName = 'Jambo Africa' } = painted.meta;
      const head = pageHeadTags({ origin: this.origin, mediaOrigin: this.mediaOrigin, url: visit.url, language, title, description, image, siteName });
      const chunks = this.preloads?.links(painted.modules);
      return this.shell
        .replace('/manifest-en.webmanifest', `/manifest-${language}.webmanifest`)
        .replace('</head>', () => `  ${chunks ? `${chunks}\n    ` : ''}${head}\n    ${painted.styles}\n  </head>`)
        .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${language}" dir="${painted.dir}">`)
        .replace(/<title>[^<]*<\/title>/, (shellTitle) => (title ? `<title>${escapeHtml(title)}</title>` : shellTitle))
        .replace(/<meta name="description" content="[^"]*"/, (shellDescription) =>
          description ? `<meta name="description" content="${escapeHtml(description)}"` : shellDescription,
        )
        .replace(
          SHELL,
          () => `<div id="root" data-painted>${painted.html}</div><script type="application/json" id="first-paint">${inDataBlock(painted.state)}</script>`,
        );
    } catch (error) {
      this.log.warn({ err: error, url: visit.url }, 'first paint failed: the page starts from the plain shell');
      return null;
    } finally {
      this.painting--;
    }
  }
}
