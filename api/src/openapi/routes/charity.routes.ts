import {
  charityUpdateResponse,
  idParams,
  raisedByTeamResponse,
  updateCharityGoalInput,
  updateCharityPaypalInput,
  updateCharityRaisedInput,
} from '@fairway/contracts';
import type { OpenApiRoute } from '../openapi-route';

const tag = 'Charity';
const success = [
  {
    status: 200 as const,
    description: 'The updated tournament with the charity milestones (dollars) this change crossed',
    body: { name: 'CharityUpdateResponse', schema: charityUpdateResponse },
  },
];

export const charityRoutes: OpenApiRoute[] = [
  {
    method: 'patch',
    path: '/api/tournaments/{id}/charity-goal',
    tag,
    summary: 'Set the charity goal (whole dollars, 0 or more)',
    access: 'tournament-admin',
    params: idParams,
    body: { name: 'UpdateCharityGoalInput', schema: updateCharityGoalInput },
    success,
    extraErrors: [404],
  },
  {
    method: 'patch',
    path: '/api/tournaments/{id}/charity-raised',
    tag,
    summary: 'Set the amount raised (dollars with at most 2 decimals, 0 or more)',
    access: 'tournament-admin',
    params: idParams,
    body: { name: 'UpdateCharityRaisedInput', schema: updateCharityRaisedInput },
    success,
    extraErrors: [404],
  },
  {
    method: 'patch',
    path: '/api/tournaments/{id}/charity-paypal',
    tag,
    summary: 'Set or remove (empty or null) the PayPal donation link',
    access: 'tournament-admin',
    params: idParams,
    body: { name: 'UpdateCharityPaypalInput', schema: updateCharityPaypalInput },
    success,
    extraErrors: [404],
  },
  {
    method: 'get',
    path: '/api/tournaments/{id}/raised-by-team',
    tag,
    summary: 'Received money credited to each team, largest first',
    access: 'public',
    params: idParams,
    success: [{ status: 200, description: 'One row per team with money credited', body: { name: 'RaisedByTeamResponse', schema: raisedByTeamResponse } }],
    extraErrors: [404],
  },
];
