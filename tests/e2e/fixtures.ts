// The browser tests' `test`: after page.goto and page.reload, it waits until the app has taken over a page
// the server painted (web/src/app/main.tsx removes #root's data-painted), so a test never types into or clicks
// the painted HTML the app is about to replace. Every page of the test's browser gets it, a second visitor's
// too. Tests of the painted page itself turn JavaScript off, or go to it with gotoPainted.
import { type Browser, type BrowserContext, test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

async function untilLive(page: Page) {
  await page.waitForLoadState('load');
  // The app reads the painted page's data block as it starts: one still there at `load` means no JavaScript runs.
  if (await page.locator('#first-paint').count()) return;
  await page.locator('#root[data-painted]').waitFor({ state: 'detached' });
}

const unpatchedGoto = new WeakMap<Page, Page['goto']>();

/** Goes to `url` and returns as soon as the painted page starts arriving, without waiting for the app. */
export function gotoPainted(page: Page, url: string) {
  return (unpatchedGoto.get(page) ?? page.goto.bind(page))(url, { waitUntil: 'commit' });
}

function waitForTheApp(page: Page) {
  if (unpatchedGoto.has(page)) return;
  const goto = page.goto.bind(page);
  unpatchedGoto.set(page, goto);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilLive(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilLive(page);
    return response;
  };
}

function everyPageWaits(context: BrowserContext) {
  context.on('page', waitForTheApp);
  return context;
}

export const test = base.extend<object, { browser: Browser }>({
  page: async ({ page }, use) => {
    waitForTheApp(page);
    await use(page);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => everyPageWaits(await newContext(options));
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (options) => {
        const page = await newPage(options);
        waitForTheApp(page);
        return page;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
