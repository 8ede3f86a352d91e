import { Controller, Get } from '@nestjs/common';
import type { LivenessResponse } from '@fairway/contracts';
import { Public } from '../../common/auth/public.decorator';
import { HealthService, type HealthStatus } from './health.service';

@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly healthService: HealthService) {}

  /** The API and its database answer (the check existing callers use). */
  @Get()
  check(): Promise<HealthStatus> {
    return this.healthService.check();
  }

  /** Liveness: the process answers; nothing else is checked, so a database outage never restarts it. */
  @Get('live')
  live(): LivenessResponse {
    return { status: 'ok' };
  }

  /** Readiness: 503 while draining or while the database is out of reach, answered within 2 s. */
  @Get('ready')
  ready(): Promise<HealthStatus> {
    return this.healthService.ready();
  }
}
