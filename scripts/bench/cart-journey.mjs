// The golfer's way in on the course: the QR code on the cart opens team-select (a cold load on the phone
// profile), the golfer taps Access Scorecard on their own foursome and the scorecard opens inside the app.
import { throttlePage } from './phone-throttle.mjs';
import { installVitalsProbe, waitForContent } from './vitals-probe.mjs';

/**
 * @typedef {{ teamSelectMs: number, scorecardMs: number, cls: number }} JourneyFigures
 * @typedef {import('./vitals-probe.mjs').PageVitals} PageVitals
 */

/**
 * One walk in a fresh, signed-in context: team-select's content from navigation start, then the scorecard's
 * (the member's stroke input shown) from the tap, and the layout shift over the whole walk.
 * @param {import('playwright-core').BrowserContext} context
 * @param {{ url: string, teamName: string, memberName: string, cpuSlowdown: number }} walk
 * @returns {Promise<JourneyFigures>}
 */
export async function walkCartJourney(context, { url, teamName, memberName, cpuSlowdown }) {
  const page = await context.newPage();
  try {
    await throttlePage(page, cpuSlowdown);
    await page.addInitScript(installVitalsProbe, [teamName, memberName]);
    await page.addInitScript(recordTaps);
    const teamSelectShown = waitForContent(page, 60_000);
    teamSelectShown.catch(() => undefined); // awaited below; a failed goto must not leave it unhandled
    await page.goto(url, { waitUntil: 'commit' });
    await teamSelectShown;
    const card = page.getByRole('listitem', { name: teamName, exact: true });
    await card.getByRole('link', { name: 'Access Scorecard' }).click();
    const strokes = `[aria-label="Strokes for ${memberName.replace(/"/g, '\\"')}"]`;
    await page.waitForFunction(scorecardShown, strokes, { timeout: 60_000, polling: 'raf' });
    await page.waitForTimeout(3000);
    const figures = await page.evaluate(() => {
      const { __vitals: vitals, __journey: journey } = /** @type {{ __vitals: PageVitals, __journey: { tapAt: number, shownAt: number } }} */ (
        /** @type {unknown} */ (window)
      );
      return { contentAt: vitals.contentAt ?? Number.NaN, cls: vitals.cls, tapAt: journey.tapAt, shownAt: journey.shownAt };
    });
    return { teamSelectMs: figures.contentAt, scorecardMs: figures.shownAt - figures.tapAt, cls: figures.cls };
  } finally {
    await page.close();
  }
}

/** In the page: the time of the first tap (the event's own timestamp, before the app handles it). */
function recordTaps() {
  const journey = { tapAt: Number.NaN, shownAt: Number.NaN };
  Object.defineProperty(window, '__journey', { value: journey });
  document.addEventListener('click', (event) => (Number.isNaN(journey.tapAt) ? (journey.tapAt = event.timeStamp) : undefined), { capture: true });
}

/** In the page, once per frame: the member's stroke input is laid out (the scorecard is there). */
function scorecardShown(/** @type {string} */ selector) {
  const journey = /** @type {{ __journey: { shownAt: number } }} */ (/** @type {unknown} */ (window)).__journey;
  const input = document.querySelector(selector);
  if (!(input instanceof HTMLElement) || input.getClientRects().length === 0) return false;
  if (Number.isNaN(journey.shownAt)) journey.shownAt = performance.now();
  return true;
}
