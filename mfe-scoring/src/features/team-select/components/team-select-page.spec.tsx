import { jest } from '@jest/globals';
import { fakeResponse, sampleTeam, sampleTournament, withoutSignal } from '@fairway/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderScoring } from '../../../shared/testing/render-scoring';
import { TeamSelectPage } from './team-select-page';

const tournament = sampleTournament();
const teamsPath = /\/api\/tournaments\/[^/]+\/teams$/;
const tournamentPath = /\/api\/tournaments\/[^/]+$/;

describe('TeamSelectPage', () => {
  afterEach(() => jest.useRealTimers());

  it('lays out the first screen of cards at once and the rest as they come near it, every name in the page', async () => {
    const field = [1, 2, 3, 4, 5].map((n) => sampleTeam({ id: `a1b2c3d4-0000-4000-8000-00000000010${n}`, name: `Foursome ${n}`, players: [] }));
    renderScoring(<TeamSelectPage tournamentId={tournament.id} />, {
      routes: [
        ['GET', teamsPath, json(200, field)],
        ['GET', tournamentPath, json(200, tournament)],
      ],
    });
    await screen.findByRole('listitem', { name: 'Foursome 5' });
    const nearView = field.map(({ name }) => screen.getByRole('listitem', { name }).classList.contains('ff-render-near-view'));
    expect(nearView).toEqual([false, false, false, true, true]);
  });

  it('shows Loading, then each team with players, handicaps, hole, score and Access Scorecard', async () => {
    const eagles = sampleTeam({
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      name: 'The Eagles',
      currentHole: 7,
      totalScore: -2,
      players: [
        { id: 'a1b2c3d4-0000-4000-8000-0000000000a1', name: 'Ann', email: null, handicap: 10, position: 1, checkedIn: false, checkedInAt: null },
        { id: 'a1b2c3d4-0000-4000-8000-0000000000b1', name: 'Bob', email: null, handicap: 4, position: 2, checkedIn: false, checkedInAt: null },
      ],
    });
    const even = sampleTeam({ id: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'Even Stevens', totalScore: 0, currentHole: 1, players: [] });
    renderScoring(<TeamSelectPage tournamentId={tournament.id} />, {
      routes: [
        ['GET', teamsPath, json(200, [eagles, even])],
        ['GET', tournamentPath, json(200, tournament)],
      ],
    });
    screen.getByRole('status', { name: 'Loading teams...' });

    const card = within(await screen.findByRole('listitem', { name: 'The Eagles' }));
    card.getByText('2 players · Hole 7/18');
    expect(card.getByLabelText('Total score -2').textContent).toContain('-2');
    expect(card.getByText('Ann').textContent).toBe('Ann HC 10');
    expect(card.getByText('Bob').textContent).toBe('Bob HC 4');
    expect(within(screen.getByRole('listitem', { name: 'Even Stevens' })).queryByLabelText(/Total score/)).toBeNull();

    await userEvent.click(card.getByRole('link', { name: 'Access Scorecard' }));
    expect(screen.getByTestId('location').textContent).toContain(`/scorecard?tournamentId=${tournament.id}&teamId=${eagles.id}`);
  });

  it('says No Teams Registered with a link to register one', async () => {
    renderScoring(<TeamSelectPage tournamentId={tournament.id} />, {
      routes: [
        ['GET', teamsPath, json(200, [])],
        ['GET', tournamentPath, json(200, tournament)],
      ],
    });
    await screen.findByRole('heading', { name: 'No Teams Registered' });
    await userEvent.click(screen.getByRole('link', { name: 'Register a Foursome' }));
    expect(screen.getByTestId('location').textContent).toContain(`/tournament/${tournament.id}/join`);
  });

  it('shows Tournament Not Found with the id', async () => {
    renderScoring(<TeamSelectPage tournamentId="no-such-id" />, {
      routes: [['GET', teamsPath, json(404, { statusCode: 404, error: 'Not Found', message: 'Tournament not found' })]],
    });
    await screen.findByRole('heading', { name: 'Tournament Not Found' });
    screen.getByText(/No tournament has the id no-such-id./);
  });

  // The clock is fake: the reads' retries every few seconds are stepped through, not waited for.
  it('shows Connection Error and loads the teams again on Retry', async () => {
    jest.useFakeTimers();
    const person = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { fetch } = renderScoring(<TeamSelectPage tournamentId={tournament.id} />);
    const signal = withoutSignal(fetch, async (url) =>
      teamsPath.test(url) ? fakeResponse(200, [sampleTeam({ name: 'Back Online' })]) : fakeResponse(200, tournament),
    );
    await screen.findByRole('heading', { name: 'Connection Error' }, { timeout: 8000 });
    signal.signalReturns();
    await person.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('listitem', { name: 'Back Online' });
  });

  it('says a failed read is no signal (not "not found") and shows the teams by itself when the signal returns', async () => {
    jest.useFakeTimers();
    const { fetch } = renderScoring(<TeamSelectPage tournamentId={tournament.id} />);
    const signal = withoutSignal(fetch, async (url) =>
      teamsPath.test(url) ? fakeResponse(200, [sampleTeam({ name: 'Back Online' })]) : fakeResponse(200, tournament),
    );
    await screen.findByText(/No signal, trying again/, undefined, { timeout: 8000 });
    expect(screen.queryByRole('heading', { name: 'Tournament Not Found' })).toBeNull();
    signal.signalReturns();
    await screen.findByRole('listitem', { name: 'Back Online' }, { timeout: 8000 });
  });
});
