import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { AppException } from '../common/app-exception';
import { guestPrincipal, type Principal, type WithPrincipal } from './principal';

/** The principal the guard resolved, from an HTTP request or from a socket's data. */
export function principalOf(context: ExecutionContext): Principal {
  const holder =
    context.getType() === 'ws'
      ? (context.switchToWs().getClient<{ data?: WithPrincipal }>().data ?? {})
      : context.switchToHttp().getRequest<WithPrincipal>();
  return holder.principal ?? guestPrincipal(null);
}

/**
 * The one way a controller or gateway learns who is calling. `@CurrentPrincipal('member')` also insists on a
 * member (the guard already refuses guests on non-public routes, so this only guards a public route's branch).
 */
export const CurrentPrincipal = createParamDecorator((required: 'member' | undefined, context: ExecutionContext) => {
  const principal = principalOf(context);
  if (required === 'member' && principal.kind !== 'member') throw new AppException('AUTH_005', 'Not logged in');
  return principal;
});
