import type { TournamentEntity } from './tournament.entity';

/** What a score write needs of a tournament: who administers it and how it is scored. */
export type ScoringTournament = Pick<TournamentEntity, 'id' | 'courseId' | 'adminUserId' | 'format' | 'holes' | 'handicapAllowances'>;

/**
 * A SQL expression for a statement composed elsewhere (one round trip per score write): the tournaments
 * whose ids are in the uuid[] parameter `ids`, each as a ScoringTournament, in one json array.
 */
export function scoringTournamentsSql(ids: string): string {
  return `(SELECT coalesce(json_agg(json_build_object('id', id, 'courseId', course_id, 'adminUserId', admin_user_id,
      'format', format, 'holes', holes, 'handicapAllowances', handicap_allowances)), '[]'::json)
    FROM tournaments WHERE id = ANY(${ids}::uuid[]))`;
}
