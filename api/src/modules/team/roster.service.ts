import { Injectable } from '@nestjs/common';
import { limits, type Player, type PlayerInput, type Team, messages } from '@fairway/contracts';
import { sameEmail } from '@fairway/contracts/tournament-admin';
import type { EntityManager } from 'typeorm';
import type { TeammateDetails } from '@fairway/contracts/registration';
import { type AuthUser, callerPlayer } from '../../common/auth';
import { EventAccessService } from '../event-team/event-access.service';
import { firstFreePosition } from './first-free-position';
import { type JoinerFields, JoinChecks } from './join-checks';
import { playerNameFor } from './player-name-for';
import { assertCanEditTeam, linkToAccount } from './team-access';
import { TeamLookup } from './team-lookup';
import { TeamReader } from './team.reader';
import { TeamTransaction } from './team-transaction';
import { PlayerEntity, type TeamEntity } from './team.entity';
import { TeamException, TeamExceptionCode } from './team.exception';
import { toPlayer } from './team.mapper';

export interface JoinResult {
  team: Team;
  /** False when the caller was already on the team (nothing written). */
  joined: boolean;
}

function assertRoomFor(team: TeamEntity, position: number, fullMessage: string): void {
  if (team.players.length >= limits.maxPlayersPerTeam) throw new TeamException(TeamExceptionCode.TeamFull, fullMessage);
  if (team.players.some((player) => player.position === position)) {
    throw new TeamException(TeamExceptionCode.PositionTaken, messages.team.positionTaken(position));
  }
}

/** Adding players one at a time: by a member or an organiser, or by joining with the invite code. */
@Injectable()
export class RosterService {
  constructor(
    private readonly transaction: TeamTransaction,
    private readonly reader: TeamReader,
    private readonly lookup: TeamLookup,
    private readonly joinChecks: JoinChecks,
    private readonly access: EventAccessService,
  ) {}

  async addPlayer(teamId: string, input: PlayerInput, user: AuthUser): Promise<Player> {
    return this.transaction.run(async (manager) => {
      const { team, tournament } = await this.lookup.lockTeam(manager, { id: teamId });
      await assertCanEditTeam(manager, this.access, user, tournament, team.players);
      assertRoomFor(team, input.position, messages.team.full);
      const { identifiers } = await manager.insert(PlayerEntity, { ...input, teamId: team.id });
      return toPlayer(await manager.findOneByOrFail(PlayerEntity, { id: String(identifiers[0]?.id) }));
    });
  }

  /**
   * Puts the caller on the team with that code, linked to their account: on the place pre-registered
   * with their e-mail (the code proves the invitation, so the e-mail need not be verified), else at the
   * first free place. Already on it, nothing changes unless they send details to fill in. Other modules'
   * checks (a registered team's answers and waiver) run first; a refusal changes nothing.
   */
  async join(inviteCode: string, user: AuthUser, details?: TeammateDetails): Promise<JoinResult> {
    return this.transaction.run(async (manager) => {
      const { team, tournament } = await this.lookup.lockTeam(manager, { inviteCode }, messages.foursome.joinError.description);
      const own = callerPlayer(user, team.players);
      if (own && !details) {
        await linkToAccount(manager, own, user);
        return { team: await this.reader.team(manager, tournament, team.id, user), joined: false };
      }
      const fields = await this.joinChecks.run(manager, { teamId: team.id, tournamentId: tournament.id, user }, details);
      const existing = own ?? team.players.find((player) => player.userId === null && sameEmail(player.email, user.email));
      if (existing) {
        await linkToAccount(manager, existing, user);
        if (Object.keys(fields).length > 0) await manager.update(PlayerEntity, existing.id, fields);
      } else await this.addJoiner(manager, team, user, fields);
      return { team: await this.reader.team(manager, tournament, team.id, user), joined: own === undefined };
    });
  }

  private async addJoiner(manager: EntityManager, team: TeamEntity, user: AuthUser, fields: JoinerFields): Promise<void> {
    const position = firstFreePosition(team.players.map((player) => player.position));
    if (position === null) throw new TeamException(TeamExceptionCode.TeamFull, messages.foursome.joinError.description);
    const joiner = { teamId: team.id, name: playerNameFor(user), email: user.email, userId: user.uid, handicap: limits.defaultHandicap, position, ...fields };
    await manager.insert(PlayerEntity, joiner);
  }
}
