import { beforeAll, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unansweredRetryMs } from '@fairway/api-client';
import { FakeEventSource, sampleActivity, sampleBoard, sampleBoardRow, sampleTournament, withoutSignal } from '@fairway/api-client/testing';
import { json, renderLeaderboard } from '../../../shared/testing/render-leaderboard';
import { LeaderboardPage } from './leaderboard-page';

const tournament = sampleTournament();
const rows = ['Aces', 'Birdies', 'Condors', 'Drivers', 'Eagles', 'Fairways'].map((name, index) =>
  sampleBoardRow({
    teamId: `00000000-0000-4000-8000-00000000000${index}`,
    teamName: name,
    position: index === 2 ? 2 : index + 1,
    positionLabel: index === 1 || index === 2 ? 'T2' : String(index + 1),
    isLeader: index === 0,
    totalScore: [-3, -1, -1, 1, 2, 3][index]!,
    totalScoreLabel: ['-3', '-1', '-1', '+1', '+2', '+3'][index]!,
    grossTotal: 20 + index,
    netTotal: 14 + index,
  }),
);
const board = sampleBoard({ rows });

function renderPage(routes: Parameters<typeof renderLeaderboard>[1] = []) {
  return renderLeaderboard(<LeaderboardPage tournamentId={tournament.id} />, [
    ...routes,
    [/\/api\/tournaments\/[^/]+\/activity$/, json([sampleActivity()])],
    [/\/api\/leaderboard\//, json(board)],
    [/\/api\/tournaments\/[^/]+$/, json(tournament)],
  ]);
}

// The panels below the fold are a chunk of their own: compiled once here, as a phone has it by the time it scrolls.
beforeAll(() => import('./below-the-fold-panels'));

describe('LeaderboardPage', () => {
  it('shows the live top 5 with shared positions, gross and net, and every team on request', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Top five teams' });
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(lines.map(([position, team, , , score, total]) => [position, team, score, total])).toEqual([
      ['1', 'AcesGross 20 · Net 14', '-3', '69'],
      ['T2', 'BirdiesGross 21 · Net 15', '-1', '71'],
      ['T2', 'CondorsGross 22 · Net 16', '-1', '71'],
      ['4', 'DriversGross 23 · Net 17', '+1', '73'],
      ['5', 'EaglesGross 24 · Net 18', '+2', '74'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'View the full leaderboard (6 teams)' }));
    within(screen.getByRole('table', { name: 'All teams' })).getByText('Fairways');
  });

  it('moves the board and the activity feed with pushed events, without asking the API again', async () => {
    const { fetch } = renderPage();
    await screen.findByRole('table', { name: 'Top five teams' });
    await screen.findByText('Birdie on hole 4');
    // The panels below the board mount after the first paint and read their own data: count from then on.
    const secondary = ['/contests', '/skins/board', '/donor-wall', '/api/weather', '/raised-by-team'];
    await waitFor(() => expect(secondary.every((path) => fetch.mock.calls.some(([url]) => String(url).endsWith(path)))).toBe(true));
    const reads = fetch.mock.calls.length;
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Live: scores appear here as they are entered'));

    act(() => {
      stream.push({
        type: 'leaderboard',
        id: 5,
        tournamentId: tournament.id,
        data: sampleBoard({ rows: [sampleBoardRow({ teamName: 'Fairways', totalScoreLabel: '-4' })] }),
      });
      stream.push({
        type: 'activity',
        id: 6,
        tournamentId: tournament.id,
        data: sampleActivity({
          id: '00000000-0000-4000-8000-0000000000c9',
          kind: 'leader-change',
          title: 'Leader change',
          message: 'Fairways takes the lead at -4 thru 5',
        }),
      });
    });

    const table = screen.getByRole('table', { name: 'Top five teams' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    within(table).getByText('Fairways');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Fairways takes the lead at -4 thru 5')]),
    );
    expect(fetch.mock.calls.length).toBe(reads);
  });

  it('says when the stream is down that it is reconnecting, with how old the data is', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Top five teams' });
    act(() => FakeEventSource.latest().fail());
    expect(screen.getByRole('status').textContent).toMatch(/^Last updated (just now|\d+ s ago), reconnecting \(checking every 15 seconds meanwhile\)$/);
  });

  it('offers the Clubhouse Display in a new tab, the charity card and the join QR code', async () => {
    renderPage();
    const open = await screen.findByRole('link', { name: 'Open TV View' });
    expect(open.getAttribute('href')).toBe(`/tournament/${tournament.id}/tv`);
    expect(open.getAttribute('target')).toBe('_blank');
    screen.getByText('Clubhouse Display');
    await screen.findByRole('progressbar', { name: `Raised for ${tournament.charityName}` });
    await screen.findByRole('img', { name: `QR code to enter scores for ${tournament.name}` });
  });
});

/** A read that finds no signal is retried twice (after 1 s and 2 s), then asked again every few seconds. */
async function afterRetries() {
  await act(() => jest.advanceTimersByTimeAsync(unansweredRetryMs));
}

describe('LeaderboardPage reads and failures', () => {
  afterEach(() => jest.useRealTimers());

  it('reads the board and the activity without waiting for the tournament (the id is in the URL)', async () => {
    const { fetch } = renderPage([[/\/api\/tournaments\/[^/]+$/, () => new Promise<never>(() => undefined) as never]]);
    const urls = () => fetch.mock.calls.map(([url]) => String(url));
    await waitFor(() =>
      expect(urls()).toEqual(
        expect.arrayContaining([`/api/leaderboard/${tournament.id}`, `/api/tournaments/${tournament.id}`, `/api/tournaments/${tournament.id}/activity`]),
      ),
    );
    expect(screen.queryByRole('table', { name: 'Top five teams' })).toBeNull(); // drawn with the tournament, so nothing moves when it comes
  });

  it("offers the format's view buttons before the board arrives, so the top five does not move down", async () => {
    renderLeaderboard(<LeaderboardPage tournamentId={tournament.id} />, [
      [/\/api\/leaderboard\//, () => new Promise<never>(() => undefined) as never],
      [/\/api\/tournaments\/[^/]+$/, json(sampleTournament({ format: 'stroke-play' }))],
    ]);
    const views = await screen.findByRole('group', { name: 'Leaderboard view' });
    expect(
      within(views)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Teams', 'Individual', 'Stableford']);
    screen.getByText('Loading leaderboard…');
  });

  it('says Tournament Not Found only when the server answers 404', async () => {
    renderLeaderboard(<LeaderboardPage tournamentId="no-such-id" />, [
      [/\/api\/tournaments\/no-such-id$/, json({ statusCode: 404, error: 'Not Found', message: 'Tournament not found' }, 404)],
    ]);
    await screen.findByText('Tournament Not Found');
  });

  it('says No signal, trying again when the tournament cannot be read, and shows it by itself when the signal returns', async () => {
    jest.useFakeTimers();
    const { fetch } = renderPage();
    const signal = withoutSignal(fetch);
    await afterRetries();
    screen.getByText('No signal, trying again…');
    expect(screen.queryByText('Tournament Not Found')).toBeNull();
    signal.signalReturns();
    await afterRetries();
    screen.getByRole('heading', { level: 1, name: tournament.name });
  });

  it('keeps the last known tournament when a later read fails', async () => {
    const { fetch } = renderPage();
    await screen.findByRole('heading', { level: 1, name: tournament.name });
    fetch.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    screen.getByRole('heading', { level: 1, name: tournament.name });
  });
});

describe('LeaderboardPage without a tournament id', () => {
  afterEach(() => jest.useRealTimers());

  it("says No signal, trying again (not No Tournaments Today) when today's tournaments cannot be read", async () => {
    jest.useFakeTimers();
    const { fetch } = renderLeaderboard(<LeaderboardPage />, []);
    fetch.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await afterRetries();
    screen.getByText('No signal, trying again…');
    expect(screen.queryByText('No Tournaments Today')).toBeNull();
  });

  it('shows No Tournaments Today when none is active', async () => {
    renderLeaderboard(<LeaderboardPage />, [[/\/api\/tournaments\/active$/, json([])]]);
    await screen.findByText('No Tournaments Today');
  });

  it('switches between the tournaments active today', async () => {
    const second = sampleTournament({ id: '00000000-0000-4000-8000-0000000000f2', name: 'Autumn Scramble' });
    renderLeaderboard(<LeaderboardPage />, [
      [/\/api\/tournaments\/active$/, json([tournament, second])],
      [/\/activity$/, json([])],
      [/\/api\/leaderboard\//, json(board)],
      [new RegExp(`/api/tournaments/${second.id}$`), json(second)],
      [/\/api\/tournaments\/[^/]+$/, json(tournament)],
    ]);
    const switcher = await screen.findByRole('group', { name: 'Tournament' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(tournament.name);
    await userEvent.click(within(switcher).getByRole('button', { name: 'Autumn Scramble' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Autumn Scramble');
  });
});
