import { Controller, Get } from '@nestjs/common';
import { Public } from '../identity';
import { HealthService } from './health.service';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  check(): Promise<{ status: 'ok' }> {
    return this.health.check();
  }
}
