// The first step of `npm test`: names, in one message and within seconds, everything the run needs that this machine
// lacks, instead of a failure ten minutes in. Plain Node, nothing imported that `npm install` may not have brought.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromiumPath } from './chromium.mjs';
import { meetsFloor } from './node-runtime.mjs';

const root = resolve(import.meta.dirname, '..');
const missing = [];

if (!meetsFloor(process.version)) {
  const { engines } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
  missing.push(`Node.js ${engines.node} (this is ${process.version}): run the tests through npm (npm test), after npm install`);
}

if (!existsSync(resolve(root, 'node_modules/.bin/vitest'))) missing.push('the project packages: npm install');

if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) missing.push(`Chromium at CHROMIUM_PATH (${process.env.CHROMIUM_PATH}): no such file`);
else if (!chromiumPath() && !(await playwrightChromium()))
  missing.push(
    'Chromium, for the browser tests: apt-get install chromium-headless-shell (Debian) or chromium (Ubuntu), or npx playwright install chromium, or set CHROMIUM_PATH',
  );

if (!process.env.REDIS_URL && spawnSync('redis-server', ['--version']).status !== 0)
  missing.push('redis-server, for the suites that need Redis: apt-get install redis-server (Debian, Ubuntu), or set REDIS_URL to a Redis of yours');

if (missing.length) {
  console.error(`✖ npm test cannot run on this machine yet. Missing:\n${missing.map((item) => `  - ${item}`).join('\n')}`);
  process.exit(1);
}

/** Playwright's own download, where `npx playwright install chromium` puts it. */
async function playwrightChromium() {
  try {
    const { chromium } = await import('playwright-core');
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}
