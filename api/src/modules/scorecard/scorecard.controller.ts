import { Body, Controller, Get, Post, Query } from '@nestjs/common';
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
import { CurrentUser, Public, type AuthUser } from '../../common/auth';
import { WriteLimit } from '../../common/limits/write-limit.decorator';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { ScorecardService } from './scorecard.service';

@Controller('scores')
export class ScorecardController {
  constructor(private readonly scorecard: ScorecardService) {}

  /** Team member or tournament admin; netScore and isBest sent by the client are ignored. */
  @Post()
  @WriteLimit('score')
  post(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(postScoreInput)) input: PostScoreInput): Promise<PostScoreResponse> {
    return this.scorecard.post(user, input);
  }

  @Public()
  @Get()
  list(@Query(new ZodValidationPipe(scoresQuery)) query: ScoresQuery): Promise<ScoresResponse> {
    return this.scorecard.list(query);
  }

  @Public()
  @Get('hole')
  listHole(@Query(new ZodValidationPipe(holeScoresQuery)) query: HoleScoresQuery): Promise<ScoresResponse> {
    return this.scorecard.listHole(query);
  }
}
