import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MatchPairing, MatchPairingsInput } from '@fairway/contracts/match-pairing';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { markLiveChange } from '../../common/live-changes/live-change';
import { TeamService } from '../team/team.service';
import { EventAccessService } from '../event-team/event-access.service';
import { TournamentEntity } from '../tournament/tournament.entity';
import { tournamentNotFound } from '../tournament/tournament.exception';
import { TournamentService } from '../tournament/tournament.service';
import { notMatchPlay, unknownTeam } from './match-pairing.exception';
import { MatchPairingRepository } from './match-pairing.repository';

/** Which teams play each other in a match-play tournament. */
@Injectable()
export class MatchPairingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: MatchPairingRepository,
    private readonly tournaments: TournamentService,
    private readonly teams: TeamService,
    private readonly access: EventAccessService,
  ) {}

  list(tournamentId: string, manager?: EntityManager): Promise<MatchPairing[]> {
    return this.repository.list(tournamentId, manager);
  }

  /** Organisers only; all pairings replaced in one transaction, or none. */
  replace(tournamentId: string, { pairings }: MatchPairingsInput, user: AuthUser): Promise<MatchPairing[]> {
    return this.dataSource.transaction(async (manager) => {
      const tournament = await manager.findOne(TournamentEntity, { where: { id: tournamentId }, lock: { mode: 'for_no_key_update' } });
      if (!tournament) throw tournamentNotFound();
      await this.access.require(user, tournament, 'event.edit', 'pair teams into matches', manager);
      if (tournament.format !== 'match-play') throw notMatchPlay();
      const teamIds = new Set((await this.teams.listWithPlayers(tournamentId)).map((team) => team.id));
      if (pairings.some((pairing) => !teamIds.has(pairing.teamAId) || !teamIds.has(pairing.teamBId))) throw unknownTeam();
      markLiveChange(manager, { kind: 'teams', tournamentId });
      await this.repository.replace(tournamentId, pairings, manager);
      return this.list(tournamentId, manager);
    });
  }

  /** 404 for an unknown tournament before listing its pairings. */
  async listOfExisting(tournamentId: string): Promise<MatchPairing[]> {
    await this.tournaments.getEntity(tournamentId);
    return this.list(tournamentId);
  }
}
