import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The API's Prometheus metrics (prom-client), one registry per application so two APIs in one process
 * (tests) count apart. Served at GET /api/metrics.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private openStreams: () => number = () => 0;
  private poolUse: () => PoolUse | undefined = () => undefined;

  readonly requests = new Counter({
    name: 'fairway_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly requestSeconds = new Histogram({
    name: 'fairway_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer ending (an event stream: its whole life), by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: latencyBuckets,
    registers: [this.registry],
  });

  readonly publishLagSeconds = new Histogram({
    name: 'fairway_event_publish_lag_seconds',
    help: 'Time from a change committing to its live events being published (coalescing included).',
    buckets: [0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly scoreWriteGroupSize = new Histogram({
    name: 'fairway_score_write_group_size',
    help: 'Score write requests committed together in one group write.',
    buckets: [1, 2, 4, 8, 16, 32, 64],
    registers: [this.registry],
  });

  readonly limitRefusals = new Counter({
    name: 'fairway_write_limit_refusals_total',
    help: 'Writes refused with 429, by limit and by what was counted (account or address).',
    labelNames: ['limit', 'counted'] as const,
    registers: [this.registry],
  });

  constructor() {
    const streams = () => this.openStreams();
    new Gauge({
      name: 'fairway_event_streams_open',
      help: 'Server-Sent Events streams open on this API process.',
      registers: [this.registry],
      collect() {
        this.set(streams());
      },
    });
    const pool = () => this.poolUse();
    new Gauge({
      name: 'fairway_db_pool_connections',
      help: 'Database pool connections: total open, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const use = pool();
        if (!use) return;
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
    collectDefaultMetrics({ register: this.registry });
  }

  countStreamsWith(read: () => number): void {
    this.openStreams = read;
  }

  readPoolWith(read: () => PoolUse | undefined): void {
    this.poolUse = read;
  }
}
