import { sampleBoard, sampleBoardRow, sampleTeam, sampleTournament } from '@fairway/api-client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderScoring } from '../../../shared/testing/render-scoring';
import { FieldCardsPage } from './field-cards-page';

const scorer = { uid: 'scorer-1', email: 'sam@example.com', displayName: 'Sam Scorer' };
const asScorer = sampleTournament({ myRole: 'scorer' } as never);
const teamsPath = /\/api\/tournaments\/[^/]+\/teams$/;
const tournamentPath = /\/api\/tournaments\/[^/]+$/;
const boardPath = /\/api\/leaderboard\/[^/]+$/;

const eagles = sampleTeam({ id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'The Eagles', startingHole: 10 });
const pars = sampleTeam({ id: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'Par Three', startingHole: 1, players: [] });

function renderField(tournament = asScorer) {
  return renderScoring(<FieldCardsPage tournamentId={tournament.id} />, {
    user: scorer as never,
    routes: [
      ['GET', teamsPath, json(200, [eagles, pars])],
      ['GET', boardPath, json(200, sampleBoard({ rows: [sampleBoardRow({ teamId: eagles.id, thru: 7 })] }))],
      ['GET', tournamentPath, json(200, tournament)],
    ],
  });
}

describe('FieldCardsPage', () => {
  it('lists every team by starting hole with the holes it has played, and opens a team’s card', async () => {
    renderField();
    const list = await screen.findByRole('list', { name: 'The field' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Par Three', 'The Eagles']);
    within(items[0]!).getByText('Starts on hole 1 · Not started');
    within(items[1]!).getByText('Starts on hole 10 · 7 of 18 played');
    within(items[1]!).getByText('Ann Lee, Bo Diaz');
    screen.getByText('2 teams in the field');

    await userEvent.click(within(items[1]!).getByRole('link', { name: 'Score The Eagles’s card' }));
    expect(screen.getByTestId('location').textContent).toBe(`/scorecard?tournamentId=${eagles.tournamentId}&teamId=${eagles.id}`);
  });

  it('finds a team by a player’s name', async () => {
    renderField();
    await screen.findByRole('list', { name: 'The field' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a team or player' }), 'bo diaz');
    expect(
      within(screen.getByRole('list', { name: 'The field' }))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['The Eagles']);
    screen.getByText('1 of 2 teams');
  });

  it('tells someone without the scorer’s role that the cards are not theirs to open', async () => {
    renderField(sampleTournament({ myRole: 'check-in' } as never));
    await screen.findByRole('heading', { name: 'Not a scorer of this event' });
    expect(screen.queryByRole('list', { name: 'The field' })).toBeNull();
  });
});
