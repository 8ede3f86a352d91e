import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RevealState } from '@fairway/contracts/awards';
import type { LiveEvent } from '@fairway/contracts/live-event';
import { centsToDollars, milestonesCrossed } from '@fairway/golf';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import type { LiveChange } from '../../common/live-changes/live-change';
import { LiveChangeSubscriber } from '../../common/live-changes/live-change.subscriber';
import { Metrics } from '../../common/observability/metrics';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';
import { BoardVersions } from '../leaderboard/board-versions';
import { LiveBoardCache } from '../leaderboard/live-board.cache';
import { ActivityService } from './activity.service';
import { detectActivity, milestoneActivity } from './detect-activity';
import { isDatabaseOutage } from '../../common/errors/database-unavailable';
import { EVENT_BUS, type EventBus } from './event-bus';
import { EventIdsRepository } from './event-ids.repository';
import { LiveEventBuilder, type UnnumberedEvent } from './live-event.builder';

/** What is still to be told about one tournament (changes that arrive during a build are merged). */
interface PendingChange {
  holes: Map<string, { teamId: string; hole: number }>;
  tournament: boolean;
  /** The charity's progress moved (a fundraising change): told by the `charity` event, without a board. */
  fundraising: boolean;
  previousRaisedCents: number | undefined;
  /** When the oldest change merged here committed (performance.now()). */
  since: number;
  /** The versions Redis gave the writes merged here (see BoardVersions.told). */
  versions: Array<Promise<number | null>>;
  /** False while only contests, the awards ceremony or fundraising changed: the board is not rebuilt for them. */
  board: boolean;
  contests: boolean;
  /** The event team changed: told by an `event-team` event, without a board. */
  team: boolean;
  /** Every step of the awards reveal since the last publication, oldest first. */
  awards: RevealState[];
  /** Auction items changed: told by an `auction` event, without a board. */
  auctionItems: Set<string>;
  /** The fund-a-need changed: the `auction` event carries it. */
  fundANeed: boolean;
  /** Items whose winners were settled: the `auction` event carries their sales. */
  auctionSales: Set<string>;
  /** Messages to the field shown on scorecards, oldest first: each is told by a `field-message` event. */
  fieldMessages: string[];
}

// Enough ids for every event one change can produce: tournament, charity, board, hole scores and what
// they tell (four players' scores and a finished round per hole), a leader change, every milestone, the
// contests' leaders, the event team's change and the awards reveal.
const idsNeeded = (change: PendingChange) => 15 + change.holes.size * 6 + change.awards.length + change.fieldMessages.length;
/** A change the database could not read (restarting, stalled) is tried again this much later. */
const RETRY_AFTER_OUTAGE_MS = 1_000;

/** The most an activity read waits for this process to tell the changes committed before it. */
const CATCH_UP_WAIT_MS = 2_000;

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
  /** Per tournament: changes accepted, and how many of them are published (their activity recorded). */
  private readonly accepted = new Map<string, number>();
  private readonly told = new Map<string, number>();
  private readonly catchUps = new Set<() => void>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly ids: EventIdsRepository,
    private readonly builder: LiveEventBuilder,
    private readonly boards: LiveBoardCache,
    private readonly versions: BoardVersions,
    private readonly activity: ActivityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    LiveChangeSubscriber.attach(this.dataSource).listen((changes) => this.accept(changes));
  }

  /** What was committed before shutdown is still published, without waiting out the coalescing pause. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  /** Publishes every change accepted so far at once (the drain calls it once no request is left). */
  async flush(): Promise<void> {
    this.closing = true;
    await this.settled();
  }

  /** Resolves when everything accepted so far has been published and delivered in this process (tests). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running.values());
    await new Promise((resolve) => setImmediate(resolve));
  }

  /**
   * Resolves once the changes committed so far are published, by this process and (with Redis) by every
   * replica, so an activity read after a write's answer finds what the write told (bounded: a stuck publish
   * never hangs a read).
   */
  async caughtUp(tournamentId: string): Promise<void> {
    await Promise.all([this.locallyCaughtUp(tournamentId), this.versions.untoldSettled(tournamentId)]);
  }

  private async locallyCaughtUp(tournamentId: string): Promise<void> {
    const target = this.accepted.get(tournamentId) ?? 0;
    const done = () => (this.told.get(tournamentId) ?? 0) >= target;
    if (done()) return;
    let check = () => {};
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      check = () => {
        if (done()) resolve();
      };
      this.catchUps.add(check);
      timer = setTimeout(resolve, CATCH_UP_WAIT_MS);
    });
    clearTimeout(timer);
    this.catchUps.delete(check);
  }

  /** The changes of one commit become one batch per tournament. */
  accept(changes: readonly LiveChange[]): void {
    changes.forEach((change) => this.merge(change));
    for (const [id, version] of this.versions.versionsOf(changes)) this.pending.get(id)?.versions.push(version);
    for (const id of new Set(changes.map((change) => change.tournamentId))) this.accepted.set(id, (this.accepted.get(id) ?? 0) + 1);
    for (const tournamentId of new Set(changes.map((change) => change.tournamentId))) {
      if (!this.running.has(tournamentId)) this.run(tournamentId);
    }
  }

  private merge(change: LiveChange): void {
    const pending = this.pendingOf(change.tournamentId);
    if (change.kind === 'contests') pending.contests = true;
    else if (change.kind === 'event-team') pending.team = true;
    else if (change.kind === 'awards') pending.awards.push(change.state);
    else if (change.kind === 'field-message') pending.fieldMessages.push(change.messageId);
    else if (change.kind === 'auction') {
      change.itemIds.forEach((id) => pending.auctionItems.add(id));
      pending.fundANeed ||= change.fundANeed === true;
      change.sold?.forEach((id) => pending.auctionSales.add(id));
    } else if (change.kind === 'fundraising') {
      pending.fundraising = true;
      pending.previousRaisedCents ??= change.previousRaisedCents;
    } else pending.board = true;
    if (change.kind === 'scores') pending.holes.set(`${change.teamId}:${change.hole}`, { teamId: change.teamId, hole: change.hole });
    if (change.kind === 'tournament') pending.tournament = true;
  }

  /** A change that could not be published goes back in front of what arrived meanwhile. */
  private putBack(tournamentId: string, change: PendingChange): void {
    const pending = this.pendingOf(tournamentId);
    change.holes.forEach((hole, key) => pending.holes.set(key, hole));
    pending.tournament ||= change.tournament;
    pending.fundraising ||= change.fundraising;
    if (change.previousRaisedCents !== undefined) pending.previousRaisedCents = change.previousRaisedCents;
    pending.since = Math.min(pending.since, change.since);
    pending.versions.unshift(...change.versions);
    pending.board ||= change.board;
    pending.contests ||= change.contests;
    pending.team ||= change.team;
    pending.awards.unshift(...change.awards);
    pending.fieldMessages.unshift(...change.fieldMessages);
    change.auctionItems.forEach((id) => pending.auctionItems.add(id));
    pending.fundANeed ||= change.fundANeed;
    change.auctionSales.forEach((id) => pending.auctionSales.add(id));
  }

  private pendingOf(tournamentId: string): PendingChange {
    let pending = this.pending.get(tournamentId);
    if (!pending) {
      pending = {
        holes: new Map(),
        tournament: false,
        fundraising: false,
        previousRaisedCents: undefined,
        since: performance.now(),
        versions: [],
        board: false,
        contests: false,
        team: false,
        awards: [],
        auctionItems: new Set(),
        fundANeed: false,
        auctionSales: new Set(),
        fieldMessages: [],
      };
      this.pending.set(tournamentId, pending);
    }
    return pending;
  }

  // The first change after a quiet spell is published at once; while changes keep arriving, boards are built at
  // most once per EVENTS_COALESCE_MS, so a field's burst of writes does not spend the API's time on boards
  // that the next write replaces anyway.
  private run(tournamentId: string): void {
    const work = (async () => {
      for (let change = this.take(tournamentId); change; change = this.take(tournamentId)) {
        const upTo = this.accepted.get(tournamentId) ?? 0;
        const outage = await this.publish(tournamentId, change).then(
          () => false,
          (error: unknown) => this.failed(tournamentId, change, error),
        );
        if (outage) {
          await sleep(RETRY_AFTER_OUTAGE_MS);
          continue;
        }
        await this.tellVersions(tournamentId, change.versions);
        this.told.set(tournamentId, upTo);
        this.metrics.publishLagSeconds.observe((performance.now() - change.since) / 1000);
        this.catchUps.forEach((check) => check());
        if (this.pending.has(tournamentId) && this.config.EVENTS_COALESCE_MS > 0 && !this.closing) await sleep(this.config.EVENTS_COALESCE_MS);
      }
    })().finally(() => this.running.delete(tournamentId));
    this.running.set(tournamentId, work);
  }

  /** True when the change was put back to be tried again once the database answers. */
  private failed(tournamentId: string, change: PendingChange, error: unknown): boolean {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    if (!isDatabaseOutage(error) || this.closing) {
      this.logger.error(`Live events for ${tournamentId} failed: ${message}`);
      return false;
    }
    this.logger.warn(`Live events for ${tournamentId} wait for the database: ${error instanceof Error ? error.message : String(error)}`);
    this.putBack(tournamentId, change);
    return true;
  }

  private async tellVersions(tournamentId: string, versions: Array<Promise<number | null>>): Promise<void> {
    const counted = (await Promise.all(versions)).filter((version): version is number => version !== null);
    await this.versions.told(tournamentId, counted);
  }

  private take(tournamentId: string): PendingChange | undefined {
    const change = this.pending.get(tournamentId);
    this.pending.delete(tournamentId);
    return change;
  }

  private async publish(tournamentId: string, change: PendingChange): Promise<void> {
    const count = idsNeeded(change);
    const { shared, value } = await this.versions.current(tournamentId);
    const firstId = await this.ids.reserve(tournamentId, count);
    let events: UnnumberedEvent[] = [];
    try {
      events = await this.eventsFor(tournamentId, change);
    } finally {
      // Even when reading failed: the reserved range must arrive, or replicas wait for it.
      let nextId = firstId;
      const numbered = events.map((event) => ({ ...event, id: nextId++, tournamentId }) as LiveEvent);
      await this.bus
        .publish({ tournamentId, firstId, lastId: firstId + count - 1, events: numbered, boardVersion: { shared, value } })
        .catch((error: unknown) => {
          this.logger.warn(`Live events for ${tournamentId} reached this replica only: ${error instanceof Error ? error.message : String(error)}`);
        });
    }
  }

  private async eventsFor(tournamentId: string, change: PendingChange): Promise<UnnumberedEvent[]> {
    const tournament = await this.builder.tournament(tournamentId);
    if (!tournament) return [{ type: 'tournament', data: this.builder.tournamentData(tournamentId, null) }];
    const ceremony = await this.builder.ceremony(tournamentId, change);
    if (!change.board && !change.fundraising) return ceremony;
    const milestones = change.previousRaisedCents === undefined ? [] : milestonesCrossed(centsToDollars(change.previousRaisedCents), tournament.charityRaised);
    // A fundraising change alone leaves the board as it is: only the charity's progress (and its milestones) is told.
    const board = change.board ? await this.builder.board(tournamentId) : undefined;
    const holeScores = board ? await this.builder.publicHoleScores(tournamentId, [...change.holes.values()], board) : [];
    const told = board
      ? detectActivity({
          parByHole: new Map(tournament.holes.map((hole) => [hole.number, hole.par])),
          previous: this.boards.peek(tournamentId)?.board,
          board,
          holeScores,
          charityName: tournament.charityName,
          milestonesCrossed: milestones,
        })
      : milestoneActivity(tournament.charityName, milestones);
    const activity = await this.activity.record(tournamentId, told);
    return [
      ...(change.tournament ? [{ type: 'tournament' as const, data: this.builder.tournamentData(tournamentId, tournament) }] : []),
      ...(change.tournament || change.fundraising ? [{ type: 'charity' as const, data: this.builder.charity(tournament, milestones) }] : []),
      ...holeScores.map((data) => ({ type: 'hole-scores' as const, data })),
      ...(board ? [{ type: 'leaderboard' as const, data: board }] : []),
      ...activity.map((data) => ({ type: 'activity' as const, data })),
      ...ceremony,
    ];
  }
}
