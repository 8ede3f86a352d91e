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

const UPSERT_SCORE = `
  INSERT INTO scores (tournament_id, team_id, player_id, hole, strokes, net_score, is_best)
  VALUES ($1, $2, $3, $4, $5, 0, false)
  ON CONFLICT ON CONSTRAINT scores_tournament_team_player_hole_key
  DO UPDATE SET strokes = EXCLUDED.strokes, updated_at = now()`;

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

  /** Writes the cell, or replaces its strokes: a replayed write never adds a row. */
  async upsert(cell: ScoreCell, manager: EntityManager = this.scores.manager): Promise<void> {
    await manager.query(UPSERT_SCORE, [cell.tournamentId, cell.teamId, cell.playerId, cell.hole, cell.strokes]);
    markLiveChange(manager, { kind: 'scores', tournamentId: cell.tournamentId, teamId: cell.teamId, hole: cell.hole });
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
