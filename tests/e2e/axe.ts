// Accessibility checks of the browser tests: axe on a settled page, serious and critical violations only.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Serious and critical violations, once nothing is loading and finite animations have ended. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Colours are judged once the page is still: a button fading in from its disabled look is not a contrast fault.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
  // axe.run in the page itself: the default opens a blank page per check to gather the frames' results, a second page
  // and a second copy of axe each time (about 3 of a check's 5 seconds on a busy machine). Our pages embed no
  // cross-origin frame, the only thing this way leaves out.
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`);
}

export async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}
