// A score posted through the API reaches an open standalone TV and the leaderboard page, live.
import type { Browser, Page } from 'playwright-core';
import { startApi, stopApi } from './support/api-control';
import { baseUrl } from './support/base-url';
import { launchBrowser, newContext } from './support/browser';
import { createActiveTournament, type Organiser, signUpOrganiser } from './support/tournaments-api';

async function api<T>(method: string, path: string, organiser: Organiser, body: object): Promise<T> {
  const response = await fetch(baseUrl(path), {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${organiser.idToken}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Team {
  id: string;
  players: Array<{ id: string }>;
}

describe('live scores on the clubhouse TV and the leaderboard page', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  /** Requests to board or activity reads after the page is open: the stream must make them unnecessary. */
  function watchReads(page: Page): string[] {
    const reads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/leaderboard') || path.endsWith('/activity')) reads.push(path);
    });
    return reads;
  }

  it('shows a posted birdie within a second, without a reload or a refetch', async () => {
    const organiser = await signUpOrganiser();
    const tournament = await createActiveTournament(organiser, { name: `Live Open ${Date.now()}`, format: 'best-ball' });
    const team = await api<Team>('POST', `/api/tournaments/${tournament.id}/teams`, organiser, {
      name: 'Birdie Brigade',
      startingHole: 1,
      players: [{ name: 'Bea Birdie', email: null, handicap: 0, position: 1 }],
    });
    const context = await newContext(browser);
    const tv = await context.newPage();
    const board = await context.newPage();
    await tv.goto(baseUrl(`/mfe/leaderboard/tv/${tournament.id}`));
    await board.goto(baseUrl(`/leaderboard?tournament=${tournament.id}`));
    for (const page of [tv, board]) await page.getByText('Live: scores appear here as they are entered').waitFor();
    await tv.getByText('No teams have started yet').waitFor();
    const tvReads = watchReads(tv);
    const boardReads = watchReads(board);
    let reloads = 0;
    tv.on('framenavigated', () => (reloads += 1));

    // Pebble Beach's first hole is a par 4: a 3 is a birdie.
    const posted = Date.now();
    await api('POST', '/api/scores', organiser, { tournamentId: tournament.id, teamId: team.id, playerId: team.players[0]!.id, hole: 1, strokes: 3 });

    await tv.locator('li', { hasText: 'Birdie Brigade' }).getByText('-1').waitFor({ timeout: 5_000 });
    const shownAfter = Date.now() - posted;
    await board.getByRole('table', { name: 'Top five teams' }).getByText('Birdie Brigade').waitFor({ timeout: 5_000 });
    await board.getByText('Bea Birdie (Birdie Brigade) made a birdie on hole 1 (par 4)').waitFor({ timeout: 5_000 });
    expect(shownAfter).toBeLessThan(5_000);
    expect(await tv.locator('li', { hasText: 'Birdie Brigade' }).textContent()).toContain('Thru 1');
    expect(reloads).toBe(0);
    expect(tvReads).toEqual([]);
    expect(boardReads).toEqual([]);
    await context.close();
  });

  it('says so when the API goes away, polls, and is live again by itself when it returns', async () => {
    const organiser = await signUpOrganiser();
    const tournament = await createActiveTournament(organiser, { name: `Restart Open ${Date.now()}`, format: 'best-ball' });
    const team = await api<Team>('POST', `/api/tournaments/${tournament.id}/teams`, organiser, {
      name: 'Comeback Kids',
      startingHole: 1,
      players: [{ name: 'Cal Comeback', email: null, handicap: 0, position: 1 }],
    });
    const context = await newContext(browser);
    const tv = await context.newPage();
    let reloads = 0;
    await tv.goto(baseUrl(`/mfe/leaderboard/tv/${tournament.id}`));
    tv.on('framenavigated', () => (reloads += 1));
    const footer = tv.getByRole('status').filter({ hasText: /Live|reconnecting/i });
    await tv.getByText('Live: scores appear here as they are entered').waitFor();

    await stopApi();
    try {
      await tv.getByText(/reconnecting \(checking every 30 seconds meanwhile\)/i).waitFor({ timeout: 20_000 });
      expect(await footer.getAttribute('data-connection')).not.toBe('live');
    } finally {
      await startApi();
    }

    await tv.getByText('Live: scores appear here as they are entered').waitFor({ timeout: 45_000 });
    await api('POST', '/api/scores', organiser, { tournamentId: tournament.id, teamId: team.id, playerId: team.players[0]!.id, hole: 1, strokes: 3 });
    await tv.locator('li', { hasText: 'Comeback Kids' }).getByText('-1').waitFor({ timeout: 5_000 });
    expect(reloads).toBe(0);
    await context.close();
  }, 120_000);

  it('on a phone, lays out the activity and the side cards only when they come near the screen, and shows them there', async () => {
    const organiser = await signUpOrganiser();
    const tournament = await createActiveTournament(organiser, { name: `Long Page Open ${Date.now()}`, format: 'best-ball' });
    const team = await api<Team>('POST', `/api/tournaments/${tournament.id}/teams`, organiser, {
      name: 'Ace Makers',
      startingHole: 1,
      players: [1, 2, 3, 4].map((position) => ({ name: `Ace ${position}`, email: null, handicap: 0, position })),
    });
    // Sixteen holes-in-one make a long Recent Activity panel, as a busy afternoon does.
    const scores = team.players.flatMap(({ id: playerId }) =>
      [1, 2, 3, 4].map((hole) => ({ tournamentId: tournament.id, teamId: team.id, playerId, hole, strokes: 1 })),
    );
    await api('POST', '/api/scores/batch', organiser, { scores });
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(baseUrl(`/leaderboard?tournament=${tournament.id}`));
    await page.getByText('Live: scores appear here as they are entered').waitFor();
    const activity = page.locator('section', { has: page.getByRole('heading', { name: 'Recent Activity' }) });
    // The last item's title: an item of the list, like the side column, is laid out only near the screen.
    const lastItem = activity.getByRole('listitem').last().locator('strong');
    const clubhouse = page.locator('section', { has: page.getByRole('heading', { name: 'Clubhouse Display' }) });
    await lastItem.waitFor({ state: 'attached' });
    // checkVisibility with contentVisibilityAuto is false inside an element whose rendering the browser skips.
    // Whether an element is near the screen is decided in a rendering update: two frames on, it has been.
    const rendered = async (element: typeof clubhouse) => {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      return element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
    };
    expect([await rendered(lastItem), await rendered(clubhouse)]).toEqual([false, false]);

    await clubhouse.scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: 'Open TV View' }).waitFor();
    expect([await rendered(lastItem), await rendered(clubhouse)]).toEqual([true, true]);
    await context.close();
  });
});
