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

const SCORE_COLUMNS = 'id, tournament_id, team_id, player_id, hole, strokes, net_score, is_best, updated_at, updated_by_name';

// One statement (one round trip) for the whole write of one team's cells: nothing is written when the
// team's card is submitted and the author may not correct it; cells whose strokes did not change are left
// alone (a replay adds nothing); every inserted or changed cell gets one history row with its previous
// strokes. It answers with all of the team's scores as they are after the write: the rows written, and the
// others as the statement's snapshot saw them (the caller holds the team's row lock, so none moved).
const UPSERT_SCORES = `
  WITH card AS (
    SELECT cardinality($3::uuid[]) > 0 AND NOT $8::boolean AND EXISTS (SELECT 1 FROM submitted_cards WHERE team_id = $7::uuid) AS locked
  ), input AS (
    SELECT cell.* FROM unnest($3::uuid[], $4::smallint[], $5::smallint[]) AS cell (player_id, hole, strokes), card
    WHERE NOT card.locked
  ), previous AS (
    SELECT scores.id, scores.strokes FROM scores JOIN input USING (player_id, hole)
    WHERE scores.tournament_id = $6::uuid AND scores.team_id = $7::uuid
  ), written AS (
    INSERT INTO scores (tournament_id, team_id, player_id, hole, strokes, net_score, is_best, updated_by_uid, updated_by_name)
    SELECT $6::uuid, $7::uuid, player_id, hole, strokes, 0, false, $1::text, $2::text FROM input
    ON CONFLICT ON CONSTRAINT scores_tournament_team_player_hole_key
    DO UPDATE SET strokes = EXCLUDED.strokes, updated_at = now(), updated_by_uid = EXCLUDED.updated_by_uid,
      updated_by_name = EXCLUDED.updated_by_name
    WHERE scores.strokes <> EXCLUDED.strokes
    RETURNING ${SCORE_COLUMNS}
  ), logged AS (
    INSERT INTO score_history (score_id, team_id, strokes, previous_strokes, changed_by_uid, changed_by_name)
    SELECT written.id, written.team_id, written.strokes, previous.strokes, $1::text, $2::text
    FROM written LEFT JOIN previous ON previous.id = written.id
    RETURNING score_id
  ), team_scores AS (
    SELECT ${SCORE_COLUMNS} FROM written
    UNION ALL
    SELECT ${SCORE_COLUMNS} FROM scores
    WHERE tournament_id = $6::uuid AND team_id = $7::uuid AND id NOT IN (SELECT id FROM written)
  )
  SELECT card.locked, ARRAY(SELECT score_id FROM logged) AS changed,
    (SELECT coalesce(json_agg(team_scores), '[]'::json) FROM team_scores) AS scores
  FROM card`;

const HISTORY_FOR_TEAM = `
  SELECT h.score_id, s.player_id, s.hole, h.strokes, h.previous_strokes, h.changed_by_name, h.changed_at
  FROM score_history h JOIN scores s ON s.id = h.score_id
  WHERE h.team_id = $1 ORDER BY h.id`;

export interface ScoreUpsert {
  /** The card is submitted and the author may not correct it: nothing was written. */
  cardLocked: boolean;
  changedIds: Set<string>;
  /** Every score of the team after the write (netScore and isBest as stored: the caller annotates them). */
  teamScores: ScoreEntity[];
}

/** The team whose cells are written, and one cell per player and hole (the caller removes repeats). */
export interface TeamCells {
  tournamentId: string;
  teamId: string;
  cells: ReadonlyArray<Pick<ScoreCell, 'playerId' | 'hole' | 'strokes'>>;
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
   * Writes the team's cells, replacing their strokes; a replayed write never adds a row. Writes nothing when
   * the team has submitted its card, unless `mayCorrectSubmitted`. Returns the ids of the scores that
   * changed, each now in the trail, and the team's scores after the write.
   */
  async upsert(
    { tournamentId, teamId, cells }: TeamCells,
    { author, mayCorrectSubmitted }: { author: ScoreAuthor; mayCorrectSubmitted: boolean },
    manager: EntityManager = this.scores.manager,
  ): Promise<ScoreUpsert> {
    const column = <K extends keyof TeamCells['cells'][number]>(key: K) => cells.map((cell) => cell[key]);
    const [row]: Array<{ locked: boolean; changed: string[]; scores: ScoreRow[] }> = await manager.query(UPSERT_SCORES, [
      author.uid, author.name, column('playerId'), column('hole'), column('strokes'), tournamentId, teamId, mayCorrectSubmitted,
    ]);
    const cardLocked = row?.locked === true;
    if (!cardLocked) markScoreChanges(tournamentId, teamId, cells, manager);
    return { cardLocked, changedIds: new Set(row?.changed ?? []), teamScores: (row?.scores ?? []).map(toScoreEntity) };
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
function markScoreChanges(tournamentId: string, teamId: string, cells: TeamCells['cells'], manager: EntityManager): void {
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
  });
}
