import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ScoreInput } from '@fairway/golf';
import { type EntityManager, Repository } from 'typeorm';
import { markLiveChange } from '../../common/live-changes/live-change';
import { preparedQuery } from '../../database/prepared-query';
import { claimTeamsSql } from '../team/team-revision';
import { ScoreEntity } from './score.entity';

export interface ScoreCell {
  tournamentId: string;
  teamId: string;
  playerId: string;
  hole: number;
  strokes: number;
}

export interface ScoreAnnotationChange {
  id: string;
  hole: number;
  netScore: number;
  isBest: boolean;
}

/** Who changes scores: their account and the name the scorecard shows ("changed by Ann"). */
export interface ScoreAuthor {
  uid: string;
  name: string;
}

const SCORE_COLUMNS = 'id, tournament_id, team_id, player_id, hole, strokes, net_score, is_best, updated_at, updated_by_name, corrected';

// A change is a correction (the scorecard then says "changed by Ann at 10:42") when someone other than who
// last set the score makes it, or when it comes later than this after the last change: a player stepping
// through 4, 5, 6 while entering the hole is not correcting anything.
const CORRECTION_AFTER = '2 minutes';

/**
 * The select list, for a statement composed elsewhere (one round trip per score write), of what a score
 * write needs of its teams' scores: the scores on the holes it writes (the parameters: tournament ids,
 * team ids and holes, one per cell, and all team ids), the holes each team has scored, and which cards
 * are submitted. toScoresForWrite reads them.
 */
export function scoresForWriteSql(tournamentIds: string, teamIds: string, holes: string, allTeamIds: string): string {
  return `
    ${scoresOnHolesSql(tournamentIds, teamIds, holes)} AS hole_scores,
    (SELECT coalesce(json_agg(scored), '[]'::json) FROM (
      SELECT team_id, array_agg(DISTINCT hole) AS holes FROM scores WHERE team_id = ANY(${allTeamIds}::uuid[]) GROUP BY team_id
    ) AS scored) AS scored,
    ARRAY(SELECT team_id FROM submitted_cards WHERE team_id = ANY(${allTeamIds}::uuid[])) AS submitted`;
}

/** The scores on the (tournament, team, hole) triples of three parallel arrays, as one json array of rows. */
function scoresOnHolesSql(tournamentIds: string, teamIds: string, holes: string): string {
  return `(SELECT coalesce(json_agg(hole_scores), '[]'::json) FROM (
      SELECT ${SCORE_COLUMNS} FROM scores
      JOIN (SELECT DISTINCT * FROM unnest(${tournamentIds}::uuid[], ${teamIds}::uuid[], ${holes}::smallint[]) AS wanted (tournament_id, team_id, hole)) AS wanted
        USING (tournament_id, team_id, hole)
    ) AS hole_scores)`;
}

/** The columns scoresForWriteSql selects. */
export interface ScoresForWriteRow {
  hole_scores: ScoreRow[];
  scored: Array<{ team_id: string; holes: number[] }>;
  submitted: string[];
}

/** Each team's TeamScoresRead from a row of scoresForWriteSql. */
export function toScoresForWrite(row: ScoresForWriteRow, teamIds: readonly string[]): Map<string, TeamScoresRead> {
  const submitted = new Set(row.submitted);
  const read = new Map(teamIds.map((teamId) => [teamId, { holeScores: [] as ScoreEntity[], scoredHoles: new Set<number>(), submitted: submitted.has(teamId) }]));
  for (const score of row.hole_scores.map(toScoreEntity)) read.get(score.teamId)?.holeScores.push(score);
  for (const scored of row.scored) scored.holes.forEach((hole) => read.get(scored.team_id)?.scoredHoles.add(hole));
  return read;
}

// One statement (one round trip, its own transaction) for several teams' writes, each team written only
// if it is claimed (unchanged since it was read, see claimTeamsSql): the changed cells with their netScore
// and isBest, one history row each with the previous strokes, and the new netScore and isBest of the
// hole's other cells. It answers with the teams claimed and the cells written.
const WRITE_CLAIMED = `
  WITH ${claimTeamsSql('$10', '$11', '$12')}, input AS (
    SELECT cell.* FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::smallint[], $5::smallint[], $6::numeric[], $7::boolean[], $8::text[], $9::text[])
      AS cell (tournament_id, team_id, player_id, hole, strokes, net_score, is_best, author_uid, author_name)
    WHERE cell.team_id IN (SELECT id FROM claimed)
  ), previous AS (
    SELECT scores.id, scores.strokes FROM scores JOIN input USING (tournament_id, team_id, player_id, hole)
  ), written AS (
    INSERT INTO scores (tournament_id, team_id, player_id, hole, strokes, net_score, is_best, updated_by_uid, updated_by_name)
    SELECT tournament_id, team_id, player_id, hole, strokes, net_score, is_best, author_uid, author_name FROM input
    ON CONFLICT ON CONSTRAINT scores_tournament_team_player_hole_key
    DO UPDATE SET strokes = EXCLUDED.strokes, net_score = EXCLUDED.net_score, is_best = EXCLUDED.is_best, updated_at = now(),
      updated_by_uid = EXCLUDED.updated_by_uid, updated_by_name = EXCLUDED.updated_by_name,
      corrected = scores.corrected OR scores.updated_by_uid IS DISTINCT FROM EXCLUDED.updated_by_uid
        OR scores.updated_at < now() - interval '${CORRECTION_AFTER}'
    WHERE scores.strokes <> EXCLUDED.strokes
    RETURNING ${SCORE_COLUMNS}, updated_by_uid
  ), logged AS (
    INSERT INTO score_history (score_id, team_id, strokes, previous_strokes, changed_by_uid, changed_by_name)
    SELECT written.id, written.team_id, written.strokes, previous.strokes, written.updated_by_uid, written.updated_by_name
    FROM written LEFT JOIN previous ON previous.id = written.id
  ), annotated AS (
    UPDATE scores SET net_score = changed.net_score, is_best = changed.is_best
    FROM unnest($13::uuid[], $14::uuid[], $15::numeric[], $16::boolean[]) AS changed (id, team_id, net_score, is_best)
    WHERE scores.id = changed.id AND changed.team_id IN (SELECT id FROM claimed)
  )
  SELECT ARRAY(SELECT id FROM claimed) AS claimed,
    (SELECT coalesce(json_agg(written), '[]'::json) FROM (SELECT ${SCORE_COLUMNS} FROM written) AS written) AS written`;

// Reads that run on every board and live event: one json value each, which JSON.parse reads far faster
// than rows through the ORM.
const SCORES_ON_HOLES = `SELECT ${scoresOnHolesSql('$1', '$2', '$3')} AS scores`;
const STROKES = `coalesce(json_agg(json_build_object('playerId', player_id, 'hole', hole, 'strokes', strokes)), '[]'::json) AS strokes`;
const STROKES_FOR_TEAMS = `SELECT ${STROKES} FROM scores WHERE tournament_id = $1 AND team_id = ANY($2::uuid[])`;
const STROKES_FOR_TOURNAMENT = `SELECT ${STROKES} FROM scores WHERE tournament_id = $1`;

const HISTORY_FOR_TEAM = `
  SELECT h.score_id, s.player_id, s.hole, h.strokes, h.previous_strokes, h.changed_by_name, h.changed_at
  FROM score_history h JOIN scores s ON s.id = h.score_id
  WHERE h.team_id = $1 ORDER BY h.id`;

/** What a score write reads of one team (no lock: the write claims the team, see writeClaimed). */
export interface TeamScoresRead {
  /** The team's scores on the holes asked for. */
  holeScores: ScoreEntity[];
  /** Every hole the team has a score on. */
  scoredHoles: Set<number>;
  submitted: boolean;
}

/** One team's write: its cells that change, the other cells whose netScore or isBest moves, its new current hole. */
export interface TeamScoresChange {
  tournamentId: string;
  teamId: string;
  /** The revision the team was read at: the write happens only if it is still that. */
  revision: number;
  currentHole: number;
  /** One cell per player and hole, each new or with changed strokes. */
  cells: ReadonlyArray<Pick<ScoreCell, 'playerId' | 'hole' | 'strokes'> & { netScore: number; isBest: boolean }>;
  author: ScoreAuthor;
  annotations: readonly ScoreAnnotationChange[];
}

export interface ClaimedWrite {
  /** Teams written; the others changed since they were read and must be read again. */
  claimedTeamIds: Set<string>;
  /** The cells written, as stored. */
  written: ScoreEntity[];
}

export interface ScoreChange {
  playerId: string;
  hole: number;
  strokes: number;
  previousStrokes: number | null;
  changedBy: string;
  changedAt: Date;
}

/**
 * The scores table, owned by this module: one row per (tournament, team, player, hole). Every method
 * runs inside the caller's transaction when given its manager.
 */
@Injectable()
export class ScoreRepository {
  constructor(@InjectRepository(ScoreEntity) private readonly scores: Repository<ScoreEntity>) {}

  /**
   * Several teams' changes in one statement, each team's only if it is unchanged since it was read (a
   * replayed write never adds a row; every change of strokes is in the trail). Returns the teams written
   * and their written cells; the caller reads the others again.
   */
  async writeClaimed(teams: readonly TeamScoresChange[], manager: EntityManager = this.scores.manager): Promise<ClaimedWrite> {
    if (teams.length === 0) return { claimedTeamIds: new Set(), written: [] };
    const cells = teams.flatMap((team) => team.cells.map((cell) => ({ ...cell, team })));
    const annotations = teams.flatMap((team) => team.annotations.map((annotation) => ({ ...annotation, teamId: team.teamId })));
    const [row] = await preparedQuery<{ claimed: string[]; written: ScoreRow[] }>(manager, 'scores-write-claimed', WRITE_CLAIMED, [
      cells.map((cell) => cell.team.tournamentId), cells.map((cell) => cell.team.teamId), cells.map((cell) => cell.playerId),
      cells.map((cell) => cell.hole), cells.map((cell) => cell.strokes), cells.map((cell) => cell.netScore), cells.map((cell) => cell.isBest),
      cells.map((cell) => cell.team.author.uid), cells.map((cell) => cell.team.author.name),
      teams.map((team) => team.teamId), teams.map((team) => team.revision), teams.map((team) => team.currentHole),
      annotations.map((change) => change.id), annotations.map((change) => change.teamId), annotations.map((change) => change.netScore), annotations.map((change) => change.isBest),
    ], cells.length + annotations.length);
    const claimedTeamIds = new Set(row?.claimed ?? []);
    teams.filter((team) => claimedTeamIds.has(team.teamId)).forEach((team) => markScoreChanges(team, manager));
    return { claimedTeamIds, written: (row?.written ?? []).map(toScoreEntity) };
  }

  /** Every change of the team's scores, oldest first. */
  async history(teamId: string, manager: EntityManager = this.scores.manager): Promise<ScoreChange[]> {
    const rows: Array<Record<string, unknown>> = await manager.query(HISTORY_FOR_TEAM, [teamId]);
    return rows.map((row) => ({
      playerId: String(row.player_id),
      hole: Number(row.hole),
      strokes: Number(row.strokes),
      previousStrokes: row.previous_strokes === null ? null : Number(row.previous_strokes),
      changedBy: String(row.changed_by_name),
      changedAt: row.changed_at as Date,
    }));
  }

  forTeam(tournamentId: string, teamId: string, manager: EntityManager = this.scores.manager): Promise<ScoreEntity[]> {
    return manager.find(ScoreEntity, { where: { tournamentId, teamId } });
  }

  /** The scores on some holes of some teams of a tournament: one query however many. */
  async forHoles(tournamentId: string, holes: ReadonlyArray<{ teamId: string; hole: number }>): Promise<ScoreEntity[]> {
    if (holes.length === 0) return [];
    const [row]: Array<{ scores: ScoreRow[] }> = await this.scores.manager.query(SCORES_ON_HOLES, [
      holes.map(() => tournamentId), holes.map((pair) => pair.teamId), holes.map((pair) => pair.hole),
    ]);
    return (row?.scores ?? []).map(toScoreEntity);
  }

  /** Strokes only, for boards and progress: one query however many teams. */
  async strokesForTeams(tournamentId: string, teamIds: readonly string[], manager: EntityManager = this.scores.manager): Promise<ScoreInput[]> {
    if (teamIds.length === 0) return [];
    const [row]: Array<{ strokes: ScoreInput[] }> = await manager.query(STROKES_FOR_TEAMS, [tournamentId, [...teamIds]]);
    return row?.strokes ?? [];
  }

  async strokesForTournament(tournamentId: string): Promise<ScoreInput[]> {
    const [row]: Array<{ strokes: ScoreInput[] }> = await this.scores.manager.query(STROKES_FOR_TOURNAMENT, [tournamentId]);
    return row?.strokes ?? [];
  }
}

/** Tells the live stream which holes changed (at once, or when the caller's transaction commits). */
function markScoreChanges({ tournamentId, teamId, cells, annotations }: TeamScoresChange, manager: EntityManager): void {
  const holes = new Set([...cells.map((cell) => cell.hole), ...annotations.map((annotation) => annotation.hole)]);
  for (const hole of holes) markLiveChange(manager, { kind: 'scores', tournamentId, teamId, hole });
}

/** A score row as json_agg writes it (timestamps as ISO text). */
interface ScoreRow {
  id: string;
  tournament_id: string;
  team_id: string;
  player_id: string;
  hole: number;
  strokes: number;
  net_score: number;
  is_best: boolean;
  updated_at: string;
  updated_by_name: string | null;
  corrected: boolean;
}

function toScoreEntity(row: ScoreRow): ScoreEntity {
  return Object.assign(new ScoreEntity(), {
    id: row.id,
    tournamentId: row.tournament_id,
    teamId: row.team_id,
    playerId: row.player_id,
    hole: row.hole,
    strokes: row.strokes,
    netScore: row.net_score,
    isBest: row.is_best,
    updatedAt: new Date(row.updated_at),
    updatedByName: row.updated_by_name,
    corrected: row.corrected,
  });
}
