import { idParams } from '@fairway/contracts';
import { moveStartInput, startsPlan, startsPlanInput, startTeamParams } from '@fairway/contracts/starts';
import type { OpenApiRoute } from '../openapi-route';

const tag = 'Starting positions';
const base = '/api/tournaments/{id}/starts';
const plan = { name: 'StartsPlan', schema: startsPlan };

export const startsRoutes: OpenApiRoute[] = [
  {
    method: 'get',
    path: base,
    tag,
    summary: "The field's starting positions: the plan, every team's start, the count per hole and what must change before locking (field.read)",
    access: 'tournament-admin',
    params: idParams,
    success: [{ status: 200, description: 'The starting positions', body: plan }],
    extraErrors: [404],
  },
  {
    method: 'put',
    path: base,
    tag,
    summary: 'Places every team in registration order: a shotgun (doubled holes as A and B) or tee times (field.edit)',
    description: '409 when the field does not fit (too many teams, no open hole) or the starting positions are locked; nothing changes then.',
    access: 'tournament-admin',
    params: idParams,
    body: { name: 'StartsPlanInput', schema: startsPlanInput },
    success: [{ status: 200, description: 'The new starting positions', body: plan }],
    extraErrors: [404, 409],
  },
  {
    method: 'put',
    path: `${base}/teams/{teamId}`,
    tag,
    summary: 'Moves one team to another hole (and wave); the others keep their places (field.edit)',
    description: '409 before a plan is assigned, while locked, or when the hole would take a fourth group.',
    access: 'tournament-admin',
    params: startTeamParams,
    body: { name: 'MoveStartInput', schema: moveStartInput },
    success: [{ status: 200, description: 'The starting positions after the move', body: plan }],
    extraErrors: [404, 409],
  },
  {
    method: 'post',
    path: `${base}/lock`,
    tag,
    summary: 'Locks the starting positions (field.edit); refused with the problem while a hole is crowded or a closed hole has a group',
    access: 'tournament-admin',
    params: idParams,
    success: [{ status: 200, description: 'The locked starting positions', body: plan }],
    extraErrors: [404, 409],
  },
  {
    method: 'delete',
    path: `${base}/lock`,
    tag,
    summary: 'Unlocks the starting positions so they can change again (field.edit)',
    access: 'tournament-admin',
    params: idParams,
    success: [{ status: 200, description: 'The unlocked starting positions', body: plan }],
    extraErrors: [404],
  },
];
