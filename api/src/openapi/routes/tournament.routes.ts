import {
  activeTournamentsResponse,
  createTournamentInput,
  idParams,
  limits,
  tournament,
  tournamentsQuery,
  tournamentsResponse,
  updateTournamentInput,
} from '@fairway/contracts';
import type { OpenApiRoute } from '../openapi-route';

const tag = 'Tournaments';
const tournamentBody = { name: 'Tournament', schema: tournament };
/** Said of every tournament read: the answer depends on who asks, so no cache may share it between callers. */
const callerView =
  "Each tournament carries the caller's own canManage and isMember (both false for a visitor); adminUserId only on the tournament admin's own reads.";

export const tournamentRoutes: OpenApiRoute[] = [
  {
    method: 'get',
    path: '/api/tournaments',
    tag,
    summary: 'List tournaments, newest date first, a page at a time',
    description: `At most 100 per page (limit, offset). X-Total-Count gives how many there are; Link (rel="next") the next page while there is one. ${callerView}`,
    access: 'public',
    query: tournamentsQuery,
    success: [{ status: 200, description: 'A page of tournaments', body: { name: 'TournamentList', schema: tournamentsResponse } }],
  },
  {
    method: 'get',
    path: '/api/tournaments/active',
    tag,
    summary: "Today's active tournaments",
    description: `Tournaments whose status is 'active' and whose date is the server's calendar day; several are possible. ${callerView}`,
    access: 'public',
    success: [{ status: 200, description: 'Active tournaments (maybe none)', body: { name: 'ActiveTournamentList', schema: activeTournamentsResponse } }],
  },
  {
    method: 'get',
    path: '/api/tournaments/{id}',
    tag,
    summary: 'One tournament',
    description: callerView,
    access: 'public',
    params: idParams,
    success: [{ status: 200, description: 'The tournament', body: tournamentBody }],
    extraErrors: [404],
  },
  {
    method: 'post',
    path: '/api/tournaments',
    tag,
    summary: 'Create a tournament; the caller becomes its admin',
    description:
      'Status comes from the date against today, charityRaised starts at 0, holes are copied from the first tee of the ' +
      `chosen course (courseId, else a catalogue course with that name, else the ${limits.holesPerRound} holes sent); adminUserId, status and ` +
      'charityRaised in the body are ignored.',
    access: 'signed-in',
    body: { name: 'CreateTournamentInput', schema: createTournamentInput },
    success: [{ status: 201, description: 'The new tournament', body: tournamentBody }],
  },
  {
    method: 'patch',
    path: '/api/tournaments/{id}',
    tag,
    summary: 'Edit a tournament (any status to any status)',
    access: 'tournament-admin',
    params: idParams,
    body: { name: 'UpdateTournamentInput', schema: updateTournamentInput },
    success: [{ status: 200, description: 'The updated tournament', body: tournamentBody }],
    extraErrors: [404],
  },
  {
    method: 'delete',
    path: '/api/tournaments/{id}',
    tag,
    summary: 'Delete a tournament with its teams, players and scores',
    access: 'tournament-admin',
    params: idParams,
    success: [{ status: 204, description: 'Deleted' }],
    extraErrors: [404],
  },
];
