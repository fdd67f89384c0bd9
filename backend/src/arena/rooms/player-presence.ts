import { isFinished, type GameState } from '@trivia/arena-engine';
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

/** The players the room counts connected who have no socket in it on any node (`present`: those who have one). */
export function playersWithoutSockets(state: GameState, present: ReadonlySet<string>): string[] {
  return state.players.filter((player) => player.connected && !present.has(player.id)).map((player) => player.id);
}

/** What each node is asked for a room's players with a socket there (they have the adapter's request timeout, 5 s). */
const PRESENCE_QUERY = 'arena:players-here';

/**
 * A room taken over from another node: the players whose sockets were on a node that died never disconnected as far
 * as the room knows, so the host would see them online and every question would wait its full time for their
 * answers. Once the players have had the grace to reconnect (to any node), every node says which of the room's
 * players have a socket there (their ids only, from its own channels), and each player with none is marked away, as
 * a disconnect would have done; a player who comes back later rejoins as usual, score intact. A player who joins
 * while the count is under way is never marked away by it.
 */
export class PlayerPresence {
  private readonly checks = new Map<string, NodeJS.Timeout>();
  /** Players who joined a room while its count was under way. */
  private readonly joinedDuring = new Map<string, Set<string>>();
  private server: Server | null = null;

  /** `clustered`: other nodes share this Socket.IO server through the Redis adapter. */
  constructor(
    private readonly deps: PlayerPresenceDeps,
    private readonly clustered: boolean,
    private readonly graceMs = PLAYER_RETURN_GRACE_MS,
  ) {}

  attach(server: Server): void {
    this.server = server;
    if (this.clustered)
      server.on(PRESENCE_QUERY, (roomId: unknown, reply: unknown) => {
        if (typeof roomId === 'string' && typeof reply === 'function') reply(this.playersHere(roomId));
      });
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

  /** A join (or rejoin) of a room this node owns, on its way to the room: noted while a count is under way. */
  joining(roomId: string, playerId: string): void {
    this.joinedDuring.get(roomId)?.add(playerId);
  }

  close(): void {
    for (const timer of this.checks.values()) clearTimeout(timer);
    this.checks.clear();
  }

  async markAway(roomId: string): Promise<void> {
    const room = this.deps.owned(roomId);
    if (!room || !this.server || isFinished(room.state)) return;
    const joined = new Set<string>();
    this.joinedDuring.set(roomId, joined);
    try {
      const present = await this.playersWithSockets(roomId, this.server);
      const current = this.deps.owned(roomId);
      if (!current || isFinished(current.state)) return;
      // Taken and sent in one go: a join noted after this line reaches the room after these leaves, and undoes one.
      const away = playersWithoutSockets(current.state, present).filter((id) => !joined.has(id));
      await Promise.all(
        away.map((playerId) =>
          current
            .submit({ op: 'leave', playerId, reason: 'disconnect' })
            .catch((error: Error) => this.deps.warn(roomId, 'mark a player away', error)),
        ),
      );
    } catch (error) {
      // A node did not answer in time: better to leave players shown online than to mark present ones away.
      this.deps.warn(roomId, 'count its players’ sockets', error as Error);
    } finally {
      if (this.joinedDuring.get(roomId) === joined) this.joinedDuring.delete(roomId);
    }
  }

  /** The room's players with a socket on this node and (asked at once) on every other. */
  private async playersWithSockets(roomId: string, server: Server): Promise<Set<string>> {
    const present = new Set(this.playersHere(roomId));
    if (!this.clustered) return present;
    const replies: unknown[] = await server.serverSideEmitWithAck(PRESENCE_QUERY, roomId);
    for (const reply of replies)
      if (Array.isArray(reply)) for (const id of reply) if (typeof id === 'string') present.add(id);
    return present;
  }

  /** The room's players with a socket on this node, read from the adapter's channels (no socket is touched). */
  private playersHere(roomId: string): string[] {
    const prefix = `${roomChannel(roomId)}:`;
    const ids: string[] = [];
    for (const [channel, sockets] of this.server?.sockets.adapter.rooms ?? [])
      if (sockets.size > 0 && channel.startsWith(prefix)) ids.push(channel.slice(prefix.length));
    return ids;
  }
}
