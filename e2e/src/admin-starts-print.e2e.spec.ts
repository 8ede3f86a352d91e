// The organiser's Starts & Print tab in real Chromium against the real API: a shotgun assigned for 36 teams
// (two groups on every hole), a team moved with its Move select (the hole it joins marked crowded), another
// dragged back across, the starts locked (moves disabled), and the cart signs downloaded as a PDF.
// Screenshots at desktop and phone sizes.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { openAdministrationIn, screenshotDialog } from './support/administration-dialog';
import { artifactPath, browserPerSuite } from './support/browser';
import { seriousAxeViolations } from './support/serious-axe-violations';
import { dismissToasts } from './support/sign-in-dialog';
import { asOrganiser, createActiveTournament, signUpOrganiser } from './support/tournaments-api';

interface StartsReply {
  starts: Array<{ teamId: string; teamName: string; hole: number; slot: string | null }>;
  holeCounts: Array<{ hole: number; count: number }>;
  problems: unknown[];
  locked: boolean;
}

const teamName = (index: number) => `Team ${String(index).padStart(2, '0')}`;
const cell = (dialog: Locator, hole: number) => dialog.getByRole('region', { name: `Hole ${hole}`, exact: true });

async function openStartsTab(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('tab', { name: 'Starts & Print' }).click();
  await dialog.getByRole('heading', { name: 'Starting positions' }).waitFor();
  await dismissToasts(page);
}

/** An HTML5 drag as a hand makes it: press on the source, move in steps onto the target, let go. */
async function dragOnto(page: Page, source: Locator, target: Locator): Promise<void> {
  const centre = async (locator: Locator) => {
    const box = (await locator.boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const from = await centre(source);
  const to = await centre(target);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

describe("the organiser's Starts & Print tab", () => {
  const { openPage } = browserPerSuite();

  it('assigns a shotgun for 36 teams, moves one, locks the starts and downloads the cart signs', async () => {
    const organiser = await signUpOrganiser('Olive Organiser');
    const name = `Starts Open ${Date.now()}`;
    const tournament = await createActiveTournament(organiser, { name });
    const base = `/api/tournaments/${tournament.id}`;
    for (let index = 1; index <= 36; index += 1) {
      await asOrganiser(organiser, 'POST', `${base}/teams`, { name: teamName(index), players: [{ name: `Player ${index}`, handicap: 10, position: 1 }] });
    }
    const { page, dialog } = await openAdministrationIn((await openPage('desktop')).context(), organiser, name);
    await openStartsTab(page, dialog);

    // A shotgun (the default start): two groups, A and B, on every one of the 18 holes.
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await cell(dialog, 18).getByText('2 groups').waitFor();
    const assigned = await asOrganiser<StartsReply>(organiser, 'GET', `${base}/starts`);
    expect(assigned.holeCounts.map(({ count }) => count)).toEqual(Array(18).fill(2));
    for (let hole = 1; hole <= 18; hole += 1) expect(await cell(dialog, hole).getByText('2 groups').count()).toBe(1);
    await screenshotDialog(page, 'admin-starts-assigned-desktop');
    await cell(dialog, 1).scrollIntoViewIfNeeded();
    expect(await seriousAxeViolations(page, { within: '.ant-modal' })).toEqual([]);
    await page.screenshot({ path: artifactPath('admin-starts-grid-desktop.png') });

    // A team of hole 1 moved to hole 2 with its Move select: hole 2 is crowded, and says so, until a team of hole 2 is dragged to hole 1.
    const mover = assigned.starts.find((start) => start.hole === 1)!;
    const dragged = assigned.starts.find((start) => start.hole === 2)!;
    await dialog.getByRole('combobox', { name: `Move ${mover.teamName}` }).selectOption({ label: 'Hole 2' });
    await cell(dialog, 2).getByText('Hole 2 has more than two groups').waitFor();
    expect(await cell(dialog, 2).getByRole('listitem', { name: mover.teamName }).count()).toBe(1);
    await cell(dialog, 2).scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath('admin-starts-crowded-desktop.png') });
    await dragOnto(page, cell(dialog, 2).getByText(dragged.teamName, { exact: true }), cell(dialog, 1).locator('header'));
    await cell(dialog, 1).getByRole('listitem', { name: dragged.teamName }).waitFor();
    await dialog.getByText('Hole 2 has more than two groups').waitFor({ state: 'detached' });
    const moved = await asOrganiser<StartsReply>(organiser, 'GET', `${base}/starts`);
    expect(moved.starts.find((start) => start.teamId === mover.teamId)!.hole).toBe(2);
    expect(moved.starts.find((start) => start.teamId === dragged.teamId)!.hole).toBe(1);
    expect(moved.problems).toEqual([]);

    // Locked: who and when, and no team moves any more.
    await dialog.getByRole('button', { name: 'Lock', exact: true }).click();
    await dialog.getByText(/Locked\s*by Olive Organiser/).waitFor();
    expect(await dialog.getByRole('combobox', { name: `Move ${mover.teamName}` }).isDisabled()).toBe(true);
    expect((await asOrganiser<StartsReply>(organiser, 'GET', `${base}/starts`)).locked).toBe(true);

    // The cart signs as a PDF, with the organiser's token.
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download Cart signs' }).click();
    const file = await download;
    // Named by the server after the tournament.
    expect(file.suggestedFilename()).toMatch(/^starts-open-\d+-cart-signs-letter\.pdf$/);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await dialog.getByRole('heading', { name: 'Print centre' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath('admin-print-centre-desktop.png') });

    // The same tab on a phone: the grid in two columns, nothing cut off.
    const phone = await openAdministrationIn((await openPage('phone')).context(), organiser, name);
    await openStartsTab(phone.page, phone.dialog);
    await cell(phone.dialog, 18).getByText('2 groups').waitFor();
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshotDialog(phone.page, 'admin-starts-phone');
    await cell(phone.dialog, 9).scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: artifactPath('admin-starts-phone-grid.png') });
  }, 180_000);
});
