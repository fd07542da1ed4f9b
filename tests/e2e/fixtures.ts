// The browser tests' `test`: after page.goto and page.reload, it waits until the app has taken over a page
// the server painted (web/src/app/main.tsx removes #root's data-painted), so a test never types into or clicks
// the painted HTML the app is about to replace. Tests of the painted page itself turn JavaScript off.
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

async function untilLive(page: Page) {
  await page.locator('#root[data-painted]').waitFor({ state: 'detached' });
}

function waitForTheApp(page: Page) {
  const goto = page.goto.bind(page);
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

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForTheApp(page);
    await use(page);
  },
});
