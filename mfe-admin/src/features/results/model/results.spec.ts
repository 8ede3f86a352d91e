import type { ScoreReadModel } from '@fairway/contracts/score';
import { resultsCsv } from './results-csv';
import { teamCard } from './team-card';

const ids = { team: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', tournament: '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f' };
const score = (playerId: string, hole: number, strokes: number, netScore: number, isBest: boolean): ScoreReadModel => ({
  tournamentId: ids.tournament,
  teamId: ids.team,
  playerId,
  changedBy: null,
  corrected: false,
  playerName: playerId,
  hole,
  strokes,
  netScore,
  isBest,
  updatedAt: '2026-11-23T10:00:00.000Z',
});
const holes = [{ number: 1 }, { number: 2 }, { number: 3 }];
const players = [
  { id: 'ann', name: 'Ann' },
  { id: 'bo', name: 'Bo, Jr.' },
];
const scores = [score('ann', 1, 5, 4, false), score('bo', 1, 4, 4, true), score('ann', 2, 3, 3, true), score('bo', 2, 4, 3, true)];

describe('a team card', () => {
  it('lists gross and net per player and the counting score of the team per hole', () => {
    const card = teamCard(holes, players, scores);
    expect(card.players[0]).toEqual({ label: 'Ann', gross: [5, 3, null], net: [4, 3, null], grossTotal: 8, netTotal: 7 });
    expect(card.team).toEqual({ label: 'Team', gross: [4, 3, null], net: [4, 3, null], grossTotal: 7, netTotal: 7 });
  });

  it('exports the board and the cards as CSV, quoting names with commas', () => {
    const board = [
      {
        teamId: ids.team,
        teamName: '=Bogey Men',
        position: 1,
        positionLabel: '1',
        currentHole: 3,
        thru: 2,
        startingHole: 1,
        completionPercentage: 11,
        totalScore: -1,
        totalScoreLabel: '-1',
        grossTotal: 7,
        netTotal: 7,
        isLeader: true,
      },
    ];
    const csv = resultsCsv(board, [{ teamName: 'Bogey Men', card: teamCard(holes, players, scores) }]).split('\r\n');
    expect(csv.slice(0, 4)).toEqual(['Position,Team,Thru,Gross,Net,To Par', "1,'=Bogey Men,2,7,7,-1", '', 'Team,Player,Score,H1,H2,H3,Total']);
    expect(csv).toContain('Bogey Men,"Bo, Jr.",Gross,4,4,,8');
    expect(csv).toContain('Bogey Men,Team,Net,4,3,,7');
  });
});
