// The browser tests' `test`: after page.goto and page.reload, it waits until the app has hydrated a page
// the server painted (app/first-paint.ts PageLive removes #root's data-painted once the page itself is hydrated), so a test never types into or clicks
// the painted HTML before its handlers are attached. Every page of the test's browser gets it, a second visitor's
// too. Tests of the painted page itself turn JavaScript off, or go to it with gotoPainted.
import { type Browser, type BrowserContext, expect, test as base, type Page } from '@playwright/test';

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

/**
 * Every status or alert message the page shows is noted as it appears: a notice shown for a moment before the page
 * moves on (spec §9: 1-1.2 s after registering, verifying or a new password) is then checked by `expectMessageShown`,
 * which a busy machine cannot make miss it between two looks.
 */
function noteMessages() {
  const shown: string[] = [];
  Object.assign(window, { shownMessages: shown });
  // A message a change happened in, and those a new part of the page holds. A toast gets its role a render after it is
  // added, so a role given later is a change too.
  const noteOwner = (node: Node | null) => {
    const owner = node instanceof Element ? node.closest('[role=status], [role=alert]') : null;
    if (owner?.textContent) shown.push(owner.textContent);
  };
  const noteAdded = (node: Node) => {
    if (!(node instanceof Element)) return;
    for (const message of node.querySelectorAll('[role=status], [role=alert]')) if (message.textContent) shown.push(message.textContent);
    noteOwner(node);
  };
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'childList') {
        change.addedNodes.forEach(noteAdded);
        if (change.addedNodes.length) noteOwner(change.target);
      } else noteOwner(change.type === 'characterData' ? change.target.parentElement : change.target);
    }
  }).observe(document, { childList: true, characterData: true, subtree: true, attributes: true, attributeFilter: ['role'] });
}

/** The page showed `text` in a status or alert message since it was loaded, even if the message has gone again. */
export async function expectMessageShown(page: Page, text: string) {
  await expect
    .poll(() => page.evaluate((wanted) => (window as unknown as { shownMessages: string[] }).shownMessages.some((shown) => shown.includes(wanted)), text))
    .toBe(true);
}

/** Signs the page's browser in through the API, as the sign-in form does: its session cookie is then the page's. */
export async function signInThroughApi(page: Page, email: string, password = 'Safari2025!') {
  const session = await page.request.post('/graphql', {
    headers: { 'x-requested-with': 'e2e' },
    data: {
      query: 'mutation ($input: SessionCreateInput!) { sessionCreate(input: $input) { userErrors { code } } }',
      variables: { input: { email, password } },
    },
  });
  expect((await session.json()).data.sessionCreate.userErrors).toEqual([]);
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
    await page.addInitScript(noteMessages);
    waitForTheApp(page);
    await use(page);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await context.addInitScript(noteMessages);
        return everyPageWaits(context);
      };
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (options) => {
        const page = await newPage(options);
        await page.addInitScript(noteMessages);
        waitForTheApp(page);
        return page;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
