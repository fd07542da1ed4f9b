// `npm run bench:web`: the front end's figures on a cheap phone (issue 12). Builds nothing: it starts the
// built product (dist/) as the browser tests do, on its own ports and its own fresh database, or measures
// BENCH_WEB_URL when given. Prints a table; nothing here is asserted.
import { spawn, type ChildProcess } from 'node:child_process';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];
/** `BENCH_WEB_ONLY=js,lighthouse,throttled` runs only those sections (all by default). */
const only = new Set((process.env.BENCH_WEB_ONLY ?? 'js,lighthouse,throttled').split(',').map((name) => name.trim()));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number | null) => (ms === null ? '  n/a' : `${(ms / 1000).toFixed(2)} s`);

interface Target {
  name: string;
  path: string;
  /** The page's main content: its first card, or the detail itself. */
  card: string;
}

async function startProduct(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_WEB_URL) return { url: process.env.BENCH_WEB_URL, stop: async () => {} };
  const apiPort = process.env.BENCH_WEB_API_PORT ?? '4391';
  const webPort = process.env.BENCH_WEB_PORT ?? '3391';
  const env = {
    ...process.env,
    // serve.mjs removes a data folder named like this when the server stops.
    DATA_DIR: `.data/e2e-${Date.now()}`,
    PORT: apiPort,
    WEB_PORT: webPort,
    // As the browser tests run it: production refuses the embedded database and the seeded demo data.
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PUBLIC_API_URL: `http://localhost:${apiPort}`,
    WEB_ORIGIN: `http://localhost:${webPort}`,
  };
  const server: ChildProcess = spawn(process.execPath, ['tests/e2e/serve.mjs'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('The product stopped while starting (is it built? npm run build)');
    // The API listens before the web server does: wait for both.
    const up = (url: string) =>
      fetch(url).then(
        (response) => response.ok,
        () => false,
      );
    if ((await up(`http://localhost:${apiPort}/readyz`)) && (await up(`http://localhost:${webPort}/`))) break;
    if (Date.now() > deadline) throw new Error('The product did not start within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url: `http://localhost:${webPort}`,
    stop: () =>
      new Promise((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}

/** A Rwandan tour for the detail page. */
async function firstTourId(url: string): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'bench' },
    body: JSON.stringify({ query: '{ tours(country: "RW", sort: RELEVANCE, paging: { page: 1, size: 1 }) { nodes { id } } }' }),
  });
  const body = (await response.json()) as { data?: { tours: { nodes: { id: string }[] } }; errors?: unknown };
  const id = body.data?.tours.nodes[0]?.id;
  if (!id) throw new Error(`No tour to measure: ${JSON.stringify(body.errors)}`);
  return id;
}

/** Records, in the page, when the first heading and the first card appear (ms since navigation). */
const WATCH_SCRIPT = (card: string) => `
  (() => {
    const marks = (window.__marks = { heading: null, card: null });
    const check = () => {
      const heading = document.querySelector('h1');
      if (marks.heading === null && heading && heading.textContent.trim()) marks.heading = performance.now();
      if (marks.card === null && document.querySelector(${JSON.stringify(card)})) marks.card = performance.now();
      if (marks.heading !== null && marks.card !== null) observer.disconnect();
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true });
  })();`;

async function measureJs(browser: Browser, url: string, target: Target) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: Promise<{ url: string; transferred: number; gzip: number; brotli: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return { url: response.url(), transferred: sizes.responseBodySize, gzip: gzipSync(body).length, brotli: brotliCompressSync(body).length };
      })(),
    );
  });
  await page.goto(url + target.path);
  await page.locator(target.card).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  await context.close();
  const sum = (key: 'transferred' | 'gzip' | 'brotli') => loaded.reduce((total, script) => total + script[key], 0);
  return { files: loaded.length, transferred: sum('transferred'), gzip: sum('gzip'), brotli: sum('brotli') };
}

async function measureThrottled(browser: Browser, url: string, target: Target) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await context.addInitScript({ content: 'localStorage.setItem("countryGuideShown", "1");' });
  await context.addInitScript({ content: WATCH_SCRIPT(target.card) });
  // The app leaves its service worker out under automation (browser tests mock the network); a phone has it.
  await context.addInitScript({ content: 'Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false });' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // 400 kbps both ways, 400 ms round trips, a CPU four times slower.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const visit = async () => {
    await page.goto(url + target.path, { timeout: 120_000 });
    await page.locator(target.card).first().waitFor({ timeout: 120_000 });
    const marks = (await page.evaluate('window.__marks')) as { heading: number | null; card: number | null };
    await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => {});
    return marks;
  };
  const cold = await visit();
  // A returning visitor: the service worker has installed (its precache downloaded) since the first visit.
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => {});
  const warm = await visit();
  await context.close();
  return { cold, warm };
}

async function lighthouseScores(url: string) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROME_ARGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('no report');
    // A run whose trace Lighthouse could not read (NO_NAVSTART, NO_FCP...) scores 0 with NaN figures: say so.
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

async function main() {
  const product = await startProduct();
  try {
    const tourId = await firstTourId(product.url);
    const targets: Target[] = [
      { name: '/', path: '/?country=RW', card: '[data-testid^="explore-"]' },
      { name: '/hotels?country=RW', path: '/hotels?country=RW', card: '[data-testid="hotel-card"]' },
      { name: '/tours/{id}', path: `/tours/${tourId}?country=RW`, card: '[data-testid="tour-total"]' },
    ];
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
    try {
      if (only.has('js')) {
        console.log('\nJavaScript before interaction (budget 170 KB compressed)');
        for (const target of targets) {
          const js = await measureJs(browser, product.url, target);
          console.log(
            `  ${target.name.padEnd(20)} ${String(js.files).padStart(3)} files   transferred ${kb(js.transferred).padStart(9)}   gzip ${kb(js.gzip).padStart(9)}   brotli ${kb(js.brotli).padStart(9)}`,
          );
        }
      }
      if (only.has('throttled')) {
        console.log('\nTime to first heading / first card at 400 kbps, 400 ms RTT, 4x CPU (goal: < 6 s cold, < 1.5 s warm)');
        for (const target of targets) {
          const { cold, warm } = await measureThrottled(browser, product.url, target);
          console.log(
            `  ${target.name.padEnd(20)} cold: heading ${seconds(cold.heading)}  card ${seconds(cold.card)}   warm: heading ${seconds(warm.heading)}  card ${seconds(warm.card)}`,
          );
        }
      }
    } finally {
      await browser.close();
    }
    if (only.has('lighthouse')) {
      console.log('\nLighthouse, mobile preset (goal: performance >= 90, accessibility >= 95, LCP < 2.5 s, CLS < 0.1)');
      for (const target of targets) {
        try {
          // Lighthouse asks for a second run when its trace recording failed; a failed run measured nothing.
          const scores = await lighthouseScores(product.url + target.path).catch((error: Error) => {
            console.log(`  ${target.name.padEnd(20)} lighthouse run failed (${error.message.split(':')[0]}), running it again`);
            return lighthouseScores(product.url + target.path);
          });
          console.log(
            `  ${target.name.padEnd(20)} performance ${String(scores.performance).padStart(3)}   accessibility ${String(scores.accessibility).padStart(3)}   LCP ${seconds(scores.lcp)}   CLS ${scores.cls.toFixed(3)}   TBT ${Math.round(scores.tbt)} ms`,
          );
        } catch (error) {
          console.log(`  ${target.name.padEnd(20)} lighthouse failed: ${(error as Error).message}`);
        }
      }
    }
  } finally {
    await product.stop();
  }
}

await main();
