import { holeScoresQuery, postScoreInput, postScoreResponse, scoresQuery, scoresResponse } from '@fairway/contracts';
import { postScoresBatchInput, postScoresBatchResponse, scoreCardQuery, scoreCardStatus, scoreHistoryResponse } from '@fairway/contracts/score-card';
import type { OpenApiRoute } from '../openapi-route';

const tag = 'Scores';
const scoreList = { name: 'ScoreList', schema: scoresResponse };

export const scoreRoutes: OpenApiRoute[] = [
  {
    method: 'post',
    path: '/api/scores',
    tag,
    summary: 'Write one score per (tournament, team, player, hole); writing again replaces it',
    description: 'netScore and isBest are computed by the server (World Handicap System); values sent are ignored.',
    access: 'team-member-or-admin',
    body: { name: 'PostScoreInput', schema: postScoreInput },
    success: [
      { status: 201, description: 'The saved score with its hole and the team position', body: { name: 'PostScoreResponse', schema: postScoreResponse } },
    ],
    extraErrors: [404],
  },
  {
    method: 'get',
    path: '/api/scores',
    tag,
    summary: "A team's scores in a tournament",
    access: 'public',
    query: scoresQuery,
    success: [{ status: 200, description: 'Scores with player names', body: scoreList }],
  },
  {
    method: 'get',
    path: '/api/scores/hole',
    tag,
    summary: "A team's scores on one hole",
    access: 'public',
    query: holeScoresQuery,
    success: [{ status: 200, description: 'Scores with player names', body: scoreList }],
  },

  {
    method: 'post',
    path: '/api/scores/batch',
    tag,
    summary: 'Write a queue of scores at once; each succeeds or fails on its own',
    description: 'Answers 200 with one result per item, in order: the saved score, or the error body that item would have had alone.',
    access: 'team-member-or-admin',
    body: { name: 'PostScoresBatchInput', schema: postScoresBatchInput },
    success: [{ status: 200, description: 'One result per score sent', body: { name: 'PostScoresBatchResponse', schema: postScoresBatchResponse } }],
  },
  {
    method: 'get',
    path: '/api/scores/history',
    tag,
    summary: "Every change of a team's scores: who set which strokes when",
    access: 'public',
    query: scoreCardQuery,
    success: [{ status: 200, description: 'Changes, oldest first', body: { name: 'ScoreHistory', schema: scoreHistoryResponse } }],
    extraErrors: [404],
  },
  {
    method: 'get',
    path: '/api/scores/card',
    tag,
    summary: "Whether a team's card is submitted",
    access: 'public',
    query: scoreCardQuery,
    success: [{ status: 200, description: 'Card status', body: { name: 'ScoreCardStatus', schema: scoreCardStatus } }],
    extraErrors: [404],
  },
  {
    method: 'post',
    path: '/api/scores/card',
    tag,
    summary: "Submit a team's played card; it is then locked for its members",
    description: 'Needs a score on every hole (409 otherwise). The tournament admin can still correct a submitted card.',
    access: 'team-member-or-admin',
    body: { name: 'ScoreCardQuery', schema: scoreCardQuery },
    success: [{ status: 200, description: 'Card status', body: { name: 'ScoreCardStatus', schema: scoreCardStatus } }],
    extraErrors: [404, 409],
  },
];
