import { Controller, Get, Res } from '@nestjs/common';
import type { HealthResponse } from '@trivia/contracts';
import type { FastifyReply } from 'fastify';
import { Public } from '../identity';
import { DEPENDENCY_RETRY_AFTER_SECONDS } from '../infra/http/http-error.filter';
import { HealthService } from './health.service';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when every dependency answers; 503 (with Retry-After) naming the one that does not. */
  @Public()
  @Get()
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const health = await this.health.check();
    if (health.status !== 'ok') void reply.status(503).header('Retry-After', String(DEPENDENCY_RETRY_AFTER_SECONDS));
    return health;
  }
}
