import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { Metrics } from '../../common/observability/metrics';
import { EventHub } from './event-hub.service';

/** The open streams gauge reads this process's hub at each scrape. */
@Injectable()
export class EventsMetrics implements OnApplicationBootstrap {
  constructor(
    private readonly metrics: Metrics,
    private readonly hub: EventHub,
  ) {}

  onApplicationBootstrap(): void {
    this.metrics.countStreamsWith(() => this.hub.streamCount);
  }
}
