import { Controller, Get } from '@nestjs/common';
import type { EntitlementsView } from '@trivia/contracts';
import { CurrentPrincipal, type Principal, Public } from '../identity';
import { EntitlementsService } from './entitlements.service';

@Controller('entitlements')
export class EntitlementsController {
  constructor(private readonly entitlements: EntitlementsService) {}

  /** A member's own plan, features and quotas left this month; a guest gets the free plan's. */
  @Public()
  @Get()
  async mine(@CurrentPrincipal() principal: Principal): Promise<EntitlementsView> {
    return (await this.entitlements.for(principal)).view();
  }
}
