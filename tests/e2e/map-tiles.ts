// The listing maps' OpenStreetMap tiles in the browser tests: the browser has no internet, so every tile is answered
// here with a 1×1 PNG.
import type { Page } from '@playwright/test';

const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');

/** Answers the page's tile requests locally; returns the URLs asked for, as they come. */
export async function serveMapTiles(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('https://tile.openstreetmap.org/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'image/png', body: TILE });
  });
  return asked;
}
