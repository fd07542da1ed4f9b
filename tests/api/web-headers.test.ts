// The web server's security headers (design §5), on a stand-in build: the app shell, a client-side
// route and an asset. That the built app passes the policy is the e2e suite's (security-headers.spec.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.js';
import { buildWebApp } from '../../server/src/http/web-server.js';

const API = 'http://api.example.test:4000';
let webDistDir: string;

async function webApp(settings: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({ SKIP_ENV_FILE: '1', NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_API_URL: API, ...settings });
  return buildWebApp({ ...config, webDistDir }, 'http://127.0.0.1:9');
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
        expect(directives['connect-src']).toEqual(["'self'"]);
        // Listing images and avatars are absolute URLs on the API's public origin.
        expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', API]);
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
      expect(response.headers['content-security-policy']).toContain('img-src \'self\' data: blob: https://api.jambo.example;');
    } finally {
      await app.close();
    }
  });
});
