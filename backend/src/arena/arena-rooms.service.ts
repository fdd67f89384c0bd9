import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  isFinished,
  type Effect,
  gameResults,
  type GameResults,
  type GameState,
  type Question,
  roster,
  serialize,
  type SettingsInput,
} from '@trivia/arena-engine';
import type { ArenaRoomResponse, CreateArenaRoomRequest } from '@trivia/contracts';
import type { Server } from 'socket.io';
import { APP_CONFIG, type AppConfig } from '../infra/config/config';
import { ArenaQuestionsService } from './arena-questions.service';
import { LOBBY_DIRECTORY, type LobbyDirectory } from './lobby/lobby-directory';
import { PublicListings } from './lobby/public-listings';
import { type PlayedGame, playedGame } from './reports/played-game';
import { AnswerWrites } from './results/answer-writes';
import { ArenaResultsService } from './results/arena-results.service';
import { HostedRooms, isOwnerRequest } from './sessions/hosted-rooms';
import { HostedSessionRows } from './sessions/hosted-session-rows';
import { OverrideWrites } from './sessions/override-writes';
import { AnsweredCounts } from './rooms/answered-counts';
import { AnswerIntake, type SentAnswer } from './rooms/answer-intake';
import type { LiveRoom } from './rooms/live-room';
import { OwnedRooms } from './rooms/owned-rooms';
import { PlayerPresence } from './rooms/player-presence';
import { RoomAdoption } from './rooms/room-adoption';
import { ROOM_BUS, type RoomBus } from './rooms/room-bus';
import { discardRoom, type OpenedRoom, openRoom, type RoomOpeningDeps } from './rooms/room-opening';
import type { Moved, RoomReply, RoomRequest } from './rooms/room-request';
import { RETRY_AFTER_MS, RoomRouter, sleep } from './rooms/room-router';
import { RoomBroadcaster } from './rooms/room-broadcaster';
import { carryOutEffects, type EffectTargets } from './rooms/room-effects';
import { ROSTER_EVERY_MS, RoomThrottle } from './rooms/room-throttle';
import { RoomKeeper } from './rooms/room-keeper';
import { RoomVitals } from './rooms/room-vitals';
import { gameSettings, PUBLIC_AUTO_START_MS, PUBLIC_HOST, PUBLIC_SETTINGS } from './rooms/room-settings';
import { LEASE_STORE, type LeaseStore, ROOM_STORE, type RoomStore } from './store/room-store';

export const ROOM_TTL_MS = 6 * 60 * 60 * 1000;
export const LEASE_TTL_MS = 5000;
const SWEEP_EVERY_MS = 1000;
/** How long a request may look for a room's owner, through a failover (a lease lapses in LEASE_TTL_MS). */
const ROUTE_FOR_MS = LEASE_TTL_MS + 4000;

export { PUBLIC_HOST, playerChannel, roomChannel } from './rooms/room-settings';
export type { OpenedRoom } from './rooms/room-opening';

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
  /** What the admin live-room monitor reads of this node's rooms (see ArenaLiveRoomsService). */
  readonly vitals = new RoomVitals();
  private readonly owned: OwnedRooms;
  private readonly adoption: RoomAdoption;
  private readonly router: RoomRouter;
  private readonly opening: RoomOpeningDeps;
  private readonly effects: EffectTargets;
  private readonly listings: PublicListings;
  private readonly broadcaster: RoomBroadcaster;
  private readonly rosters = new RoomThrottle(ROSTER_EVERY_MS, (roomId) => this.sendRoster(roomId));
  private readonly answered: AnsweredCounts;
  private readonly answers: AnswerWrites;
  private readonly intake: AnswerIntake;
  private readonly keeper: RoomKeeper;
  private readonly hosted: HostedRooms;
  private readonly presence: PlayerPresence;
  private closing = false;
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
    this.answered = new AnsweredCounts(this.broadcaster);
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
    this.presence = new PlayerPresence(
      {
        owned: (roomId) => this.owned.get(roomId),
        warn: (roomId, what, error) => this.logger.warn(`Room ${roomId}: could not ${what}: ${error.message}`),
      },
      config.redisUrl !== undefined,
    );
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
    const { nodeId, owned, vitals } = this;
    this.adoption = new RoomAdoption({
      nodeId,
      leaseTtlMs: LEASE_TTL_MS,
      leases,
      rooms,
      owned,
      vitals,
      logger: this.logger,
      adopted: (roomId, state) => this.adopted(roomId, state),
    });
    this.router = new RoomRouter({
      nodeId,
      bus,
      leases,
      owned,
      routeForMs: ROUTE_FOR_MS,
      serveHere: (room, request) => this.serveHere(room, request),
      adopt: (roomId) => this.adopt(roomId),
      closing: () => this.closing,
    });
    this.effects = {
      broadcaster: this.broadcaster,
      owned,
      answers: this.answers,
      answered: this.answered,
      gameOver: (roomId, results, state) => void this.finish(roomId, results, playedGame(state)),
    };
    this.opening = { nodeId, leaseTtlMs: LEASE_TTL_MS, roomTtlMs: ROOM_TTL_MS, leases, rooms, owned, vitals };
  }

  attach(server: Server): void {
    this.broadcaster.attach(server);
    this.hosted.attach(server);
    this.presence.attach(server);
  }

  async onModuleInit(): Promise<void> {
    await this.bus.serve(this.nodeId, (roomId, request) => this.router.serve(roomId, request));
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  /** Hands rooms over on a clean shutdown: a last snapshot, then the lease goes, so another node adopts at once. */
  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    this.broadcaster.close();
    this.rosters.close();
    this.answered.close();
    this.answers.close();
    this.intake.close();
    this.hosted.close();
    this.presence.close();
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
  discard(room: OpenedRoom): Promise<void> {
    return discardRoom(this.opening, room);
  }

  private joinUrl(pin: string): string {
    return `${this.config.publicUrl}/arena?pin=${pin}`;
  }

  private open(hostId: string, settings: SettingsInput, questions: Question[]): Promise<OpenedRoom> {
    return openRoom(this.opening, hostId, settings, questions);
  }

  roomForPin(pin: string): Promise<string | null> {
    return this.rooms.roomForPin(pin);
  }

  /** The PIN a room was opened under, from the store (any node may ask), or null. */
  pinOf(roomId: string): Promise<string | null> {
    return this.rooms.pinOf(roomId).catch(() => null);
  }

  /** A player's answer, taken on this node whoever owns the room (see AnswerIntake); its ack time is noted. */
  async answer(roomId: string, answer: SentAnswer): Promise<RoomReply> {
    const started = performance.now();
    const reply = await this.intake.take(roomId, answer);
    this.vitals.acked(roomId, performance.now() - started);
    return reply;
  }

  /** The rooms this node owns now, as they stand (read only: the monitor describes them). */
  ownedRooms(): [roomId: string, state: GameState][] {
    return this.owned.entries().map(([roomId, room]) => [roomId, room.state]);
  }

  /** Sends a request to the room's owner (this node or another), through a failover if one is under way. */
  request(roomId: string, request: RoomRequest): Promise<RoomReply> {
    return this.router.request(roomId, request);
  }

  /** A request for a room this node owns: re-marking and the host's presence are worked out before the engine. */
  private serveHere(room: LiveRoom, request: RoomRequest): Promise<RoomReply | Moved> {
    if (request.op === 'join') this.presence.joining(room.roomId, request.playerId);
    return isOwnerRequest(request) ? this.hosted.serve(room, request) : room.submit(request);
  }

  private adopt(roomId: string): Promise<'owned' | 'taken' | 'missing'> {
    return this.adoption.adopt(roomId);
  }

  /** A room this node has just rebuilt from the store: what its old owner may have left undone. */
  private adopted(roomId: string, state: GameState): void {
    // The answers the old owner had not yet been told of: counted now, so "everyone answered" still holds.
    if (state.phase === 'question') void this.catchUp(roomId, state.questionIndex);
    // Answers revealed before the old owner could confirm them stored: storing is idempotent.
    this.answers.queueUnstored(roomId, state);
    this.hosted.adopted(roomId, state);
    // Players whose sockets went with the old owner: marked away unless they are back within the grace.
    if (!isFinished(state)) this.presence.adopted(roomId);
    // The old owner may have died between the game's end and storing it: storing is idempotent.
    if (isFinished(state))
      void this.finish(
        roomId,
        gameResults(state, state.phase === 'podium', state.endedAt ?? Date.now()),
        playedGame(state),
      );
  }

  private async catchUp(roomId: string, questionIndex: number): Promise<void> {
    const answers = await this.rooms.collectAnswers(roomId, this.nodeId, questionIndex, false).catch(() => null);
    if (answers?.length) await this.request(roomId, { op: 'fold', questionIndex, answers });
  }

  private carryOut(roomId: string, state: GameState, effects: Effect[]): void {
    const rosterChanged = carryOutEffects(this.effects, roomId, state, effects);
    this.hosted.carriedOut(roomId, state, effects);
    if (rosterChanged) this.rosters.changed(roomId);
    if (isFinished(state)) this.owned.cancel(roomId);
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
  private async finish(roomId: string, results: GameResults, played: PlayedGame, attempt = 1): Promise<void> {
    try {
      await this.answers.settled(roomId);
      await this.results.store(roomId, results, played);
      await this.hosted.finished(roomId, results);
      await this.rooms.markClosed(roomId);
    } catch (error) {
      this.logger.warn(`Could not store the results of room ${roomId}: ${(error as Error).message}`);
      if (attempt < 10 && !this.closing)
        setTimeout(() => void this.finish(roomId, results, played, attempt + 1), 2000 * attempt).unref();
    }
  }

  /** Every second: says how many requests had to look for their room again, then renews, lets go and adopts. */
  private async sweep(): Promise<void> {
    const rerouted = this.router.takeReroutes();
    if (rerouted)
      this.logger.warn(`${rerouted.count} Arena request(s) looked for their room again (last: ${rerouted.last})`);
    this.router.prune();
    this.hosted.sweep(this.owned.entries(), Date.now());
    await this.keeper.sweep(Date.now());
  }
}
