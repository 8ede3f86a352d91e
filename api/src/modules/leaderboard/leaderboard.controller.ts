import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { tournamentIdParams, type TournamentIdParams } from '@fairway/contracts';
import type { Request, Response } from 'express';
import { Public } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { LiveBoardCache, type ServedBoard } from './live-board.cache';

/** Sends the board as computed at the last change: 304 when the client already has it, gzip when it takes it. */
function sendBoard(request: Request, response: Response, served: ServedBoard): void {
  response.setHeader('ETag', served.etag);
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === served.etag) {
    response.status(304).end();
    return;
  }
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    response.setHeader('Content-Encoding', 'gzip');
    response.end(served.gzip);
    return;
  }
  response.end(served.json);
}

@Public()
@Controller('leaderboard')
export class LeaderboardController {
  constructor(private readonly boards: LiveBoardCache) {}

  /** The clubhouse TV: the active tournament (404 'No Tournaments Today' when there is none). */
  @Get()
  async active(@Req() request: Request, @Res() response: Response): Promise<void> {
    sendBoard(request, response, await this.boards.forActiveTournament());
  }

  @Get(':tournamentId')
  async forTournament(
    @Param(new ZodValidationPipe(tournamentIdParams)) { tournamentId }: TournamentIdParams,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    sendBoard(request, response, await this.boards.forTournament(tournamentId));
  }
}
