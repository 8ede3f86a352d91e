import type { Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { browserPerSuite } from './support/browser';
import { accountMenuButton, signInThroughDialog } from './support/sign-in-dialog';
import { asOrganiser, completeActiveTournaments, createActiveTournament, signUpOrganiser } from './support/tournaments-api';

/** Apple's and WCAG 2.5.5's size for a target a thumb must hit (Material asks 48). */
const thumbPx = 44;

interface SmallTarget {
  name: string;
  width: number;
  height: number;
}

/**
 * Every button, link, field and select shown on the page that is smaller than a thumb, except a link inside
 * running text (WCAG's inline exception: its size is the line's).
 */
function smallTargets(page: Page, minPx: number): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const targets = document.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea, [role=button], summary');
    return Array.from(targets)
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).display !== 'inline')
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        return { name: `${element.tagName.toLowerCase()} "${name}"`, width: Math.round(box.width), height: Math.round(box.height) };
      })
      .filter((target) => target.width < min || target.height < min);
  }, minPx);
}

describe('tap targets on a phone', () => {
  const { openPage } = browserPerSuite();

  it('gives every button, link and field of the golfer and spectator pages a thumb-sized target', async () => {
    const organiser = await signUpOrganiser('Tara Targets');
    await completeActiveTournaments();
    const tournament = await createActiveTournament(organiser, { name: 'Thumb Size Charity Classic' });
    const team = { name: 'Big Thumbs', startingHole: 1, players: [{ name: 'Tara Targets', email: null, handicap: 12, position: 1 }] };
    const created = await asOrganiser<{ id: string }>(organiser, 'POST', `/api/tournaments/${tournament.id}/teams`, team);
    const page = await openPage('phone');
    const pages: Array<[string, string]> = [
      [`/?tournament=${tournament.id}`, 'Join Tournament'],
      [`/leaderboard?tournament=${tournament.id}`, 'Big Thumbs'],
      [`/tournament/${tournament.id}/team-select`, 'Access Scorecard'],
      [`/tournament/${tournament.id}/join`, 'Register Your Foursome'],
      ['/tournaments', 'Thumb Size Charity Classic'],
    ];
    const found: Record<string, SmallTarget[]> = {};
    const check = async (where: string) => {
      const small = await smallTargets(page, thumbPx);
      if (small.length > 0) found[where] = small;
    };
    for (const [path, shown] of pages) {
      await page.goto(baseUrl(path));
      await page.getByText(shown).first().waitFor({ timeout: 20_000 });
      // What loads after the main content (weather, QR codes, side panels) is on the page too.
      await page.waitForLoadState('networkidle');
      await check(path);
    }

    // The captain on the scorecard, with the Golf Assistant open over it.
    await signInThroughDialog(page, organiser);
    await accountMenuButton(page).waitFor();
    await page.goto(baseUrl(`/scorecard?tournamentId=${tournament.id}&teamId=${created.id}`));
    await page.getByLabel('Strokes for Tara Targets').waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await check('/scorecard');
    await page.getByRole('button', { name: 'Open the Golf Assistant' }).click();
    await page.getByRole('region', { name: 'Golf Assistant' }).waitFor({ timeout: 20_000 });
    await check('/scorecard with the Golf Assistant open');
    expect(found).toEqual({});
  });
});
