import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ScoreInput } from '@fairway/golf';
import { type EntityManager, In, Repository } from 'typeorm';
import { markLiveChange } from '../../common/live-changes/live-change';
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

// One statement (one round trip) for the cells of several teams, each team with its author: cells whose
// strokes did not change are left alone (a replay adds nothing); every inserted or changed cell gets one
// history row with its previous strokes. It answers with all of the listed teams' scores as they are after
// the write: the rows written, and the others as the statement's snapshot saw them (the caller holds the
// teams' row locks, so none moved). Nothing is written for a team whose card is submitted when its author
// may not correct it: the statement names those teams.
const UPSERT_SCORES = `
  WITH teams AS (
    SELECT * FROM unnest($8::uuid[], $9::uuid[], $10::boolean[]) AS team (tournament_id, team_id, may_correct)
  ), locked AS (
    SELECT teams.team_id FROM teams JOIN submitted_cards USING (team_id) WHERE NOT teams.may_correct
  ), input AS (
    SELECT cell.* FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::smallint[], $5::smallint[], $6::text[], $7::text[])
      AS cell (tournament_id, team_id, player_id, hole, strokes, author_uid, author_name)
    WHERE cell.team_id NOT IN (SELECT team_id FROM locked)
  ), previous AS (
    SELECT scores.id, scores.strokes FROM scores JOIN input USING (tournament_id, team_id, player_id, hole)
  ), written AS (
    INSERT INTO scores (tournament_id, team_id, player_id, hole, strokes, net_score, is_best, updated_by_uid, updated_by_name)
    SELECT tournament_id, team_id, player_id, hole, strokes, 0, false, author_uid, author_name FROM input
    ON CONFLICT ON CONSTRAINT scores_tournament_team_player_hole_key
    DO UPDATE SET strokes = EXCLUDED.strokes, updated_at = now(), updated_by_uid = EXCLUDED.updated_by_uid,
      updated_by_name = EXCLUDED.updated_by_name,
      corrected = scores.corrected OR scores.updated_by_uid IS DISTINCT FROM EXCLUDED.updated_by_uid
        OR scores.updated_at < now() - interval '${CORRECTION_AFTER}'
    WHERE scores.strokes <> EXCLUDED.strokes
    RETURNING ${SCORE_COLUMNS}, updated_by_uid
  ), logged AS (
    INSERT INTO score_history (score_id, team_id, strokes, previous_strokes, changed_by_uid, changed_by_name)
    SELECT written.id, written.team_id, written.strokes, previous.strokes, written.updated_by_uid, written.updated_by_name
    FROM written LEFT JOIN previous ON previous.id = written.id
  ), team_scores AS (
    SELECT ${SCORE_COLUMNS} FROM written
    UNION ALL
    SELECT ${SCORE_COLUMNS} FROM scores JOIN teams USING (tournament_id, team_id)
    WHERE id NOT IN (SELECT id FROM written)
  )
  SELECT ARRAY(SELECT team_id FROM locked) AS locked,
    (SELECT coalesce(json_agg(team_scores), '[]'::json) FROM team_scores) AS scores`;

const HISTORY_FOR_TEAM = `
  SELECT h.score_id, s.player_id, s.hole, h.strokes, h.previous_strokes, h.changed_by_name, h.changed_at
  FROM score_history h JOIN scores s ON s.id = h.score_id
  WHERE h.team_id = $1 ORDER BY h.id`;

export interface ScoreUpsert {
  /** Teams whose card is submitted and whose author may not correct it: nothing of theirs was written. */
  lockedTeamIds: Set<string>;
  /** Every score of each listed team after the write (netScore and isBest as stored: the caller annotates them). */
  scoresByTeam: Map<string, ScoreEntity[]>;
}

/** One team's cells and who writes them: one cell per player and hole (the caller removes repeats). */
export interface TeamCells {
  tournamentId: string;
  teamId: string;
  cells: ReadonlyArray<Pick<ScoreCell, 'playerId' | 'hole' | 'strokes'>>;
  author: ScoreAuthor;
  /** The tournament admin may correct a submitted card; its members may not. */
  mayCorrectSubmitted: boolean;
}

export interface ScoreChange {
  playerId: string;
  hole: number;
  strokes: number;
  previousStrokes: number | null;
  changedBy: string;
  changedAt: Date;
}

const SAVE_ANNOTATIONS = `
  UPDATE scores SET net_score = changed.net_score, is_best = changed.is_best
  FROM unnest($1::uuid[], $2::numeric[], $3::boolean[]) AS changed (id, net_score, is_best)
  WHERE scores.id = changed.id`;

/**
 * The scores table, owned by this module: one row per (tournament, team, player, hole). Every method
 * runs inside the caller's transaction when given its manager.
 */
@Injectable()
export class ScoreRecordsService {
  constructor(@InjectRepository(ScoreEntity) private readonly scores: Repository<ScoreEntity>) {}

  /**
   * Writes several teams' cells in one statement, replacing their strokes; a replayed write never adds a
   * row, and every change is in the trail; a team whose card is submitted gets nothing unless
   * `mayCorrectSubmitted`. Returns those teams and each team's scores after the write. Each team appears once.
   */
  async upsertMany(teams: readonly TeamCells[], manager: EntityManager = this.scores.manager): Promise<ScoreUpsert> {
    if (teams.length === 0) return { lockedTeamIds: new Set(), scoresByTeam: new Map() };
    const rows = teams.flatMap((team) => team.cells.map((cell) => ({ ...cell, team })));
    const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
    const [row]: Array<{ locked: string[]; scores: ScoreRow[] }> = await manager.query(UPSERT_SCORES, [
      column((cell) => cell.team.tournamentId), column((cell) => cell.team.teamId), column((cell) => cell.playerId),
      column((cell) => cell.hole), column((cell) => cell.strokes), column((cell) => cell.team.author.uid), column((cell) => cell.team.author.name),
      teams.map((team) => team.tournamentId), teams.map((team) => team.teamId), teams.map((team) => team.mayCorrectSubmitted),
    ]);
    const lockedTeamIds = new Set(row?.locked ?? []);
    teams.filter((team) => !lockedTeamIds.has(team.teamId)).forEach((team) => markScoreChanges(team, manager));
    const scoresByTeam = new Map(teams.map((team) => [team.teamId, [] as ScoreEntity[]]));
    for (const score of (row?.scores ?? []).map(toScoreEntity)) scoresByTeam.get(score.teamId)?.push(score);
    return { lockedTeamIds, scoresByTeam };
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

  /** Every score of some teams of a tournament: one query however many teams. */
  forTeams(tournamentId: string, teamIds: readonly string[]): Promise<ScoreEntity[]> {
    if (teamIds.length === 0) return Promise.resolve([]);
    return this.scores.find({ where: { tournamentId, teamId: In([...teamIds]) } });
  }

  /** Strokes only, for boards and progress: one query however many teams. */
  strokesForTeams(tournamentId: string, teamIds: readonly string[], manager: EntityManager = this.scores.manager): Promise<ScoreInput[]> {
    if (teamIds.length === 0) return Promise.resolve([]);
    return manager.find(ScoreEntity, {
      select: { playerId: true, hole: true, strokes: true },
      where: { tournamentId, teamId: In([...teamIds]) },
    });
  }

  strokesForTournament(tournamentId: string): Promise<ScoreInput[]> {
    return this.scores.find({ select: { playerId: true, hole: true, strokes: true }, where: { tournamentId } });
  }

  /** One statement for every score whose stored netScore or isBest changed. */
  async saveAnnotations(changed: readonly ScoreAnnotationChange[], manager: EntityManager = this.scores.manager): Promise<void> {
    if (changed.length === 0) return;
    await manager.query(SAVE_ANNOTATIONS, [changed.map((row) => row.id), changed.map((row) => row.netScore), changed.map((row) => row.isBest)]);
  }
}

/** Tells the live stream which holes changed once the transaction commits. */
function markScoreChanges({ tournamentId, teamId, cells }: TeamCells, manager: EntityManager): void {
  for (const hole of new Set(cells.map((cell) => cell.hole))) markLiveChange(manager, { kind: 'scores', tournamentId, teamId, hole });
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
