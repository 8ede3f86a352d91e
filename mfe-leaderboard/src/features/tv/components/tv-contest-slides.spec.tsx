import { jest } from '@jest/globals';
import { FakeEventSource, sampleContest, sampleContestEntry, sampleSkinsBoard, sampleSkinsGame, sampleTournament } from '@fairway/api-client/testing';
import type { SkinsBoardResponse } from '@fairway/contracts/skins';
import { act, screen, within } from '@testing-library/react';
import { json, renderLeaderboard, tournamentRoutes } from '../../../shared/testing/render-leaderboard';
import { TvPage } from './tv-page';

const tournament = sampleTournament();
const noLeader = sampleContest({
  id: '00000000-0000-4000-8000-0000000000c9',
  hole: 3,
  title: 'Longest Drive, hole 3',
  leaders: [{ division: 'Open', entry: null }],
});

function renderTv(contests = [sampleContest(), noLeader], skins: () => SkinsBoardResponse | null = () => sampleSkinsBoard()) {
  return renderLeaderboard(
    <TvPage tournamentId={tournament.id} />,
    tournamentRoutes(tournament, [
      [/\/contests$/, json(contests)],
      // No skins set up: the API answers 404.
      [/\/skins\/board$/, () => (skins() ? json(skins())() : json({ statusCode: 404, message: 'Skins are not set up' }, 404)())],
    ]),
  );
}

/** A contest on `hole` whose divisions are led by the given players. */
function ledContest(hole: number, title: string, leaders: Record<string, string>) {
  return sampleContest({
    id: `00000000-0000-4000-8000-0000000001${String(hole).padStart(2, '0')}`,
    hole,
    title,
    divisions: Object.keys(leaders),
    leaders: Object.entries(leaders).map(([division, playerName], index) => ({
      division,
      entry: sampleContestEntry({ id: `00000000-0000-4000-8000-00000000${String(hole).padStart(2, '0')}${index}0`, playerName, division }),
    })),
  });
}

/** The `charity` event every ledger change sends; setting up skins is one (their entry fees are money). */
const ledgerChanged = (id: number) => ({
  type: 'charity' as const,
  id,
  tournamentId: tournament.id,
  data: { tournamentId: tournament.id, charityName: tournament.charityName, charityRaised: 0, charityGoal: 5000, percent: 0, milestonesCrossed: [] },
});

const panel = () => within(screen.getByRole('region', { name: 'Fundraising' }));

describe('the TV contest leaders and skins slides', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the contests with a leader, then the skins winners, between the other slides', async () => {
    renderTv();
    expect(await screen.findByText('Contest leaders')).not.toBeNull();
    expect(panel().getByText('Closest to the Pin, hole 7').tagName).toBe('P');
    expect(panel().getByText('Sponsored by Acme Golf · Prize: A new putter').tagName).toBe('P');
    expect(panel().getByText('Jane Doe').nextSibling?.textContent).toBe('4 ft 2 in');
    expect(panel().getByText('The Eagles').tagName).toBe('P');
    expect(panel().queryByText(/hole 3/)).toBeNull();

    act(() => jest.advanceTimersByTime(10_000));
    expect(await panel().findByText('Skins')).not.toBeNull();
    expect(
      panel()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Jane Doe ×1$20']);

    act(() => jest.advanceTimersByTime(10_000));
    expect(panel().getByRole('img', { name: `QR code to donate to ${tournament.charityName}` }).tagName).toBe('svg');
  });

  it('jumps to the contest leaders when a live event brings a new leader', async () => {
    renderTv([noLeader]);
    await screen.findByText('Skins');
    expect(panel().queryByText('Contest leaders')).toBeNull();
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    const led = { ...noLeader, leaders: [{ division: 'Open', entry: sampleContestEntry({ playerName: 'Bob Stone', measurementLabel: '287 yd' }) }] };
    act(() => stream.push({ type: 'contests', id: 7, tournamentId: tournament.id, data: { tournamentId: tournament.id, contests: [led] } }));
    expect(await panel().findByText('Bob Stone')).not.toBeNull();
    expect(panel().getByText('287 yd').tagName).toBe('SPAN');
  });

  it('shows every contest leader in turn, each division on a slide of its own, however many contests there are', async () => {
    renderTv([
      ledContest(3, 'Closest to the Pin, hole 3', { Men: 'Ann Archer', Women: 'Bea Birdie' }),
      ledContest(5, 'Longest Drive, hole 5', { Open: 'Cy Carter' }),
      ledContest(8, 'Closest to the Pin, hole 8', { Open: 'Di Drummond' }),
      ledContest(12, 'Straightest Drive, hole 12', { Open: 'Ed Eagle' }),
    ]);
    await screen.findByText('Contest leaders');
    const shown: string[] = [];
    for (let turn = 0; turn < 5; turn += 1) {
      shown.push(`${panel().getByText(/, hole \d+/).textContent} ${panel().getByText(/^[A-E][a-z]+ [A-Z][a-z]+$/).textContent}`);
      act(() => jest.advanceTimersByTime(10_000));
    }
    expect(shown).toEqual([
      'Closest to the Pin, hole 3 · Men Ann Archer',
      'Closest to the Pin, hole 3 · Women Bea Birdie',
      'Longest Drive, hole 5 Cy Carter',
      'Closest to the Pin, hole 8 Di Drummond',
      'Straightest Drive, hole 12 Ed Eagle',
    ]);
    expect(panel().getByText('Skins')).not.toBeNull();
  });

  it('shows a new leader at once on the slide of their contest and division', async () => {
    const pin = ledContest(3, 'Closest to the Pin, hole 3', { Men: 'Ann Archer', Women: 'Bea Birdie' });
    const drive = ledContest(5, 'Longest Drive, hole 5', { Open: 'Cy Carter' });
    renderTv([pin, drive]);
    await screen.findByText('Ann Archer');
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    const newWomenLeader = sampleContestEntry({ id: '00000000-0000-4000-8000-0000000009f0', playerName: 'Flo Fairway', division: 'Women' });
    const moved = { ...pin, leaders: [pin.leaders[0]!, { division: 'Women', entry: newWomenLeader }] };
    act(() => stream.push({ type: 'contests', id: 8, tournamentId: tournament.id, data: { tournamentId: tournament.id, contests: [moved, drive] } }));
    expect(await panel().findByText('Flo Fairway')).not.toBeNull();
    expect(panel().getByText('Closest to the Pin, hole 3').textContent).toBe('Closest to the Pin, hole 3 · Women');
  });

  it('shows skins set up while the TV is on, as soon as the organiser saves them', async () => {
    let board: SkinsBoardResponse | null = null;
    renderTv([noLeader], () => board);
    await screen.findByRole('img', { name: `QR code to donate to ${tournament.charityName}` });
    const stream = FakeEventSource.latest();
    act(() => stream.open());

    board = sampleSkinsBoard({
      games: [sampleSkinsGame({ winners: [{ id: '00000000-0000-4000-8000-0000000000a7', name: 'Gus Green', skins: 2, holesWon: 2, value: 40 }] })],
    });
    act(() => stream.push(ledgerChanged(9)));
    expect(await panel().findByText('Skins')).not.toBeNull();
    expect(panel().getByRole('listitem').textContent).toBe('Gus Green ×2$40');
  });
});
