import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { PLANS } from '@trivia/contracts';
import { guestPrincipal, type Principal } from '../identity';
import { Entitlements } from './entitlements';
import type { EntitlementsService } from './entitlements.service';
import { planStanding } from './plan-standing';
import type { QuotaLedger } from './quota-ledger';
import { RequiresFeature, RequiresFeatureGuard } from './requires-feature.guard';

class Routes {
  @RequiresFeature('custom_builder')
  build(): void {}

  open(): void {}
}

const member = { kind: 'member', userId: 'u1' } as Principal;

/** A route's context over HTTP or a socket event's, carrying `principal` where the principal guard left it. */
function contextFor(handler: keyof Routes, principal: Principal, type: 'http' | 'ws'): ExecutionContext {
  const holder = type === 'ws' ? { data: { principal } } : { principal };
  return {
    getType: () => type,
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => holder }),
    switchToWs: () => ({ getClient: () => holder }),
  } as unknown as ExecutionContext;
}

describe('RequiresFeatureGuard', () => {
  const onPlan = (planId: 'free' | 'essentials') => ({
    for: jest.fn(async (principal: Principal) => {
      const subscription = planId === 'free' ? null : { status: 'active' as const, planId, currentPeriodEnd: null };
      const standing = planStanding(principal.kind === 'member' ? 'MEMBER' : null, subscription, Date.now());
      return new Entitlements(standing, { userId: null, ledger: {} as QuotaLedger, now: () => new Date() });
    }),
  });

  it.each(['http', 'ws'] as const)('refuses a plan without the feature with DL_001 over %s', async (type) => {
    const guard = new RequiresFeatureGuard(new Reflector(), onPlan('free') as unknown as EntitlementsService);
    await expect(guard.canActivate(contextFor('build', member, type))).rejects.toMatchObject({
      code: 'DL_001',
      status: 403,
      message: 'Subscription required',
    });
  });

  it.each(['http', 'ws'] as const)('lets a plan with the feature through over %s', async (type) => {
    expect(PLANS.essentials.grants.features).toContain('custom_builder');
    const guard = new RequiresFeatureGuard(new Reflector(), onPlan('essentials') as unknown as EntitlementsService);
    await expect(guard.canActivate(contextFor('build', member, type))).resolves.toBe(true);
  });

  it('refuses a guest, and leaves unmarked routes alone without asking', async () => {
    const entitlements = onPlan('free');
    const guard = new RequiresFeatureGuard(new Reflector(), entitlements as unknown as EntitlementsService);
    await expect(guard.canActivate(contextFor('build', guestPrincipal(null), 'http'))).rejects.toMatchObject({
      code: 'DL_001',
    });
    entitlements.for.mockClear();
    await expect(guard.canActivate(contextFor('open', guestPrincipal(null), 'http'))).resolves.toBe(true);
    expect(entitlements.for).not.toHaveBeenCalled();
  });
});
