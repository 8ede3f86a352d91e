import { sqlPart } from '../../database/named-statement';

/** A team a score write means to write: the revision it read the team at and the team's new current hole. */
export interface TeamClaim {
  teamId: string;
  revision: number;
  currentHole: number;
}

/** The name of the common table expression, in teamClaims, of the teams claimed (one `id` column). */
export const CLAIMED_TEAMS = 'claimed';

/**
 * The common table expressions that let one statement write for teams read earlier without a lock:
 * `claimed` (CLAIMED_TEAMS) holds the teams it may write. Each team is locked in id order (NO KEY UPDATE,
 * as the update itself would: a stronger lock would also block, and deadlock with, inserts that only
 * reference the team, such as the activity feed's) and claimed only if its revision is still the one read
 * (PostgreSQL checks the newest row once the lock is free); a claimed team's revision is raised and its
 * current hole set. A team changed meanwhile is left out: its writer reads it again.
 */
export const teamClaims = sqlPart({
  params: { claimTeamIds: 'uuid[]', claimRevisions: 'integer[]', claimCurrentHoles: 'smallint[]' },
  text: ({ claimTeamIds, claimRevisions, claimCurrentHoles }) => `
  claim AS (
    SELECT * FROM unnest(${claimTeamIds}, ${claimRevisions}, ${claimCurrentHoles}) AS claim (id, revision, current_hole)
  ), claim_locked AS (
    SELECT teams.id FROM teams JOIN claim USING (id) WHERE teams.revision = claim.revision ORDER BY teams.id FOR NO KEY UPDATE OF teams
  ), ${CLAIMED_TEAMS} AS (
    UPDATE teams SET revision = teams.revision + 1, current_hole = claim.current_hole,
      updated_at = CASE WHEN teams.current_hole = claim.current_hole THEN teams.updated_at ELSE now() END
    FROM claim WHERE teams.id = claim.id AND teams.id IN (SELECT id FROM claim_locked)
    RETURNING teams.id
  )`,
  bind: (claims: readonly TeamClaim[]) => ({
    claimTeamIds: claims.map((claim) => claim.teamId),
    claimRevisions: claims.map((claim) => claim.revision),
    claimCurrentHoles: claims.map((claim) => claim.currentHole),
  }),
});
