import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RevealState } from '@fairway/contracts/awards';
import type { LiveEvent } from '@fairway/contracts/live-event';
import { centsToDollars, milestonesCrossed } from '@fairway/golf';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import type { LiveChange } from '../../common/live-changes/live-change';
import { LiveChangeSubscriber } from '../../common/live-changes/live-change.subscriber';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';
import { LiveBoardCache } from '../leaderboard/live-board.cache';
import { ActivityService } from './activity.service';
import { detectActivity } from './detect-activity';
import { EVENT_BUS, type EventBus } from './event-bus';
import { LiveEventBuilder, type UnnumberedEvent } from './live-event.builder';

/** What is still to be told about one tournament (changes that arrive during a build are merged). */
interface PendingChange {
  holes: Map<string, { teamId: string; hole: number }>;
  tournament: boolean;
  previousRaisedCents: number | undefined;
  /** False while only contests or the awards ceremony changed: the board is not rebuilt for them. */
  board: boolean;
  contests: boolean;
  /** Every step of the awards reveal since the last publication, oldest first. */
  awards: RevealState[];
}

// Enough ids for every event one change can produce: tournament, charity, board, hole scores and what
// they tell (four players' scores and a finished round per hole), a leader change, every milestone, the
// contests' leaders and the awards reveal.
const idsNeeded = (change: PendingChange) => 14 + change.holes.size * 6 + change.awards.length;

/**
 * Turns committed changes into events: reserves ids first, then reads the new state, so a later id
 * always carries a newer board. The board is computed here, once per change, for every replica.
 */
@Injectable()
export class EventPublisher implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(EventPublisher.name);
  private readonly pending = new Map<string, PendingChange>();
  private readonly running = new Map<string, Promise<void>>();
  private closing = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly builder: LiveEventBuilder,
    private readonly boards: LiveBoardCache,
    private readonly activity: ActivityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    LiveChangeSubscriber.attach(this.dataSource).listen((changes) => this.accept(changes));
  }

  /** What was committed before shutdown is still published, without waiting out the coalescing pause. */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    await this.settled();
  }

  /** Resolves when everything accepted so far has been published and delivered in this process (tests). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running.values());
    await new Promise((resolve) => setImmediate(resolve));
  }

  /** The changes of one commit become one batch per tournament. */
  accept(changes: readonly LiveChange[]): void {
    changes.forEach((change) => this.merge(change));
    for (const tournamentId of new Set(changes.map((change) => change.tournamentId))) {
      if (!this.running.has(tournamentId)) this.run(tournamentId);
    }
  }

  private merge(change: LiveChange): void {
    const pending: PendingChange = this.pending.get(change.tournamentId) ?? {
      holes: new Map(),
      tournament: false,
      previousRaisedCents: undefined,
      board: false,
      contests: false,
      awards: [],
    };
    if (change.kind === 'contests') pending.contests = true;
    else if (change.kind === 'awards') pending.awards.push(change.state);
    else pending.board = true;
    if (change.kind === 'scores') pending.holes.set(`${change.teamId}:${change.hole}`, { teamId: change.teamId, hole: change.hole });
    if (change.kind === 'tournament') {
      pending.tournament = true;
      pending.previousRaisedCents ??= change.previousRaisedCents;
    }
    this.pending.set(change.tournamentId, pending);
  }

  // The first change after a quiet spell is published at once; while changes keep arriving, boards are built at
  // most once per EVENTS_COALESCE_MS, so a field's burst of writes does not spend the API's time on boards
  // that the next write replaces anyway.
  private run(tournamentId: string): void {
    const work = (async () => {
      for (let change = this.take(tournamentId); change; change = this.take(tournamentId)) {
        await this.publish(tournamentId, change).catch((error: unknown) =>
          this.logger.error(`Live events for ${tournamentId} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
        );
        if (this.pending.has(tournamentId) && this.config.EVENTS_COALESCE_MS > 0 && !this.closing) await sleep(this.config.EVENTS_COALESCE_MS);
      }
    })().finally(() => this.running.delete(tournamentId));
    this.running.set(tournamentId, work);
  }

  private take(tournamentId: string): PendingChange | undefined {
    const change = this.pending.get(tournamentId);
    this.pending.delete(tournamentId);
    return change;
  }

  private async publish(tournamentId: string, change: PendingChange): Promise<void> {
    const count = idsNeeded(change);
    const firstId = await this.bus.reserveIds(tournamentId, count);
    let events: UnnumberedEvent[] = [];
    try {
      events = await this.eventsFor(tournamentId, change);
    } finally {
      // Even when reading failed: the reserved range must arrive, or replicas wait for it.
      let nextId = firstId;
      const numbered = events.map((event) => ({ ...event, id: nextId++, tournamentId }) as LiveEvent);
      await this.bus.publish({ tournamentId, firstId, lastId: firstId + count - 1, events: numbered });
    }
  }

  private async eventsFor(tournamentId: string, change: PendingChange): Promise<UnnumberedEvent[]> {
    const tournament = await this.builder.tournament(tournamentId);
    if (!tournament) return [{ type: 'tournament', data: this.builder.tournamentData(tournamentId, null) }];
    const ceremony = await this.builder.ceremony(tournamentId, change);
    if (!change.board) return ceremony;
    const milestones =
      change.previousRaisedCents === undefined ? [] : milestonesCrossed(centsToDollars(change.previousRaisedCents), tournament.charityRaised);
    const board = await this.builder.board(tournamentId);
    const holeScores = await this.builder.publicHoleScores(tournamentId, [...change.holes.values()], board);
    const told = detectActivity({
      parByHole: new Map(tournament.holes.map((hole) => [hole.number, hole.par])),
      previous: this.boards.peek(tournamentId)?.board,
      board,
      holeScores,
      charityName: tournament.charityName,
      milestonesCrossed: milestones,
    });
    const activity = await this.activity.record(tournamentId, told);
    return [
      ...(change.tournament
        ? [
            { type: 'tournament' as const, data: this.builder.tournamentData(tournamentId, tournament) },
            { type: 'charity' as const, data: this.builder.charity(tournament, milestones) },
          ]
        : []),
      ...holeScores.map((data) => ({ type: 'hole-scores' as const, data })),
      { type: 'leaderboard' as const, data: board },
      ...activity.map((data) => ({ type: 'activity' as const, data })),
      ...ceremony,
    ];
  }
}
