import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { PlanFeature } from '@trivia/contracts';
import { principalOf } from '../identity';
import { EntitlementsService } from './entitlements.service';

const REQUIRED_FEATURE = 'entitlements:requiredFeature';

/**
 * Runs after the principal guard, on routes and socket events marked @RequiresFeature: 403 DL_001 "Subscription
 * required" (a socket's ack gets the same refusal) unless the caller's plan includes the feature.
 */
@Injectable()
export class RequiresFeatureGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly entitlements: EntitlementsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const feature = this.reflector.getAllAndOverride<PlanFeature | undefined>(REQUIRED_FEATURE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!feature) return true;
    (await this.entitlements.for(principalOf(context))).require(feature);
    return true;
  }
}

/** Only callers whose plan includes `feature` may call the route or send the event (import EntitlementsModule). */
export const RequiresFeature = (feature: PlanFeature) =>
  applyDecorators(SetMetadata(REQUIRED_FEATURE, feature), UseGuards(RequiresFeatureGuard));
