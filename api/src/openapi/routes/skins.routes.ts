import { tournamentIdParams } from '@fairway/contracts';
import { skinsBoardResponse, skinsEntrantsInput, skinsSettingsInput, skinsSettingsResponse } from '@fairway/contracts/skins';
import type { OpenApiRoute } from '../openapi-route';

const tag = 'Skins';
const settings = { name: 'SkinsSettings', schema: skinsSettingsResponse };

export const skinsRoutes: OpenApiRoute[] = [
  {
    method: 'get',
    path: '/api/tournaments/{tournamentId}/skins',
    tag,
    summary: 'Skins settings, entrants and the pot (dollars)',
    access: 'public',
    params: tournamentIdParams,
    success: [{ status: 200, description: 'Settings', body: settings }],
    extraErrors: [404],
  },
  {
    method: 'put',
    path: '/api/tournaments/{tournamentId}/skins',
    tag,
    summary: 'Sets up skins: gross, net or both; per player or team best ball; carryover; validation; entry fee and share donated',
    access: 'tournament-admin',
    params: tournamentIdParams,
    body: { name: 'SkinsSettingsInput', schema: skinsSettingsInput },
    success: [{ status: 200, description: 'Settings', body: settings }],
    extraErrors: [404],
  },
  {
    method: 'put',
    path: '/api/tournaments/{tournamentId}/skins/entrants',
    tag,
    summary: 'Who entered (players, or teams for team skins), replaced as a whole',
    access: 'tournament-admin',
    params: tournamentIdParams,
    body: { name: 'SkinsEntrantsInput', schema: skinsEntrantsInput },
    success: [{ status: 200, description: 'Settings', body: settings }],
    extraErrors: [404],
  },
  {
    method: 'get',
    path: '/api/tournaments/{tournamentId}/skins/board',
    tag,
    summary: 'The skins board: each hole won, tied or pending, who won and the value (hidden holes left out)',
    access: 'public',
    params: tournamentIdParams,
    success: [{ status: 200, description: 'Board', body: { name: 'SkinsBoard', schema: skinsBoardResponse } }],
    extraErrors: [404],
  },
];
