import { createTeamInput, idParams, joinTeamInput, team, teamsResponse, updateTeamInput } from '@fairway/contracts';
import type { OpenApiRoute } from '../openapi-route';

const tag = 'Teams';
const teamBody = { name: 'Team', schema: team };

export const teamRoutes: OpenApiRoute[] = [
  {
    method: 'get',
    path: '/api/tournaments/{id}/teams',
    tag,
    summary: "A tournament's teams with their players",
    access: 'public',
    params: idParams,
    success: [{ status: 200, description: 'Teams with players', body: { name: 'TeamList', schema: teamsResponse } }],
    extraErrors: [404],
  },
  {
    method: 'post',
    path: '/api/tournaments/{id}/teams',
    tag,
    summary: 'Create a team (foursome, saved team, admin add or pre-registration)',
    description: 'The server generates the invite code and ignores inviteCode, currentHole and tournamentId in the body.',
    access: 'signed-in',
    params: idParams,
    body: { name: 'CreateTeamInput', schema: createTeamInput },
    success: [{ status: 201, description: 'The new team', body: teamBody }],
    extraErrors: [404, 409],
  },
  {
    method: 'post',
    path: '/api/teams/join',
    tag,
    summary: 'Join a team by its invite code',
    description:
      'A team registered online with per-player questions or a waiver asks the joiner for `details` (answers, the waiver accepted and its version): missing or invalid answers or no acceptance answer 400, a stale waiver 409, and nothing changes. A member sending details again updates their own.',
    access: 'signed-in',
    body: { name: 'JoinTeamInput', schema: joinTeamInput },
    success: [
      { status: 201, description: 'The caller was added to the team', body: teamBody },
      { status: 200, description: 'The caller was already on the team', body: teamBody },
    ],
    extraErrors: [404, 409],
  },
  {
    method: 'patch',
    path: '/api/teams/{id}',
    tag,
    summary: 'Rename a team, move its starting hole or replace its roster',
    access: 'team-member-or-admin',
    params: idParams,
    body: { name: 'UpdateTeamInput', schema: updateTeamInput },
    success: [{ status: 200, description: 'The updated team', body: teamBody }],
    extraErrors: [404, 409],
  },
  {
    method: 'post',
    path: '/api/teams/{id}/invite-code',
    tag,
    summary: 'Issue the team a new invite code (the old one stops working)',
    access: 'tournament-admin',
    params: idParams,
    success: [{ status: 200, description: 'The team with its new code', body: teamBody }],
    extraErrors: [404],
  },
  {
    method: 'delete',
    path: '/api/teams/{id}',
    tag,
    summary: 'Delete a team with its players and scores',
    access: 'tournament-admin',
    params: idParams,
    success: [{ status: 204, description: 'Deleted' }],
    extraErrors: [404],
  },
];
