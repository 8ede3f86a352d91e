import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Serious and critical accessibility violations on the page as it is now, as "rule: target" lines, and every
 * control nested inside another (see nestedControls).
 */
export async function seriousAxeViolations(page: Page, { within }: { within?: string } = {}): Promise<string[]> {
  await finiteAnimationsSettled(page);
  const builder = new AxeBuilder({ page });
  // A modal that does not make the page behind it inert (antd's) is judged alone: the page is under its mask.
  if (within) builder.include(within);
  const results = await builder.analyze();
  const violations = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}${process.env.AXE_DETAIL ? ` ${node.failureSummary}` : ''}`),
    );
  return [...violations, ...(await nestedControls(page, within))];
}

/**
 * A link or button holding another control (a button in a link, a link in a button...): invalid HTML, two tab
 * stops for one action and two roles announced for it. Each as "nested-control: <outer HTML>". axe reports
 * this only for some roles and not as serious, so it is checked here directly.
 */
export async function nestedControls(page: Page, within?: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const outer = 'a, button, [role=button], [role=link]';
    const inner = 'a, button, input, select, textarea, [role=button], [role=link]';
    const roots = scope ? [...document.querySelectorAll(scope)] : [document.documentElement];
    return roots
      .flatMap((root) => [...root.querySelectorAll(outer)])
      .filter((control) => control.querySelector(inner))
      .map((control) => `nested-control: ${control.outerHTML.length > 400 ? `${control.outerHTML.slice(0, 400)}…` : control.outerHTML}`);
  }, within);
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
