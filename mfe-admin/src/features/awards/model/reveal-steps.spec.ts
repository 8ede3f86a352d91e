import type { RevealState } from '@fairway/contracts/awards';
import { nextRevealAction, onTvNow } from './reveal-steps';

const state = (phase: RevealState['phase'], step: number, total: number): RevealState => ({
  tournamentId: '5f0c8a8e-0d6b-4c1e-9d36-1a2b3c4d5e6f',
  phase,
  step,
  total,
  current: null,
  revealed: [],
  updatedAt: '2026-11-21T18:00:00.000Z',
});

describe('reveal steps', () => {
  it('walks start, announce and reveal per award, then finish', () => {
    expect(
      [
        state('waiting', 0, 0),
        state('started', 0, 2),
        state('announced', 1, 2),
        state('revealed', 1, 2),
        state('announced', 2, 2),
        state('revealed', 2, 2),
        state('finished', 2, 2),
      ].map(nextRevealAction),
    ).toEqual(['start', 'announce', 'reveal', 'announce', 'reveal', 'finish', null]);
    expect(nextRevealAction(state('started', 0, 0))).toBe('finish');
  });

  it('says what the TV shows now', () => {
    expect(onTvNow(state('announced', 2, 5))).toBe('Award 2 of 5 announced: the winner is still hidden.');
    expect(onTvNow(state('revealed', 2, 5))).toBe('Award 2 of 5: the winner is on the TV.');
    expect(onTvNow(state('finished', 5, 5))).toBe('The TV shows the full results.');
  });
});
