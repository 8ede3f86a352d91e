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

// One statement (one round trip) for the whole write: nothing is written when the team's card is submitted
// and the author may not correct it; cells whose strokes did not change are left alone (a replay adds
// nothing); every inserted or changed cell gets one history row with its previous strokes.
const UPSERT_SCORES = `
  WITH card AS (
    SELECT NOT $8::boolean AND EXISTS (SELECT 1 FROM submitted_cards WHERE team_id = ANY($2::uuid[])) AS locked
  ), input AS (
    SELECT cell.* FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::smallint[], $5::smallint[])
      AS cell (tournament_id, team_id, player_id, hole, strokes), card
    WHERE NOT card.locked
  ), previous AS (
    SELECT scores.id, scores.strokes FROM scores JOIN input USING (tournament_id, team_id, player_id, hole)
  ), written AS (
    INSERT INTO scores (tournament_id, team_id, player_id, hole, strokes, net_score, is_best, updated_by_uid, updated_by_name)
    SELECT tournament_id, team_id, player_id, hole, strokes, 0, false, $6, $7 FROM input
    ON CONFLICT ON CONSTRAINT scores_tournament_team_player_hole_key
    DO UPDATE SET strokes = EXCLUDED.strokes, updated_at = now(), updated_by_uid = EXCLUDED.updated_by_uid,
      updated_by_name = EXCLUDED.updated_by_name
    WHERE scores.strokes <> EXCLUDED.strokes
    RETURNING id, team_id, strokes
  ), logged AS (
    INSERT INTO score_history (score_id, team_id, strokes, previous_strokes, changed_by_uid, changed_by_name)
    SELECT written.id, written.team_id, written.strokes, previous.strokes, $6, $7
    FROM written LEFT JOIN previous ON previous.id = written.id
    RETURNING score_id
  )
  SELECT card.locked, ARRAY(SELECT score_id FROM logged) AS changed FROM card`;

const HISTORY_FOR_TEAM = `
  SELECT h.score_id, s.player_id, s.hole, h.strokes, h.previous_strokes, h.changed_by_name, h.changed_at
  FROM score_history h JOIN scores s ON s.id = h.score_id
  WHERE h.team_id = $1 ORDER BY h.id`;

export interface ScoreUpsert {
  /** The card is submitted and the author may not correct it: nothing was written. */
  cardLocked: boolean;
  changedIds: Set<string>;
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
   * Writes the cells (one per player and hole: the caller removes repeats), replacing their strokes; a
   * replayed write never adds a row. Writes nothing when a cell's team has submitted its card, unless
   * `mayCorrectSubmitted`. Returns the ids of the scores that changed, each now in the trail.
   */
  async upsert(
    cells: readonly ScoreCell[],
    { author, mayCorrectSubmitted }: { author: ScoreAuthor; mayCorrectSubmitted: boolean },
    manager: EntityManager = this.scores.manager,
  ): Promise<ScoreUpsert> {
    if (cells.length === 0) return { cardLocked: false, changedIds: new Set() };
    const column = <K extends keyof ScoreCell>(key: K) => cells.map((cell) => cell[key]);
    const [row]: Array<{ locked: boolean; changed: string[] }> = await manager.query(UPSERT_SCORES, [
      column('tournamentId'), column('teamId'), column('playerId'), column('hole'), column('strokes'), author.uid, author.name, mayCorrectSubmitted,
    ]);
    const cardLocked = row?.locked === true;
    if (!cardLocked) markScoreChanges(cells, manager);
    return { cardLocked, changedIds: new Set(row?.changed ?? []) };
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
function markScoreChanges(cells: readonly ScoreCell[], manager: EntityManager): void {
  for (const key of new Set(cells.map((cell) => `${cell.tournamentId}|${cell.teamId}|${cell.hole}`))) {
    const [tournamentId, teamId, hole] = key.split('|');
    markLiveChange(manager, { kind: 'scores', tournamentId: tournamentId!, teamId: teamId!, hole: Number(hole) });
  }
}
