import { Injectable } from '@nestjs/common';
import { Brackets, DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { PlayerEntity } from './team.entity';

/**
 * In which tournaments the caller plays, by the rule of callerPlayer (common/auth): a player linked to
 * their account, or a player not yet linked bearing their verified e-mail. One query for a whole list.
 */
@Injectable()
export class TournamentMembershipReader {
  constructor(private readonly dataSource: DataSource) {}

  async tournamentsPlayedIn(caller: AuthUser | null, tournamentIds: readonly string[]): Promise<Set<string>> {
    if (!caller || tournamentIds.length === 0) return new Set();
    const email = caller.emailVerified ? caller.email?.trim().toLowerCase() : undefined;
    const rows: Array<{ tournamentId: string }> = await this.dataSource
      .getRepository(PlayerEntity)
      .createQueryBuilder('player')
      .innerJoin('player.team', 'team')
      .select('DISTINCT team.tournamentId', 'tournamentId')
      .where('team.tournamentId IN (:...tournamentIds)', { tournamentIds })
      .andWhere(
        new Brackets((mine) => {
          mine.where('player.userId = :uid', { uid: caller.uid });
          if (email) mine.orWhere('player.userId IS NULL AND lower(trim(player.email)) = :email', { email });
        }),
      )
      .getRawMany();
    return new Set(rows.map((row) => row.tournamentId));
  }
}
