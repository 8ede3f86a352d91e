import pg from 'pg';

type QueryCallback = (error: Error | null, result?: unknown) => void;

/**
 * A pg client that gives up a query the server has not answered within `queryWaitMs` by closing its
 * connection. pg's own query_timeout rejects the query but keeps the connection, with the unanswered query
 * still in front of it: a transaction's ROLLBACK, or the next request that gets this connection from the
 * pool, then waits a whole timeout again behind it (a stalled server cost a transaction two timeouts, over
 * 5 s). A closed connection fails whatever is queued on it at once, and the pool replaces it.
 */
export function clientGivingUpAfter(queryWaitMs: number): typeof pg.Client {
  return class UnansweredQueryClient extends pg.Client {
    // pg's query() has many overloads (text, config, submittable; callback or promise): every form is passed on as it came.
    override query(...args: unknown[]): never {
      const submittable = typeof (args[0] as { submit?: unknown } | null)?.submit === 'function';
      if (submittable) return Reflect.apply(super.query, this, args) as never;
      const timer = setTimeout(() => this.closeUnanswered(), queryWaitMs);
      const done = () => clearTimeout(timer);
      const callbackAt = args.findIndex((arg) => typeof arg === 'function');
      if (callbackAt >= 0) {
        const callback = args[callbackAt] as QueryCallback;
        args[callbackAt] = (error: Error | null, result?: unknown) => {
          done();
          callback(error, result);
        };
        return Reflect.apply(super.query, this, args) as never;
      }
      const result = Reflect.apply(super.query, this, args) as Promise<unknown>;
      result.then(done, done);
      return result as never;
    }

    private closeUnanswered(): void {
      (this as unknown as { connection: { stream: { destroy(error?: Error): void } } }).connection.stream.destroy(
        new Error(`Query read timeout: the database did not answer within ${queryWaitMs} ms`),
      );
    }
  };
}
