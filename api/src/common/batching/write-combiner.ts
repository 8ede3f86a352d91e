/** Runs requests together: one result per request, in order (an Error fails that request alone). */
export type CombinedRun<Request, Result> = (requests: Request[]) => Promise<Array<Result | Error>>;

export interface WriteCombinerOptions<Request> {
  /** Requests with the same key never share a run, and run in the order they were submitted. */
  keyOf: (request: Request) => string;
  /** Runs at once (each holds a database connection). */
  maxInFlight: number;
  /** Requests in one run. */
  maxRequests: number;
  /** A request not yet started after this long fails with `waitedTooLong()` (the runs are stuck). */
  maxWaitMs?: number;
  waitedTooLong?: () => Error;
}

interface Waiting<Request, Result> {
  request: Request;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
  timer?: NodeJS.Timeout;
}

/**
 * Group commit for writes: a request submitted while the runs in flight are busy waits for the next run
 * and shares it with the others that arrived meanwhile, so a burst costs a few transactions instead of one
 * per request. A request arriving when a run is free starts at once: a quiet API adds no delay.
 */
export class WriteCombiner<Request, Result> {
  private readonly waiting: Array<Waiting<Request, Result>> = [];
  private readonly keysInFlight = new Map<string, number>();
  private inFlight = 0;

  constructor(
    private readonly run: CombinedRun<Request, Result>,
    private readonly options: WriteCombinerOptions<Request>,
  ) {}

  submit(request: Request): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      const entry: Waiting<Request, Result> = { request, resolve, reject };
      this.waiting.push(entry);
      this.startRuns();
      const { maxWaitMs, waitedTooLong } = this.options;
      if (maxWaitMs !== undefined && this.waiting.includes(entry)) {
        entry.timer = setTimeout(() => this.giveUp(entry, waitedTooLong?.() ?? new Error('Waited too long for a write.')), maxWaitMs);
      }
    });
  }

  private giveUp(entry: Waiting<Request, Result>, error: Error): void {
    const index = this.waiting.indexOf(entry);
    if (index < 0) return;
    this.waiting.splice(index, 1);
    entry.reject(error);
  }

  private startRuns(): void {
    while (this.inFlight < this.options.maxInFlight) {
      const group = this.takeGroup();
      if (group.length === 0) return;
      this.start(group);
    }
  }

  /** The oldest waiting request of each key that no run holds, up to maxRequests; the rest keep their order. */
  private takeGroup(): Array<Waiting<Request, Result>> {
    const group: Array<Waiting<Request, Result>> = [];
    const keys = new Set<string>();
    for (let index = 0; index < this.waiting.length && group.length < this.options.maxRequests;) {
      const entry = this.waiting[index]!;
      const key = this.options.keyOf(entry.request);
      if (keys.has(key) || this.keysInFlight.has(key)) {
        keys.add(key); // a later request of this key must not overtake this one
        index += 1;
        continue;
      }
      keys.add(key);
      clearTimeout(entry.timer);
      group.push(entry);
      this.waiting.splice(index, 1);
    }
    return group;
  }

  private start(group: Array<Waiting<Request, Result>>): void {
    this.inFlight += 1;
    const keys = group.map((entry) => this.options.keyOf(entry.request));
    keys.forEach((key) => this.keysInFlight.set(key, (this.keysInFlight.get(key) ?? 0) + 1));
    void this.run(group.map((entry) => entry.request))
      .then(
        (results) => group.forEach((entry, index) => settle(entry, results[index] ?? new Error('The combined write returned no result for this request.'))),
        (error: unknown) => group.forEach((entry) => entry.reject(error)),
      )
      .finally(() => {
        this.inFlight -= 1;
        keys.forEach((key) => {
          const count = (this.keysInFlight.get(key) ?? 1) - 1;
          if (count === 0) this.keysInFlight.delete(key);
          else this.keysInFlight.set(key, count);
        });
        this.startRuns();
      });
  }
}

function settle<Request, Result>(entry: Waiting<Request, Result>, result: Result | Error): void {
  if (result instanceof Error) entry.reject(result);
  else entry.resolve(result);
}
