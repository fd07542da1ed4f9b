// `npm run bench:web`: the front end's figures on a cheap phone (issue 12). Builds nothing: it starts the
// built product (dist/) as the browser tests do, on its own ports and its own fresh database, or measures
// BENCH_WEB_URL when given. Prints a table; nothing here is asserted.
import { spawn, type ChildProcess } from 'node:child_process';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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
/** `BENCH_WEB_ONLY=js,lighthouse,throttled,tap` runs only those sections (all by default). */
const only = new Set((process.env.BENCH_WEB_ONLY ?? 'js,lighthouse,throttled,tap').split(',').map((name) => name.trim()));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number | null) => (ms === null ? '  n/a' : `${(ms / 1000).toFixed(2)} s`);

interface Target {
  name: string;
  path: string;
  /** The page's main content: its first card, or the detail itself. */
  card: string;
  /** A control the first interaction uses: the page is interactive when it answers (see WATCH_SCRIPT). */
  control: string;
}

/** The median of a few runs; null when none measured anything. */
function median(values: (number | null)[]): number | null {
  const measured = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (measured.length === 0) return null;
  const middle = Math.floor(measured.length / 2);
  return measured.length % 2 ? measured[middle]! : (measured[middle - 1]! + measured[middle]!) / 2;
}

/** Runs per figure; the median is printed. */
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);

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

/** The first Rwandan listing of a kind (`tours`, `hotels`), for its detail or booking page. */
async function firstId(url: string, list: 'tours' | 'hotels'): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'bench' },
    body: JSON.stringify({ query: `{ ${list}(country: "RW", sort: RELEVANCE, paging: { page: 1, size: 1 }) { nodes { id } } }` }),
  });
  const body = (await response.json()) as { data?: Record<string, { nodes: { id: string }[] }>; errors?: unknown };
  const id = body.data?.[list]?.nodes[0]?.id;
  if (!id) throw new Error(`No ${list} to measure: ${JSON.stringify(body.errors)}`);
  return id;
}

/**
 * Whether an element answers: it carries React's event handlers (hydrated, or rendered by the app) and no disabled
 * fieldset holds it (as a painted page's controls were held until the app replaced the page, before it was hydrated).
 */
const LIVE = `(element) => !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$')) && !element.closest('fieldset[disabled]')`;

/**
 * Records, in the page, when the first heading and the first card appear and when the page became interactive
 * (ms since navigation): when `control` is LIVE, checked from a timer, so a main thread busy with the app's first
 * render counts as not yet interactive.
 */
const WATCH_SCRIPT = (card: string, control: string) => `
  (() => {
    const marks = (window.__marks = { heading: null, card: null, interactive: null });
    const live = ${LIVE};
    const check = () => {
      const heading = document.querySelector('h1');
      if (marks.heading === null && heading && heading.textContent.trim()) marks.heading = performance.now();
      if (marks.card === null && document.querySelector(${JSON.stringify(card)})) marks.card = performance.now();
      if (marks.heading !== null && marks.card !== null) observer.disconnect();
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true });
    const timer = setInterval(() => {
      const element = document.querySelector(${JSON.stringify(control)});
      if (live(element)) {
        marks.interactive = performance.now();
        clearInterval(timer);
      }
    }, 50);
  })();`;

async function measureJs(browser: Browser, url: string, target: Target) {
  const context = await browser.newContext();
  const page = await context.newPage();
  type Script = { url: string; transferred: number; gzip: number; brotli: number };
  const scripts: Promise<Script | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return { url: response.url(), transferred: sizes.responseBodySize, gzip: gzipSync(body).length, brotli: brotliCompressSync(body).length };
      })().catch(() => null),
    );
  });
  await page.goto(url + target.path);
  await page.locator(target.card).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const loaded = (await Promise.all(scripts)).filter((script): script is Script => script !== null);
  await context.close();
  const sum = (key: 'transferred' | 'gzip' | 'brotli', scripts = loaded) => scripts.reduce((total, script) => total + script[key], 0);
  // The libraries' chunk (web/vite.config.ts names it); everything else is the app's own code.
  const libraries = loaded.filter((script) => /\/assets\/libraries-[^/]*\.js$/.test(script.url));
  return {
    files: loaded.length,
    transferred: sum('transferred'),
    gzip: sum('gzip'),
    brotli: sum('brotli'),
    librariesBrotli: libraries.length ? sum('brotli', libraries) : null,
  };
}

/** The phone's network: 400 kbps both ways, 400 ms round trips. */
const PHONE_NETWORK = { latencyMs: 400, bytesPerSecond: 400_000 / 8 };

/**
 * The service worker's own fetches (a returning visitor's API reads, which it may keep for offline use) are not
 * slowed by the page's network emulation, which holds for the page's requests only: each is held here for a round
 * trip and for its bytes as sent (compressed) at the phone's rate, as the page's would be. For a returning visitor's
 * visit: every request of a page the worker controls goes through the worker, so none pays the detour here.
 */
async function slowServiceWorkerFetches(context: BrowserContext) {
  await context.route('**/*', async (route) => {
    if (!route.request().serviceWorker()) return route.fallback();
    const started = Date.now();
    const response = await route.fetch();
    const body = await response.body();
    const headers = response.headers();
    const sent = headers['content-encoding'] && headers['content-length'] ? Number(headers['content-length']) : body.length;
    const due = started + PHONE_NETWORK.latencyMs + (sent / PHONE_NETWORK.bytesPerSecond) * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
    await route.fulfill({ response, body });
  });
}

/** A phone: its network (PHONE_NETWORK), a CPU four times slower. */
async function phoneContext(browser: Browser, target: Target) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await context.addInitScript({ content: 'localStorage.setItem("countryGuideShown", "1");' });
  await context.addInitScript({ content: WATCH_SCRIPT(target.card, target.control) });
  // The app leaves its service worker out under automation (browser tests mock the network); a phone has it.
  await context.addInitScript({ content: 'Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false });' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_NETWORK.latencyMs,
    downloadThroughput: PHONE_NETWORK.bytesPerSecond,
    uploadThroughput: PHONE_NETWORK.bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

interface Marks {
  heading: number | null;
  card: number | null;
  interactive: number | null;
}

/**
 * When the page's control became interactive (WATCH_SCRIPT), as a clock time in ms; polled with evaluate, which the
 * page's Content Security Policy allows (waitForFunction's expressions it refuses), across a navigation too.
 */
async function interactiveAt(page: Page): Promise<number> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const at = (await page
      .evaluate('window.__marks && window.__marks.interactive !== null ? performance.timeOrigin + window.__marks.interactive : null')
      .catch(() => null)) as number | null;
    if (at !== null) return at;
    if (Date.now() > deadline) throw new Error('the page never became interactive');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function measureThrottled(browser: Browser, url: string, target: Target) {
  const { context, page } = await phoneContext(browser, target);
  const visit = async (): Promise<Marks> => {
    await page.goto(url + target.path, { timeout: 120_000 });
    await page.locator(target.card).first().waitFor({ timeout: 120_000 });
    await interactiveAt(page).catch(() => {});
    const marks = (await page.evaluate('window.__marks')) as Marks;
    await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => {});
    return marks;
  };
  try {
    const cold = await visit();
    // A returning visitor: the service worker has installed (its precache downloaded) since the first visit.
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => {});
    // Only now: routing the page's own requests too would add a detour through this process to each of them.
    await slowServiceWorkerFetches(context);
    const warm = await visit();
    return { cold, warm };
  } finally {
    await context.close();
  }
}

/**
 * Cold, a list page's first card tapped as soon as it shows: the time from the tap to a booking form that answers
 * (its control live, as WATCH_SCRIPT says).
 */
async function measureCardToForm(browser: Browser, url: string, list: Target, booking: Target): Promise<number | null> {
  const { context, page } = await phoneContext(browser, booking);
  try {
    await page.goto(url + list.path, { timeout: 120_000, waitUntil: 'commit' });
    const card = page.locator(`${list.card} a[href]`).first();
    await card.waitFor({ timeout: 120_000 });
    const tapped = Date.now();
    await card.click({ noWaitAfter: true });
    await page.waitForURL(/\/book/, { timeout: 120_000 });
    const interactive = await interactiveAt(page);
    return interactive - tapped;
  } catch (error) {
    console.log(`  card to form failed: ${(error as Error).message.split('\n')[0]}`);
    return null;
  } finally {
    await context.close();
  }
}

/**
 * The CPU slowdown that makes this host a mid-tier phone, from its Lighthouse benchmark index, as Lighthouse's
 * documentation says to calibrate (docs/throttling.md, "Calibrating the CPU slowdown", and its calculator): the
 * preset's 4x assumes a high-end desktop (an index of about 1,500); a slower host is slowed less. None for a host too
 * slow to stand for a mid-tier phone at all.
 */
function midTierPhoneSlowdown(benchmarkIndex: number): number | null {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return null;
}

/** One Lighthouse run of the mobile preset, with its CPU slowdown replaced when one is given. */
async function lighthouseScores(url: string, cpuSlowdownMultiplier?: number) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROME_ARGS] });
  try {
    // Lighthouse lays the given throttling over its preset, key by key.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
    });
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
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

const row = (name: string, cells: string) => console.log(`  ${name.padEnd(20)} ${cells}`);

/** RUNS Lighthouse runs of a page, their medians printed. */
async function lighthouseRuns(url: string, target: Target, cpuSlowdownMultiplier?: number) {
  const runs: Awaited<ReturnType<typeof lighthouseScores>>[] = [];
  for (let run = 0; run < RUNS; run++) {
    try {
      // Lighthouse asks for a second run when its trace recording failed; a failed run measured nothing.
      runs.push(
        await lighthouseScores(url + target.path, cpuSlowdownMultiplier).catch((error: Error) => {
          console.log(`  ${target.name.padEnd(20)} lighthouse run failed (${error.message.split(':')[0]}), running it again`);
          return lighthouseScores(url + target.path, cpuSlowdownMultiplier);
        }),
      );
    } catch (error) {
      console.log(`  ${target.name.padEnd(20)} lighthouse failed: ${(error as Error).message}`);
    }
  }
  const of = (key: 'performance' | 'accessibility' | 'lcp' | 'cls' | 'tbt') => median(runs.map((scores) => scores[key])) ?? Number.NaN;
  row(
    target.name,
    `performance ${String(of('performance')).padStart(3)} (${runs.map((scores) => scores.performance).join(', ')})   accessibility ${String(of('accessibility')).padStart(3)}   LCP ${seconds(of('lcp'))}   CLS ${of('cls').toFixed(3)}   TBT ${Math.round(of('tbt'))} ms`,
  );
  return runs;
}

async function main() {
  const product = await startProduct();
  try {
    const [tourId, hotelId] = await Promise.all([firstId(product.url, 'tours'), firstId(product.url, 'hotels')]);
    const hotels: Target = { name: '/hotels?country=RW', path: '/hotels?country=RW', card: '[data-testid="hotel-card"]', control: '[role="search"] input' };
    const hotelBooking: Target = {
      name: '/hotels/{id}/book',
      path: `/hotels/${hotelId}/book?country=RW`,
      card: '[data-testid="hotel-booking-form"]',
      control: '[data-testid="hotel-booking-form"] input',
    };
    const targets: Target[] = [
      { name: '/', path: '/?country=RW', card: '[data-testid^="explore-"]', control: '[data-testid="finder-form"] input' },
      hotels,
      { name: '/tours/{id}', path: `/tours/${tourId}?country=RW`, card: '[data-testid="tour-total"]', control: '[data-testid="book-now"]' },
      hotelBooking,
    ];
    // A server in service has painted these pages before: each is painted once here, so the figures are a browser's
    // first visit to a warm server, not the first paint of a freshly started one (whose code and queries compile on
    // it, and which may give up for the plain shell on a busy machine).
    for (const target of targets) await fetch(product.url + target.path).then((response) => response.text());
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
    try {
      if (only.has('js')) {
        console.log("\nJavaScript by the time the page is idle, brotli (goal: the app's own code < 30 KB; libraries apart)");
        for (const target of targets) {
          const js = await measureJs(browser, product.url, target);
          const app = js.librariesBrotli === null ? '      n/a' : kb(js.brotli - js.librariesBrotli).padStart(9);
          const libraries = js.librariesBrotli === null ? '      n/a' : kb(js.librariesBrotli).padStart(9);
          row(
            target.name,
            `${String(js.files).padStart(3)} files   gzip ${kb(js.gzip).padStart(9)}   brotli ${kb(js.brotli).padStart(9)}   app ${app}   libraries ${libraries}`,
          );
        }
      }
      if (only.has('throttled')) {
        console.log(`\nAt 400 kbps, 400 ms RTT, 4x CPU, medians of ${RUNS} (goals: first card < 1 s, interactive < 4 s cold, < 1.5 s warm)`);
        for (const target of targets) {
          const runs: { cold: Marks; warm: Marks }[] = [];
          for (let run = 0; run < RUNS; run++) runs.push(await measureThrottled(browser, product.url, target));
          const of = (visit: 'cold' | 'warm', mark: keyof Marks) => seconds(median(runs.map((measured) => measured[visit][mark])));
          row(
            target.name,
            `cold: card ${of('cold', 'card')}  interactive ${of('cold', 'interactive')}   warm: card ${of('warm', 'card')}  interactive ${of('warm', 'interactive')}`,
          );
        }
      }
      if (only.has('tap')) {
        const taps: (number | null)[] = [];
        for (let run = 0; run < RUNS; run++) taps.push(await measureCardToForm(browser, product.url, hotels, hotelBooking));
        row('hotel card tap', `to a usable booking form ${seconds(median(taps))} (goal < 2 s; runs ${taps.map(seconds).join(', ')})`);
      }
    } finally {
      await browser.close();
    }
    if (only.has('lighthouse')) {
      const goal = '(goal: performance >= 90, accessibility >= 95, LCP < 2.5 s, CLS < 0.1)';
      console.log(`\nLighthouse, mobile preset (CPU slowdown 4x), medians of ${RUNS} ${goal}`);
      const indexes: number[] = [];
      for (const target of targets) {
        const runs = await lighthouseRuns(product.url, target);
        indexes.push(...runs.map((scores) => scores.benchmarkIndex));
      }
      const benchmarkIndex = median(indexes);
      const slowdown = benchmarkIndex === null ? null : midTierPhoneSlowdown(benchmarkIndex);
      if (benchmarkIndex !== null) console.log(`  this host's Lighthouse benchmark index: ${Math.round(benchmarkIndex)} (the preset assumes about 1,500)`);
      if (slowdown === null) {
        console.log('  too slow a host to stand for a mid-tier phone: no calibrated runs');
      } else {
        console.log(
          `\nLighthouse, mobile preset calibrated to a mid-tier phone on this host (CPU slowdown ${slowdown.toFixed(2)}x), medians of ${RUNS} ${goal}`,
        );
        for (const target of targets) await lighthouseRuns(product.url, target, slowdown);
      }
    }
  } finally {
    await product.stop();
  }
}

await main();
