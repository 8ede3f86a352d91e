import { tournamentIdParams } from '@fairway/contracts';
import { matchPairingsInput, matchPairingsResponse } from '@fairway/contracts/match-pairing';
import type { OpenApiRoute } from '../openapi-route';

const tag = 'Match play';
const pairings = { name: 'MatchPairings', schema: matchPairingsResponse };

export const matchPairingRoutes: OpenApiRoute[] = [
  {
    method: 'get',
    path: '/api/tournaments/{tournamentId}/match-pairings',
    tag,
    summary: "A match-play tournament's pairings, in the order the admin gave them",
    access: 'public',
    params: tournamentIdParams,
    success: [{ status: 200, description: 'Pairings', body: pairings }],
    extraErrors: [404],
  },
  {
    method: 'put',
    path: '/api/tournaments/{tournamentId}/match-pairings',
    tag,
    summary: 'Replaces every pairing at once (match-play tournaments only)',
    access: 'tournament-admin',
    params: tournamentIdParams,
    body: { name: 'MatchPairingsInput', schema: matchPairingsInput },
    success: [{ status: 200, description: 'The new pairings', body: pairings }],
    extraErrors: [404],
  },
];
