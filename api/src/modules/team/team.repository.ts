import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NamedStatement } from '../../database/named-statement';

// Each position is unique per team, checked at commit once deferred: a roster whose players swap places passes.
const DEFER_POSITION_CHECK = new NamedStatement<Record<never, never>, never>(
  'players-defer-position-check',
  {},
  () => 'SET CONSTRAINTS players_team_position_key DEFERRED',
);
const LOCK_FOR_SCORING = new NamedStatement<{ teamIds: 'uuid[]' }, { id: string }>(
  'teams-lock-for-scoring',
  { teamIds: 'uuid[]' },
  ({ teamIds }) => `SELECT id FROM teams WHERE id = ANY(${teamIds}) ORDER BY id FOR NO KEY UPDATE`,
);
const RAISE_REVISION = new NamedStatement<{ teamId: 'uuid' }, never>(
  'team-revision-raise',
  { teamId: 'uuid' },
  ({ teamId }) => `UPDATE teams SET revision = revision + 1 WHERE id = ${teamId}`,
);
const RAISE_TOURNAMENT_REVISIONS = new NamedStatement<{ tournamentId: 'uuid' }, never>(
  'team-revisions-raise-tournament',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `UPDATE teams SET revision = revision + 1 WHERE tournament_id = ${tournamentId}`,
);

/**
 * The team module's statements that its entities cannot say (the rest goes through TeamEntity and
 * PlayerEntity). Each runs in the caller's transaction.
 */
@Injectable()
export class TeamRepository {
  /** Until the transaction commits, players may share a position (a roster being reordered). */
  async deferPositionCheck(manager: EntityManager): Promise<void> {
    await DEFER_POSITION_CHECK.run(manager, {});
  }

  /**
   * Locks the teams' rows in id order until the transaction ends (so two writers never wait on each other
   * in a circle), as the claim of teams does.
   */
  async lockForScoring(manager: EntityManager, teamIds: readonly string[]): Promise<void> {
    await LOCK_FOR_SCORING.run(manager, { teamIds });
  }

  /**
   * Marks a team changed for the score writes that read it before (roster, card): the caller's transaction
   * holds the team's row lock, so a score write waiting on it finds the revision moved and reads again.
   */
  async raiseRevision(manager: EntityManager, teamId: string): Promise<void> {
    await RAISE_REVISION.run(manager, { teamId });
  }

  /** Every team of the tournament marked changed at once (all cards locked), as raiseRevision does one. */
  async raiseTournamentRevisions(manager: EntityManager, tournamentId: string): Promise<void> {
    await RAISE_TOURNAMENT_REVISIONS.run(manager, { tournamentId });
  }
}
