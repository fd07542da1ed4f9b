// Which Chromium the browser tests drive: the CHROMIUM_PATH setting, then Debian's headless shell, then a system
// Chromium; without any, Playwright uses its own download (`npx playwright install chromium`). The headless shell comes
// first because it is the build Playwright itself runs headless tests in: no browser window machinery and no GPU
// process, so each page costs less CPU than in the full browser's headless mode (about a third less in our route walk
// with axe), which matters with two test workers on two cores.
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** @returns {string | undefined} */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return SYSTEM_CHROMIUMS.find((path) => existsSync(path));
}
