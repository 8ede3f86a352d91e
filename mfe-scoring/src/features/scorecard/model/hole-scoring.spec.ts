import { sampleScore, sampleTeam } from '@fairway/api-client/testing';
import type { Hole } from '@fairway/contracts/course';
import type { ScoreReadModel } from '@fairway/contracts/score';
import { changedByText, playingHandicapOf, strokesReceived } from './hole-scoring';

const [ann] = sampleTeam().players;
const holes: Hole[] = Array.from({ length: 18 }, (_, index) => ({ number: index + 1, par: 4, yardage: 400, handicap: index + 1 }));
const score = (hole: number, strokes: number, netScore: number, extra: Partial<ScoreReadModel> = {}): ScoreReadModel =>
  sampleScore({ playerId: ann!.id, hole, strokes, netScore, ...extra });

describe('playingHandicapOf', () => {
  it('reads the playing handicap from the server’s net scores, so a hole scored offline gets the same strokes', () => {
    // Index 12, but the server gave two strokes on stroke index 4 and one on 5: a playing handicap of 22.
    const played = [score(4, 6, 4), score(5, 5, 4), score(16, 5, 4)];
    const playing = playingHandicapOf(ann!.id, 12, played, holes);
    expect(playing).toBe(22);
    expect(strokesReceived(undefined, playing, holes[2])).toBe(2);
    expect(strokesReceived(undefined, playing, holes[17])).toBe(1);
  });

  it('uses the handicap index before any score', () => {
    expect(playingHandicapOf(ann!.id, 12.4, [], holes)).toBe(12);
  });
});

describe('changedByText', () => {
  it('says who corrected a score; not who simply entered it, unless it changed on screen', () => {
    expect(changedByText(score(1, 5, 4, { changedBy: 'Bo Diaz', corrected: true }))).toMatch(/^changed by Bo Diaz at /);
    expect(changedByText(score(1, 5, 4, { changedBy: 'Bo Diaz' }))).toBeNull();
    expect(changedByText(score(1, 5, 4, { changedBy: 'Bo Diaz' }), { live: true })).toMatch(/^changed by Bo Diaz at /);
    expect(changedByText(score(1, 5, 4), { live: true })).toBeNull();
  });
});
