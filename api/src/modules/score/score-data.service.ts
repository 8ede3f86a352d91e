import { Injectable } from '@nestjs/common';
import type { ScoreInput } from '@fairway/golf';
import type { EntityManager } from 'typeorm';
import { type ScoreAuthor, ScoreRepository } from './score.repository';
import { SubmittedCardRepository } from './submitted-card.repository';

/**
 * What other modules (team, leaderboard, skins, awards, charity) read and change of the score tables:
 * strokes for boards and progress, and locking every card when scoring closes. ScoreDataModule exports it
 * so they never reach the score module's repositories.
 */
@Injectable()
export class ScoreDataService {
  constructor(
    private readonly scores: ScoreRepository,
    private readonly cards: SubmittedCardRepository,
  ) {}

  /** Strokes only, one query however many teams; inside the caller's transaction when given its manager. */
  strokesForTeams(tournamentId: string, teamIds: readonly string[], manager?: EntityManager): Promise<ScoreInput[]> {
    return this.scores.strokesForTeams(tournamentId, teamIds, manager);
  }

  strokesForTournament(tournamentId: string): Promise<ScoreInput[]> {
    return this.scores.strokesForTournament(tournamentId);
  }

  /** Locks every team's card in the tournament; cards already submitted keep their submission. Answers how many are locked. */
  lockAllCards(tournamentId: string, author: ScoreAuthor, manager: EntityManager): Promise<number> {
    return this.cards.lockAll(tournamentId, author, manager);
  }
}
