import { jest } from '@jest/globals';
import { FakeEventSource, sampleBoard, sampleContest, sampleContestEntry, sampleSkinsBoard, sampleTournament } from '@fairway/api-client/testing';
import { act, screen, within } from '@testing-library/react';
import { json, renderLeaderboard } from '../../../shared/testing/render-leaderboard';
import { TvPage } from './tv-page';

const tournament = sampleTournament();
const noLeader = sampleContest({
  id: '00000000-0000-4000-8000-0000000000c9',
  hole: 3,
  title: 'Longest Drive, hole 3',
  leaders: [{ division: 'Open', entry: null }],
});

function renderTv(contests = [sampleContest(), noLeader]) {
  return renderLeaderboard(<TvPage tournamentId={tournament.id} />, [
    [/\/contests$/, json(contests)],
    [/\/skins\/board$/, json(sampleSkinsBoard())],
    [/\/api\/leaderboard/, json(sampleBoard())],
    [/\/api\/tournaments\/[^/]+$/, json(tournament)],
  ]);
}

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
});
