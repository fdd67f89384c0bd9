import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  createGame,
  deserialize,
  type Effect,
  gameResults,
  type GameResults,
  type GameState,
  serialize,
} from '@trivia/arena-engine';
import { type ArenaRoomResponse, type CreateArenaRoomRequest, PUBLIC_ROOM } from '@trivia/contracts';
import type { Server } from 'socket.io';
import { AppException } from '../common/app-exception';
import { APP_CONFIG, type AppConfig } from '../infra/config/config';
import { ArenaQuestionsService } from './arena-questions.service';
import { LOBBY_DIRECTORY, type LobbyDirectory } from './lobby/lobby-directory';
import { ArenaResultsService } from './results/arena-results.service';
import { BUSY, LiveRoom, replay } from './rooms/live-room';
import { ROOM_BUS, type RoomBus } from './rooms/room-bus';
import { isMoved, MOVED, type Moved, type RoomReply, type RoomRequest } from './rooms/room-request';
import { LEASE_STORE, type LeaseStore, ROOM_STORE, type RoomStore } from './store/room-store';

export const ROOM_TTL_MS = 6 * 60 * 60 * 1000;
export const LEASE_TTL_MS = 5000;
const SWEEP_EVERY_MS = 1000;
/** How long a request may look for a room's owner, through a failover (a lease lapses in LEASE_TTL_MS). */
const ROUTE_FOR_MS = LEASE_TTL_MS + 4000;
const FORWARD_TIMEOUT_MS = 3000;
const RETRY_AFTER_MS = 200;
/** A finished room stays in memory a while for late views, then only in the store. */
const KEEP_FINISHED_MS = 10 * 60 * 1000;
/** A public room nobody is waiting in closes after this long. */
const EMPTY_PUBLIC_ROOM_MS = 2 * 60 * 1000;

const NO_ROOM: RoomReply = { ok: false, code: 'ARENA_010', message: 'No such room' };
const finished = (state: GameState) => state.phase === 'podium' || state.phase === 'ended';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** The host id of public rooms: nobody hosts them (admins still may), and they start by themselves. */
export const PUBLIC_HOST = PUBLIC_ROOM.hostId;

const PUBLIC_SETTINGS: Required<CreateArenaRoomRequest> = {
  questionCount: PUBLIC_ROOM.questionCount,
  questionSeconds: PUBLIC_ROOM.questionSeconds,
  categories: [],
  difficulty: 'mixed',
  questionTypes: ['multiple_choice'],
  maxPlayers: PUBLIC_ROOM.maxPlayers,
  countdownSeconds: 3,
  revealSeconds: 4,
  leaderboardSeconds: 4,
};

export const roomChannel = (roomId: string) => `arena:${roomId}`;
export const playerChannel = (roomId: string, playerId: string) => `arena:${roomId}:${playerId}`;

/**
 * Runs Arena rooms with one writer each: the node holding a room's lease keeps it in memory, applies every
 * request in order, makes each batch durable in the room store, then broadcasts. Other nodes forward their
 * sockets' requests to it over the room bus. When the owner dies its lease lapses, and whichever node next
 * needs the room (or sweeps) rebuilds it from the stored snapshot and log and carries on from the deadline.
 */
@Injectable()
export class ArenaRoomsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ArenaRoomsService.name);
  readonly nodeId = randomUUID();
  private readonly owned = new Map<string, LiveRoom>();
  private readonly adopting = new Map<string, Promise<'owned' | 'taken' | 'missing'>>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** The PINs of the public rooms this node opened (an adopted room's PIN is read back from its listing). */
  private readonly publicPins = new Map<string, string>();
  private server: Server | null = null;
  private closing = false;
  /** Requests that had to look for their room's owner again since the last sweep: a sign of failover or overload. */
  private rerouted = 0;
  private lastReroute = '';
  private sweeper?: NodeJS.Timeout;

  constructor(
    @Inject(ROOM_STORE) private readonly rooms: RoomStore,
    @Inject(LEASE_STORE) private readonly leases: LeaseStore,
    @Inject(ROOM_BUS) private readonly bus: RoomBus,
    @Inject(LOBBY_DIRECTORY) private readonly lobby: LobbyDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly questions: ArenaQuestionsService,
    private readonly results: ArenaResultsService,
  ) {}

  attach(server: Server): void {
    this.server = server;
  }

  async onModuleInit(): Promise<void> {
    await this.bus.serve(this.nodeId, (roomId, request) => this.serve(roomId, request));
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  /** Hands rooms over on a clean shutdown: a last snapshot, then the lease goes, so another node adopts at once. */
  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    clearInterval(this.sweeper);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    const handOver = [...this.owned.values()].map(async (room) => {
      room.abandon();
      await room.settled();
      if (await this.rooms.writeSnapshot(room.roomId, this.nodeId, serialize(room.state), ROOM_TTL_MS))
        await this.leases.release(room.roomId, this.nodeId);
    });
    this.owned.clear();
    await Promise.race([Promise.allSettled(handOver), sleep(2000)]);
    await this.bus.close();
  }

  create(hostId: string, input: Required<CreateArenaRoomRequest>): Promise<ArenaRoomResponse> {
    return this.open(hostId, input, null);
  }

  /** A public room for quick match: listed in the lobby until its game starts. */
  async createPublic(): Promise<ArenaRoomResponse> {
    const room = await this.open(PUBLIC_HOST, PUBLIC_SETTINGS, PUBLIC_ROOM.autoStartSeconds * 1000);
    this.publicPins.set(room.roomId, room.pin);
    const live = this.owned.get(room.roomId);
    if (live) await this.list(room.roomId, live.state);
    return room;
  }

  private async open(
    hostId: string,
    input: Required<CreateArenaRoomRequest>,
    autoStartMs: number | null,
  ): Promise<ArenaRoomResponse> {
    const questions = this.questions.draw(input);
    const settings = {
      questionCount: input.questionCount,
      questionSeconds: input.questionSeconds,
      categories: input.categories,
      difficulty: input.difficulty,
      questionTypes: input.questionTypes,
      maxPlayers: input.maxPlayers,
      countdownMs: input.countdownSeconds * 1000,
      revealMs: input.revealSeconds * 1000,
      leaderboardMs: input.leaderboardSeconds * 1000,
      autoStartMs,
    };
    const created = createGame(settings, questions, randomInt(2 ** 31), hostId, Date.now());
    if (!created.state) throw new AppException('QUIZ_003', created.error.message);
    const roomId = randomUUID();
    if (!(await this.leases.acquire(roomId, this.nodeId, LEASE_TTL_MS)))
      throw new AppException('NET_003', 'Could not open the room: try again');
    const text = serialize(created.state);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const pin = String(randomInt(100_000, 1_000_000));
      if (await this.rooms.create(roomId, pin, text, ROOM_TTL_MS)) {
        this.own(roomId, created.state, { snapshot: text, log: [] });
        return { roomId, pin, joinUrl: `${this.config.publicUrl}/arena?pin=${pin}` };
      }
    }
    await this.leases.release(roomId, this.nodeId);
    throw new AppException('NET_003', 'Could not find a free PIN');
  }

  roomForPin(pin: string): Promise<string | null> {
    return this.rooms.roomForPin(pin);
  }

  /** Sends a request to the room's owner (this node or another), through a failover if one is under way. */
  async request(roomId: string, request: RoomRequest): Promise<RoomReply> {
    const giveUpAt = Date.now() + ROUTE_FOR_MS;
    while (!this.closing && Date.now() < giveUpAt) {
      const local = this.owned.get(roomId);
      if (local) {
        const reply = await local.submit(request);
        if (!isMoved(reply)) return reply;
        continue;
      }
      try {
        const holder = await this.leases.holder(roomId);
        if (holder === null || holder === this.nodeId) {
          if ((await this.adopt(roomId)) === 'missing') return NO_ROOM;
          continue;
        }
        const reply = await this.bus.send(holder, roomId, request, FORWARD_TIMEOUT_MS);
        if (!isMoved(reply)) return reply;
        this.noteReroute(`room ${roomId} moved from node ${holder}`);
      } catch (error) {
        // The owner is gone or the store is restarting: its lease lapses soon, or Redis comes back.
        this.noteReroute((error as Error).message);
        await sleep(RETRY_AFTER_MS);
      }
    }
    return BUSY;
  }

  private noteReroute(why: string): void {
    this.rerouted += 1;
    this.lastReroute = why;
  }

  /** A request forwarded by another node: answered only if this node still owns the room. */
  private serve(roomId: string, request: RoomRequest): Promise<RoomReply | Moved> {
    if (request.op === 'tick') return Promise.resolve(MOVED);
    return this.owned.get(roomId)?.submit(request) ?? Promise.resolve(MOVED);
  }

  /** Takes a room whose lease is free and rebuilds it from the store. */
  private adopt(roomId: string): Promise<'owned' | 'taken' | 'missing'> {
    const running = this.adopting.get(roomId);
    if (running) return running;
    const adoption = (async () => {
      if (this.owned.has(roomId)) return 'owned' as const;
      if (!(await this.leases.acquire(roomId, this.nodeId, LEASE_TTL_MS))) return 'taken' as const;
      const stored = await this.rooms.load(roomId);
      if (!stored) {
        await this.leases.release(roomId, this.nodeId);
        await this.rooms.markClosed(roomId);
        return 'missing' as const;
      }
      const state = replay(deserialize(stored.state), stored.log);
      this.own(roomId, state, { snapshot: stored.state, log: stored.log });
      this.logger.warn(`Adopted room ${roomId} (${stored.log.length} commands replayed)`);
      // The old owner may have died between the game's end and storing it: storing is idempotent.
      if (finished(state))
        void this.finish(roomId, gameResults(state, state.phase === 'podium', state.endedAt ?? Date.now()));
      return 'owned' as const;
    })().finally(() => this.adopting.delete(roomId));
    this.adopting.set(roomId, adoption);
    return adoption;
  }

  private own(roomId: string, state: GameState, stored: { snapshot: string; log: string[] }): LiveRoom {
    const room = new LiveRoom(
      roomId,
      state,
      stored,
      {
        snapshot: (text) => this.rooms.writeSnapshot(roomId, this.nodeId, text, ROOM_TTL_MS),
        append: (entries) => this.rooms.appendLog(roomId, this.nodeId, entries),
      },
      {
        carryOut: (next, effects) => this.carryOut(roomId, next, effects),
        lost: () => this.drop(roomId),
      },
    );
    this.owned.set(roomId, room);
    this.keepTimer(roomId, room);
    return room;
  }

  private drop(roomId: string): void {
    this.clearTimer(roomId);
    this.owned.get(roomId)?.abandon();
    this.owned.delete(roomId);
  }

  private carryOut(roomId: string, state: GameState, effects: Effect[]): void {
    for (const effect of effects) {
      if (effect.type === 'broadcast') this.emit(roomChannel(roomId), roomId, effect.event, effect.payload);
      if (effect.type === 'send')
        this.emit(playerChannel(roomId, effect.playerId), roomId, effect.event, effect.payload);
      if (effect.type === 'send' && effect.event === 'arena:kicked') this.unsubscribe(roomId, effect.playerId);
      if (effect.type === 'schedule') this.schedule(roomId, effect.at);
      if (effect.type === 'cancelSchedule') this.clearTimer(roomId);
      if (effect.type === 'gameOver') void this.finish(roomId, effect.results);
    }
    if (finished(state)) this.clearTimer(roomId);
    // Listed while in the lobby; taken off once, when the game starts (list() then forgets the PIN).
    if (state.hostId === PUBLIC_HOST && (state.phase === 'lobby' || this.publicPins.has(roomId)))
      void this.list(roomId, state);
  }

  /** Keeps a public room's lobby listing current: listed while it waits for players, gone once it starts. */
  private async list(roomId: string, state: GameState): Promise<void> {
    try {
      if (state.phase !== 'lobby' || this.closing) {
        this.publicPins.delete(roomId);
        await this.lobby.removeRoom(roomId);
        return;
      }
      const pin = this.publicPins.get(roomId) ?? (await this.lobby.room(roomId))?.pin;
      if (!pin) return;
      this.publicPins.set(roomId, pin);
      await this.lobby.putRoom(
        {
          roomId,
          pin,
          players: state.players.length,
          maxPlayers: state.settings.maxPlayers,
          questionCount: state.questions.length,
          questionSeconds: state.settings.questionSeconds,
          startsAt: state.nextTickAt,
        },
        Date.now(),
      );
    } catch (error) {
      this.logger.warn(`Could not update the lobby listing of room ${roomId}: ${(error as Error).message}`);
    }
  }

  /**
   * A kicked player's sockets stop hearing the room: no more questions, and no answer keys. Sockets on this
   * node leave at once (the broadcasts that follow reach local sockets synchronously); the adapter's request
   * for the other nodes goes out before those broadcasts on the same Redis connection, so it lands first there.
   */
  private unsubscribe(roomId: string, playerId: string): void {
    if (this.closing || !this.server) return;
    this.server.local.in(playerChannel(roomId, playerId)).socketsLeave(roomChannel(roomId));
    this.server.in(playerChannel(roomId, playerId)).socketsLeave(roomChannel(roomId));
  }

  private emit(channel: string, roomId: string, event: string, payload: Record<string, unknown>): void {
    if (this.closing) return;
    this.server?.to(channel).emit('arena:event', { roomId, event, payload });
  }

  private schedule(roomId: string, at: number): void {
    this.clearTimer(roomId);
    const timer = setTimeout(() => void this.tick(roomId), Math.max(0, at - Date.now()));
    timer.unref();
    this.timers.set(roomId, timer);
  }

  private async tick(roomId: string): Promise<void> {
    this.timers.delete(roomId);
    const room = this.owned.get(roomId);
    if (!room || this.closing) return;
    const reply = await room.submit({ op: 'tick' });
    // The store could not take the change (Redis restarting): the deadline still stands, so try again soon.
    if (!isMoved(reply) && !reply.ok && reply.code === 'NET_003') this.schedule(roomId, Date.now() + 500);
    else this.keepTimer(roomId, room);
  }

  /**
   * A room with a pending deadline always has a timer. A timer can fire a millisecond before the wall clock
   * reaches the deadline, and the engine then (rightly) does nothing: without this the room would wait forever.
   */
  private keepTimer(roomId: string, room: LiveRoom): void {
    const { nextTickAt, paused } = room.state;
    if (this.timers.has(roomId) || nextTickAt === null || paused || finished(room.state)) return;
    if (this.owned.get(roomId) === room) this.schedule(roomId, Math.max(nextTickAt, Date.now() + 1));
  }

  private clearTimer(roomId: string): void {
    clearTimeout(this.timers.get(roomId));
    this.timers.delete(roomId);
  }

  /** Stores the game (idempotent), then takes it off the open list; retried while the database is away. */
  private async finish(roomId: string, results: GameResults, attempt = 1): Promise<void> {
    try {
      await this.results.store(roomId, results);
      await this.rooms.markClosed(roomId);
    } catch (error) {
      this.logger.warn(`Could not store the results of room ${roomId}: ${(error as Error).message}`);
      if (attempt < 10 && !this.closing)
        setTimeout(() => void this.finish(roomId, results, attempt + 1), 2000 * attempt).unref();
    }
  }

  /** Renews this node's leases, lets finished rooms go, and adopts open rooms that lost their owner. */
  private async sweep(): Promise<void> {
    const now = Date.now();
    if (this.rerouted > 0) {
      this.logger.warn(`${this.rerouted} Arena request(s) looked for their room again (last: ${this.lastReroute})`);
      this.rerouted = 0;
    }
    for (const [roomId, room] of this.owned) {
      try {
        const idle = now - room.lastActivity;
        const abandonedPublic =
          room.state.hostId === PUBLIC_HOST && room.state.players.length === 0 && idle > EMPTY_PUBLIC_ROOM_MS;
        if ((finished(room.state) && idle > KEEP_FINISHED_MS) || idle > ROOM_TTL_MS || abandonedPublic) {
          this.drop(roomId);
          await this.leases.release(roomId, this.nodeId);
          if (!finished(room.state)) await this.rooms.markClosed(roomId);
          if (room.state.hostId === PUBLIC_HOST) await this.list(roomId, { ...room.state, phase: 'ended' });
        } else if (!(await this.leases.acquire(roomId, this.nodeId, LEASE_TTL_MS))) {
          this.logger.warn(`Lost the lease of room ${roomId}`);
          this.drop(roomId);
        } else {
          this.keepTimer(roomId, room);
          if (room.state.hostId === PUBLIC_HOST && room.state.phase === 'lobby') await this.list(roomId, room.state);
        }
      } catch (error) {
        // Redis may be restarting: keep the room, and renew at the next sweep.
        this.logger.warn(`Arena lease renewal skipped: ${(error as Error).message}`);
      }
    }
    try {
      for (const roomId of await this.rooms.openRooms()) {
        if (this.closing) return;
        if (!this.owned.has(roomId) && (await this.leases.holder(roomId)) === null) await this.adopt(roomId);
      }
    } catch (error) {
      this.logger.warn(`Arena sweep skipped: ${(error as Error).message}`);
    }
  }
}
