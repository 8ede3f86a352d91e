import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ScoreInput } from '@fairway/golf';
import { type EntityManager, Repository } from 'typeorm';
import { markLiveChange } from '../../common/live-changes/live-change';
import { type ColumnProps, entityColumns, jsonObjectSql, type JsonRow } from '../../database/entity-columns';
import { NamedStatement, paramsOf, type PartsParams, sqlPart } from '../../database/named-statement';
import { CLAIMED_TEAMS, type TeamClaim, teamClaims } from '../team/team-revision';
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

const SCORE_COLUMNS = entityColumns(ScoreEntity, {
  id: true,
  tournamentId: true,
  teamId: true,
  playerId: true,
  hole: true,
  strokes: true,
  netScore: true,
  isBest: true,
  updatedAt: true,
  updatedByName: true,
  corrected: true,
} satisfies Record<ColumnProps<ScoreEntity>, true>);

/** A score as the statements here answer it (json): every column of the entity. */
type ScoreJson = JsonRow<Pick<ScoreEntity, keyof typeof SCORE_COLUMNS>>;

// A change is a correction (the scorecard then says "changed by Ann at 10:42") when someone other than who
// last set the score makes it, or when it comes later than this after the last change: a player stepping
// through 4, 5, 6 while entering the hole is not correcting anything.
const CORRECTION_AFTER = '2 minutes';

/** A hole of a team a score write writes on. */
export interface WrittenHole {
  tournamentId: string;
  teamId: string;
  hole: number;
}

const scoresOnHoles = sqlPart({
  params: { holeTournamentIds: 'uuid[]', holeTeamIds: 'uuid[]', holes: 'smallint[]' },
  text: ({ holeTournamentIds, holeTeamIds, holes }) => `(SELECT coalesce(json_agg(${jsonObjectSql(SCORE_COLUMNS, 'score')}), '[]'::json) FROM scores score
      JOIN (SELECT DISTINCT * FROM unnest(${holeTournamentIds}, ${holeTeamIds}, ${holes}) AS wanted (tournament_id, team_id, hole)) AS wanted
        USING (tournament_id, team_id, hole))`,
  bind: (holes: readonly WrittenHole[]) => ({
    holeTournamentIds: holes.map((hole) => hole.tournamentId),
    holeTeamIds: holes.map((hole) => hole.teamId),
    holes: holes.map((hole) => hole.hole),
  }),
});

/** What scoresForWrite answers: toScoresForWrite reads it. */
export interface ScoresForWriteJson {
  holeScores: ScoreJson[];
  scored: Array<{ teamId: string; holes: number[] }>;
  submitted: string[];
}

/**
 * What a score write needs of its teams' scores, as one json value (ScoresForWriteJson): the scores on the
 * holes it writes, the holes each team has scored, and which cards are submitted. This module's part of
 * the score write's one read statement.
 */
export const scoresForWrite = sqlPart({
  params: { ...scoresOnHoles.params, teamIds: 'uuid[]' },
  text: (refs) => `json_build_object(
    'holeScores', ${scoresOnHoles.text(refs)},
    'scored', (SELECT coalesce(json_agg(json_build_object('teamId', team_id, 'holes', holes)), '[]'::json) FROM (
      SELECT team_id, array_agg(DISTINCT hole) AS holes FROM scores WHERE team_id = ANY(${refs.teamIds}) GROUP BY team_id
    ) AS scored),
    'submitted', ARRAY(SELECT team_id FROM submitted_cards WHERE team_id = ANY(${refs.teamIds})))`,
  bind: ({ teamIds, holes }: { teamIds: readonly string[]; holes: readonly WrittenHole[] }) => ({ ...scoresOnHoles.bind(holes), teamIds }),
});

/** Each team's TeamScoresRead from what scoresForWrite answered. */
export function toScoresForWrite(json: ScoresForWriteJson, teamIds: readonly string[]): Map<string, TeamScoresRead> {
  const submitted = new Set(json.submitted);
  const read = new Map(
    teamIds.map((teamId) => [teamId, { holeScores: [] as ScoreEntity[], scoredHoles: new Set<number>(), submitted: submitted.has(teamId) }]),
  );
  for (const score of json.holeScores.map(toScoreEntity)) read.get(score.teamId)?.holeScores.push(score);
  for (const scored of json.scored) scored.holes.forEach((hole) => read.get(scored.teamId)?.scoredHoles.add(hole));
  return read;
}

// The write's input as rows: one per cell written, one per other cell whose netScore or isBest moves.
const cellRows = sqlPart({
  params: {
    cellTournamentIds: 'uuid[]',
    cellTeamIds: 'uuid[]',
    cellPlayerIds: 'uuid[]',
    cellHoles: 'smallint[]',
    cellStrokes: 'smallint[]',
    cellNetScores: 'numeric[]',
    cellIsBest: 'boolean[]',
    cellAuthorUids: 'text[]',
    cellAuthorNames: 'text[]',
  },
  text: (refs) => `unnest(${refs.cellTournamentIds}, ${refs.cellTeamIds}, ${refs.cellPlayerIds}, ${refs.cellHoles}, ${refs.cellStrokes},
      ${refs.cellNetScores}, ${refs.cellIsBest}, ${refs.cellAuthorUids}, ${refs.cellAuthorNames})
    AS cell (tournament_id, team_id, player_id, hole, strokes, net_score, is_best, author_uid, author_name)`,
  bind: (teams: readonly TeamScoresChange[]) => {
    const cells = teams.flatMap((team) => team.cells.map((cell) => ({ ...cell, team })));
    return {
      cellTournamentIds: cells.map((cell) => cell.team.tournamentId),
      cellTeamIds: cells.map((cell) => cell.team.teamId),
      cellPlayerIds: cells.map((cell) => cell.playerId),
      cellHoles: cells.map((cell) => cell.hole),
      cellStrokes: cells.map((cell) => cell.strokes),
      cellNetScores: cells.map((cell) => cell.netScore),
      cellIsBest: cells.map((cell) => cell.isBest),
      cellAuthorUids: cells.map((cell) => cell.team.author.uid),
      cellAuthorNames: cells.map((cell) => cell.team.author.name),
    };
  },
});

const annotationRows = sqlPart({
  params: { annotationIds: 'uuid[]', annotationTeamIds: 'uuid[]', annotationNetScores: 'numeric[]', annotationIsBest: 'boolean[]' },
  text: (refs) => `unnest(${refs.annotationIds}, ${refs.annotationTeamIds}, ${refs.annotationNetScores}, ${refs.annotationIsBest})
    AS changed (id, team_id, net_score, is_best)`,
  bind: (teams: readonly TeamScoresChange[]) => {
    const annotations = teams.flatMap((team) => team.annotations.map((annotation) => ({ ...annotation, teamId: team.teamId })));
    return {
      annotationIds: annotations.map((change) => change.id),
      annotationTeamIds: annotations.map((change) => change.teamId),
      annotationNetScores: annotations.map((change) => change.netScore),
      annotationIsBest: annotations.map((change) => change.isBest),
    };
  },
});

// One statement (one round trip, its own transaction) for several teams' writes, each team written only
// if the team module claims it (unchanged since it was read, see teamClaims): the changed cells with their
// netScore and isBest, one history row each with the previous strokes, and the new netScore and isBest of
// the hole's other cells. It answers with the teams claimed and the cells written.
const WRITE_CLAIMED = new NamedStatement<PartsParams<typeof teamClaims | typeof cellRows | typeof annotationRows>, { claimed: string[]; written: ScoreJson[] }>(
  'scores-write-claimed',
  paramsOf(teamClaims, cellRows, annotationRows),
  (refs) => `
  WITH ${teamClaims.text(refs)}, input AS (
    SELECT cell.* FROM ${cellRows.text(refs)}
    WHERE cell.team_id IN (SELECT id FROM ${CLAIMED_TEAMS})
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
    RETURNING ${Object.values(SCORE_COLUMNS).join(', ')}, updated_by_uid
  ), logged AS (
    INSERT INTO score_history (score_id, team_id, strokes, previous_strokes, changed_by_uid, changed_by_name)
    SELECT written.id, written.team_id, written.strokes, previous.strokes, written.updated_by_uid, written.updated_by_name
    FROM written LEFT JOIN previous ON previous.id = written.id
  ), annotated AS (
    UPDATE scores SET net_score = changed.net_score, is_best = changed.is_best
    FROM ${annotationRows.text(refs)}
    WHERE scores.id = changed.id AND changed.team_id IN (SELECT id FROM ${CLAIMED_TEAMS})
  )
  SELECT ARRAY(SELECT id FROM ${CLAIMED_TEAMS}) AS claimed,
    (SELECT coalesce(json_agg(${jsonObjectSql(SCORE_COLUMNS, 'written')}), '[]'::json) FROM written) AS written`,
);

// Reads that run on every board and live event: one json value each, which JSON.parse reads far faster
// than rows through the ORM.
const SCORES_ON_HOLES = new NamedStatement<typeof scoresOnHoles.params, { scores: ScoreJson[] }>(
  'scores-on-holes',
  scoresOnHoles.params,
  (refs) => `SELECT ${scoresOnHoles.text(refs)} AS scores`,
);
const STROKES = `coalesce(json_agg(json_build_object('playerId', player_id, 'hole', hole, 'strokes', strokes)), '[]'::json) AS strokes`;
const STROKES_FOR_TEAMS = new NamedStatement<{ tournamentId: 'uuid'; teamIds: 'uuid[]' }, { strokes: ScoreInput[] }>(
  'strokes-for-teams',
  { tournamentId: 'uuid', teamIds: 'uuid[]' },
  ({ tournamentId, teamIds }) => `SELECT ${STROKES} FROM scores WHERE tournament_id = ${tournamentId} AND team_id = ANY(${teamIds})`,
);
const STROKES_FOR_TOURNAMENT = new NamedStatement<{ tournamentId: 'uuid' }, { strokes: ScoreInput[] }>(
  'strokes-for-tournament',
  { tournamentId: 'uuid' },
  ({ tournamentId }) => `SELECT ${STROKES} FROM scores WHERE tournament_id = ${tournamentId}`,
);

const HISTORY_FOR_TEAM = new NamedStatement<{ teamId: 'uuid' }, { changes: Array<JsonRow<ScoreChange>> }>(
  'score-history-for-team',
  { teamId: 'uuid' },
  ({ teamId }) => `
  SELECT coalesce(json_agg(json_build_object('playerId', s.player_id, 'hole', s.hole, 'strokes', h.strokes,
      'previousStrokes', h.previous_strokes, 'changedBy', h.changed_by_name, 'changedAt', h.changed_at) ORDER BY h.id), '[]'::json) AS changes
  FROM score_history h JOIN scores s ON s.id = h.score_id
  WHERE h.team_id = ${teamId}`,
);

/** What a score write reads of one team (no lock: the write claims the team, see writeClaimed). */
export interface TeamScoresRead {
  /** The team's scores on the holes asked for. */
  holeScores: ScoreEntity[];
  /** Every hole the team has a score on. */
  scoredHoles: Set<number>;
  submitted: boolean;
}

/** One team's write: its cells that change, the other cells whose netScore or isBest moves, its new current hole. */
/** The claim (TeamClaim): the team is written only if it is still at the revision it was read at. */
export interface TeamScoresChange extends TeamClaim {
  tournamentId: string;
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
 * The scores table and its history (ScoreDataModule's): one row per (tournament, team, player, hole). Every
 * method runs inside the caller's transaction when given its manager.
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
    const rows = teams.reduce((count, team) => count + team.cells.length + team.annotations.length, 0);
    const row = await WRITE_CLAIMED.prepared(manager, { ...teamClaims.bind(teams), ...cellRows.bind(teams), ...annotationRows.bind(teams) }, rows);
    const claimedTeamIds = new Set(row?.claimed ?? []);
    teams.filter((team) => claimedTeamIds.has(team.teamId)).forEach((team) => markScoreChanges(team, manager));
    return { claimedTeamIds, written: (row?.written ?? []).map(toScoreEntity) };
  }

  /** Every change of the team's scores, oldest first. */
  async history(teamId: string, manager: EntityManager = this.scores.manager): Promise<ScoreChange[]> {
    const row = await HISTORY_FOR_TEAM.query(manager, { teamId });
    return (row?.changes ?? []).map((change) => ({ ...change, changedAt: new Date(change.changedAt) }));
  }

  forTeam(tournamentId: string, teamId: string, manager: EntityManager = this.scores.manager): Promise<ScoreEntity[]> {
    return manager.find(ScoreEntity, { where: { tournamentId, teamId } });
  }

  /** The scores on some holes of some teams of a tournament: one query however many. */
  async forHoles(tournamentId: string, holes: ReadonlyArray<{ teamId: string; hole: number }>): Promise<ScoreEntity[]> {
    if (holes.length === 0) return [];
    const row = await SCORES_ON_HOLES.query(this.scores.manager, scoresOnHoles.bind(holes.map((pair) => ({ tournamentId, ...pair }))));
    return (row?.scores ?? []).map(toScoreEntity);
  }

  /** Strokes only, for boards and progress: one query however many teams. */
  async strokesForTeams(tournamentId: string, teamIds: readonly string[], manager: EntityManager = this.scores.manager): Promise<ScoreInput[]> {
    if (teamIds.length === 0) return [];
    const row = await STROKES_FOR_TEAMS.query(manager, { tournamentId, teamIds });
    return row?.strokes ?? [];
  }

  async strokesForTournament(tournamentId: string): Promise<ScoreInput[]> {
    const row = await STROKES_FOR_TOURNAMENT.query(this.scores.manager, { tournamentId });
    return row?.strokes ?? [];
  }
}

/** Tells the live stream which holes changed (at once, or when the caller's transaction commits). */
function markScoreChanges({ tournamentId, teamId, cells, annotations }: TeamScoresChange, manager: EntityManager): void {
  const holes = new Set([...cells.map((cell) => cell.hole), ...annotations.map((annotation) => annotation.hole)]);
  for (const hole of holes) markLiveChange(manager, { kind: 'scores', tournamentId, teamId, hole });
}

function toScoreEntity(json: ScoreJson): ScoreEntity {
  const columns: Pick<ScoreEntity, keyof ScoreJson> = { ...json, updatedAt: new Date(json.updatedAt) };
  return Object.assign(new ScoreEntity(), columns);
}
