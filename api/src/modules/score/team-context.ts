import type { EntityManager } from 'typeorm';
import { PlayerEntity, TeamEntity } from '../team/team.entity';
import { TournamentEntity } from '../tournament/tournament.entity';
import { teamNotFound, tournamentNotFound } from './score.exception';

export interface TeamContext {
  tournament: TournamentEntity;
  /** With its players in position order. */
  team: TeamEntity;
}

/**
 * The tournament and its team with the roster. With `lockTeam`, the team row stays locked until the
 * transaction ends, so two writes for one team compute netScore and isBest one after the other.
 */
export async function loadTeamContext(
  manager: EntityManager,
  ids: { tournamentId: string; teamId: string },
  { lockTeam = false } = {},
): Promise<TeamContext> {
  const tournament = await manager.findOne(TournamentEntity, { where: { id: ids.tournamentId } });
  if (!tournament) throw tournamentNotFound();
  const team = await manager.findOne(TeamEntity, {
    where: { id: ids.teamId, tournamentId: tournament.id },
    ...(lockTeam ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!team) throw teamNotFound();
  team.players = await manager.find(PlayerEntity, { where: { teamId: team.id }, order: { position: 'ASC' } });
  return { tournament, team };
}
