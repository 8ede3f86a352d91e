import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MatchPairing, MatchPairingsInput } from '@fairway/contracts/match-pairing';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { markLiveChange } from '../../common/live-changes/live-change';
import { TeamService } from '../team/team.service';
import { assertTournamentAdmin } from '../tournament/tournament-admin';
import { TournamentEntity } from '../tournament/tournament.entity';
import { tournamentNotFound } from '../tournament/tournament.exception';
import { TournamentService } from '../tournament/tournament.service';
import { notMatchPlay, unknownTeam } from './match-pairing.exception';

interface PairingRow {
  id: string;
  tournament_id: string;
  team_a_id: string;
  team_b_id: string;
}

const toPairing = (row: PairingRow): MatchPairing => ({ id: row.id, tournamentId: row.tournament_id, teamAId: row.team_a_id, teamBId: row.team_b_id });

const INSERT_PAIRINGS = `
  INSERT INTO match_pairings (tournament_id, team_a_id, team_b_id, position)
  SELECT $1, team_a_id, team_b_id, position
  FROM unnest($2::uuid[], $3::uuid[]) WITH ORDINALITY AS pairing (team_a_id, team_b_id, position)`;

/** The match_pairings table: which teams play each other in a match-play tournament. */
@Injectable()
export class MatchPairingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tournaments: TournamentService,
    private readonly teams: TeamService,
  ) {}

  async list(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<MatchPairing[]> {
    const rows: PairingRow[] = await manager.query('SELECT * FROM match_pairings WHERE tournament_id = $1 ORDER BY position', [tournamentId]);
    return rows.map(toPairing);
  }

  /** Tournament admin only; all pairings replaced in one transaction, or none. */
  replace(tournamentId: string, { pairings }: MatchPairingsInput, user: AuthUser): Promise<MatchPairing[]> {
    return this.dataSource.transaction(async (manager) => {
      const tournament = await manager.findOne(TournamentEntity, { where: { id: tournamentId }, lock: { mode: 'for_no_key_update' } });
      if (!tournament) throw tournamentNotFound();
      assertTournamentAdmin(user, tournament, 'pair teams into matches');
      if (tournament.format !== 'match-play') throw notMatchPlay();
      const teamIds = new Set((await this.teams.listWithPlayers(tournamentId)).map((team) => team.id));
      if (pairings.some((pairing) => !teamIds.has(pairing.teamAId) || !teamIds.has(pairing.teamBId))) throw unknownTeam();
      markLiveChange(manager, { kind: 'teams', tournamentId });
      await manager.query('DELETE FROM match_pairings WHERE tournament_id = $1', [tournamentId]);
      await manager.query(INSERT_PAIRINGS, [tournamentId, pairings.map((p) => p.teamAId), pairings.map((p) => p.teamBId)]);
      return this.list(tournamentId, manager);
    });
  }

  /** 404 for an unknown tournament before listing its pairings. */
  async listOfExisting(tournamentId: string): Promise<MatchPairing[]> {
    await this.tournaments.getEntity(tournamentId);
    return this.list(tournamentId);
  }
}
