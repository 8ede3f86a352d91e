import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { LiveEvent } from '@fairway/contracts/live-event';
import { setTimeout as sleep } from 'node:timers/promises';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';
import { BoardVersions, isAtLeast } from '../leaderboard/board-versions';
import { LiveBoardCache, toServedBoard } from '../leaderboard/live-board.cache';
import { EVENT_BUS, type EventBatch, type EventBus } from './event-bus';
import { EventChannel, gatedSink, type StreamSink } from './event-channel';
import { LiveEventBuilder } from './live-event.builder';
import { sseFrame, sseHeartbeat } from './sse-frame';

const GAP_WAIT_MS = 500;
const SNAPSHOT_ATTEMPTS = 10;
const SNAPSHOT_RETRY_MS = 1_000;
/** Streams opening together (a field's phones, a reconnect wave after a deploy) share one snapshot this long. */
const SNAPSHOT_REUSE_MS = 1000;
/** A client this far behind is dropped; it reconnects with Last-Event-ID and catches up. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** The open event streams of this process and the events every replica publishes to them. */
@Injectable()
export class EventHub implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EventHub.name);
  private readonly channels = new Map<string, EventChannel>();
  private readonly snapshots = new Map<string, { lastId: number; at: number; text: Promise<string> }>();
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly heartbeatText: string;

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly boards: LiveBoardCache,
    private readonly versions: BoardVersions,
    private readonly builder: LiveEventBuilder,
  ) {
    this.heartbeatText = sseHeartbeat(config.EVENTS_HEARTBEAT_SECONDS);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.start({ batch: (batch) => this.receive(batch), gap: () => this.resyncAll() });
    this.heartbeat = setInterval(() => this.beat(), this.config.EVENTS_HEARTBEAT_SECONDS * 1000);
    this.heartbeat.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const channel of this.channels.values()) {
      if (channel.gapTimer) clearTimeout(channel.gapTimer);
      channel.sinks.forEach((sink) => sink.end());
    }
    await this.bus.close();
  }

  /** How many streams are open (tests and benchmarks check that closed ones leave nothing behind). */
  get streamCount(): number {
    let count = 0;
    for (const channel of this.channels.values()) count += channel.sinks.size;
    return count;
  }

  /**
   * Opens a stream: what it missed since `lastEventId` from the buffer, else a fresh snapshot; then every
   * event after it (never one the client already has: a replica behind the one it came from holds them
   * back). The buffer is not enough when writes were committed that no board delivered here shows (their
   * replica stopped before telling them, or they are being told now): the replay is then followed by the
   * board as it is, rather than the stream staying behind until the next change.
   */
  async open(tournamentId: string, lastEventId: number | null, sink: StreamSink): Promise<() => void> {
    const channel = this.channel(tournamentId);
    const replay = lastEventId === null ? null : channel.replayAfter(lastEventId);
    const toldVersion = channel.boardVersion;
    sink.write(this.heartbeatText); // tells the client how often to expect one
    const gate = gatedSink(sink);
    channel.sinks.add(gate.sink);
    if (lastEventId !== null) channel.resumeAfter.set(gate.sink, lastEventId);
    const close = () => {
      channel.sinks.delete(gate.sink);
      channel.resumeAfter.delete(gate.sink);
    };
    try {
      replay?.forEach((frame) => sink.write(frame.text));
      if (!replay || (await this.boardBehindWrites(tournamentId, toldVersion))) this.write(channel, sink, await this.sharedSnapshot(channel));
    } catch (error) {
      close();
      throw error;
    }
    gate.open();
    return close;
  }

  /** Whether writes were committed after the ones the last board delivered here shows (or no board was delivered). */
  private async boardBehindWrites(tournamentId: string, told: EventBatch['boardVersion']): Promise<boolean> {
    const version = told && this.versions.received(told);
    return !version || !isAtLeast(version, await this.versions.current(tournamentId));
  }

  /** The drain: every stream is told to reconnect soon (through the balancer, to another replica) and closed. */
  closeStreams(retryMs: number): void {
    for (const channel of this.channels.values()) {
      channel.sinks.forEach((sink) => {
        sink.write(`retry: ${retryMs}\n\n`);
        sink.end();
      });
      channel.sinks.clear();
      channel.resumeAfter.clear();
    }
  }

  receive(batch: EventBatch): void {
    const channel = this.channel(batch.tournamentId);
    const before = channel.lastId;
    channel.accept(batch).forEach((ready) => this.deliver(channel, ready));
    if (channel.lastId !== before) this.stopGapWait(channel);
    if (channel.hasWaiting && !channel.gapTimer) {
      channel.gapTimer = setTimeout(() => this.closeGap(channel), GAP_WAIT_MS);
      channel.gapTimer.unref();
    }
  }

  /**
   * The hole the wait was for is filled: the next one gets a whole wait of its own. Left running, the timer
   * gave up on a later hole as soon as the earlier one's time was out, and dropped the batch arriving after.
   */
  private stopGapWait(channel: EventChannel): void {
    if (channel.gapTimer) clearTimeout(channel.gapTimer);
    channel.gapTimer = null;
  }

  private closeGap(channel: EventChannel): void {
    channel.gapTimer = null;
    channel.releaseWaiting().forEach((batch) => this.deliver(channel, batch));
    this.boards.forget(channel.tournamentId);
    void this.resync(channel, 'snapshot after a gap');
  }

  private resyncAll(): void {
    this.boards.forgetAll();
    for (const channel of this.channels.values()) void this.resync(channel, 'snapshot after a reconnect');
  }

  /** Streams that may have missed events get a snapshot; while the database cannot give one, it is tried again. */
  private async resync(channel: EventChannel, what: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.sendSnapshot(channel, [...channel.sinks]);
        return;
      } catch (error) {
        this.logFailure(what, error);
        if (attempt >= SNAPSHOT_ATTEMPTS || channel.sinks.size === 0) return;
        await sleep(SNAPSHOT_RETRY_MS);
      }
    }
  }

  /** The events of one change go to each stream in one write (one system call per stream, not per event). */
  private deliver(channel: EventChannel, batch: EventBatch): void {
    const frames = batch.events.map((event) => {
      this.updateCaches(event, batch);
      if (event.type === 'leaderboard') channel.boardVersion = batch.boardVersion;
      const frame = { id: event.id, text: sseFrame(event.type, event.data, event.id) };
      channel.remember(frame);
      return frame;
    });
    if (frames.length === 0) return;
    const text = frames.map((frame) => frame.text).join('');
    channel.sinks.forEach((sink) => {
      const after = channel.resumeAfter.get(sink);
      if (after === undefined || after < batch.firstId) {
        channel.resumeAfter.delete(sink);
        this.write(channel, sink, text);
        return;
      }
      const newer = frames.filter((frame) => frame.id > after);
      if (newer.length > 0) this.write(channel, sink, newer.map((frame) => frame.text).join(''));
    });
  }

  private updateCaches(event: LiveEvent, batch: EventBatch): void {
    if (event.type === 'leaderboard') this.boards.store(toServedBoard(event.data), batch.boardVersion && this.versions.received(batch.boardVersion));
    if (event.type === 'tournament') this.boards.forgetFeatured(event.data.deleted ? event.tournamentId : undefined);
  }

  private async sendSnapshot(channel: EventChannel, sinks: StreamSink[]): Promise<void> {
    if (sinks.length === 0) return;
    this.snapshots.delete(channel.tournamentId);
    const text = await this.snapshotText(channel);
    sinks.forEach((sink) => this.write(channel, sink, text));
  }

  /** The snapshot for a new stream: built once for every stream that opens before the next event. */
  private sharedSnapshot(channel: EventChannel): Promise<string> {
    const cached = this.snapshots.get(channel.tournamentId);
    if (cached && cached.lastId === channel.lastId && Date.now() - cached.at < SNAPSHOT_REUSE_MS) return cached.text;
    const text = this.snapshotText(channel);
    const entry = { lastId: channel.lastId, at: Date.now(), text };
    this.snapshots.set(channel.tournamentId, entry);
    text.catch(() => {
      if (this.snapshots.get(channel.tournamentId) === entry) this.snapshots.delete(channel.tournamentId);
    });
    return text;
  }

  /**
   * A snapshot carries no id: it is the state now, and an id of this replica's (behind another one's, or
   * not yet known after a restart) could send a client's resume point back.
   */
  private async snapshotText(channel: EventChannel): Promise<string> {
    const board = (await this.boards.forTournament(channel.tournamentId).catch(() => null))?.board;
    const events = await this.builder.snapshot(channel.tournamentId, board);
    return events.map((event) => sseFrame(event.type, event.data)).join('');
  }

  private write(channel: EventChannel, sink: StreamSink, text: string): void {
    sink.write(text);
    if (sink.bufferedBytes() > MAX_BUFFERED_BYTES) {
      channel.sinks.delete(sink);
      channel.resumeAfter.delete(sink);
      sink.end();
    }
  }

  private beat(): void {
    for (const channel of this.channels.values()) channel.sinks.forEach((sink) => sink.write(this.heartbeatText));
  }

  private channel(tournamentId: string): EventChannel {
    let channel = this.channels.get(tournamentId);
    if (!channel) {
      channel = new EventChannel(tournamentId);
      this.channels.set(tournamentId, channel);
    }
    return channel;
  }

  private logFailure(what: string, error: unknown): void {
    this.logger.warn(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
