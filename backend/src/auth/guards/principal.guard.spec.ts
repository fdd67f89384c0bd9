import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { guestPrincipal, type MemberPrincipal, memberPrincipal, type Principal, Public, Roles } from '../../identity';
import type { UserEntity } from '../../users/user.entity';
import type { PrincipalResolver } from '../principal/principal-resolver.service';
import { PrincipalGuard, SOCKET_RECHECK_MS } from './principal.guard';

class Gateway {
  @Public()
  open(): void {}

  members(): void {}

  @Roles('ADMIN')
  admins(): void {}
}

const member = (role: UserEntity['role']) =>
  memberPrincipal({ id: 'u1', role, fullName: 'Sam' } as UserEntity, { idHash: 'h1', expiresAt: Date.now() + 60_000 });

/** A socket event's execution context, as Nest builds it for a gateway handler. */
function socketEvent(handler: keyof Gateway, principal: Principal | undefined, checkedAt = Date.now()) {
  const socket = { data: { principal, checkedAt }, disconnect: jest.fn() };
  const context = {
    getType: () => 'ws',
    getHandler: () => Gateway.prototype[handler],
    getClass: () => Gateway,
    switchToWs: () => ({ getClient: () => socket }),
  } as unknown as ExecutionContext;
  return { context, socket };
}

describe('PrincipalGuard on socket events', () => {
  const resolver = { refresh: jest.fn() } as unknown as jest.Mocked<PrincipalResolver>;
  const guard = new PrincipalGuard(new Reflector(), resolver);

  it.each`
    handler      | who            | principal               | outcome
    ${'open'}    | ${'a visitor'} | ${guestPrincipal(null)} | ${'allowed'}
    ${'members'} | ${'a guest'}   | ${guestPrincipal('g')}  | ${'AUTH_005'}
    ${'members'} | ${'a member'}  | ${member('MEMBER')}     | ${'allowed'}
    ${'admins'}  | ${'a member'}  | ${member('MEMBER')}     | ${'AUTH_010'}
    ${'admins'}  | ${'an admin'}  | ${member('ADMIN')}      | ${'allowed'}
  `('$handler for $who → $outcome', async ({ handler, principal, outcome }) => {
    const { context } = socketEvent(handler, principal);
    const result = await guard.canActivate(context).then(
      () => 'allowed',
      (error: { code: string }) => error.code,
    );
    expect(result).toBe(outcome);
  });

  beforeEach(() => resolver.refresh.mockReset());

  it('re-reads a member now and then, and closes the socket once their session has ended', async () => {
    resolver.refresh.mockResolvedValueOnce(null);
    const { context, socket } = socketEvent('members', member('MEMBER'), Date.now() - SOCKET_RECHECK_MS - 1);
    await expect(guard.canActivate(context)).rejects.toMatchObject({ code: 'AUTH_005' });
    expect(socket.disconnect).toHaveBeenCalledWith(true);
  });

  it('picks up a changed role at the re-read', async () => {
    resolver.refresh.mockResolvedValueOnce(member('ADMIN'));
    const { context, socket } = socketEvent('admins', member('MEMBER'), Date.now() - SOCKET_RECHECK_MS - 1);
    await expect(guard.canActivate(context)).resolves.toBe(true);
    expect(socket.data.principal).toMatchObject({ role: 'ADMIN' });
  });

  it('re-reads a member once for a burst of events, not once per event', async () => {
    let answer!: (principal: MemberPrincipal) => void;
    resolver.refresh.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { context, socket } = socketEvent('members', member('MEMBER'), Date.now() - SOCKET_RECHECK_MS - 1);
    const events = Array.from({ length: 20 }, () => guard.canActivate(context));
    answer(member('MEMBER'));
    await expect(Promise.all(events)).resolves.toEqual(Array(20).fill(true));
    expect(resolver.refresh).toHaveBeenCalledTimes(1);
    expect(socket.data.checkedAt).toBeGreaterThan(Date.now() - 1000);
  });
});
