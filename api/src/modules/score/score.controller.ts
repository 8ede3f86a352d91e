import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  holeScoresQuery,
  postScoreInput,
  scoresQuery,
  type HoleScoresQuery,
  type PostScoreInput,
  type PostScoreResponse,
  type ScoresQuery,
  type ScoresResponse,
} from '@fairway/contracts';
import {
  postScoresBatchInput,
  scoreCardQuery,
  type PostScoresBatchInput,
  type PostScoresBatchResponse,
  type ScoreCardQuery,
  type ScoreCardStatus,
  type ScoreHistoryResponse,
} from '@fairway/contracts/score-card';
import { CurrentUser, Public, type AuthUser } from '../../common/auth';
import { WriteLimit } from '../../common/limits/write-limit.decorator';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { ScoreBatchService } from './score-batch.service';
import { ScoreCardService } from './score-card.service';
import { ScoreService } from './score.service';

@Controller('scores')
export class ScoreController {
  constructor(
    private readonly scores: ScoreService,
    private readonly batch: ScoreBatchService,
    private readonly card: ScoreCardService,
  ) {}

  /** Team member or tournament admin; netScore and isBest sent by the client are ignored. */
  @Post()
  @WriteLimit('score')
  post(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(postScoreInput)) input: PostScoreInput): Promise<PostScoreResponse> {
    return this.scores.post(user, input);
  }

  /** A phone's queued scores at once; 200 with one result per item, each ok or with its error body. */
  @Post('batch')
  @HttpCode(200)
  @WriteLimit('score')
  postBatch(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(postScoresBatchInput)) input: PostScoresBatchInput): Promise<PostScoresBatchResponse> {
    return this.batch.post(user, input);
  }

  @Public()
  @Get()
  list(@Query(new ZodValidationPipe(scoresQuery)) query: ScoresQuery, @CurrentUser() user: AuthUser | null): Promise<ScoresResponse> {
    return this.scores.list(query, user);
  }

  @Public()
  @Get('hole')
  listHole(@Query(new ZodValidationPipe(holeScoresQuery)) query: HoleScoresQuery, @CurrentUser() user: AuthUser | null): Promise<ScoresResponse> {
    return this.scores.listHole(query, user);
  }

  /** Every change of the team's scores: who set which strokes when. */
  @Public()
  @Get('history')
  history(@Query(new ZodValidationPipe(scoreCardQuery)) query: ScoreCardQuery, @CurrentUser() user: AuthUser | null): Promise<ScoreHistoryResponse> {
    return this.card.history(query, user);
  }

  @Public()
  @Get('card')
  cardStatus(@Query(new ZodValidationPipe(scoreCardQuery)) query: ScoreCardQuery): Promise<ScoreCardStatus> {
    return this.card.status(query);
  }

  /** A member submits the played card: from then on only the tournament admin can change its scores. */
  @Post('card')
  @HttpCode(200)
  submitCard(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(scoreCardQuery)) body: ScoreCardQuery): Promise<ScoreCardStatus> {
    return this.card.submit(user, body);
  }
}
