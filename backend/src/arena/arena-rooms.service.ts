import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  type Choice,
  createGame,
  type Effect,
  gameResults,
  type GameResults,
  type GameState,
  type Question,
  roster,
  serialize,
  type Settings,
  type SettingsInput,
} from '@trivia/arena-engine';
import type { ArenaRoomResponse, CreateArenaRoomRequest } from '@trivia/contracts';
import type { Server } from 'socket.io';
import { AppException } from '../common/app-exception';
import { APP_CONFIG, type AppConfig } from '../infra/config/config';
import { ArenaQuestionsService } from './arena-questions.service';
import { LOBBY_DIRECTORY, type LobbyDirectory } from './lobby/lobby-directory';
import { PublicListings } from './lobby/public-listings';
import { AnswerWrites } from './results/answer-writes';
import { ArenaResultsService } from './results/arena-results.service';
import { HostedRooms, isOwnerRequest } from './sessions/hosted-rooms';
import { HostedSessionRows } from './sessions/hosted-session-rows';
import { OverrideWrites } from './sessions/override-writes';
import { AnswerIntake } from './rooms/answer-intake';
import { BUSY, type LiveRoom, rebuilt } from './rooms/live-room';
import { OwnedRooms } from './rooms/owned-rooms';
import { ROOM_BUS, type RoomBus } from './rooms/room-bus';
import { isMoved, MOVED, type Moved, type RoomReply, type RoomRequest } from './rooms/room-request';
import { type PersonalSend, RoomBroadcaster } from './rooms/room-broadcaster';
import { RosterThrottle } from './rooms/roster-throttle';
import { RoomKeeper } from './rooms/room-keeper';
import { RoomRoutes } from './rooms/room-routes';
import { gameSettings, PUBLIC_AUTO_START_MS, PUBLIC_HOST, PUBLIC_SETTINGS } from './rooms/room-settings';
import { LEASE_STORE, type LeaseStore, ROOM_STORE, type RoomStore } from './store/room-store';

export const ROOM_TTL_MS = 6 * 60 * 60 * 1000;
export const LEASE_TTL_MS = 5000;
const SWEEP_EVERY_MS = 1000;
/** How long a request may look for a room's owner, through a failover (a lease lapses in LEASE_TTL_MS). */
const ROUTE_FOR_MS = LEASE_TTL_MS + 4000;
const FORWARD_TIMEOUT_MS = 3000;
const RETRY_AFTER_MS = 200;

const NO_ROOM: RoomReply = { ok: false, code: 'ARENA_010', message: 'No such room' };
const finished = (state: GameState) => state.phase === 'podium' || state.phase === 'ended';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

export { PUBLIC_HOST, playerChannel, roomChannel } from './rooms/room-settings';

/** A room just opened: the store holds it under its PIN, this node owns it. */
export interface OpenedRoom {
  roomId: string;
  pin: string;
  settings: Settings;
}

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
  private readonly owned: OwnedRooms;
  private readonly adopting = new Map<string, Promise<'owned' | 'taken' | 'missing'>>();
  private readonly routes: RoomRoutes;
  private readonly listings: PublicListings;
  private readonly broadcaster: RoomBroadcaster;
  private readonly rosters = new RosterThrottle((roomId) => this.sendRoster(roomId));
  private readonly answers: AnswerWrites;
  private readonly intake: AnswerIntake;
  private readonly keeper: RoomKeeper;
  private readonly hosted: HostedRooms;
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
    sessionRows: HostedSessionRows,
    overrides: OverrideWrites,
  ) {
    this.listings = new PublicListings(lobby, this.logger);
    this.broadcaster = new RoomBroadcaster(config.redisUrl !== undefined);
    this.answers = new AnswerWrites(
      results,
      (roomId, questionIndex) => this.request(roomId, { op: 'stored', questionIndex }),
      this.logger,
    );
    this.intake = new AnswerIntake(
      rooms,
      this.broadcaster,
      (roomId, request) => this.request(roomId, request),
      this.logger,
    );
    this.hosted = new HostedRooms({
      rows: sessionRows,
      overrides,
      logger: this.logger,
      owned: (roomId) => this.owned.get(roomId),
      request: (roomId, request) => this.request(roomId, request),
    });
    this.routes = new RoomRoutes(leases);
    this.owned = new OwnedRooms(rooms, this.nodeId, ROOM_TTL_MS, {
      carryOut: (roomId, state, effects) => this.carryOut(roomId, state, effects),
      lost: (roomId, room) => void this.keeper.lost(roomId, room),
      stale: (roomId) => void this.reload(roomId),
    });
    this.keeper = new RoomKeeper({
      nodeId: this.nodeId,
      leaseTtlMs: LEASE_TTL_MS,
      roomTtlMs: ROOM_TTL_MS,
      owned: this.owned,
      leases,
      rooms,
      listings: this.listings,
      logger: this.logger,
      adopt: (roomId) => this.adopt(roomId),
      carryOut: (roomId, state, effects) => this.carryOut(roomId, state, effects),
      closing: () => this.closing,
    });
  }

  attach(server: Server): void {
    this.broadcaster.attach(server);
    this.hosted.attach(server);
  }

  async onModuleInit(): Promise<void> {
    await this.bus.serve(this.nodeId, (roomId, request) => this.serve(roomId, request));
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  /** Hands rooms over on a clean shutdown: a last snapshot, then the lease goes, so another node adopts at once. */
  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    this.broadcaster.close();
    this.rosters.close();
    this.answers.close();
    this.intake.close();
    this.hosted.close();
    clearInterval(this.sweeper);
    const handOver = this.owned.close().map(async (room) => {
      room.abandon();
      await room.settled();
      if (await this.rooms.writeSnapshot(room.roomId, this.nodeId, serialize(room.state), ROOM_TTL_MS))
        await this.leases.release(room.roomId, this.nodeId);
    });
    await Promise.race([Promise.allSettled(handOver), sleep(2000)]);
    await this.bus.close();
  }

  async create(hostId: string, input: Required<CreateArenaRoomRequest>): Promise<ArenaRoomResponse> {
    const { roomId, pin } = await this.open(hostId, gameSettings(input, null), this.questions.draw(input));
    return { roomId, pin, joinUrl: this.joinUrl(pin) };
  }

  /** A public room for quick match: listed in the lobby until its game starts. */
  async createPublic(): Promise<ArenaRoomResponse> {
    const settings = gameSettings(PUBLIC_SETTINGS, PUBLIC_AUTO_START_MS);
    const { roomId, pin } = await this.open(PUBLIC_HOST, settings, this.questions.draw(PUBLIC_SETTINGS));
    this.listings.remember(roomId, pin);
    const live = this.owned.get(roomId);
    if (live) await this.listings.update(roomId, live.state, this.closing);
    return { roomId, pin, joinUrl: this.joinUrl(pin) };
  }

  /** A host-led session's room, with the questions the sessions service chose (a catalogue quiz, polls). */
  createHosted(hostId: string, settings: SettingsInput, questions: Question[]): Promise<OpenedRoom> {
    return this.open(hostId, settings, questions);
  }

  /** A room opened for nothing (its session could not be recorded): gone from the store, its PIN free again. */
  async discard(room: OpenedRoom): Promise<void> {
    this.owned.drop(room.roomId);
    await this.rooms.delete(room.roomId, room.pin);
    await this.leases.release(room.roomId, this.nodeId);
  }

  private joinUrl(pin: string): string {
    return `${this.config.publicUrl}/arena?pin=${pin}`;
  }

  private async open(hostId: string, settings: SettingsInput, questions: Question[]): Promise<OpenedRoom> {
    const created = createGame(settings, questions, randomInt(2 ** 31), hostId, Date.now());
    if (!created.state) throw new AppException('QUIZ_003', created.error.message);
    const roomId = randomUUID();
    if (!(await this.leases.acquire(roomId, this.nodeId, LEASE_TTL_MS)))
      throw new AppException('NET_003', 'Could not open the room: try again');
    const text = serialize(created.state);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const pin = String(randomInt(100_000, 1_000_000));
      if (await this.rooms.create(roomId, pin, text, ROOM_TTL_MS)) {
        this.owned.own(roomId, created.state, { snapshot: text, log: [] });
        return { roomId, pin, settings: created.state.settings };
      }
    }
    await this.leases.release(roomId, this.nodeId);
    throw new AppException('NET_003', 'Could not find a free PIN');
  }

  roomForPin(pin: string): Promise<string | null> {
    return this.rooms.roomForPin(pin);
  }

  /** A player's answer, taken on this node whoever owns the room (see AnswerIntake). */
  answer(roomId: string, playerId: string, questionIndex: number, choice: Choice): Promise<RoomReply> {
    return this.intake.take(roomId, playerId, questionIndex, choice);
  }

  /** Sends a request to the room's owner (this node or another), through a failover if one is under way. */
  async request(roomId: string, request: RoomRequest): Promise<RoomReply> {
    const giveUpAt = Date.now() + ROUTE_FOR_MS;
    while (!this.closing && Date.now() < giveUpAt) {
      const local = this.owned.get(roomId);
      if (local) {
        const reply = await this.serveHere(local, request);
        if (!isMoved(reply)) return reply;
        continue;
      }
      const route = this.routes.to(roomId);
      try {
        const holder = await route.holder;
        if (holder === null || holder === this.nodeId) {
          this.routes.forget(roomId, route);
          if ((await this.adopt(roomId)) === 'missing') return NO_ROOM;
          continue;
        }
        const reply = await this.bus.send(holder, roomId, request, FORWARD_TIMEOUT_MS);
        if (!isMoved(reply)) return reply;
        this.routes.forget(roomId, route);
        this.noteReroute(`room ${roomId} moved from node ${holder}`);
      } catch (error) {
        // The owner is gone or the store is restarting: its lease lapses soon, or Redis comes back.
        this.routes.forget(roomId, route);
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
    const local = this.owned.get(roomId);
    return local ? this.serveHere(local, request) : Promise.resolve(MOVED);
  }

  /** A request for a room this node owns: re-marking and the host's presence are worked out before the engine. */
  private serveHere(room: LiveRoom, request: RoomRequest): Promise<RoomReply | Moved> {
    return isOwnerRequest(request) ? this.hosted.serve(room, request) : room.submit(request);
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
      const state = rebuilt(stored);
      if (!state) {
        // Stored by an older version of the engine (a deploy mid-game): it cannot be carried on.
        this.logger.warn(`Room ${roomId} was stored in a form this version cannot read: closed`);
        await this.leases.release(roomId, this.nodeId);
        await this.rooms.markClosed(roomId);
        return 'missing' as const;
      }
      this.owned.own(roomId, state, { snapshot: stored.state, log: stored.log });
      this.logger.warn(`Adopted room ${roomId} (${stored.log.length} commands replayed)`);
      // The answers the old owner had not yet been told of: counted now, so "everyone answered" still holds.
      if (state.phase === 'question') void this.catchUp(roomId, state.questionIndex);
      // Answers revealed before the old owner could confirm them stored: storing is idempotent.
      this.answers.queueUnstored(roomId, state);
      this.hosted.adopted(roomId, state);
      // The old owner may have died between the game's end and storing it: storing is idempotent.
      if (finished(state))
        void this.finish(roomId, gameResults(state, state.phase === 'podium', state.endedAt ?? Date.now()));
      return 'owned' as const;
    })().finally(() => this.adopting.delete(roomId));
    this.adopting.set(roomId, adoption);
    return adoption;
  }

  private async catchUp(roomId: string, questionIndex: number): Promise<void> {
    const answers = await this.rooms.collectAnswers(roomId, this.nodeId, questionIndex, false).catch(() => null);
    if (answers?.length) await this.request(roomId, { op: 'fold', questionIndex, answers });
  }

  private carryOut(roomId: string, state: GameState, effects: Effect[]): void {
    let rosterChanged = false;
    // Consecutive personal messages go out together; a broadcast or a kick sends those before it first.
    const sends: PersonalSend[] = [];
    const flush = () => this.broadcaster.toPlayers(roomId, sends.splice(0));
    for (const effect of effects) {
      if (effect.type === 'broadcast') {
        flush();
        this.broadcaster.toRoom(roomId, effect.event, effect.payload);
      }
      if (effect.type === 'send') {
        sends.push({ playerId: effect.playerId, event: effect.event, payload: effect.payload });
        if (effect.event === 'arena:kicked') {
          flush();
          this.broadcaster.unsubscribe(roomId, effect.playerId);
        }
        if (effect.event === 'arena:player-joined' || effect.event === 'arena:player-left') rosterChanged = true;
      }
      if (effect.type === 'schedule') this.owned.schedule(roomId, effect.at);
      if (effect.type === 'cancelSchedule') this.owned.cancel(roomId);
      if (effect.type === 'storeAnswers')
        this.answers.queue(roomId, state, {
          questionIndex: effect.questionIndex,
          questionId: effect.questionId,
          // The engine reuses its lists in place; the write outlives this call.
          answers: [...effect.answers],
        });
      if (effect.type === 'gameOver') {
        this.answers.queueUnstored(roomId, state);
        void this.finish(roomId, effect.results);
      }
    }
    flush();
    this.hosted.carriedOut(roomId, state, effects);
    if (rosterChanged) this.rosters.changed(roomId);
    if (finished(state)) this.owned.cancel(roomId);
    if (state.hostId === PUBLIC_HOST && (state.phase === 'lobby' || this.listings.isListed(roomId)))
      void this.listings.update(roomId, state, this.closing);
  }

  /** Who is in the room, to everyone in it: coalesced by the roster throttle, built from the room as it is now. */
  private sendRoster(roomId: string): void {
    const room = this.owned.get(roomId);
    if (room && !this.closing) this.broadcaster.toRoom(roomId, 'arena:roster', roster(room.state));
  }

  /** The room was dropped after a write the store could not take: rebuilt from the store as soon as it answers. */
  private async reload(roomId: string): Promise<void> {
    const giveUpAt = Date.now() + ROUTE_FOR_MS;
    while (!this.closing && !this.owned.has(roomId) && Date.now() < giveUpAt) {
      try {
        if ((await this.adopt(roomId)) !== 'owned' || this.owned.has(roomId)) return;
      } catch {
        await sleep(RETRY_AFTER_MS);
      }
    }
  }

  /** Stores the game (idempotent) after its answers, then takes it off the open list; retried while away. */
  private async finish(roomId: string, results: GameResults, attempt = 1): Promise<void> {
    try {
      await this.answers.settled(roomId);
      await this.results.store(roomId, results);
      await this.hosted.finished(roomId, results);
      await this.rooms.markClosed(roomId);
    } catch (error) {
      this.logger.warn(`Could not store the results of room ${roomId}: ${(error as Error).message}`);
      if (attempt < 10 && !this.closing)
        setTimeout(() => void this.finish(roomId, results, attempt + 1), 2000 * attempt).unref();
    }
  }

  /** Every second: says how many requests had to look for their room again, then renews, lets go and adopts. */
  private async sweep(): Promise<void> {
    if (this.rerouted > 0) {
      this.logger.warn(`${this.rerouted} Arena request(s) looked for their room again (last: ${this.lastReroute})`);
      this.rerouted = 0;
    }
    this.routes.prune();
    this.hosted.sweep(this.owned.entries(), Date.now());
    await this.keeper.sweep(Date.now());
  }
}
