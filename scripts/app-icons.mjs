// Draws the installed app's PNG icons (web/public/icons) from its SVG, in the sizes browsers ask of a web app
// manifest: 192 and 512 pixels, a maskable 512 (the picture inside the central 80 % safe zone, on a full-bleed
// background), Apple's 180-pixel touch icon and a 32-pixel favicon. Run after changing icon.svg: npm run icons.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium.mjs';

const dir = new URL('../web/public/icons/', import.meta.url);
const svg = readFileSync(new URL('icon.svg', dir), 'utf8');
const BACKGROUND = '#b5542f';

const icons = [
  { file: 'icon-192.png', size: 192, scale: 1, fill: false },
  { file: 'icon-512.png', size: 512, scale: 1, fill: false },
  { file: 'maskable-512.png', size: 512, scale: 0.72, fill: true },
  { file: 'apple-touch-icon.png', size: 180, scale: 1, fill: true },
  { file: 'favicon-32.png', size: 32, scale: 1, fill: false },
];

const browser = await chromium.launch({ executablePath: chromiumPath() });
try {
  for (const { file, size, scale, fill } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = Math.round(size * scale);
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${fill ? BACKGROUND : 'transparent'}">` +
        `<img style="width:${inner}px;height:${inner}px" src="data:image/svg+xml,${encodeURIComponent(svg)}"></body>`,
    );
    await page.screenshot({ path: new URL(file, dir).pathname, omitBackground: !fill });
    await page.close();
  }
} finally {
  await browser.close();
}
