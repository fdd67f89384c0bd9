import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { nicknameProblem } from '@trivia/arena-engine';
import { type ArenaLobby, LIVE_PUSH_INTERVAL_MS } from '@trivia/contracts';
import type { Server } from 'socket.io';
import { RATE_LIMITER, type RateLimitPolicy, type RateLimiter } from '../../infra/rate-limit/rate-limiter';
import { ArenaRoomsService } from '../arena-rooms.service';
import type { RoomReply } from '../rooms/room-request';
import type { ArenaIdentity } from '../arena-identity';
import { ROOMS_OPENED } from '../arena-limits';
import { LOBBY_DIRECTORY, type LobbyDirectory } from './lobby-directory';

export const LOBBY_CHANNEL = 'arena:lobby';
/** How many listed rooms quick match tries before it opens a new one (others may fill them first). */
const QUICK_MATCH_TRIES = 3;

export type QuickMatchResult = { roomId: string; pin: string; reply: RoomReply };

/**
 * The Arena lobby: quick match into public rooms, the live list of those rooms and the number of players in
 * the Arena. Each node pushes the lobby to its own watchers, at most once a second and only when it changed.
 */
@Injectable()
export class ArenaLobbyService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ArenaLobbyService.name);
  private server: Server | null = null;
  private timer?: NodeJS.Timeout;
  private lastPushed = '';
  /** Sockets on this node that are in the Arena: watching the lobby or in a room. */
  private readonly present = new Set<string>();

  constructor(
    private readonly rooms: ArenaRoomsService,
    @Inject(LOBBY_DIRECTORY) private readonly directory: LobbyDirectory,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(ROOMS_OPENED) private readonly roomsOpened: RateLimitPolicy,
  ) {}

  attach(server: Server): void {
    this.server = server;
  }

  onModuleInit(): void {
    this.timer = setInterval(() => void this.push(), LIVE_PUSH_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  arrive(socketId: string): void {
    this.present.add(socketId);
  }

  depart(socketId: string): void {
    this.present.delete(socketId);
  }

  async current(): Promise<ArenaLobby> {
    const now = Date.now();
    const rooms = (await this.directory.rooms(now))
      .filter((room) => room.players < room.maxPlayers)
      // Fullest first: quick match and players fill rooms rather than spread out.
      .sort((a, b) => b.players - a.players || a.roomId.localeCompare(b.roomId));
    return { rooms, playersOnline: await this.directory.online(now) };
  }

  /**
   * Puts a player in the fullest public room that will have them, or in a new one. `join` is the gateway's
   * join (it subscribes the socket to the room first), so quick match and join by PIN behave the same.
   */
  async quickMatch(
    identity: ArenaIdentity,
    source: string,
    nickname: string,
    join: (roomId: string) => Promise<RoomReply>,
  ): Promise<QuickMatchResult> {
    const problem = nicknameProblem(nickname);
    if (problem) return { roomId: '', pin: '', reply: { ok: false, code: 'VAL_001', message: problem } };
    const { rooms } = await this.current();
    // A room may fill or start first, or have the nickname taken already: then the next, or a new one.
    for (const room of rooms.slice(0, QUICK_MATCH_TRIES)) {
      const reply = await join(room.roomId);
      if (reply.ok) return { roomId: room.roomId, pin: room.pin, reply };
    }
    const opening = await this.limiter.consume(this.roomsOpened, source);
    if (!opening.allowed) {
      const reply = {
        ok: false as const,
        code: 'RATE_001' as const,
        message: 'Too many new rooms opened from your network',
      };
      return { roomId: '', pin: '', reply };
    }
    const created = await this.rooms.createPublic();
    return { roomId: created.roomId, pin: created.pin, reply: await join(created.roomId) };
  }

  private async push(): Promise<void> {
    try {
      await this.directory.reportOnline(this.rooms.nodeId, this.present.size, Date.now());
      if (!this.server) return;
      const lobby = await this.current();
      const text = JSON.stringify(lobby);
      if (text === this.lastPushed) return;
      this.lastPushed = text;
      // Each node tells its own watchers: a broadcast through the adapter would reach every node's twice.
      this.server.local.to(LOBBY_CHANNEL).emit('arena:lobby', lobby);
    } catch (error) {
      this.logger.warn(`Arena lobby not pushed: ${(error as Error).message}`);
    }
  }
}
