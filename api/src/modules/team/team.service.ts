import { limits, messages } from '@fairway/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { CreateTeamInput, Team, TeamPlayerUpdate, UpdateTeamInput } from '@fairway/contracts';
import { DataSource, type EntityManager, In } from 'typeorm';
import { type AuthUser, callerPlayer } from '../../common/auth';
import { EventAccessService } from '../event-team/event-access.service';
import { violatedConstraint } from './constraint-violation';
import { rosterWithCreator } from './creator-membership';
import { startsLocked } from './starts/starts.exception';
import { StartsRepository } from './starts/starts.repository';
import { INVITE_CODE_GENERATOR, type InviteCodeGenerator } from './invite-code.provider';
import { planRoster } from './roster-plan';
import { assertCanEditTeam, unlinkIfEmailChanges } from './team-access';
import { type LockedTeam, TeamLookup } from './team-lookup';
import { TeamReader } from './team.reader';
import type { ScoringTeam } from './scoring-roster';
import { INVITE_CODE_CONSTRAINT, TeamTransaction } from './team-transaction';
import { PlayerEntity, TeamEntity } from './team.entity';
import { TeamException, TeamExceptionCode } from './team.exception';
import { TeamRepository } from './team.repository';

const INVITE_CODE_ATTEMPTS = 5;

/** A team bought with a registration: its name and the players named so far, the captain first. */
export interface RegisteredTeam {
  name: string;
  players: ReadonlyArray<{ name: string; email: string | null; handicap: number | null }>;
  captainUserId: string | null;
}

@Injectable()
export class TeamService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transaction: TeamTransaction,
    private readonly reader: TeamReader,
    private readonly lookup: TeamLookup,
    private readonly repository: TeamRepository,
    @Inject(INVITE_CODE_GENERATOR) private readonly nextInviteCode: InviteCodeGenerator,
    private readonly access: EventAccessService,
    private readonly starts: StartsRepository,
  ) {}

  /** Public: invite codes and e-mails only for the team's members and the tournament's organisers. */
  async list(tournamentId: string, user: AuthUser | null): Promise<Team[]> {
    const manager = this.dataSource.manager;
    const tournament = await this.lookup.findTournament(manager, tournamentId);
    return this.reader.tournamentTeams(manager, tournament, user);
  }

  /**
   * The caller's own team in a tournament (the preferred one when they play in it) and their player id on
   * it, as the caller may see it; null when they play in none.
   */
  async callerTeam(tournamentId: string, user: AuthUser, preferredTeamId?: string): Promise<{ team: Team; playerId: string } | null> {
    const manager = this.dataSource.manager;
    const teams = await manager.find(TeamEntity, { where: { tournamentId }, relations: { players: true }, order: { createdAt: 'ASC', id: 'ASC' } });
    const mine = teams.flatMap((team) => {
      const player = callerPlayer(user, team.players);
      return player ? [{ team, playerId: player.id }] : [];
    });
    const chosen = mine.find(({ team }) => team.id === preferredTeamId) ?? mine[0];
    if (!chosen) return null;
    const tournament = await this.lookup.findTournament(manager, tournamentId);
    return { team: await this.reader.team(manager, tournament, chosen.team.id, user), playerId: chosen.playerId };
  }

  /** A new team with a fresh invite code. */
  create(tournamentId: string, input: CreateTeamInput, user: AuthUser): Promise<Team> {
    return this.withFreshInviteCode((manager, inviteCode) => this.insertTeam(manager, tournamentId, input, user, inviteCode));
  }

  /** Organisers only: the team gets a new invite code and the old one stops working (it leaked, or a player left). */
  regenerateInviteCode(teamId: string, user: AuthUser): Promise<Team> {
    return this.withFreshInviteCode(async (manager, inviteCode) => {
      const { team, tournament } = await this.lookup.lockTeam(manager, { id: teamId });
      await this.access.require(user, tournament, 'field.edit', 'issue a new invite code', manager);
      await manager.update(TeamEntity, team.id, { inviteCode });
      return this.reader.team(manager, tournament, team.id, user);
    });
  }

  /** Runs `write` in a transaction with a new code; a code taken meanwhile by another team is simply drawn again. */
  private async withFreshInviteCode(write: (manager: EntityManager, inviteCode: string) => Promise<Team>): Promise<Team> {
    for (let attempt = 1; attempt <= INVITE_CODE_ATTEMPTS; attempt += 1) {
      try {
        return await this.transaction.run((manager) => write(manager, this.nextInviteCode()));
      } catch (error) {
        if (violatedConstraint(error) !== INVITE_CODE_CONSTRAINT) throw error;
      }
    }
    throw new TeamException(TeamExceptionCode.InviteCodeExhausted, messages.team.inviteCodeExhausted);
  }

  async update(teamId: string, input: UpdateTeamInput, user: AuthUser): Promise<Team> {
    return this.transaction.run(async (manager) => {
      const { team, tournament } = await this.lookup.lockTeam(manager, { id: teamId });
      await assertCanEditTeam(manager, this.access, user, tournament, team.players);
      // Once the organiser locked the starts, a team's hole moves only through them (which refuse it while locked).
      if (input.startingHole !== undefined && input.startingHole !== team.startingHole && (await this.starts.lockedForTeamEdit(manager, tournament.id)))
        throw startsLocked();
      if (input.players) await this.replaceRoster(manager, team, input.players);
      const changes = { name: input.name, startingHole: input.startingHole };
      if (changes.name !== undefined || changes.startingHole !== undefined) await manager.update(TeamEntity, team.id, changes);
      const updated = await this.reader.team(manager, tournament, team.id, user);
      if (updated.currentHole !== team.currentHole) await manager.update(TeamEntity, team.id, { currentHole: updated.currentHole });
      return updated;
    });
  }

  /** Organisers only; the team's players and scores go with it (foreign keys cascade in the same statement). */
  async remove(teamId: string, user: AuthUser): Promise<void> {
    await this.transaction.run(async (manager) => {
      const { team, tournament } = await this.lookup.lockTeam(manager, { id: teamId });
      await this.access.require(user, tournament, 'field.edit', 'delete a team', manager);
      await manager.delete(TeamEntity, team.id);
    });
  }

  /**
   * For scoring (score module): the team of this tournament with its roster in position order, and
   * the tournament. With `lock`, the team row stays locked until the transaction ends and its revision is
   * raised, so score writes that read the team before this change read it again.
   */
  async loadForScoring(ids: { tournamentId: string; teamId: string }, manager: EntityManager, { lock = false } = {}): Promise<LockedTeam> {
    // One query for the tournament, the team and its roster.
    const query = manager
      .createQueryBuilder(TeamEntity, 'team')
      .addSelect('team.revision')
      .innerJoinAndSelect('team.tournament', 'tournament')
      .leftJoinAndSelect('team.players', 'player')
      .where('team.id = :teamId AND team.tournamentId = :tournamentId', { teamId: ids.teamId, tournamentId: ids.tournamentId })
      .orderBy('player.position', 'ASC');
    const team = await (lock ? query.setLock('for_no_key_update', undefined, ['team']) : query).getOne();
    if (!team) throw await this.missingTeamError(ids, manager);
    if (lock) await this.repository.raiseRevision(manager, team.id);
    return { tournament: team.tournament, team };
  }

  /** For a score write that must wait for the teams' other writers: their rows locked until its transaction ends. */
  lockForScoring(manager: EntityManager, teamIds: readonly string[]): Promise<void> {
    return this.repository.lockForScoring(manager, teamIds);
  }

  /** Why a team was not found for scoring: the tournament does not exist (404), or the team is not in it. */
  async missingTeamError(ids: { tournamentId: string; teamId: string }, manager: EntityManager): Promise<Error> {
    const tournamentMissing = await this.lookup.readTournament(manager, ids.tournamentId).then(
      () => null,
      (error: unknown) => error as Error,
    );
    return tournamentMissing ?? new TeamException(TeamExceptionCode.TeamNotFound, messages.team.notInTournament);
  }

  /** For scoring: a member (linked on the way), or a role allowed any team's card (organisers, scorers), else 403 with `message`. */
  assertMayScore(
    manager: EntityManager,
    user: AuthUser,
    { tournament, team }: { tournament: Pick<LockedTeam['tournament'], 'id' | 'adminUserId'>; team: ScoringTeam },
    message: string,
  ): Promise<void> {
    return assertCanEditTeam(manager, this.access, user, tournament, team.players, { permission: 'scores.anyTeam', message });
  }

  /** Some teams of a tournament with their players in position order (teams gone meanwhile are left out). */
  listSomeWithPlayers(tournamentId: string, teamIds: readonly string[]): Promise<TeamEntity[]> {
    if (teamIds.length === 0) return Promise.resolve([]);
    return this.dataSource.manager.find(TeamEntity, {
      where: { tournamentId, id: In([...teamIds]) },
      relations: { players: true },
      order: { players: { position: 'ASC' } },
    });
  }

  /** Every team's card changed at once (scoring closed): score writes that read a team before read it again. */
  raiseRevisions(tournamentId: string, manager: EntityManager): Promise<void> {
    return this.repository.raiseTournamentRevisions(manager, tournamentId);
  }

  /** Every team of a tournament with its players, for the leaderboard. */
  listWithPlayers(tournamentId: string): Promise<TeamEntity[]> {
    return this.dataSource.manager.find(TeamEntity, { where: { tournamentId }, relations: { players: true } });
  }

  /**
   * A team registered and paid for before the day (registration module), inside the caller's transaction: its
   * named players in order, the captain (first) linked to the buyer's account when they were signed in, and a
   * fresh invite code the teammates still to be named join with.
   */
  async createRegistered(manager: EntityManager, tournamentId: string, team: RegisteredTeam): Promise<{ id: string; inviteCode: string }> {
    await this.lookup.findTournament(manager, tournamentId);
    const inviteCode = await this.unusedInviteCode(manager);
    const { identifiers } = await manager.insert(TeamEntity, { tournamentId, name: team.name, inviteCode, startingHole: null, currentHole: 1 });
    const teamId = String(identifiers[0]?.id);
    if (team.players.length > 0)
      await manager.insert(
        PlayerEntity,
        team.players.map((player, index) => ({
          teamId,
          name: player.name,
          email: player.email,
          handicap: player.handicap ?? limits.defaultHandicap,
          position: index + 1,
          userId: index === 0 ? team.captainUserId : null,
        })),
      );
    return { id: teamId, inviteCode };
  }

  /** A registered team whose registration was cancelled or refunded, with its players, inside the caller's transaction. */
  async removeRegistered(manager: EntityManager, tournamentId: string, teamId: string): Promise<void> {
    await this.lookup.findTournament(manager, tournamentId);
    await manager.delete(TeamEntity, { id: teamId, tournamentId });
  }

  /** The team an invite code joins, for a module asking what joining it needs; null when no team has that code. */
  async byInviteCode(inviteCode: string): Promise<{ id: string; tournamentId: string; name: string } | null> {
    const team = await this.dataSource.manager.findOneBy(TeamEntity, { inviteCode });
    return team && { id: team.id, tournamentId: team.tournamentId, name: team.name };
  }

  /** What a registrant's confirmation shows of their team; null once it is gone. */
  async registeredSummary(
    teamId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ name: string; inviteCode: string; startingHole: number | null } | null> {
    const team = await manager.findOneBy(TeamEntity, { id: teamId });
    return team && { name: team.name, inviteCode: team.inviteCode, startingHole: team.startingHole ?? null };
  }

  /** Inside a caller's transaction a taken code cannot be retried after the insert fails, so it is looked for first. */
  private async unusedInviteCode(manager: EntityManager): Promise<string> {
    for (let attempt = 1; attempt <= INVITE_CODE_ATTEMPTS; attempt += 1) {
      const inviteCode = this.nextInviteCode();
      if (!(await manager.existsBy(TeamEntity, { inviteCode }))) return inviteCode;
    }
    throw new TeamException(TeamExceptionCode.InviteCodeExhausted, messages.team.inviteCodeExhausted);
  }

  private async insertTeam(manager: EntityManager, tournamentId: string, input: CreateTeamInput, user: AuthUser, inviteCode: string): Promise<Team> {
    const tournament = await this.lookup.findTournament(manager, tournamentId);
    // The organiser registers other people's teams; anyone else creating a foursome plays in it.
    const players = (await this.access.can(user, tournament, 'field.edit', manager)) ? input.players : rosterWithCreator(input.players, user);
    if (players === null) throw new TeamException(TeamExceptionCode.RosterConflict, messages.team.creatorNeedsSlot);
    const { identifiers } = await manager.insert(TeamEntity, {
      tournamentId,
      name: input.name,
      inviteCode,
      startingHole: input.startingHole,
      currentHole: input.startingHole ?? 1,
    });
    const teamId = String(identifiers[0]?.id);
    if (players.length > 0)
      await manager.insert(
        PlayerEntity,
        players.map((player) => ({ ...player, teamId })),
      );
    return this.reader.team(manager, tournament, teamId, user);
  }

  /** The sent roster replaces the team's; positions may swap, so uniqueness is checked at commit. */
  private async replaceRoster(manager: EntityManager, team: TeamEntity, roster: TeamPlayerUpdate[]): Promise<void> {
    const plan = planRoster(
      team.players.map((player) => player.id),
      roster,
    );
    if ('unknownId' in plan) throw new TeamException(TeamExceptionCode.PlayerNotFound, messages.team.playerNotOnTeam(plan.unknownId));
    await this.repository.deferPositionCheck(manager);
    if (plan.removeIds.length > 0) await manager.delete(PlayerEntity, { id: In(plan.removeIds) });
    for (const { id, ...fields } of plan.changes) {
      const current = team.players.find((player) => player.id.toLowerCase() === id);
      await manager.update(PlayerEntity, id, { ...fields, ...(current ? unlinkIfEmailChanges(current, fields.email) : {}) });
    }
    if (plan.additions.length > 0)
      await manager.insert(
        PlayerEntity,
        plan.additions.map((player) => ({ ...player, teamId: team.id })),
      );
  }
}
