import { entityColumns, jsonObjectSql, type JsonRow } from '../../database/entity-columns';
import { sqlPart } from '../../database/named-statement';
import { PlayerEntity, TeamEntity } from './team.entity';

const PLAYER_COLUMNS = entityColumns(PlayerEntity, { id: true, name: true, email: true, userId: true, handicap: true, position: true });
const TEAM_COLUMNS = entityColumns(TeamEntity, { id: true, tournamentId: true, name: true, startingHole: true, currentHole: true, revision: true });

const ROSTER = `(SELECT coalesce(json_agg(${jsonObjectSql(PLAYER_COLUMNS, 'player')} ORDER BY player.position), '[]'::json)
  FROM players player WHERE player.team_id = team.id)`;

/** What a score write needs of a player: who they are (for access) and how they score. */
export type ScoringPlayer = JsonRow<Pick<PlayerEntity, keyof typeof PLAYER_COLUMNS>>;

/** What a score write needs of a team: its roster in position order and the revision it is claimed at. */
export type ScoringTeam = JsonRow<Pick<TeamEntity, keyof typeof TEAM_COLUMNS>> & { players: ScoringPlayer[] };

/**
 * The teams a score write names, each as a ScoringTeam, in one json array: this module's part of the
 * score write's one read statement.
 */
export const scoringTeams = sqlPart({
  params: { teamIds: 'uuid[]' },
  text: ({ teamIds }) => `(SELECT coalesce(json_agg(${jsonObjectSql(TEAM_COLUMNS, 'team', { players: ROSTER })}), '[]'::json)
    FROM teams team WHERE team.id = ANY(${teamIds}))`,
  bind: (teamIds: readonly string[]) => ({ teamIds }),
});
