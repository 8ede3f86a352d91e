import { messages } from '@fairway/contracts';
import { Injectable } from '@nestjs/common';
import type { Player, UpdatePlayerInput } from '@fairway/contracts';
import type { AuthUser } from '../../common/auth';
import { EventAccessService } from '../event-team/event-access.service';
import { CheckInListeners } from './check-in-listeners';
import { assertCanEditTeam, unlinkIfEmailChanges } from './team-access';
import { TeamLookup } from './team-lookup';
import { TeamTransaction } from './team-transaction';
import { PlayerEntity } from './team.entity';
import { TeamException, TeamExceptionCode } from './team.exception';
import { toPlayer } from './team.mapper';

type PlayerEdit = Pick<UpdatePlayerInput, 'name' | 'email' | 'handicap' | 'position'>;

function editOf({ name, email, handicap, position }: UpdatePlayerInput): PlayerEdit {
  const edit: PlayerEdit = { name, email, handicap, position };
  return Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined)) as PlayerEdit;
}

/** Checking in again keeps the first check-in time; false undoes a check-in made by mistake. */
function checkInChange(player: PlayerEntity, checkedIn: boolean | undefined): { checkedIn?: boolean; checkedInAt?: Date | null } {
  if (checkedIn === true && !player.checkedIn) return { checkedIn: true, checkedInAt: new Date() };
  if (checkedIn === false && player.checkedIn) return { checkedIn: false, checkedInAt: null };
  return {};
}

/** Editing (member or organiser), checking in (organisers and the check-in desk) and removing one player. */
@Injectable()
export class PlayerService {
  constructor(
    private readonly transaction: TeamTransaction,
    private readonly lookup: TeamLookup,
    private readonly access: EventAccessService,
    private readonly checkIns: CheckInListeners,
  ) {}

  async update(playerId: string, input: UpdatePlayerInput, user: AuthUser): Promise<Player> {
    return this.transaction.run(async (manager) => {
      const { team, tournament, player } = await this.lookup.lockPlayerTeam(manager, playerId);
      const edit = editOf(input);
      const hasEdit = Object.keys(edit).length > 0;
      if (input.checkedIn !== undefined) await this.access.require(user, tournament, 'checkIn', 'check players in', manager);
      if (hasEdit) await assertCanEditTeam(manager, this.access, user, tournament, team.players);
      const position = edit.position;
      if (position !== undefined && team.players.some((other) => other.id !== player.id && other.position === position)) {
        throw new TeamException(TeamExceptionCode.PositionTaken, messages.team.positionTaken(position));
      }
      const checkIn = checkInChange(player, input.checkedIn);
      if (hasEdit || 'checkedIn' in checkIn)
        await manager.update(PlayerEntity, player.id, { ...edit, ...unlinkIfEmailChanges(player, edit.email), ...checkIn });
      const saved = await manager.findOneByOrFail(PlayerEntity, { id: player.id });
      if (checkIn.checkedIn && saved.userId)
        await this.checkIns.tell(manager, { tournamentId: tournament.id, playerId: saved.id, userId: saved.userId, email: saved.email, by: user.uid });
      return toPlayer(saved);
    });
  }

  async remove(playerId: string, user: AuthUser): Promise<void> {
    await this.transaction.run(async (manager) => {
      const { team, tournament, player } = await this.lookup.lockPlayerTeam(manager, playerId);
      await assertCanEditTeam(manager, this.access, user, tournament, team.players);
      await manager.delete(PlayerEntity, player.id);
    });
  }
}
