import type { EntityManager } from 'typeorm';
import { TournamentEntity } from '../tournament/tournament.entity';
import { PlayerEntity, TeamEntity } from './team.entity';
import { TeamException, TeamExceptionCode } from './team.exception';
import { teamMessages } from './team-messages';

export interface LockedTeam {
  team: TeamEntity;
  tournament: TournamentEntity;
}

export async function findTournament(manager: EntityManager, id: string): Promise<TournamentEntity> {
  const tournament = await manager.findOne(TournamentEntity, { where: { id } });
  if (!tournament) throw new TeamException(TeamExceptionCode.TournamentNotFound, teamMessages.tournamentNotFound);
  return tournament;
}

/**
 * The team row locked for the rest of the transaction (with its players and tournament), so roster
 * changes to one team run one after another: two people taking the last place cannot both get it.
 */
export async function lockTeam(manager: EntityManager, where: { id: string } | { inviteCode: string }, notFound: string = teamMessages.teamNotFound): Promise<LockedTeam> {
  const team = await manager.findOne(TeamEntity, { where, lock: { mode: 'pessimistic_write' } });
  if (!team) {
    const code = 'inviteCode' in where ? TeamExceptionCode.InviteCodeNotFound : TeamExceptionCode.TeamNotFound;
    throw new TeamException(code, notFound);
  }
  team.players = await manager.find(PlayerEntity, { where: { teamId: team.id }, order: { position: 'ASC' } });
  return { team, tournament: await findTournament(manager, team.tournamentId) };
}

/** The team of a player, locked as in lockTeam, with that player. */
export async function lockPlayerTeam(manager: EntityManager, playerId: string): Promise<LockedTeam & { player: PlayerEntity }> {
  const owner = await manager.findOne(PlayerEntity, { where: { id: playerId }, select: { id: true, teamId: true } });
  const playerNotFound = new TeamException(TeamExceptionCode.PlayerNotFound, teamMessages.playerNotFound);
  if (!owner) throw playerNotFound;
  const locked = await lockTeam(manager, { id: owner.teamId });
  const player = locked.team.players.find((candidate) => candidate.id === owner.id);
  if (!player) throw playerNotFound;
  return { ...locked, player };
}
