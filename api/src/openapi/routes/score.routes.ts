import { holeScoresQuery, postScoreInput, postScoreResponse, scoresQuery, scoresResponse } from '@fairway/contracts';
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
    success: [{ status: 201, description: 'The saved score with its hole and the team position', body: { name: 'PostScoreResponse', schema: postScoreResponse } }],
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
];
