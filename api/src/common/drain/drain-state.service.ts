import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * Whether this process is draining (SIGTERM: readiness false, then no new connections) and which requests
 * it is still answering. Long-lived event streams are released from the count: they are closed, not waited for.
 */
@Injectable()
export class DrainState {
  private drainingSince: number | null = null;
  private readonly inFlight = new Set<Response>();
  private idleWaiters: Array<() => void> = [];

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  /** Requests being answered now, streams excluded. */
  get inFlightCount(): number {
    return this.inFlight.size;
  }

  /** Express middleware: counts each request until its response is finished or abandoned. */
  readonly track = (_request: Request, response: Response, next: NextFunction): void => {
    this.inFlight.add(response);
    if (this.draining) response.setHeader('Connection', 'close');
    response.once('close', () => this.release(response));
    next();
  };

  /** An event stream stays open until the drain closes it: it must not hold the drain up. */
  release(response: Response): void {
    if (!this.inFlight.delete(response) || this.inFlight.size > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((wake) => wake());
  }

  /** Readiness turns false, and every answer from now on closes its connection (the balancer's kept-alive ones too). */
  begin(): void {
    this.drainingSince ??= Date.now();
    for (const response of this.inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
  }

  /** Resolves true once no request is in flight, or false after `timeoutMs` with some still running. */
  whenIdle(timeoutMs: number): Promise<boolean> {
    if (this.inFlight.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.idleWaiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}
