import type { LeaderboardResponse, LeaderboardRow } from '@fairway/contracts';
import { leaderAnswer } from './leader-answer';

let nextId = 0;
function row(teamName: string, position: number | null, totalScore: number, overrides: Partial<LeaderboardRow> = {}): LeaderboardRow {
  nextId += 1;
  const label = totalScore === 0 ? 'E' : totalScore > 0 ? `+${totalScore}` : String(totalScore);
  return {
    teamId: `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
    teamName,
    position,
    positionLabel: position === null ? '-' : String(position),
    currentHole: 10,
    thru: 9,
    startingHole: 1,
    completionPercentage: 50,
    totalScore,
    totalScoreLabel: label,
    grossTotal: 36,
    netTotal: 36 + totalScore,
    isLeader: position === 1,
    ...overrides,
  };
}

const board = (rows: LeaderboardRow[], tournamentName = 'Spring Classic'): LeaderboardResponse => ({
  tournamentId: '00000000-0000-4000-8000-000000000000',
  tournamentName,
  format: 'best-ball',
  updatedAt: '2026-06-01T10:00:00.000Z',
  rows,
});

describe('leaderAnswer', () => {
  it('lists the top three with score and progress, and the margin of a sole leader', () => {
    const answer = leaderAnswer([
      board([
        row('Eagles', 1, -4),
        row('Birdies', 2, -1, { thru: 18 }),
        row('Pars', 3, 0, { startingHole: 10, thru: 5 }),
        row('Bogeys', 4, 3),
        row('Late', null, 0, { thru: 0 }),
      ]),
    ]);
    expect(answer).toContain('Spring Classic (best ball):');
    expect(answer).toContain('- 1. Eagles: -4 (thru 9)');
    expect(answer).toContain('- 2. Birdies: -1 (F)');
    expect(answer).toContain('- 3. Pars: E (thru 5, started on 10)');
    expect(answer).not.toContain('Bogeys');
    expect(answer).toContain('Leader: Eagles, 3 strokes clear.');
  });

  it('names every team sharing the lead', () => {
    const answer = leaderAnswer([board([row('Eagles', 1, -2, { positionLabel: 'T1' }), row('Hawks', 1, -2, { positionLabel: 'T1' }), row('Owls', 3, 1)])]);
    expect(answer).toContain('- T1. Hawks: -2');
    expect(answer).toContain('Sharing the lead at -2: Eagles and Hawks.');
  });

  it('says when no scores or no teams are in yet', () => {
    expect(leaderAnswer([board([row('Eagles', null, 0), row('Hawks', null, 0)])])).toContain('No scores yet: 2 teams registered.');
    expect(leaderAnswer([board([])])).toContain('No teams are registered yet.');
  });

  it('gives one block per tournament', () => {
    const answer = leaderAnswer([board([row('Eagles', 1, -1)], 'Morning Open'), board([row('Hawks', 1, -3)], 'Evening Cup')]);
    expect(answer).toMatch(/Morning Open[\s\S]*Eagles[\s\S]*Evening Cup[\s\S]*Hawks/);
  });
});
