import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { unansweredRetryMs } from '@fairway/api-client';
import { FakeEventSource, sampleBoard, sampleBoardRow, sampleTournament, withoutSignal } from '@fairway/api-client/testing';
import { json, renderLeaderboard } from '../../../shared/testing/render-leaderboard';
import { TvPage } from './tv-page';

const tournament = sampleTournament({ charityRaised: 2600, charityGoal: 5000 });
const notStarted = sampleBoard({
  rows: [sampleBoardRow({ thru: 0, position: null, positionLabel: '-', totalScore: 0, totalScoreLabel: 'E', isLeader: false })],
});
const rows = ['Aces', 'Birdies', 'Condors', 'Drivers'].map((name, index) =>
  sampleBoardRow({
    teamId: `00000000-0000-4000-8000-00000000000${index}`,
    teamName: name,
    position: index + 1,
    positionLabel: String(index + 1),
    isLeader: index === 0,
    grossTotal: 66 + index,
    netTotal: 61 + index,
  }),
);

function renderTv(board = sampleBoard({ rows }), tournamentId: string | null = tournament.id) {
  return renderLeaderboard(<TvPage tournamentId={tournamentId ?? undefined} />, [
    [/\/api\/leaderboard/, json(board)],
    [/\/api\/tournaments\/[^/]+$/, json(tournament)],
  ]);
}

/** jsdom lays nothing out: give the board the height of `rowsThatFit` rows of 72 px. */
function boardHeight(rowsThatFit: number) {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => rowsThatFit * 72 });
}

describe('TvPage', () => {
  beforeEach(() => boardHeight(10));
  afterEach(() => jest.useRealTimers());

  it('shows the tournament, course, format, charity progress and every team, first gold and the top three green', async () => {
    renderTv();
    await screen.findByRole('heading', { name: tournament.name });
    screen.getByText(tournament.course);
    screen.getByText('Best Ball');
    expect(screen.getByRole('progressbar', { name: `Raised for ${tournament.charityName}` }).getAttribute('aria-valuenow')).toBe('52');
    screen.getByText('$2,600');
    screen.getByRole('img', { name: `QR code to join ${tournament.name}` });
    const board = screen.getByRole('region', { name: 'Leaderboard' });
    const teams = within(board).getAllByRole('listitem');
    expect(teams.map((team) => [within(team).getByText(/^(Aces|Birdies|Condors|Drivers)$/).textContent, team.className.split(' ').pop()])).toEqual([
      ['Aces', 'gold'],
      ['Birdies', 'green'],
      ['Condors', 'green'],
      ['Drivers', ''],
    ]);
    expect(within(teams[0]!).getByLabelText('Gross 66').textContent).toBe('66');
    expect(within(teams[0]!).getByLabelText('Net 61').textContent).toBe('61');
  });

  it('pages through a field longer than the screen by itself', async () => {
    boardHeight(2);
    jest.useFakeTimers();
    renderTv();
    await screen.findByText('Page 1 of 2');
    screen.getByText('Aces');
    expect(screen.queryByText('Condors')).toBeNull();
    act(() => jest.advanceTimersByTime(12_000));
    screen.getByText('Page 2 of 2');
    screen.getByText('Condors');
    expect(screen.queryByText('Aces')).toBeNull();
  });

  it("says 'No teams have started yet' before the first score, with no pages to turn", async () => {
    boardHeight(1);
    const waiting = notStarted.rows[0]!;
    renderTv(
      sampleBoard({
        rows: [
          { ...waiting, teamName: 'Doves' },
          { ...waiting, teamId: `${waiting.teamId.slice(0, -1)}9`, teamName: 'Eagles' },
        ],
      }),
    );
    await screen.findByText('Doves');
    screen.getByText('No teams have started yet');
    expect(screen.queryByText(/^Page \d+ of/)).toBeNull();
  });

  it("follows today's tournament when opened without an id, live from its stream", async () => {
    const { fetch } = renderTv(sampleBoard({ rows }), null);
    await screen.findByRole('heading', { name: tournament.name });
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/leaderboard');
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe(`/api/tournaments/${tournament.id}/events`);
    act(() => {
      stream.open();
      stream.push({
        type: 'leaderboard',
        id: 3,
        tournamentId: tournament.id,
        data: sampleBoard({ rows: [sampleBoardRow({ teamName: 'Late Charge', totalScoreLabel: '-5' })] }),
      });
    });
    await screen.findByText('Late Charge');
    expect(screen.getByRole('status').textContent).toBe('Live: scores appear here as they are entered');
  });

  it('tells the room when it is reconnecting and that it polls every 30 seconds meanwhile', async () => {
    renderTv();
    await screen.findByText('Aces');
    act(() => FakeEventSource.latest().fail());
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/reconnecting \(checking every 30 seconds meanwhile\)$/));
    screen.getByText('Reconnecting');
  });

  it("says 'No Tournaments Today' when opened without an id and none is on", async () => {
    renderLeaderboard(<TvPage />, [[/\/api\/leaderboard$/, json({ statusCode: 404, error: 'Not Found', message: 'No Tournaments Today' }, 404)]]);
    await screen.findByText('No Tournaments Today');
  });

  it('says Tournament Not Found only when the server answers 404 for the id', async () => {
    renderLeaderboard(<TvPage tournamentId="no-such-id" />, [
      [/\/api\/leaderboard\//, json({ statusCode: 404, error: 'Not Found', message: 'Tournament not found' }, 404)],
    ]);
    await screen.findByText('Tournament Not Found');
  });

  it('says No signal, trying again when the board cannot be read, and shows it by itself when the signal returns', async () => {
    jest.useFakeTimers();
    const { fetch } = renderTv();
    const signal = withoutSignal(fetch);
    // Retried twice (after 1 s and 2 s), then asked again every few seconds.
    await act(() => jest.advanceTimersByTimeAsync(unansweredRetryMs));
    screen.getByText('No signal, trying again…');
    expect(screen.queryByText('Tournament Not Found')).toBeNull();
    signal.signalReturns();
    await act(() => jest.advanceTimersByTimeAsync(unansweredRetryMs));
    screen.getByText('Aces');
  });
});
