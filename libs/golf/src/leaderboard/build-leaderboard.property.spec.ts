import fc from 'fast-check';
import { SAMPLE_HOLES } from '../testing/sample-course.fixture';
import { GOLF_FORMATS } from '../types/golf-format.type';
import { type ScoreInput } from '../types/score.type';
import { type TeamInput } from '../types/team.type';
import { buildLeaderboard } from './build-leaderboard';
import { type LeaderboardRow } from './leaderboard-row.type';
import { TIE_BREAK_METHODS } from './tie-break-method.type';

const playerArb = fc.record({ handicap: fc.integer({ min: -50, max: 540 }).map((tenths) => tenths / 10) });
const holesArb = fc.uniqueArray(fc.integer({ min: 1, max: 18 }), { maxLength: 18 });
const cardArb = fc.tuple(playerArb, holesArb, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 3 }));
const teamArb = fc.record({
  startingHole: fc.option(fc.integer({ min: 1, max: 18 })),
  cards: fc.array(cardArb, { minLength: 1, maxLength: 4 }),
});

function materialise(teamSpecs: { startingHole: number | null; cards: [{ handicap: number }, number[], number, number][] }[]) {
  const scores: ScoreInput[] = [];
  const teams: TeamInput[] = teamSpecs.map((spec, teamIndex) => ({
    id: `t${teamIndex}`,
    name: `Team ${teamIndex}`,
    startingHole: spec.startingHole,
    players: spec.cards.map(([player, holes, base, spread], playerIndex) => {
      const id = `t${teamIndex}p${playerIndex}`;
      holes.forEach((hole) => scores.push({ playerId: id, hole, strokes: Math.min(12, base + (hole % (spread + 1))) }));
      return { id, handicap: player.handicap };
    }),
  }));
  return { teams, scores };
}

const rankingScore = (row: LeaderboardRow) => (row.stablefordPoints === null ? row.totalScore : -row.stablefordPoints);

describe('buildLeaderboard properties', () => {
  it('rows are ranked consistently for any teams, scores, format and tie-break', () => {
    fc.assert(
      fc.property(
        fc.array(teamArb, { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...GOLF_FORMATS),
        fc.constantFrom(...TIE_BREAK_METHODS),
        fc.constantFrom('net' as const, 'gross' as const),
        (teamSpecs, format, tieBreak, scoreBasis) => {
          const { teams, scores } = materialise(teamSpecs);
          const rows = buildLeaderboard({ teams, holes: SAMPLE_HOLES, scores, format, tieBreak, scoreBasis });
          expect(rows.map((row) => row.teamId).sort()).toEqual(teams.map((team) => team.id).sort());

          const ranked = rows.filter((row) => row.position !== null);
          const unranked = rows.filter((row) => row.position === null);
          expect(rows.slice(ranked.length)).toEqual(unranked);
          unranked.forEach((row) => expect(row).toMatchObject({ thru: 0, isLeader: false, positionLabel: '-' }));

          ranked.forEach((row, index) => {
            expect(row.thru).toBeGreaterThan(0);
            expect(row.isLeader).toBe(row.position === 1);
            expect(row.completionPercentage).toBeGreaterThanOrEqual(0);
            expect(row.completionPercentage).toBeLessThanOrEqual(100);
            const previous = ranked[index - 1];
            if (previous) expect(row.position).toBeGreaterThanOrEqual(previous.position ?? 0);
            const strictlyBetter = ranked.filter((other) => rankingScore(other) < rankingScore(row)).length;
            if (tieBreak === 'share') {
              expect(row.position).toBe(strictlyBetter + 1);
            } else {
              expect(row.position).toBeGreaterThanOrEqual(strictlyBetter + 1);
            }
            ranked.filter((other) => rankingScore(other) < rankingScore(row)).forEach((better) => expect(better.position ?? 0).toBeLessThan(row.position ?? 0));
            const sharing = ranked.filter((other) => other.position === row.position).length;
            expect(row.positionLabel).toBe(sharing > 1 ? `T${row.position}` : String(row.position));
          });
          if (ranked.length > 0) expect(ranked[0]?.position).toBe(1);
        },
      ),
      { numRuns: 200 },
    );
  });
});
