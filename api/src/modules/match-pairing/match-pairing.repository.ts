import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MatchPairing } from '@fairway/contracts/match-pairing';
import { DataSource, type EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

const PAIRINGS = new NamedStatement<{ tournamentId: 'uuid' }, MatchPairing>(
  'match-pairings',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT id, tournament_id AS "tournamentId", team_a_id AS "teamAId", team_b_id AS "teamBId"
  FROM match_pairings WHERE tournament_id = ${tournamentId} ORDER BY position`,
);
const DELETE_PAIRINGS = new NamedStatement<{ tournamentId: 'uuid' }, never>(
  'match-pairings-delete',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `DELETE FROM match_pairings WHERE tournament_id = ${tournamentId}`,
);
const INSERT_PAIRINGS = new NamedStatement<{ tournamentId: 'uuid'; teamAIds: 'uuid[]'; teamBIds: 'uuid[]' }, never>(
  'match-pairings-insert',
  { tournamentId: 'uuid', teamAIds: 'uuid[]', teamBIds: 'uuid[]' },
  ({ tournamentId, teamAIds, teamBIds }) => `
  INSERT INTO match_pairings (tournament_id, team_a_id, team_b_id, position)
  SELECT ${tournamentId}, team_a_id, team_b_id, position
  FROM unnest(${teamAIds}, ${teamBIds}) WITH ORDINALITY AS pairing (team_a_id, team_b_id, position)`,
);

/** The match_pairings table. Every method runs inside the caller's transaction when given its manager. */
@Injectable()
export class MatchPairingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** In the order they were given. */
  list(tournamentId: string, manager: EntityManager = this.dataSource.manager): Promise<MatchPairing[]> {
    return PAIRINGS.rows(manager, { tournamentId });
  }

  /** The tournament's pairings become these, in this order. */
  async replace(tournamentId: string, pairings: ReadonlyArray<Pick<MatchPairing, 'teamAId' | 'teamBId'>>, manager: EntityManager): Promise<void> {
    await DELETE_PAIRINGS.run(manager, { tournamentId });
    await INSERT_PAIRINGS.run(manager, { tournamentId, teamAIds: pairings.map((p) => p.teamAId), teamBIds: pairings.map((p) => p.teamBId) });
  }
}
