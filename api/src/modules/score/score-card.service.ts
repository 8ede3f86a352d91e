import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { scoreCardMessages, type ScoreCardQuery, type ScoreCardStatus, type ScoreHistoryResponse } from '@fairway/contracts/score-card';
import { limits } from '@fairway/contracts';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth';
import { ScoreRepository } from './score.repository';
import { SubmittedCardRepository } from './submitted-card.repository';
import { TeamService } from '../team/team.service';
import { HiddenScoresFilter } from './hidden-scores.filter';
import { scoreAuthor } from './score-author';
import { cardIncomplete } from './score.exception';

/** Submitting a team's card (which locks it for its members) and reading its status and trail. */
@Injectable()
export class ScoreCardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly teams: TeamService,
    private readonly scores: ScoreRepository,
    private readonly cards: SubmittedCardRepository,
    private readonly hidden: HiddenScoresFilter,
  ) {}

  /** Every hole needs a score; submitting twice keeps the first submission. */
  submit(user: AuthUser, query: ScoreCardQuery): Promise<ScoreCardStatus> {
    return this.dataSource.transaction(async (manager) => {
      const context = await this.teams.loadForScoring(query, manager, { lock: true });
      await this.teams.assertMayScore(manager, user, context, scoreCardMessages.submitForbidden);
      const scored = new Set((await this.scores.forTeam(query.tournamentId, query.teamId, manager)).map((score) => score.hole));
      if (scored.size < limits.holesPerRound) throw cardIncomplete(scored.size);
      return this.cards.submit(context.team.id, scoreAuthor(user, context.team.players), manager);
    });
  }

  async status(query: ScoreCardQuery): Promise<ScoreCardStatus> {
    const { team } = await this.teams.loadForScoring(query, this.dataSource.manager);
    return this.cards.status(team.id);
  }

  async history(query: ScoreCardQuery, user: AuthUser | null = null): Promise<ScoreHistoryResponse> {
    const context = await this.teams.loadForScoring(query, this.dataSource.manager);
    const changes = await this.hidden.visibleTo(user, context, await this.scores.history(context.team.id));
    return changes.map((change) => ({ ...change, changedAt: change.changedAt.toISOString() }));
  }
}
