import type { PlayerIdentity } from '../../common/auth';
import type { EntityManager } from 'typeorm';

/** What a score write needs of a player: who they are (for access) and how they score. */
export interface ScoringPlayer extends PlayerIdentity {
  id: string;
  name: string;
  handicap: number;
  position: number;
}

/** What a score write needs of a team: its roster in position order and the revision it is claimed by. */
export interface ScoringTeam {
  id: string;
  tournamentId: string;
  name: string;
  startingHole: number | null;
  currentHole: number;
  revision: number;
  players: ScoringPlayer[];
}

/**
 * A SQL expression for a statement composed elsewhere (one round trip per score write): the teams whose
 * ids are in the uuid[] parameter `ids`, each as a ScoringTeam, in one json array.
 */
export function scoringTeamsSql(ids: string): string {
  return `(SELECT coalesce(json_agg(json_build_object(
      'id', t.id, 'tournamentId', t.tournament_id, 'name', t.name, 'startingHole', t.starting_hole,
      'currentHole', t.current_hole, 'revision', t.revision,
      'players', (SELECT coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'email', p.email, 'userId', p.user_id,
          'handicap', p.handicap, 'position', p.position) ORDER BY p.position), '[]'::json)
        FROM players p WHERE p.team_id = t.id))), '[]'::json)
    FROM teams t WHERE t.id = ANY(${ids}::uuid[]))`;
}

/**
 * Locks the teams' rows in id order until the transaction ends (so two writers never wait on each other in
 * a circle), as claimTeamsSql does.
 */
export async function lockTeamsForScoring(manager: EntityManager, teamIds: readonly string[]): Promise<void> {
  await manager.query('SELECT id FROM teams WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE', [[...teamIds]]);
}
