import { Injectable } from '@nestjs/common';
import type { SocketRefusal } from '@trivia/contracts';
import type { Socket } from 'socket.io';
import { PrincipalResolver } from '../../auth';
import { isMember, type MemberPrincipal, type Principal } from '../../identity';

/** What a socket keeps of who it is (see the auth domain's socket hooks and principal guard). */
interface SocketWho {
  principal?: Principal;
  checkedAt?: number;
}

export type AdminCheck = { ok: true; admin: MemberPrincipal } | SocketRefusal;

/**
 * Whether a socket is an admin's right now: its member re-read from the session store and the users table,
 * not the principal its handshake left (which the guard trusts for up to 30 s). The monitor asks on every event
 * and before every push, so an admin demoted or logged out elsewhere stops seeing and acting at once.
 */
@Injectable()
export class AdminSocketCheck {
  constructor(private readonly resolver: PrincipalResolver) {}

  async check(socket: Socket): Promise<AdminCheck> {
    const data = socket.data as SocketWho;
    if (!isMember(data.principal)) return { ok: false, code: 'AUTH_005', message: 'Log in as an admin' };
    const fresh = await this.resolver.refresh(data.principal);
    if (!fresh) return { ok: false, code: 'AUTH_005', message: 'Your session has ended' };
    // The socket speaks for the member as they are now, for the other gateways too.
    data.principal = fresh;
    data.checkedAt = Date.now();
    if (fresh.role !== 'ADMIN') return { ok: false, code: 'AUTH_010', message: 'Admins only' };
    return { ok: true, admin: fresh };
  }
}
