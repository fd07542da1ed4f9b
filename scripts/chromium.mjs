// Which Chromium the browser tests drive: the CHROMIUM_PATH setting, then a system Chromium; without either, Playwright
// uses its own download (`npx playwright install chromium`).
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** @returns {string | undefined} */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return SYSTEM_CHROMIUMS.find((path) => existsSync(path));
}
