import { idParams, player, playerInput, updatePlayerInput } from '@fairway/contracts';
import type { OpenApiRoute } from '../openapi-route';

const tag = 'Players';
const playerBody = { name: 'Player', schema: player };

export const playerRoutes: OpenApiRoute[] = [
  {
    method: 'post',
    path: '/api/teams/{id}/players',
    tag,
    summary: 'Add a player to a team',
    access: 'team-member-or-admin',
    params: idParams,
    body: { name: 'PlayerInput', schema: playerInput },
    success: [{ status: 201, description: 'The new player', body: playerBody }],
    extraErrors: [404, 409],
  },
  {
    method: 'patch',
    path: '/api/players/{id}',
    tag,
    summary: 'Edit a player, or check them in (checkedInAt is set by the server)',
    description: 'Check-in is for the tournament admin; edits for a team member or the admin.',
    access: 'team-member-or-admin',
    params: idParams,
    body: { name: 'UpdatePlayerInput', schema: updatePlayerInput },
    success: [{ status: 200, description: 'The updated player', body: playerBody }],
    extraErrors: [404, 409],
  },
  {
    method: 'delete',
    path: '/api/players/{id}',
    tag,
    summary: 'Remove a player from their team',
    access: 'team-member-or-admin',
    params: idParams,
    success: [{ status: 204, description: 'Removed' }],
    extraErrors: [404],
  },
];
