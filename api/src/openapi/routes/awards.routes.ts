import { leaderboardResponse, tournamentIdParams } from '@fairway/contracts';
import { awardsResponse, awardsSettings, awardsSettingsInput, closeScoringResponse, revealInput, revealState } from '@fairway/contracts/awards';
import type { OpenApiRoute } from '../openapi-route';

const tag = 'Awards';
const settings = { name: 'AwardsSettings', schema: awardsSettings };
const state = { name: 'RevealState', schema: revealState };

export const awardsRoutes: OpenApiRoute[] = [
  {
    method: 'get',
    path: '/api/tournaments/{tournamentId}/awards',
    tag,
    summary: 'The award list as it stands (places, contests, skins)',
    access: 'tournament-admin',
    params: tournamentIdParams,
    success: [{ status: 200, description: 'Awards', body: { name: 'Awards', schema: awardsResponse } }],
    extraErrors: [404],
  },
  {
    method: 'get',
    path: '/api/tournaments/{tournamentId}/awards/settings',
    tag,
    summary: 'Hidden holes, place prizes, when scoring closed',
    access: 'tournament-admin',
    params: tournamentIdParams,
    success: [{ status: 200, description: 'Settings', body: settings }],
    extraErrors: [404],
  },
  {
    method: 'put',
    path: '/api/tournaments/{tournamentId}/awards/settings',
    tag,
    summary: "Hides each team's last holes from public boards until the awards; prizes and sponsors of the places",
    access: 'tournament-admin',
    params: tournamentIdParams,
    body: { name: 'AwardsSettingsInput', schema: awardsSettingsInput },
    success: [{ status: 200, description: 'Settings', body: settings }],
    extraErrors: [404],
  },
  {
    method: 'post',
    path: '/api/tournaments/{tournamentId}/awards/close-scoring',
    tag,
    summary: "Closes scoring: every team's card is locked (the admin can still correct)",
    access: 'tournament-admin',
    params: tournamentIdParams,
    success: [{ status: 200, description: 'Closed', body: { name: 'CloseScoringResponse', schema: closeScoringResponse } }],
    extraErrors: [404],
  },
  {
    method: 'get',
    path: '/api/tournaments/{tournamentId}/awards/board',
    tag,
    summary: 'The full board, hidden holes included',
    access: 'tournament-admin',
    params: tournamentIdParams,
    success: [{ status: 200, description: 'Board', body: { name: 'Leaderboard', schema: leaderboardResponse } }],
    extraErrors: [404],
  },
  {
    method: 'get',
    path: '/api/tournaments/{tournamentId}/awards/reveal',
    tag,
    summary: 'What the TV shows of the reveal now',
    access: 'public',
    params: tournamentIdParams,
    success: [{ status: 200, description: 'State', body: state }],
    extraErrors: [404],
  },
  {
    method: 'post',
    path: '/api/tournaments/{tournamentId}/awards/reveal',
    tag,
    summary: "The MC's step: start, announce (the next award and its sponsor), reveal (its winner), finish (full results)",
    access: 'tournament-admin',
    params: tournamentIdParams,
    body: { name: 'RevealInput', schema: revealInput },
    success: [{ status: 200, description: 'State', body: state }],
    extraErrors: [404, 409],
  },
];
