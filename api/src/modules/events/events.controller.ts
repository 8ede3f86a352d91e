import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { type ActivityResponse, tournamentIdParams, type TournamentIdParams } from '@fairway/contracts';
import type { Request, Response } from 'express';
import { Public } from '../../common/auth';
import { DrainState } from '../../common/drain/drain-state.service';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { TournamentService } from '../tournament/tournament.service';
import { ActivityService } from './activity.service';
import { EventHub } from './event-hub.service';
import { EventPublisher } from './event-publisher.service';

/** Last-Event-ID from the header (EventSource's own reconnects) or the query (a client opening a new EventSource). */
function lastEventId(request: Request, queryValue: unknown): number | null {
  const text = request.headers['last-event-id'] ?? queryValue;
  return typeof text === 'string' && /^\d{1,16}$/.test(text) ? Number(text) : null;
}

@Public()
@Controller('tournaments/:tournamentId')
export class EventsController {
  constructor(
    private readonly hub: EventHub,
    private readonly tournaments: TournamentService,
    private readonly activity: ActivityService,
    private readonly drain: DrainState,
    private readonly publisher: EventPublisher,
  ) {}

  /** Server-Sent Events: leaderboard, hole-scores, activity, charity and tournament events, ids increasing. */
  @Get('events')
  async events(
    @Param(new ZodValidationPipe(tournamentIdParams)) { tournamentId }: TournamentIdParams,
    @Query('lastEventId') lastEventIdQuery: unknown,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    await this.tournaments.getEntity(tournamentId);
    request.socket.setTimeout(0);
    request.socket.setNoDelay(true);
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    response.write('retry: 3000\n\n');
    // Open until the client leaves or the drain closes it: it does not hold the drain up.
    this.drain.release(response);
    let closed = false;
    let close = () => {
      closed = true;
    };
    request.on('close', () => close());
    const sink = { write: (text: string) => void response.write(text), bufferedBytes: () => response.writableLength, end: () => response.end() };
    const unsubscribe = await this.hub.open(tournamentId, lastEventId(request, lastEventIdQuery), sink);
    if (closed) unsubscribe();
    else close = unsubscribe;
  }

  /** The last 20 things worth telling (birdies and better, finished rounds, leader changes, milestones), newest first. */
  @Get('activity')
  async recent(@Param(new ZodValidationPipe(tournamentIdParams)) { tournamentId }: TournamentIdParams): Promise<ActivityResponse> {
    await this.tournaments.getEntity(tournamentId);
    await this.publisher.caughtUp(tournamentId);
    return this.activity.latest(tournamentId);
  }
}
