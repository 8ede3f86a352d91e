import { sampleAward, sampleRevealState } from '@fairway/api-client/testing';
import { RESULTS_SHOWN_MS, revealScreen } from './reveal-screen';

const at = Date.parse('2026-06-01T18:00:00.000Z');

describe('revealScreen', () => {
  it('shows the board until the MC starts, then the opening, then each award on stage', () => {
    expect(revealScreen(undefined, at, at)).toBeNull();
    expect(revealScreen(sampleRevealState(), at, at)).toBeNull();
    expect(revealScreen(sampleRevealState({ phase: 'started', total: 3 }), at, at)).toBe('opening');
    expect(revealScreen(sampleRevealState({ phase: 'announced', step: 1, current: sampleAward({ winners: [] }) }), at, at)).toBe('award');
    expect(revealScreen(sampleRevealState({ phase: 'revealed', step: 1, current: sampleAward() }), at, at)).toBe('award');
  });

  it('shows the full results for three minutes after the finish arrives, then the board again', () => {
    const finished = sampleRevealState({ phase: 'finished', updatedAt: new Date(at).toISOString(), revealed: [sampleAward()] });
    expect(revealScreen(finished, at, at + RESULTS_SHOWN_MS - 1)).toBe('results');
    expect(revealScreen(finished, at, at + RESULTS_SHOWN_MS)).toBeNull();
    // A TV clock two minutes behind the server's still gives the results their full time.
    expect(revealScreen(finished, at - 120_000, at - 120_000 + RESULTS_SHOWN_MS - 1)).toBe('results');
  });

  it('shows the board on a TV switched on long after the ceremony', () => {
    const finished = sampleRevealState({ phase: 'finished', updatedAt: new Date(at).toISOString() });
    expect(revealScreen(finished, at + 60 * 60_000, at + 60 * 60_000)).toBeNull();
  });
});
