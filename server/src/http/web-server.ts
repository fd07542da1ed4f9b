// Serves the built web app on WEB_PORT and forwards the API paths the app uses, so the browser
// talks to one origin (no CORS preflight on every call from a slow phone).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { MAP_TILE_ORIGIN } from '../../../shared/src/map-tiles.js';
import { FirstPaint } from './first-paint.js';
import { logging } from './logger.js';
import { type SitemapRoutes, sitemapRoutes } from './sitemap.js';
import { WEB_PROXY_HEADER, vouchForClient } from './peer.js';

export const proxiedPrefixes = ['/graphql', '/media', '/api', '/dev', '/partner-api'];

/**
 * Brotli or gzip for every text answer, of this server and of the API. Each write is flushed, so a
 * streamed answer (the help chat) still arrives as it is written. Built assets are compressed once at
 * build time (web/vite.config.ts) and sent as they are.
 */
export const compressionOptions: FastifyCompressOptions = {
  global: true,
  globalDecompression: false,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 }, flush: zlibConstants.BROTLI_OPERATION_FLUSH },
  zlibOptions: { level: 6, flush: zlibConstants.Z_SYNC_FLUSH },
};

/** What the build wrote to dist/web/routes.json from web/src/app/routes.ts. */
interface AppRoutes extends SitemapRoutes {
  routes: string[];
  private: string[];
  /** Pages the server paints (first-paint.ts); an older build has none. */
  prerendered?: string[];
}

/** True when `pathname` is one of the app's routes: `:name` is one segment, a final `*` the rest; case-insensitive like the router. */
export function matchesAppRoute(pathname: string, patterns: readonly string[]): boolean {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  return patterns.some((pattern) => {
    const parts = pattern.toLowerCase().split('/').filter(Boolean);
    for (let index = 0; index < parts.length; index++) {
      const part = parts[index]!;
      if (part === '*') return true;
      const segment = segments[index];
      if (segment === undefined || (!part.startsWith(':') && part !== segment)) return false;
    }
    return parts.length === segments.length;
  });
}

/** A build without the list (an old one) answers every path with the app, as before. */
function readAppRoutes(webDistDir: string): AppRoutes {
  const file = join(webDistDir, 'routes.json');
  if (!existsSync(file)) return { routes: ['/*'], sitemap: ['/'], private: [] };
  return JSON.parse(readFileSync(file, 'utf8')) as AppRoutes;
}

function robotsTxt(routes: AppRoutes, origin: string): string {
  return ['User-agent: *', 'Allow: /', ...routes.private.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** Painted once at startup (first-paint.ts, warm): the home page and the list pages visitors land on most. */
const WARMED_PAGES = ['/', '/hotels', '/tours'];

export async function buildWebApp(config: Config, apiUrl: string): Promise<FastifyInstance> {
  if (!existsSync(join(config.webDistDir, 'index.html'))) throw new Error(`The web app is not built (${config.webDistDir} is missing). Run: npm run build`);
  const app = Fastify({
    ...logging({ ...config, logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel }),
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
  });
  const routes = readAppRoutes(config.webDistDir);
  const origin = new URL(config.webOrigin).origin;
  // Before every route: the app shell, its assets and the not-found fallback all carry the headers.
  await app.register(helmet, webSecurityHeaders(config));
  await app.register(compress, compressionOptions);
  // The first paint's language comes from the visitor's cookies, as the app's does.
  await app.register(cookie);
  // The API learns the browser's address from this server alone, not from headers a client sends: the API of
  // this process by a secret of the process (http/peer.ts); API replicas elsewhere (API_UPSTREAM) by
  // X-Forwarded-For, which they believe from this server when their TRUST_PROXY names it.
  const upstream = config.apiUpstream ?? apiUrl;
  const clientHeaders = (request: Pick<FastifyRequest, 'ip' | 'protocol' | 'host'>): Record<string, string> =>
    config.apiUpstream
      ? { 'x-forwarded-for': request.ip, 'x-forwarded-proto': request.protocol, 'x-forwarded-host': request.host }
      : { [WEB_PROXY_HEADER]: vouchForClient(request.ip) };
  for (const prefix of proxiedPrefixes)
    await app.register(proxy, {
      upstream,
      prefix,
      rewritePrefix: prefix,
      http2: false,
      replyOptions: { rewriteRequestHeaders: (request, headers) => ({ ...headers, ...clientHeaders(request) }) },
    });
  await app.register(fastifyStatic, {
    root: config.webDistDir,
    wildcard: false,
    // `/` is a page (the first paint below); /index.html stays the plain shell the service worker keeps.
    index: false,
    // The .br and .gz copies the build made.
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(routes, origin)),
  );
  sitemapRoutes(app, routes, { origin, apiUrl: upstream });
  const sendShell = (reply: FastifyReply, status: number) => reply.code(status).header('cache-control', 'no-cache').sendFile('index.html');
  // The pages a visitor lands on: painted by this server when it can (first-paint.ts), else the shell.
  const firstPaint = await FirstPaint.load(
    { webDistDir: config.webDistDir, ssrDir: config.webFirstPaintDir },
    { apiUrl: upstream, origin, mediaOrigin: new URL(config.publicApiUrl).origin },
    app.log,
  );
  await firstPaint?.warm(WARMED_PAGES, clientHeaders({ ip: '127.0.0.1', protocol: 'http', host: new URL(origin).host }));
  for (const path of firstPaint ? (routes.prerendered ?? []) : [])
    app.get(path, async (request, reply) => {
      if (request.method === 'HEAD') return sendShell(reply, 200);
      const page = await firstPaint?.page({
        url: request.url,
        cookies: request.cookies,
        acceptLanguage: request.headers['accept-language'],
        apiHeaders: clientHeaders(request),
      });
      // Painted for this visitor's language and cookies: no shared cache keeps it.
      if (page) return reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-cache').send(page);
      return sendShell(reply, 200);
    });
  // Other client-side routes get the app shell; any other path too, with a 404 (the app shows 'Oops! Page not found').
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ message: 'Not found' });
    const pathname = request.url.split('?')[0] ?? '/';
    // A missing file (an old asset, a favicon) is not a page.
    if (/\.[a-z0-9]+$/i.test(pathname) && !matchesAppRoute(pathname, routes.routes)) return reply.code(404).type('text/plain').send('Not found');
    return sendShell(reply, matchesAppRoute(pathname, routes.routes) ? 200 : 404);
  });
  return app;
}

/**
 * Security headers of the pages (design §5). The built app needs its own scripts and styles, the
 * <style> tags Chakra's emotion inserts, images from the API's media (absolute URLs on PUBLIC_API_URL),
 * data: and blob: images (the favicon, an avatar's preview), the listing maps' OpenStreetMap tiles (images only), and talks to this origin and the API's: the service
 * worker fetches the API's pictures itself (to keep them for offline use), and a worker's fetch answers to
 * connect-src, so without the API's origin every picture broke once the worker took over.
 */
export function webSecurityHeaders(config: Config): FastifyHelmetOptions {
  const apiOrigin = new URL(config.publicApiUrl).origin;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', apiOrigin, MAP_TILE_ORIGIN],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", apiOrigin],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only where the site is served over TLS: on http://localhost it would break the media URLs.
        ...(config.webOrigin.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    // Verify and reset links carry their token in the URL: no Referer, not even to our own API.
    referrerPolicy: { policy: 'no-referrer' },
  };
}
