// The Golf Assistant as a spectator meets it on the leaderboard page: loaded only when its button is pressed,
// a suggestion answered with the real leader, a follow-up that leans on the question before, the weather with
// its playability (from the suite's fake upstream), and the panel minimised and kept across pages.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './support/base-url';
import { launchBrowser, viewports } from './support/browser';
import { waitForRemotePage } from './support/pages';
import { accountMenuButton, signInThroughDialog } from './support/sign-in-dialog';
import { asOrganiser, createActiveTournament, type CreatedTournament, signUpOrganiser } from './support/tournaments-api';

interface TeamReply {
  id: string;
  players: Array<{ id: string }>;
}

let browser: Browser;
let context: BrowserContext;
let tournament: CreatedTournament;

/** Two scratch teams on hole 1: Bunker Birdies one under par, Fairway Falcons one over. */
async function tournamentWithALeader(): Promise<CreatedTournament> {
  const organiser = await signUpOrganiser();
  const created = await createActiveTournament(organiser, { name: 'Assistant Open' });
  const { holes } = await asOrganiser<{ holes: Array<{ number: number; par: number }> }>(organiser, 'GET', `/api/tournaments/${created.id}`);
  const par = holes.find((hole) => hole.number === 1)!.par;
  for (const [name, strokes] of [
    ['Bunker Birdies', par - 1],
    ['Fairway Falcons', par + 1],
  ] as const) {
    const team = await asOrganiser<TeamReply>(organiser, 'POST', `/api/tournaments/${created.id}/teams`, {
      name,
      players: [{ name: `${name} captain`, handicap: 0, position: 1 }],
    });
    await asOrganiser(organiser, 'POST', '/api/scores', { tournamentId: created.id, teamId: team.id, playerId: team.players[0]!.id, hole: 1, strokes });
  }
  return created;
}

const assistantFiles = (urls: readonly string[]) => urls.filter((url) => url.includes('/mfe/assistant/'));

async function openLeaderboard(): Promise<{ page: Page; requested: string[] }> {
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(baseUrl(`/leaderboard?tournamentId=${tournament.id}`));
  await waitForRemotePage(page, 'leaderboard', 'LeaderboardPage');
  await page.getByRole('button', { name: 'Open the Golf Assistant' }).waitFor();
  await page.waitForLoadState('load');
  return { page, requested };
}

const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation' });
const lastAnswer = (page: Page) => conversation(page).locator('li').last();

beforeAll(async () => {
  browser = await launchBrowser();
  tournament = await tournamentWithALeader();
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: viewports.desktop });
});

afterEach(async () => {
  await context?.close();
});

afterAll(async () => {
  await browser?.close();
});

describe('Golf Assistant', () => {
  it('loads nothing of the assistant until its button is pressed', async () => {
    const { page, requested } = await openLeaderboard();
    expect(assistantFiles(requested)).toEqual([]);
    await page.getByRole('button', { name: 'Open the Golf Assistant' }).click();
    await page.getByRole('region', { name: 'Golf Assistant' }).waitFor();
    expect(assistantFiles(requested).length).toBeGreaterThan(0);
    // Focus moves into the panel, ready to type.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('id'))).toBe('ff-chat-question');
  });

  it('answers a suggestion with the current leader, follows up, and keeps the conversation across pages', async () => {
    const { page } = await openLeaderboard();
    await page.getByRole('button', { name: 'Open the Golf Assistant' }).click();
    await page.getByRole('button', { name: 'Who is leading right now?' }).click();
    await conversation(page).getByText('Leader: Bunker Birdies, 2 strokes clear.').waitFor();
    expect(await lastAnswer(page).textContent()).toContain('- 1. Bunker Birdies: -1 (thru 1)');
    expect(await page.getByRole('group', { name: 'Suggested questions' }).count()).toBe(0);

    const question = page.getByRole('textbox', { name: 'Your question' });
    await question.fill('How long is hole 7?');
    await question.press('Enter');
    await conversation(page)
      .getByText(/^Hole 7 at Pebble Beach Golf Links: par \d/)
      .waitFor();
    await question.fill('what about hole 9?');
    await question.press('Enter');
    await conversation(page)
      .getByText(/^Hole 9 at Pebble Beach Golf Links: par \d, \d+ yards, stroke index \d+/)
      .waitFor();

    await question.fill("What's the weather?");
    await question.press('Enter');
    await conversation(page)
      .getByText(/^Weather at Pebble Beach Golf Links: .*\nPlayability: \w+/)
      .waitFor();

    await page.getByRole('button', { name: 'Minimise the Golf Assistant' }).click();
    const bar = page.getByRole('region', { name: 'Golf Assistant' });
    expect((await bar.boundingBox())!.height).toBe(64);
    await page.getByRole('link', { name: 'Tournaments' }).first().click();
    await page.waitForURL(baseUrl('/tournaments'));
    await page.getByRole('button', { name: 'Restore the Golf Assistant' }).click();
    expect(await conversation(page).getByText('Leader: Bunker Birdies, 2 strokes clear.').count()).toBe(1);
    await page.reload();
    await page.getByRole('button', { name: 'Open the Golf Assistant' }).click();
    await conversation(page)
      .getByText(/^Hole 9 at Pebble Beach Golf Links/)
      .waitFor();
  });

  it("works out a signed-in player's strokes on a hole from their handicap, with the working", async () => {
    const golfer = await signUpOrganiser('Sam Striker');
    await asOrganiser(golfer, 'POST', `/api/tournaments/${tournament.id}/teams`, {
      name: 'Sand Savers',
      players: [
        { name: 'Sam Striker', email: golfer.email, handicap: 14.2, position: 1 },
        { name: 'Sid', handicap: 6, position: 2 },
      ],
    });
    const page = await context.newPage();
    await page.goto(baseUrl(`/scorecard?tournamentId=${tournament.id}`));
    await signInThroughDialog(page, golfer);
    await accountMenuButton(page).waitFor();
    await page.getByRole('button', { name: 'Open the Golf Assistant' }).click();
    const question = page.getByRole('textbox', { name: 'Your question' });
    await question.fill('How many strokes do I get on hole 7?');
    await question.press('Enter');
    const answer = conversation(page).getByText(/^Sam Striker \(Sand Savers\) in Assistant Open:/);
    await answer.waitFor();
    const text = (await answer.textContent())!;
    expect(text).toContain('- Handicap Index: 14.2');
    expect(text).toMatch(/- Course Handicap = 14\.2 x \d+ \/ 113 \+ \(\d+(\.\d)? - 72\) = /);
    expect(text).toMatch(/- Playing handicap = [\d.]+ x 85% \(best ball\) = [\d.]+ -> \d+/);
    expect(text).toMatch(/- Hole 7 \(par 3\) is stroke index \d+\. .*: you receive \d strokes? on hole 7/);
  });
});
