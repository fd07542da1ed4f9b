// The web server's first paint (server/src/http/first-paint.ts) over real HTTP, with a stand-in for the built
// renderer (web/src/app/entry-server.tsx, which the browser tests exercise built): the painted page goes in
// the shell with its state, safely escaped and private; anything that goes wrong gives the plain shell.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebApp } from '../../server/src/http/web-server.js';
import { standInWebConfig } from '../support/stand-in-web-build.js';

const SHELL =
  '<!doctype html>\n<html lang="en" dir="ltr"><head><meta name="description" content="Jambo Africa" /><title>Jambo Africa</title></head><body><div id="root"><!--first-paint--><div class="shell"></div><!--/first-paint--></div><script type="module" src="/assets/app.js"></script></body></html>';

/** The stand-in renderer: it echoes what it was given; `fail` in the URL throws, `slow` takes 300 ms. */
const RENDERER = `
export async function renderFirstPaint(request) {
  if (request.url.includes('fail')) throw new Error('cannot render');
  if (request.url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 300));
  return {
    html: '<h1>Painted ' + request.url.replace(/</g, '&lt;') + '</h1>' + '<p>A page long enough to compress.</p>'.repeat(40),
    styles: '<style data-emotion="css-global g1">body{margin:0}</style><style data-emotion="css a1 b2">.css-a1{color:red}</style>',
    meta: request.url.includes('meta') ? { title: 'Hotels & "more" <in> Rwanda', description: 'Rooms & <b>nights</b>' } : {},
    dir: request.language === 'ar' ? 'rtl' : 'ltr',
    modules: request.url.startsWith('/hotels') ? ['src/HotelListPage.tsx'] : [],
    state: { text: '</script><b>bold', request: { ...request, signal: undefined } },
  };
}`;

let dir: string;
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'first-paint-'));
  const webDistDir = join(dir, 'web');
  const webFirstPaintDir = join(dir, 'web-ssr');
  mkdirSync(join(webDistDir, 'assets'), { recursive: true });
  mkdirSync(webFirstPaintDir);
  writeFileSync(join(webDistDir, 'index.html'), SHELL);
  writeFileSync(join(webDistDir, 'assets', 'app.js'), 'export {};');
  // The build manifest's chunks: the entry's, which the shell preloads, and a page's.
  mkdirSync(join(webDistDir, '.vite'));
  writeFileSync(
    join(webDistDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app.js', isEntry: true, imports: ['_libraries.js'] },
      '_libraries.js': { file: 'assets/libraries.js' },
      'src/HotelListPage.tsx': { file: 'assets/HotelListPage.js', isDynamicEntry: true, imports: ['_libraries.js', '_card.js', 'index.html'] },
      '_card.js': { file: 'assets/card.js', imports: ['_libraries.js', '_star.js'] },
      '_star.js': { file: 'assets/star.js' },
    }),
  );
  writeFileSync(
    join(webDistDir, 'routes.json'),
    JSON.stringify({ routes: ['/', '/hotels', '/profile'], sitemap: ['/'], private: ['/profile'], prerendered: ['/', '/hotels'] }),
  );
  writeFileSync(join(webFirstPaintDir, 'entry-server.js'), RENDERER);
  app = await buildWebApp(standInWebConfig(webDistDir, webFirstPaintDir), 'http://127.0.0.1:9');
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const dataBlock = (html: string) => /<script type="application\/json" id="first-paint">([\s\S]*?)<\/script>/.exec(html)?.[1];

describe('the first paint', () => {
  it('puts the painted page in the shell, in its language, with its state, compressed and private', async () => {
    const response = await fetch(`${origin}/hotels?country=RW`, { headers: { 'accept-language': 'ar', cookie: 'lng=ar; other=1', 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<div id="root" data-painted><h1>Painted /hotels?country=RW</h1><p>');
    expect(html).not.toContain('<!--first-paint-->');
    const state = JSON.parse(dataBlock(html) ?? 'null');
    expect(state.request).toMatchObject({
      url: '/hotels?country=RW',
      origin: 'https://jambo.example',
      graphqlUrl: 'http://127.0.0.1:9/graphql',
      language: 'ar',
    });
    // The API learns who the visitor is from this server, not from a header the visitor could write.
    expect(Object.keys(state.request.apiHeaders)).toHaveLength(1);
  });

  it("puts the page's styles in its head, none in its body", async () => {
    const html = await (await fetch(`${origin}/hotels`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-emotion="css-global g1">body{margin:0}</style><style data-emotion="css a1 b2">.css-a1{color:red}</style>');
    expect(html.slice(html.indexOf('<body>'))).not.toContain('<style');
  });

  it("preloads the chunks of the modules the page showed, beyond the entry's, the page's own first", async () => {
    const hotels = await (await fetch(`${origin}/hotels`)).text();
    const preloads = [...hotels.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((link) => link[1]);
    expect(preloads).toEqual(['/assets/HotelListPage.js', '/assets/card.js', '/assets/star.js']);
    expect(hotels.indexOf('modulepreload')).toBeLessThan(hotels.indexOf('<style data-emotion'));
    expect(hotels.indexOf('modulepreload')).toBeLessThan(hotels.indexOf('</head>'));
    expect(await (await fetch(origin)).text()).not.toContain('modulepreload');
  });

  it('paints in the language the visitor chose: the lng parameter, then the cookies, then Accept-Language', async () => {
    const language = async (path: string, headers: Record<string, string>) =>
      JSON.parse(dataBlock(await (await fetch(`${origin}${path}`, { headers })).text()) ?? 'null').request.language;
    expect(await language('/hotels?lng=pt', { cookie: 'lng=fr', 'accept-language': 'ar' })).toBe('pt');
    expect(await language('/hotels', { cookie: 'i18next=fr; lng=ar', 'accept-language': 'ar' })).toBe('fr');
    expect(await language('/hotels', { cookie: 'lng=ar', 'accept-language': 'fr' })).toBe('ar');
    expect(await language('/hotels', { 'accept-language': 'de-DE, pt;q=0.8, fr;q=0.5' })).toBe('pt');
    expect(await language('/hotels', {})).toBe('en');
  });

  it('paints for a visitor who may be signed in (the session cookie, or the hint the app keeps) as such, and for no one else', async () => {
    const maybeSignedIn = async (cookie?: string) =>
      JSON.parse(dataBlock(await (await fetch(`${origin}/hotels`, { headers: cookie ? { cookie } : {} })).text()) ?? 'null').request.maybeSignedIn;
    expect(await maybeSignedIn('session=token')).toBe(true);
    expect(await maybeSignedIn('signed_in=1; lng=fr')).toBe(true);
    expect(await maybeSignedIn('lng=fr')).toBe(false);
    expect(await maybeSignedIn()).toBe(false);
  });

  it("writes the page's title and description into its head, escaped; a page without them keeps the shell's", async () => {
    const painted = await (await fetch(`${origin}/hotels?meta=1`)).text();
    expect(painted).toContain('<title>Hotels &amp; &quot;more&quot; &lt;in&gt; Rwanda</title>');
    expect(painted).toContain('<meta name="description" content="Rooms &amp; &lt;b&gt;nights&lt;/b&gt;" />');
    const plain = await (await fetch(`${origin}/hotels`)).text();
    expect(plain).toContain('<title>Jambo Africa</title>');
    expect(plain).toContain('<meta name="description" content="Jambo Africa" />');
  });

  it('escapes the state so no text in it can close its block', async () => {
    const html = await (await fetch(`${origin}/?q=%3C/script%3E`)).text();
    expect(html).not.toContain('</script><b>');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(JSON.parse(dataBlock(html) ?? 'null').text).toBe('</script><b>bold');
  });

  it('gives the plain shell when the page cannot be painted, and for pages it does not paint', async () => {
    for (const path of ['/hotels?fail=1', '/profile', '/index.html']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<!--first-paint--><div class="shell"></div><!--/first-paint-->');
      expect(dataBlock(html), path).toBeUndefined();
    }
  });

  it('paints at most four pages at once: the others get the plain shell at once', async () => {
    const pages = await Promise.all(Array.from({ length: 6 }, () => fetch(`${origin}/hotels?slow=1`).then((response) => response.text())));
    expect(pages.filter((html) => html.includes('data-painted'))).toHaveLength(4);
    expect(pages.filter((html) => html.includes('<!--first-paint-->'))).toHaveLength(2);
  });
});
