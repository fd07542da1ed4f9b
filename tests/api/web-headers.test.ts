// The web server's security headers (design §5), on a stand-in build: the app shell, a client-side
// route and an asset. That the built app passes the policy is the e2e suite's (security-headers.spec.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.js';
import { buildWebApp } from '../../server/src/http/web-server.js';

const API = 'http://api.example.test:4000';
let webDistDir: string;

async function webApp(settings: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({ SKIP_ENV_FILE: '1', NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_API_URL: API, ...settings });
  // No first paint: the stand-in build has only a shell (first-paint.test.ts has its own).
  return buildWebApp({ ...config, webDistDir, webFirstPaintDir: join(webDistDir, 'no-first-paint') }, 'http://127.0.0.1:9');
}

beforeAll(() => {
  webDistDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(webDistDir, 'assets', 'app.js'), 'export {};');
});

afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

describe('web server security headers', () => {
  it('puts a strict policy, no framing, nosniff and no Referer on the shell, client routes and assets', async () => {
    const app = await webApp({ WEB_ORIGIN: 'http://localhost:3000' });
    try {
      for (const url of ['/', '/hotels?country=Rwanda', '/assets/app.js']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        const directives = Object.fromEntries(
          String(response.headers['content-security-policy'])
            .split(';')
            .map((directive) => directive.trim().split(/\s+/))
            .map(([name, ...values]) => [name, values]),
        );
        expect(directives['default-src']).toEqual(["'self'"]);
        expect(directives['script-src']).toEqual(["'self'"]);
        expect(directives['object-src']).toEqual(["'none'"]);
        expect(directives['frame-ancestors']).toEqual(["'none'"]);
        // The service worker fetches those images itself: its fetches answer to connect-src.
        expect(directives['connect-src']).toEqual(["'self'", API]);
        // Listing images and avatars are absolute URLs on the API's public origin; the listing maps' tiles come from
        // OpenStreetMap, as images only.
        expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', API, 'https://tile.openstreetmap.org']);
        expect(directives['connect-src']).not.toContain('https://tile.openstreetmap.org');
        // Plain http here: upgrading would break those image URLs.
        expect(directives).not.toHaveProperty('upgrade-insecure-requests');
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('no-referrer');
      }
    } finally {
      await app.close();
    }
  });

  it('upgrades insecure requests when the site is served over https', async () => {
    const app = await webApp({ WEB_ORIGIN: 'https://jambo.example', PUBLIC_API_URL: 'https://api.jambo.example' });
    try {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(response.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://api.jambo.example https://tile.openstreetmap.org;");
    } finally {
      await app.close();
    }
  });
});

describe('with API_UPSTREAM', () => {
  it('forwards the API paths to the upstream (API replicas behind a balancer), naming the client in X-Forwarded-For', async () => {
    const upstream = Fastify();
    const seen: Array<{ url: string; headers: Record<string, unknown> }> = [];
    upstream.all('/*', async (request) => {
      seen.push({ url: request.url, headers: request.headers });
      return { from: 'upstream' };
    });
    await upstream.listen({ host: '127.0.0.1', port: 0 });
    const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`;
    const app = await webApp({ API_UPSTREAM: upstreamUrl });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.66' },
        payload: '{}',
      });
      expect(response.json()).toEqual({ from: 'upstream' });
      const media = await app.inject({ method: 'GET', url: '/media/hotels/a.svg' });
      expect(media.json()).toEqual({ from: 'upstream' });
      expect(seen.map((request) => request.url)).toEqual(['/graphql', '/media/hotels/a.svg']);
      // The address this server saw (no TRUST_PROXY here, so the forged header is not believed), and no secret of its own.
      expect(seen[0]!.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(seen[0]!.headers['x-web-proxy-client']).toBeUndefined();
    } finally {
      await app.close();
      await upstream.close();
    }
  });
});
