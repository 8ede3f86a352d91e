import type { EventBatch } from './event-bus';

/** One SSE message as written to every stream (serialised once). */
export interface Frame {
  id: number;
  text: string;
}

export interface StreamSink {
  write(text: string): void;
  /** Bytes written but not yet taken by the client. */
  bufferedBytes(): number;
  end(): void;
}

/** Holds what arrives while the stream's catch-up is being written, then lets it through in order. */
export function gatedSink(sink: StreamSink): { sink: StreamSink; open(): void } {
  let queued: string[] | null = [];
  return {
    sink: {
      write: (text) => (queued ? queued.push(text) : sink.write(text)),
      bufferedBytes: () => sink.bufferedBytes(),
      end: () => sink.end(),
    },
    open: () => {
      const pending = queued ?? [];
      queued = null;
      pending.forEach((text) => sink.write(text));
    },
  };
}

export const REPLAY_BUFFER_SIZE = 256;

/**
 * A tournament's stream in this process: its open streams, the last frames for Last-Event-ID resumes,
 * and the order of batches (which may arrive out of order from other replicas).
 */
export class EventChannel {
  readonly sinks = new Set<StreamSink>();
  /** Streams resumed with a Last-Event-ID this process has not reached yet: nothing up to it is sent to them again. */
  readonly resumeAfter = new Map<StreamSink, number>();
  /** End of the last id range delivered; 0 until this process has seen one. */
  lastId = 0;
  /** The write version the last board delivered was built at (see BoardVersions), as its batch carried it. */
  boardVersion: EventBatch['boardVersion'];
  gapTimer: NodeJS.Timeout | null = null;
  private frames: Frame[] = [];
  /** Ids up to this one are no longer in `frames`. */
  private forgottenUpTo = 0;
  private readonly waiting = new Map<number, EventBatch>();

  constructor(readonly tournamentId: string) {}

  /** The batches now deliverable in order; a batch after a hole waits (see `releaseWaiting`). */
  accept(batch: EventBatch): EventBatch[] {
    if (this.lastId === 0) {
      this.forgottenUpTo = batch.firstId - 1;
      return this.deliverFrom(batch);
    }
    if (batch.lastId <= this.lastId) return [];
    if (batch.firstId === this.lastId + 1) return this.deliverFrom(batch);
    this.waiting.set(batch.firstId, batch);
    return [];
  }

  get hasWaiting(): boolean {
    return this.waiting.size > 0;
  }

  /** The hole never filled (a replica died mid-change): deliver what came, in order. */
  releaseWaiting(): EventBatch[] {
    const batches = [...this.waiting.values()].sort((a, b) => a.firstId - b.firstId);
    this.waiting.clear();
    const released = batches.filter((batch) => batch.lastId > this.lastId);
    if (released.length > 0) this.lastId = released[released.length - 1]!.lastId;
    return released;
  }

  remember(frame: Frame): void {
    this.frames.push(frame);
    if (this.frames.length > REPLAY_BUFFER_SIZE) {
      const dropped = this.frames.splice(0, this.frames.length - REPLAY_BUFFER_SIZE);
      this.forgottenUpTo = dropped[dropped.length - 1]!.id;
    }
  }

  /** Frames after `lastEventId`, or null when they cannot be known (too old, unknown, from before a restart). */
  replayAfter(lastEventId: number): Frame[] | null {
    if (this.lastId === 0 || lastEventId > this.lastId || lastEventId < this.forgottenUpTo) return null;
    return this.frames.filter((frame) => frame.id > lastEventId);
  }

  private deliverFrom(batch: EventBatch): EventBatch[] {
    const ready = [batch];
    this.lastId = batch.lastId;
    for (let next = this.waiting.get(this.lastId + 1); next; next = this.waiting.get(this.lastId + 1)) {
      this.waiting.delete(next.firstId);
      ready.push(next);
      this.lastId = next.lastId;
    }
    return ready;
  }
}
