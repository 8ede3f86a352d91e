import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Serious and critical accessibility violations on the page as it is now, as "rule: target" lines. */
export async function seriousAxeViolations(page: Page, { within }: { within?: string } = {}): Promise<string[]> {
  await finiteAnimationsSettled(page);
  const builder = new AxeBuilder({ page });
  // A modal that does not make the page behind it inert (antd's) is judged alone: the page is under its mask.
  if (within) builder.include(within);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}${process.env.AXE_DETAIL ? ` ${node.failureSummary}` : ''}`));
}

/** A toast fading in is judged by its final colours, not by the half-transparent frame axe happens to catch. */
async function finiteAnimationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
