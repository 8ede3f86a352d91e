import { messages } from './messages';
import { holeScoresQuery, postScoreInput, postScoreResponse, scoreReadModel, scoresQuery } from './score.schema';
import { issueMessages, issuePaths } from './testing/zod-issues';

const ids = {
  tournamentId: '16fd2706-8baf-433b-82eb-8c7fada847da',
  teamId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  playerId: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b',
};

/** A score as the API reads it back. */
function savedScore(overrides: Record<string, unknown> = {}) {
  return {
    ...ids,
    hole: 3,
    strokes: 5,
    netScore: 4,
    isBest: true,
    playerName: 'Ann',
    updatedAt: '2026-06-01T09:00:00Z',
    changedBy: null,
    corrected: false,
    ...overrides,
  };
}

describe('postScoreInput', () => {
  it('accepts strokes 1-12 on holes 1-18, tolerating netScore and isBest', () => {
    expect(postScoreInput.parse({ ...ids, hole: 18, strokes: 12, netScore: 99, isBest: true }).strokes).toBe(12);
    expect(postScoreInput.parse({ ...ids, hole: 1, strokes: 1 }).hole).toBe(1);
  });

  it.each([0, 13, 4.5, '4'])('refuses %p strokes', (strokes) => {
    expect(issueMessages(postScoreInput, { ...ids, hole: 1, strokes })).toEqual([messages.score.strokesRange]);
  });

  it.each([0, 19])('refuses hole %p', (hole) => {
    expect(issueMessages(postScoreInput, { ...ids, hole, strokes: 4 })).toEqual([messages.score.holeRange]);
  });

  it('refuses ids that are not uuids', () => {
    expect(issuePaths(postScoreInput, { ...ids, teamId: 'team-1', hole: 1, strokes: 4 })).toEqual(['teamId']);
  });

  it('accepts any uuid-shaped id, as PostgreSQL does', () => {
    const zeroIds = { ...ids, playerId: '00000000-0000-0000-0000-000000000001' };
    expect(postScoreInput.safeParse({ ...zeroIds, hole: 1, strokes: 4 }).success).toBe(true);
  });
});

describe('score queries', () => {
  it('coerces the hole of a query string', () => {
    expect(holeScoresQuery.parse({ ...ids, hole: '7' }).hole).toBe(7);
    expect(issueMessages(holeScoresQuery, { ...ids, hole: 'x' })).toEqual([messages.score.holeRange]);
    expect(issueMessages(holeScoresQuery, { ...ids, hole: '19' })).toEqual([messages.score.holeRange]);
  });

  it('needs both tournament and team', () => {
    expect(issuePaths(scoresQuery, { tournamentId: ids.tournamentId })).toEqual(['teamId']);
  });
});

describe('scoreReadModel', () => {
  it('adds playerName, updatedAt, who changed it last and whether that was a correction', () => {
    const row = savedScore({ changedBy: 'Bob', corrected: true });
    expect(scoreReadModel.parse(row)).toEqual(row);
    expect(scoreReadModel.safeParse({ ...row, playerName: undefined }).success).toBe(false);
    expect(scoreReadModel.safeParse({ ...row, corrected: 'yes' }).success).toBe(false);
  });

  it('reads a score cached before corrections were marked as not corrected', () => {
    const { corrected: _flag, ...older } = savedScore({ corrected: true });
    expect(scoreReadModel.parse(older).corrected).toBe(false);
  });
});

describe('postScoreResponse', () => {
  const saved = savedScore();

  it('carries the saved score, the hole scores and the current hole', () => {
    const reply = { score: saved, holeScores: [saved], currentHole: 4 };
    expect(postScoreResponse.parse(reply)).toEqual(reply);
  });

  it('refuses a current hole off the card', () => {
    expect(postScoreResponse.safeParse({ score: saved, holeScores: [], currentHole: 19 }).success).toBe(false);
  });
});
