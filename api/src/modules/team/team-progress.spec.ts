import type { HoleInput, ScoreInput } from '@fairway/golf';
import { teamProgress, type TournamentScoring } from './team-progress';

const holes: HoleInput[] = Array.from({ length: 18 }, (_, index) => ({ number: index + 1, par: 4, handicap: index + 1 }));
const scratch = { id: 'p1', handicap: 0 };
const bogeyGolfer = { id: 'p2', handicap: 20 };

function scoresFor(playerId: string, strokesByHole: Record<number, number>): ScoreInput[] {
  return Object.entries(strokesByHole).map(([hole, strokes]) => ({ playerId, hole: Number(hole), strokes }));
}

describe('teamProgress', () => {
  const bestBall: TournamentScoring = { format: 'best-ball', holes };

  it('starts a team without scores on its starting hole at even par', () => {
    const progress = teamProgress(bestBall, [{ id: 't1', name: 'A', startingHole: 7, players: [scratch] }], []);
    expect(progress.get('t1')).toEqual({ currentHole: 7, totalScore: 0 });
  });

  it('treats an unassigned starting hole as hole 1', () => {
    const progress = teamProgress(bestBall, [{ id: 't1', name: 'A', startingHole: null, players: [scratch] }], []);
    expect(progress.get('t1')?.currentHole).toBe(1);
  });

  it('scores best ball net with strokes by stroke index and follows a shotgun order', () => {
    // 20 x 85% = 17 playing handicap: a stroke on stroke indexes 1-17, so holes 7 and 8 (SI 7, 8) get one.
    const scores = [...scoresFor('p1', { 7: 5, 8: 4 }), ...scoresFor('p2', { 7: 5, 8: 6 })];
    const progress = teamProgress(bestBall, [{ id: 't1', name: 'A', startingHole: 7, players: [scratch, bogeyGolfer] }], scores);
    // Hole 7: best net 4 (p2 5-1) = par; hole 8: best 4 (p1) = par.
    expect(progress.get('t1')).toEqual({ currentHole: 9, totalScore: 0 });
  });

  it('sums every player in stroke play relative to par', () => {
    const scores = [...scoresFor('p1', { 1: 5 }), ...scoresFor('p3', { 1: 3 })];
    const team = { id: 't1', name: 'A', startingHole: 1, players: [scratch, { id: 'p3', handicap: 0 }] };
    expect(teamProgress({ format: 'stroke-play', holes }, [team], scores).get('t1')).toEqual({ currentHole: 2, totalScore: 0 });
    const worse = [...scoresFor('p1', { 1: 6 }), ...scoresFor('p3', { 1: 5 })];
    expect(teamProgress({ format: 'stroke-play', holes }, [team], worse).get('t1')?.totalScore).toBe(3);
  });
});
