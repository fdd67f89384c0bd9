import { Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server } from 'socket.io';
import { type RoleChangedEvent, USER_EVENTS } from '../../users/users.events';
import { AUTH_EVENTS, type LoggedOutEvent, type SessionsEndedEvent } from '../auth.events';
import { sessionSocketRoom, userSocketRoom } from './socket-auth.hooks';

/**
 * Ends the rights of open sockets when the rights behind them end: a logout closes that session's sockets, a
 * password change, a deleted account or a changed role closes all of the member's. Through the Redis adapter
 * this reaches sockets on every node; the browser reconnects as whoever its cookies now say.
 */
@WebSocketGateway()
export class SocketRevocationGateway {
  @WebSocketServer() private readonly server!: Server;
  private readonly logger = new Logger(SocketRevocationGateway.name);

  @OnEvent(AUTH_EVENTS.loggedOut)
  loggedOut(event: LoggedOutEvent): void {
    this.disconnect(sessionSocketRoom(event.sessionIdHash));
  }

  @OnEvent(AUTH_EVENTS.sessionsEnded)
  sessionsEnded(event: SessionsEndedEvent): void {
    this.disconnect(userSocketRoom(event.userId));
  }

  @OnEvent(USER_EVENTS.roleChanged)
  roleChanged(event: RoleChangedEvent): void {
    this.disconnect(userSocketRoom(event.userId));
  }

  private disconnect(room: string): void {
    try {
      this.server.in(room).disconnectSockets(true);
    } catch (error) {
      // Redis may be away: each socket re-checks its session within SOCKET_RECHECK_MS anyway.
      this.logger.warn(`Could not close the sockets of ${room}: ${(error as Error).message}`);
    }
  }
}
