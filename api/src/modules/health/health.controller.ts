import { Controller, Get } from '@nestjs/common';
import { Public } from '../../common/auth/public.decorator';
import { HealthService, type HealthStatus } from './health.service';

@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly healthService: HealthService) {}

  @Get()
  check(): Promise<HealthStatus> {
    return this.healthService.check();
  }
}
