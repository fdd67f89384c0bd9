import { Controller, Get } from '@nestjs/common';
import type { V1MeResponse } from '@trivia/contracts';
import type { ApiKeyPrincipal } from '../../identity';
import { ApiKeyAuth, CurrentApiCaller } from './api-key-auth.decorator';
import { DeveloperDashboardService } from './developer-dashboard.service';

/** `GET /v1/me`: which key this is, its tier and limits, and how much of today is left. */
@ApiKeyAuth()
@Controller('v1/me')
export class V1MeController {
  constructor(private readonly dashboards: DeveloperDashboardService) {}

  @Get()
  me(@CurrentApiCaller() caller: ApiKeyPrincipal): Promise<V1MeResponse> {
    return this.dashboards.me(caller);
  }
}
