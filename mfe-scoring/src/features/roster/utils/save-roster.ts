import { apiJson, teamsPath, trusted } from '@fairway/api-client';
import type { Team } from '@fairway/contracts/team';
import type { QueryClient } from '@tanstack/react-query';
import type { RosterFormResult } from './roster-form';

/** PATCH /api/teams/{id} with the team's name and roster; the team lists on screen get the saved team. */
export async function saveRoster(client: QueryClient, team: Team, update: Extract<RosterFormResult, { ok: true }>['update']): Promise<Team> {
  const saved = await apiJson(`/api/teams/${encodeURIComponent(team.id)}`, trusted<Team>(), { method: 'PATCH', json: update });
  const key = [teamsPath(team.tournamentId)];
  client.setQueryData<Team[]>(key, (teams) => teams?.map((entry) => (entry.id === saved.id ? saved : entry)));
  void client.invalidateQueries({ queryKey: key });
  return saved;
}
