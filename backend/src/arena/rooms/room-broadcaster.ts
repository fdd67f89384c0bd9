import type { Server } from 'socket.io';
import { playerChannel, roomChannel } from './room-settings';

/**
 * Carries a room's messages to its sockets on every node (through the Socket.IO adapter). Silent once the node
 * is closing: the rooms it hands over are told by their next owner.
 */
export class RoomBroadcaster {
  private server: Server | null = null;
  private closing = false;

  attach(server: Server): void {
    this.server = server;
  }

  close(): void {
    this.closing = true;
  }

  toRoom(roomId: string, event: string, payload: Record<string, unknown>): void {
    this.emit(roomChannel(roomId), roomId, event, payload);
  }

  toPlayer(roomId: string, playerId: string, event: string, payload: Record<string, unknown>): void {
    this.emit(playerChannel(roomId, playerId), roomId, event, payload);
  }

  /**
   * A kicked player's sockets stop hearing the room: no more questions, and no answer keys. Sockets on this
   * node leave at once (the broadcasts that follow reach local sockets synchronously); the adapter's request
   * for the other nodes goes out before those broadcasts on the same Redis connection, so it lands first there.
   */
  unsubscribe(roomId: string, playerId: string): void {
    if (this.closing || !this.server) return;
    this.server.local.in(playerChannel(roomId, playerId)).socketsLeave(roomChannel(roomId));
    this.server.in(playerChannel(roomId, playerId)).socketsLeave(roomChannel(roomId));
  }

  private emit(channel: string, roomId: string, event: string, payload: Record<string, unknown>): void {
    if (this.closing) return;
    this.server?.to(channel).emit('arena:event', { roomId, event, payload });
  }
}
