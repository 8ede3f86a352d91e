import { jest } from '@jest/globals';
import { FakeEventSource, sampleBirdiePledges, sampleBoard, sampleDonorWall, sampleGift, sampleSponsor, sampleTournament } from '@fairway/api-client/testing';
import { act, screen, within } from '@testing-library/react';
import { json, renderLeaderboard } from '../../../shared/testing/render-leaderboard';
import { TvPage } from './tv-page';

const tournament = sampleTournament({ charityName: 'Junior Golf Foundation', charityRaised: 1000, charityGoal: 5000 });
const wall = sampleDonorWall({
  latest: [sampleGift({ donorName: null, amount: 25 }), sampleGift({ id: '00000000-0000-4000-8000-0000000000d9', donorName: 'Grace', amount: 500 })],
});

function renderTv(pledges = sampleBirdiePledges(), sponsors = [sampleSponsor({ name: 'Acme Golf', tierName: 'Gold', holes: [7] })], gifts = wall) {
  return renderLeaderboard(<TvPage tournamentId={tournament.id} />, [
    [/\/donor-wall$/, () => json(gifts)()],
    [/\/sponsors$/, () => json(sponsors)()],
    [/\/birdie-pledges$/, () => json(pledges)()],
    [/\/api\/leaderboard/, json(sampleBoard())],
    [/\/api\/tournaments\/[^/]+$/, json(tournament)],
  ]);
}

const panel = () => within(screen.getByRole('region', { name: 'Fundraising' }));

/** A `charity` live event saying the ledger changed (the panel then reads its lists again). */
const ledgerChanged = (id: number, charityRaised = 1000) => ({
  type: 'charity' as const,
  id,
  tournamentId: tournament.id,
  data: {
    tournamentId: tournament.id,
    charityName: tournament.charityName,
    charityRaised,
    charityGoal: 5000,
    percent: (charityRaised / 5000) * 100,
    milestonesCrossed: [],
  },
});

describe('the TV fundraising panel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows donors, the sponsor, the birdie pledge total and the donate code in turn, every 10 seconds', async () => {
    renderTv();
    expect(await screen.findByText('Thank you, donors')).not.toBeNull();
    expect(
      panel()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Anonymous$25', 'Grace$500']);

    act(() => jest.advanceTimersByTime(10_000));
    expect(panel().getByText('Gold sponsor')).not.toBeNull();
    expect(panel().getByText('Acme Golf')).not.toBeNull();
    expect(panel().getByText('Hole 7')).not.toBeNull();

    act(() => jest.advanceTimersByTime(10_000));
    expect(panel().getByText('Birdie pledges')).not.toBeNull();
    expect(panel().getByText('$30')).not.toBeNull();

    act(() => jest.advanceTimersByTime(10_000));
    expect(panel().getByRole('img', { name: 'QR code to donate to Junior Golf Foundation' }).tagName).toBe('svg');

    act(() => jest.advanceTimersByTime(10_000));
    expect(panel().getByText('Thank you, donors')).not.toBeNull();
  });

  it('puts a new gift on the wall when a charity event says the ledger changed', async () => {
    renderTv();
    await screen.findByText('Thank you, donors');
    wall.latest = [sampleGift({ id: '00000000-0000-4000-8000-0000000000da', donorName: 'Ada', amount: 100 }), ...wall.latest];
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    act(() => stream.push(ledgerChanged(4, 1100)));
    expect(await panel().findByText('Ada')).not.toBeNull();
    expect(screen.getByText('$1,100')).not.toBeNull();
  });

  it('shows a new gift and a moved pledge total as they happen, not when their turn comes', async () => {
    const pledges = sampleBirdiePledges();
    renderTv(pledges);
    await screen.findByText('Thank you, donors');
    act(() => jest.advanceTimersByTime(10_000));
    expect(panel().getByText('Gold sponsor')).not.toBeNull();
    const stream = FakeEventSource.latest();
    act(() => stream.open());

    pledges.totalDue = 35;
    act(() => stream.push({ type: 'leaderboard', id: 5, tournamentId: tournament.id, data: sampleBoard() }));
    expect(await panel().findByText('$35')).not.toBeNull();
    act(() => jest.advanceTimersByTime(9_000));
    expect(panel().getByText('Birdie pledges')).not.toBeNull();

    wall.latest = [sampleGift({ id: '00000000-0000-4000-8000-0000000000db', donorName: 'Bea', amount: 40 }), ...wall.latest];
    act(() => stream.push(ledgerChanged(6)));
    expect(await panel().findByText('Bea')).not.toBeNull();
  });

  it('shows a new sponsor as soon as it is added, then goes back to the rotation', async () => {
    const sponsors = [sampleSponsor({ name: 'Acme Golf', tierName: 'Gold', tierPrice: 5000, holes: [7] })];
    renderTv(sampleBirdiePledges(), sponsors);
    await screen.findByText('Thank you, donors');
    const stream = FakeEventSource.latest();
    act(() => stream.open());

    sponsors.push(sampleSponsor({ id: '00000000-0000-4000-8000-0000000000f7', name: 'Birdie Bakery', tierName: 'Hole sponsor', tierPrice: 5000, holes: [3] }));
    act(() => stream.push(ledgerChanged(7)));
    expect(await panel().findByText('Birdie Bakery')).not.toBeNull();
    expect(panel().getByText('Hole sponsor')).not.toBeNull();

    act(() => jest.advanceTimersByTime(10_000));
    expect(panel().getByText('Birdie pledges')).not.toBeNull();
  });

  it('shows the first gift of the day as it comes, on a wall that was empty', async () => {
    const empty = sampleDonorWall({ latest: [] });
    renderTv(sampleBirdiePledges(), undefined, empty);
    await screen.findByText('Gold sponsor');
    act(() => jest.advanceTimersByTime(10_000));
    expect(panel().getByText('Birdie pledges')).not.toBeNull();
    const stream = FakeEventSource.latest();
    act(() => stream.open());

    empty.latest = [sampleGift({ id: '00000000-0000-4000-8000-0000000000dc', donorName: 'Gil', amount: 20 })];
    act(() => stream.push(ledgerChanged(8)));
    expect(await panel().findByText('Gil')).not.toBeNull();
  });

  it('shows the first birdie pledge as soon as it is made, before any birdie moves its total', async () => {
    const pledges = sampleBirdiePledges({ totalDue: 0, pledges: [] });
    renderTv(pledges);
    await screen.findByText('Thank you, donors');
    const stream = FakeEventSource.latest();
    act(() => stream.open());

    pledges.pledges = sampleBirdiePledges().pledges.map((pledge) => ({ ...pledge, birdies: 0, due: 0 }));
    act(() => stream.push(ledgerChanged(9)));
    expect(await panel().findByText('Birdie pledges')).not.toBeNull();
    expect(panel().getByText('from 1 pledge: every birdie adds more').tagName).toBe('P');
  });
});
