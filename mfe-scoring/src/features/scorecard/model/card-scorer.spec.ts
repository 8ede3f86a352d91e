import { sampleTeam, sampleTournament } from '@fairway/api-client/testing';
import { scoresAsScorer } from './card-scorer';

const asScorer = sampleTournament({ myRole: 'scorer' } as never);

describe('scoresAsScorer', () => {
  it('names the scorer on another team’s card', () => {
    expect(scoresAsScorer(asScorer, sampleTeam(), { email: 'scorer@example.com' })).toBe(true);
  });

  it('is the player’s own card when the scorer plays in the team, and nobody else’s role makes a scorer', () => {
    expect(scoresAsScorer(asScorer, sampleTeam(), { email: 'ANN@example.com' })).toBe(false);
    expect(scoresAsScorer(sampleTournament({ myRole: 'check-in' } as never), sampleTeam(), { email: 'x@example.com' })).toBe(false);
    expect(scoresAsScorer(sampleTournament(), sampleTeam(), { email: 'x@example.com' })).toBe(false);
  });
});
