import { messages } from '@fairway/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { markLiveChange } from '../../common/live-changes/live-change';
import type { TournamentEntity } from '../tournament/tournament.entity';
import { TournamentService } from '../tournament/tournament.service';
import { PlayerEntity, TeamEntity } from './team.entity';
import { TeamException, TeamExceptionCode } from './team.exception';
import { TeamRepository } from './team.repository';

type TeamWhere = { id: string; tournamentId?: string } | { inviteCode: string };

export interface LockedTeam {
  team: TeamEntity;
  tournament: TournamentEntity;
}

/** Finds teams (and their tournament, through the tournament module) inside a team transaction. */
@Injectable()
export class TeamLookup {
  constructor(
    private readonly tournaments: TournamentService,
    private readonly repository: TeamRepository,
  ) {}

  /** Inside a transaction this is a team write: the tournament's screens are told once it commits. */
  findTournament(manager: EntityManager, id: string): Promise<TournamentEntity> {
    if (manager.queryRunner?.isTransactionActive) markLiveChange(manager, { kind: 'teams', tournamentId: id });
    return this.readTournament(manager, id);
  }

  /** The tournament, or its 404, without telling the live stream of a change. */
  readTournament(manager: EntityManager, id: string): Promise<TournamentEntity> {
    return this.tournaments.getEntity(id, manager);
  }

  /** The team that matches, with its players in position order; with `lock`, its row stays locked until the transaction ends. */
  async findTeam(manager: EntityManager, where: TeamWhere, { lock = false, notFound }: { lock?: boolean; notFound: () => TeamException }): Promise<TeamEntity> {
    const team = await manager.findOne(TeamEntity, { where, ...(lock ? { lock: { mode: 'for_no_key_update' as const } } : {}) });
    if (!team) throw notFound();
    team.players = await manager.find(PlayerEntity, { where: { teamId: team.id }, order: { position: 'ASC' } });
    return team;
  }

  /**
   * The team row locked for the rest of the transaction (with its players and tournament), so roster
   * changes to one team run one after another: two people taking the last place cannot both get it. Its
   * revision is raised: a score write that read the old roster reads it again.
   */
  async lockTeam(manager: EntityManager, where: { id: string } | { inviteCode: string }, notFound: string = messages.team.notFound): Promise<LockedTeam> {
    const code = 'inviteCode' in where ? TeamExceptionCode.InviteCodeNotFound : TeamExceptionCode.TeamNotFound;
    const team = await this.findTeam(manager, where, { lock: true, notFound: () => new TeamException(code, notFound) });
    await this.repository.raiseRevision(manager, team.id);
    return { team, tournament: await this.findTournament(manager, team.tournamentId) };
  }

  /** The team of a player, locked as in lockTeam, with that player. */
  async lockPlayerTeam(manager: EntityManager, playerId: string): Promise<LockedTeam & { player: PlayerEntity }> {
    const owner = await manager.findOne(PlayerEntity, { where: { id: playerId }, select: { id: true, teamId: true } });
    const playerNotFound = new TeamException(TeamExceptionCode.PlayerNotFound, messages.team.playerNotFound);
    if (!owner) throw playerNotFound;
    const locked = await this.lockTeam(manager, { id: owner.teamId });
    const player = locked.team.players.find((candidate) => candidate.id === owner.id);
    if (!player) throw playerNotFound;
    return { ...locked, player };
  }
}
