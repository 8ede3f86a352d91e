import { sampleTeam, sampleTournament } from '@fairway/api-client/testing';
import { screen, within } from '@testing-library/react';
import { json, renderScoring } from '../../../shared/testing/render-scoring';
import { TeamSelectPage } from './team-select-page';

const tournament = sampleTournament();

describe('TeamCard: where the team starts', () => {
  it('says each team its start: a doubled hole with its slot, a tee time, its own hole before the field is placed, nothing without one', async () => {
    const teams = [
      sampleTeam({ id: 'a1b2c3d4-0000-4000-8000-000000000201', name: 'Fore Play', startingHole: 7, startSlot: 'B', teeTime: null }),
      sampleTeam({ id: 'a1b2c3d4-0000-4000-8000-000000000202', name: 'Early Birds', startingHole: 1, startSlot: null, teeTime: '08:10' }),
      sampleTeam({ id: 'a1b2c3d4-0000-4000-8000-000000000203', name: 'Own Pick', startingHole: 3 }),
      sampleTeam({ id: 'a1b2c3d4-0000-4000-8000-000000000204', name: 'Not Placed', startingHole: null, startSlot: null, teeTime: null }),
    ];
    renderScoring(<TeamSelectPage tournamentId={tournament.id} />, {
      routes: [
        ['GET', /\/api\/tournaments\/[^/]+\/teams$/, json(200, teams)],
        ['GET', /\/api\/tournaments\/[^/]+$/, json(200, tournament)],
      ],
    });
    const startOf = async (name: string) => within(await screen.findByRole('listitem', { name })).queryByText(/^Starts on/)?.textContent;
    expect(await startOf('Fore Play')).toBe('Starts on Hole 7B');
    expect(await startOf('Early Birds')).toBe('Starts on Hole 1 at 08:10');
    expect(await startOf('Own Pick')).toBe('Starts on Hole 3');
    expect(await startOf('Not Placed')).toBeUndefined();
  });
});
