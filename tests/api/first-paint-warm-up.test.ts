// The web server's warm-up (server/src/http/web-server.ts, first-paint.ts warm), over real HTTP with the API on the
// test database: before it listens, a fresh web server paints the home page and the two list pages once, waiting for
// an API whose first answers come late (a fresh process's code runs for the first time) well past the 2 s a visitor's
// paint waits; its first visitor then gets a painted page. A warm-up that cannot paint only costs that warmth: the
// server starts all the same. The renderer is a stand-in that asks the API as the built one does (the browser tests
// run the built one).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as forwardRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebApp } from '../../server/src/http/web-server.js';
import { apiSuite } from '../support/api-suite.js';
import { standInWebConfig } from '../support/stand-in-web-build.js';

const SHELL =
  '<!doctype html>\n<html lang="en" dir="ltr"><head><title>Jambo Africa</title></head><body><div id="root"><!--first-paint--><div class="shell"></div><!--/first-paint--></div></body></html>';

const QUERY = '{ hotels(country: "RW", paging: { page: 1, size: 1 }) { nodes { name } } }';

/** Asks the API for a hotel's name within the paint's signal, as the built renderer asks for a page's data; notes each paint. */
const RENDERER = `
const paints = (globalThis.warmUpPaints ??= []);
export async function renderFirstPaint(request) {
  const paint = { url: request.url, api: request.graphqlUrl, painted: false };
  paints.push(paint);
  const response = await fetch(request.graphqlUrl, {
    method: 'POST',
    headers: { ...request.apiHeaders, 'content-type': 'application/json', 'x-requested-with': 'jambo-web' },
    body: JSON.stringify({ query: ${JSON.stringify(QUERY)} }),
    signal: request.signal,
  });
  const { data } = await response.json();
  paint.painted = true;
  return { html: '<h1>' + data.hotels.nodes[0].name + '</h1>', meta: {}, dir: 'ltr', modules: [], styles: '', state: {} };
}`;

/** What a visitor's paint waits for the API (first-paint.ts, API_WAIT_MS), and a little more. */
const LONGER_THAN_A_VISITOR_WAITS_MS = 2_500;
const WARMED = ['/', '/hotels', '/tours'];

interface Paint {
  url: string;
  api: string;
  painted: boolean;
}
const paintsAgainst = (apiUrl: string) => ((globalThis as { warmUpPaints?: Paint[] }).warmUpPaints ?? []).filter((paint) => paint.api === `${apiUrl}/graphql`);

/** The API behind a door that holds every request until `open`: a freshly started API whose first answers come late. */
async function lateApi(upstream: string) {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  let knocked = () => {};
  const firstRequest = new Promise<void>((resolve) => {
    knocked = resolve;
  });
  const server: Server = createServer((incoming, outgoing) => {
    knocked();
    void opened.then(() => {
      const target = new URL(incoming.url ?? '/', upstream);
      const forward = forwardRequest(target, { method: incoming.method, headers: { ...incoming.headers, host: target.host } }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      forward.on('error', () => outgoing.destroy());
      incoming.pipe(forward);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, open, firstRequest, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const suite = apiSuite();
let dir: string;
const started: FastifyInstance[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'first-paint-warm-up-'));
});

afterAll(async () => {
  for (const web of started) await web.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A fresh build of the web app (shell, routes and stand-in renderer) in a folder of its own, and the web server's settings for it. */
function freshBuild(name: string) {
  const webDistDir = join(dir, name, 'web');
  const webFirstPaintDir = join(dir, name, 'web-ssr');
  mkdirSync(webDistDir, { recursive: true });
  mkdirSync(webFirstPaintDir);
  writeFileSync(join(webDistDir, 'index.html'), SHELL);
  writeFileSync(join(webDistDir, 'routes.json'), JSON.stringify({ routes: ['/', '/hotels', '/tours'], sitemap: ['/'], private: [], prerendered: WARMED }));
  writeFileSync(join(webFirstPaintDir, 'entry-server.js'), RENDERER);
  return standInWebConfig(webDistDir, webFirstPaintDir);
}

async function listen(web: FastifyInstance): Promise<string> {
  started.push(web);
  return web.listen({ host: '127.0.0.1', port: 0 });
}

async function firstHotelName(): Promise<string> {
  const result = await suite.env.graphql<{ hotels: { nodes: Array<{ name: string }> } }>(QUERY);
  return result.data!.hotels.nodes[0]!.name;
}

describe("the web server's warm-up", () => {
  it('paints the home and list pages before listening, waiting for a late API past what a visitor waits; its first visitor gets a painted page', async () => {
    const api = await lateApi(suite.env.apiUrl);
    try {
      let built = false;
      const building = buildWebApp(freshBuild('late-api'), api.url).finally(() => {
        built = true;
      });
      // The warm-up asks the API before the server is ready to listen.
      expect(await Promise.race([api.firstRequest.then(() => 'asked the API'), building.then(() => 'ready without asking')])).toBe('asked the API');
      // Longer than a visitor's paint waits: the warm-up still waits.
      await sleep(LONGER_THAN_A_VISITOR_WAITS_MS);
      expect(built).toBe(false);
      api.open();
      const web = await building;
      expect(paintsAgainst(api.url)).toEqual(WARMED.map((url) => ({ url, api: `${api.url}/graphql`, painted: true })));

      const origin = await listen(web);
      const response = await fetch(`${origin}/hotels?country=RW`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<div id="root" data-painted><h1>${await firstHotelName()}</h1></div>`);
      expect(html).not.toContain('<!--first-paint-->');
    } finally {
      await api.close();
    }
  });

  it('starts the server even when nothing can be painted: its pages are then the plain shell', async () => {
    // No API listens here: every warm-up paint fails.
    const downApi = 'http://127.0.0.1:9';
    const web = await buildWebApp(freshBuild('no-api'), downApi);
    expect(paintsAgainst(downApi)).toEqual(WARMED.map((url) => ({ url, api: `${downApi}/graphql`, painted: false })));
    const origin = await listen(web);
    for (const path of ['/hotels', '/index.html']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<!--first-paint--><div class="shell"></div><!--/first-paint-->');
    }
  });
});
