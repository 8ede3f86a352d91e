// Where every player starts, in real Chromium against the real API: a shotgun assigned for 36 teams puts the
// clubhouse TV's starting holes on screen (every team, whole, at 1920x1080 and 1280x720) and follows the
// organiser's move live; a player's phone says the team's start on team-select and on the scorecard.
import type { Locator, Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { artifactPath, browserPerSuite } from './support/browser';
import { remoteSelector, waitForRemotePage } from './support/pages';
import { pushedWithinMs, shownWithin } from './support/shown-within';
import { signInDialog, signInThroughDialog } from './support/sign-in-dialog';
import { asOrganiser, createActiveTournament, signUpOrganiser } from './support/tournaments-api';

interface Team {
  id: string;
  name: string;
}

/** Real-length names; the field registers in this order, so the shotgun puts the 13th and 14th on hole 7 (A and B). */
const teamNames = Array.from({ length: 36 }, (_, index) =>
  index === 12
    ? 'The Birdie Hunters'
    : index === 13
      ? 'Fore Play'
      : `${['Maximilian', 'Genevieve', 'Bartholomew', 'Priya'][index % 4]}'s Foursome ${index + 1}`,
);

/** Where each team's line sits against the view's box: inside it whole, and never cut by its own box. */
function groupsPlaced(view: Locator): Promise<Array<{ text: string; whole: boolean }>> {
  return view.evaluate((box) => {
    const outer = box.getBoundingClientRect();
    return [...box.querySelectorAll('ol > li li')].map((group) => {
      const rect = group.getBoundingClientRect();
      const cell = group.closest('ol > li')!.getBoundingClientRect();
      const inside = (frame: DOMRect) =>
        rect.top >= frame.top - 0.5 && rect.bottom <= frame.bottom + 0.5 && rect.left >= frame.left - 0.5 && rect.right <= frame.right + 0.5;
      return { text: (group.textContent ?? '').trim(), whole: inside(outer) && inside(cell) && group.scrollWidth <= group.clientWidth + 1 };
    });
  });
}

const scrolls = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth || document.scrollingElement!.scrollHeight > window.innerHeight);

describe('starting holes: the clubhouse TV, team-select and the scorecard', () => {
  const { openPage } = browserPerSuite();

  it('shows a 36-team shotgun on the TV with every team, follows a move live, and tells the player where the team starts', async () => {
    const organiser = await signUpOrganiser();
    const player = await signUpOrganiser('Pat Player');
    const tournament = await createActiveTournament(organiser, { name: `Starting Holes ${Date.now()}` });
    const base = `/api/tournaments/${tournament.id}`;
    const teams: Team[] = [];
    for (const [index, name] of teamNames.entries()) {
      const players = [{ name: index === 13 ? 'Pat Player' : `Player ${index + 1}`, email: index === 13 ? player.email : null, handicap: 10, position: 1 }];
      teams.push(await asOrganiser<Team>(organiser, 'POST', `${base}/teams`, { name, startingHole: 1, players }));
    }
    await asOrganiser(organiser, 'PUT', `${base}/starts`, { mode: 'shotgun', shotgunTimes: ['08:00'] });

    const screens: Array<[string, Page]> = [];
    for (const size of ['tv', 'tv720'] as const) {
      const tv = await openPage(size);
      await tv.goto(baseUrl(`/mfe/leaderboard/tv/${tournament.id}`));
      const view = tv.getByRole('region', { name: 'Starting holes' });
      await view.waitFor({ timeout: 20_000 });
      await view.getByText('Shotgun start at 08:00').waitFor();
      expect(await view.getByRole('listitem', { name: /^Hole \d+$/ }).count()).toBe(18);
      await tv.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const groups = await groupsPlaced(view);
      expect(groups).toHaveLength(36);
      expect(groups.filter((group) => !group.whole)).toEqual([]);
      expect(groups.map((group) => group.text)).toEqual(expect.arrayContaining(['7A The Birdie Hunters', '7B Fore Play', "18B Priya's Foursome 36"]));
      expect(await scrolls(tv)).toBe(false);
      await tv.screenshot({ path: artifactPath(`tv-starting-holes-${size}.png`) });
      screens.push([size, tv]);
    }

    // The organiser moves the last team to hole 2 (a third group there, C): every TV shows it, pushed.
    const since = Date.now();
    await asOrganiser(organiser, 'PUT', `${base}/starts/teams/${teams[35]!.id}`, { hole: 2 });
    for (const [size, tv] of screens) {
      const hole2 = tv.getByRole('region', { name: 'Starting holes' }).getByRole('listitem', { name: 'Hole 2' });
      const took = await shownWithin(since, hole2.getByText("Priya's Foursome 36").waitFor({ timeout: 10_000 }));
      if (size === 'tv') expect(took).toBeLessThan(pushedWithinMs);
      await expect(hole2.getByRole('listitem').allTextContents()).resolves.toEqual([
        "2A Bartholomew's Foursome 3",
        "2B Priya's Foursome 4",
        "2C Priya's Foursome 36",
      ]);
      await tv.screenshot({ path: artifactPath(`tv-starting-holes-moved-${size}.png`) });
    }

    // The player's phone: the team's card on team-select, then the scorecard's header.
    const phone = await openPage('phone');
    await phone.goto(baseUrl(`/tournament/${tournament.id}/team-select`));
    const card = phone.getByRole('listitem', { name: 'Fore Play' });
    await card.getByText('Starts on Hole 7B at 08:00').waitFor({ timeout: 20_000 });
    // Cards below the first screen are laid out as they come near it, which moves the page: centred, twice.
    for (let pass = 0; pass < 2; pass += 1) {
      await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await phone.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    }
    await phone.screenshot({ path: artifactPath('team-select-starting-hole-phone.png') });
    await signInThroughDialog(phone, player);
    await signInDialog(phone).waitFor({ state: 'detached' });
    await phone.goto(baseUrl(`/scorecard?tournamentId=${tournament.id}&teamId=${teams[13]!.id}`));
    await waitForRemotePage(phone, 'scoring', 'ScorecardPage');
    const scorecard = phone.locator(remoteSelector('scoring', 'ScorecardPage'));
    await scorecard.getByRole('heading', { name: 'Fore Play' }).waitFor({ timeout: 20_000 });
    await scorecard.getByText('Starts on Hole 7B at 08:00').waitFor();
    await phone.screenshot({ path: artifactPath('scorecard-starting-hole-phone.png') });
  }, 180_000);

  it('lists a tee-time start off 1 and 10 by its times on the TV, every team whole', async () => {
    const organiser = await signUpOrganiser();
    const tournament = await createActiveTournament(organiser, { name: `Tee Times ${Date.now()}` });
    const base = `/api/tournaments/${tournament.id}`;
    for (const name of teamNames) await asOrganiser(organiser, 'POST', `${base}/teams`, { name, startingHole: 1, players: [] });
    await asOrganiser(organiser, 'PUT', `${base}/starts`, { mode: 'tee-times', firstTime: '07:30', intervalMinutes: 10, groupsPerTime: 2, splitTee: true });

    const tv = await openPage('tv');
    await tv.goto(baseUrl(`/mfe/leaderboard/tv/${tournament.id}`));
    const view = tv.getByRole('region', { name: 'Starting holes' });
    await view.getByRole('heading', { name: 'Tee times' }).waitFor({ timeout: 20_000 });
    await tv.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const times = await view.getByRole('list', { name: 'Tee times' }).getByRole('listitem', { name: /^\d\d:\d\d$/ });
    expect(await times.first().getAttribute('aria-label')).toBe('07:30');
    const groups = await groupsPlaced(view);
    expect(groups).toHaveLength(36);
    expect(groups.filter((group) => !group.whole)).toEqual([]);
    expect(groups.slice(0, 2).map((group) => group.text)).toEqual(["Hole 1 Maximilian's Foursome 1", "Hole 1 Bartholomew's Foursome 3"]);
    expect(await scrolls(tv)).toBe(false);
    await tv.screenshot({ path: artifactPath('tv-tee-times-tv.png') });
  }, 120_000);
});
