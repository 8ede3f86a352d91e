/**
 * Runs work for one key after the work queued before it for that key in this process. A burst of checkouts for
 * one tournament waits its turn here, in memory, instead of each holding a database connection while it waits
 * for the tournament's registration row lock: the pool stays free for the checkouts being opened meanwhile. The
 * row lock still orders the replicas between them.
 */
export class KeyedTurns {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const result = (this.tails.get(key) ?? Promise.resolve()).then(work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
