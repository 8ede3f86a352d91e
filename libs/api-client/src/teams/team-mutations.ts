// Writes to teams and players, each checked against its contract.
import { type Player, player, type PlayerRequest, type UpdatePlayerRequest } from '@fairway/contracts/player';
import { type Team, team } from '@fairway/contracts/team';
import { apiFetch } from '../http/api-fetch';
import { apiJson } from '../http/api-json';

const teamUrl = (id: string) => `/api/teams/${encodeURIComponent(id)}`;
const playerUrl = (id: string) => `/api/players/${encodeURIComponent(id)}`;

export async function deleteTeam(id: string): Promise<void> {
  await apiFetch(teamUrl(id), { method: 'DELETE' });
}

/** Tournament admin only: a new invite code; the old one stops working. */
export function regenerateInviteCode(id: string): Promise<Team> {
  return apiJson(`${teamUrl(id)}/invite-code`, team, { method: 'POST' });
}

export function addPlayer(teamId: string, body: PlayerRequest): Promise<Player> {
  return apiJson(`${teamUrl(teamId)}/players`, player, { method: 'POST', json: body });
}

export function updatePlayer(id: string, changes: UpdatePlayerRequest): Promise<Player> {
  return apiJson(playerUrl(id), player, { method: 'PATCH', json: changes });
}

export async function removePlayer(id: string): Promise<void> {
  await apiFetch(playerUrl(id), { method: 'DELETE' });
}
