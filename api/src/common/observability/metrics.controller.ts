import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env.schema';
import { Public } from '../auth/public.decorator';
import { mayReadMetrics } from './metrics-access';
import { Metrics } from './metrics';
import { metricsForbidden } from './observability.exception';

/** Prometheus text format, for a scraper on the monitoring network (see mayReadMetrics). */
@Public()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async scrape(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (!mayReadMetrics(request.ip ?? '', request.headers.authorization, this.config.METRICS_TOKEN)) throw metricsForbidden();
    const text = await this.metrics.registry.metrics();
    response.setHeader('Content-Type', this.metrics.registry.contentType);
    response.setHeader('Cache-Control', 'no-store');
    response.end(text);
  }
}
