import { entityColumns, jsonObjectSql, type JsonRow } from '../../database/entity-columns';
import { sqlPart } from '../../database/named-statement';
import { TournamentEntity } from './tournament.entity';

const SCORING_COLUMNS = entityColumns(TournamentEntity, {
  id: true,
  courseId: true,
  adminUserId: true,
  organisationId: true,
  format: true,
  holes: true,
  handicapAllowances: true,
});

/** What a score write needs of a tournament: who administers it (its owner and organisation) and how it is scored. */
export type ScoringTournament = JsonRow<Pick<TournamentEntity, keyof typeof SCORING_COLUMNS>>;

/**
 * The tournaments a score write names, as one json array of ScoringTournament: this module's part of the
 * score write's one read statement.
 */
export const scoringTournaments = sqlPart({
  params: { tournamentIds: 'uuid[]' },
  text: ({ tournamentIds }) => `(SELECT coalesce(json_agg(${jsonObjectSql(SCORING_COLUMNS, 'tournament')}), '[]'::json)
    FROM tournaments tournament WHERE tournament.id = ANY(${tournamentIds}))`,
  bind: (tournamentIds: readonly string[]) => ({ tournamentIds }),
});
