import { leaderboardResponse, tournamentIdParams } from '@fairway/contracts';
import type { OpenApiRoute } from '../openapi-route';

const tag = 'Leaderboard';
const leaderboard = { name: 'Leaderboard', schema: leaderboardResponse };

export const leaderboardRoutes: OpenApiRoute[] = [
  {
    method: 'get',
    path: '/api/leaderboard/{tournamentId}',
    tag,
    summary: "A tournament's leaderboard, ranked for its format",
    access: 'public',
    params: tournamentIdParams,
    success: [{ status: 200, description: 'Leaderboard rows', body: leaderboard }],
    extraErrors: [404],
  },
  {
    method: 'get',
    path: '/api/leaderboard',
    tag,
    summary: "The active tournament's leaderboard (clubhouse TV)",
    access: 'public',
    success: [{ status: 200, description: 'Leaderboard rows', body: leaderboard }],
    extraErrors: [404],
  },
];
