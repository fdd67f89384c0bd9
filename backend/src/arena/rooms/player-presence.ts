import type { GameState } from '@trivia/arena-engine';
import type { Server } from 'socket.io';
import type { RoomRequest } from './room-request';
import { roomChannel } from './room-settings';

/** How long the players of a room that changed node have to reconnect before those still away are marked so. */
export const PLAYER_RETURN_GRACE_MS = 10_000;

export interface PlayerPresenceDeps {
  /** The room, while this node owns it. */
  owned(roomId: string): { readonly state: GameState; submit(request: RoomRequest): Promise<unknown> } | undefined;
  warn(roomId: string, what: string, error: Error): void;
}

/**
 * The players of a room with no socket left in it, though the room counts them connected: its `room` channel's
 * sockets (across the cluster) each sit in one `arena:<room>:<player>` channel beside it.
 */
export function playersWithoutSockets(
  state: GameState,
  roomId: string,
  socketRooms: Iterable<ReadonlySet<string>>,
): string[] {
  const prefix = `${roomChannel(roomId)}:`;
  const present = new Set<string>();
  for (const rooms of socketRooms)
    for (const channel of rooms) if (channel.startsWith(prefix)) present.add(channel.slice(prefix.length));
  return state.players.filter((player) => player.connected && !present.has(player.id)).map((player) => player.id);
}

/**
 * A room taken over from another node: the players whose sockets were on a node that died never disconnected as far
 * as the room knows, so the host would see them online and every question would wait its full time for their
 * answers. Once the players have had the grace to reconnect (to any node), the room's sockets are counted across
 * the cluster and each player without one is marked away, as a disconnect would have done; a player who comes back
 * later rejoins as usual, score intact.
 */
export class PlayerPresence {
  private readonly checks = new Map<string, NodeJS.Timeout>();
  private server: Server | null = null;

  constructor(
    private readonly deps: PlayerPresenceDeps,
    private readonly graceMs = PLAYER_RETURN_GRACE_MS,
  ) {}

  attach(server: Server): void {
    this.server = server;
  }

  /** The room was adopted: its players are counted once the grace is over. */
  adopted(roomId: string): void {
    clearTimeout(this.checks.get(roomId));
    const timer = setTimeout(() => {
      this.checks.delete(roomId);
      void this.markAway(roomId);
    }, this.graceMs);
    timer.unref();
    this.checks.set(roomId, timer);
  }

  close(): void {
    for (const timer of this.checks.values()) clearTimeout(timer);
    this.checks.clear();
  }

  async markAway(roomId: string): Promise<void> {
    const room = this.deps.owned(roomId);
    if (!room || !this.server || room.state.phase === 'podium' || room.state.phase === 'ended') return;
    let sockets;
    try {
      sockets = await this.server.in(roomChannel(roomId)).fetchSockets();
    } catch (error) {
      // A node did not answer in time: better to leave players shown online than to mark present ones away.
      this.deps.warn(roomId, 'count its players’ sockets', error as Error);
      return;
    }
    const current = this.deps.owned(roomId);
    if (!current) return;
    for (const playerId of playersWithoutSockets(
      current.state,
      roomId,
      sockets.map((socket) => socket.rooms),
    )) {
      const leave: RoomRequest = { op: 'leave', playerId, reason: 'disconnect' };
      await current.submit(leave).catch((error: Error) => this.deps.warn(roomId, 'mark a player away', error));
    }
  }
}
