import { activityResponse, tournamentIdParams } from '@fairway/contracts';
import type { OpenApiRoute } from '../openapi-route';

const tag = 'Live events';

export const eventRoutes: OpenApiRoute[] = [
  {
    method: 'get',
    path: '/api/tournaments/{tournamentId}/events',
    tag,
    summary: "A tournament's live event stream (Server-Sent Events)",
    description:
      'text/event-stream of `leaderboard`, `hole-scores`, `activity`, `charity` and `tournament` events (schemas: `@fairway/contracts/live-event`), ids increasing per tournament. ' +
      'Resume with the `Last-Event-ID` header or `?lastEventId=`: the missed events from a bounded buffer, or a fresh snapshot (tournament, charity, leaderboard) when the gap is too old. A comment line every 15 s keeps proxies from closing it.',
    access: 'public',
    params: tournamentIdParams,
    success: [{ status: 200, description: 'The event stream (text/event-stream)' }],
    extraErrors: [404],
  },
  {
    method: 'get',
    path: '/api/tournaments/{tournamentId}/activity',
    tag,
    summary: 'Recent Activity: the last 20 birdies and better, finished rounds, leader changes and charity milestones',
    access: 'public',
    params: tournamentIdParams,
    success: [{ status: 200, description: 'Newest first', body: { name: 'ActivityFeed', schema: activityResponse } }],
    extraErrors: [404],
  },
];
