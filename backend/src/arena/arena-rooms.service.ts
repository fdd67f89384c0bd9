import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  apply,
  type Command,
  createGame,
  deserialize,
  type Effect,
  type GameResults,
  type GameState,
  serialize,
  snapshot,
  type Snapshot,
} from '@trivia/arena-engine';
import type { ArenaRoomResponse, CreateArenaRoomRequest, ErrorCode } from '@trivia/contracts';
import type { Server } from 'socket.io';
import { AppException } from '../common/app-exception';
import { APP_CONFIG, type AppConfig } from '../infra/config/config';
import { ArenaQuestionsService } from './arena-questions.service';
import { ENGINE_TO_CATALOGUE } from './engine-errors';
import { ArenaResultsService } from './results/arena-results.service';
import { LEASE_STORE, type LeaseStore, ROOM_STORE, type RoomStore } from './store/room-store';

export const ROOM_TTL_MS = 6 * 60 * 60 * 1000;
export const LEASE_TTL_MS = 5000;
const SWEEP_EVERY_MS = 1000;
const SAVE_RETRIES = 8;

export type CommandResult = { ok: true; state: GameState } | { ok: false; code: ErrorCode; message: string };

export const roomChannel = (roomId: string) => `arena:${roomId}`;
export const playerChannel = (roomId: string, playerId: string) => `arena:${roomId}:${playerId}`;

/**
 * Runs Arena rooms: load the state, apply the pure engine, save with compare-and-set, then carry the effects
 * out (broadcasts, personal messages, the room timer). Timers run on the node holding the room's lease; every
 * node sweeps its active rooms, so when a node dies another takes the lease and ticks from the stored deadline.
 */
@Injectable()
export class ArenaRoomsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ArenaRoomsService.name);
  readonly nodeId = randomUUID();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** When each local timer fires: a room changed by another node shows a different stored deadline. */
  private readonly timerAt = new Map<string, number>();
  private server: Server | null = null;
  private closing = false;
  private sweeper?: NodeJS.Timeout;

  constructor(
    @Inject(ROOM_STORE) private readonly rooms: RoomStore,
    @Inject(LEASE_STORE) private readonly leases: LeaseStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly questions: ArenaQuestionsService,
    private readonly results: ArenaResultsService,
  ) {}

  attach(server: Server): void {
    this.server = server;
  }

  onModuleInit(): void {
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    // Shutdown closes the Socket.IO adapter next; work still in flight must not emit into it.
    this.closing = true;
    clearInterval(this.sweeper);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  async create(hostId: string, input: Required<CreateArenaRoomRequest>): Promise<ArenaRoomResponse> {
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
    };
    const created = createGame(settings, questions, randomInt(2 ** 31), hostId, Date.now());
    if (!created.state) throw new AppException('QUIZ_003', created.error.message);
    const roomId = randomUUID();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const pin = String(randomInt(100_000, 1_000_000));
      if (await this.rooms.create(roomId, pin, serialize(created.state), ROOM_TTL_MS)) {
        await this.rooms.markActive(roomId);
        return { roomId, pin, joinUrl: `${this.config.publicUrl}/arena?pin=${pin}` };
      }
    }
    throw new AppException('NET_003', 'Could not find a free PIN');
  }

  roomForPin(pin: string): Promise<string | null> {
    return this.rooms.roomForPin(pin);
  }

  async snapshotFor(roomId: string, playerId: string): Promise<Snapshot | null> {
    const stored = await this.rooms.load(roomId);
    return stored ? snapshot(deserialize(stored.state), playerId) : null;
  }

  /** Applies one command under compare-and-set, retrying when another node saved first. */
  async execute(roomId: string, command: Command): Promise<CommandResult> {
    for (let attempt = 0; attempt < SAVE_RETRIES; attempt += 1) {
      const stored = await this.rooms.load(roomId);
      if (!stored) return { ok: false, code: 'ARENA_010', message: 'No such room' };
      const outcome = apply(deserialize(stored.state), command, Date.now());
      if (outcome.error)
        return { ok: false, code: ENGINE_TO_CATALOGUE[outcome.error.code], message: outcome.error.message };
      const text = serialize(outcome.state);
      // An early or repeated tick changes nothing: no save, no version bump.
      if (outcome.effects.length === 0 && text === stored.state) return { ok: true, state: outcome.state };
      const saved = await this.rooms.save(roomId, text, stored.version, ROOM_TTL_MS);
      if (saved === null) continue;
      await this.carryOut(roomId, outcome.state, outcome.effects);
      return { ok: true, state: outcome.state };
    }
    return { ok: false, code: 'NET_003', message: 'The room is busy: try again' };
  }

  private async carryOut(roomId: string, state: GameState, effects: Effect[]): Promise<void> {
    for (const effect of effects) {
      if (effect.type === 'broadcast') this.emit(roomChannel(roomId), roomId, effect.event, effect.payload);
      if (effect.type === 'send')
        this.emit(playerChannel(roomId, effect.playerId), roomId, effect.event, effect.payload);
      if (effect.type === 'schedule') await this.schedule(roomId, effect.at);
      if (effect.type === 'cancelSchedule') this.clearTimer(roomId);
      if (effect.type === 'gameOver') await this.finish(roomId, effect.results);
    }
    if (state.phase === 'ended' || state.phase === 'podium') this.clearTimer(roomId);
  }

  private emit(channel: string, roomId: string, event: string, payload: Record<string, unknown>): void {
    if (this.closing) return;
    this.server?.to(channel).emit('arena:event', { roomId, event, payload });
  }

  /** The lease holder runs the timer; if another node holds it, that node's sweep picks the deadline up. */
  private async schedule(roomId: string, at: number): Promise<void> {
    if (!(await this.leases.acquire(roomId, this.nodeId, LEASE_TTL_MS))) return;
    this.clearTimer(roomId);
    this.timerAt.set(roomId, at);
    const timer = setTimeout(
      () => {
        this.timers.delete(roomId);
        this.timerAt.delete(roomId);
        void this.execute(roomId, { type: 'tick' }).catch((error: Error) =>
          this.logger.warn(`Tick failed: ${error.message}`),
        );
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
    this.timers.set(roomId, timer);
  }

  private clearTimer(roomId: string): void {
    clearTimeout(this.timers.get(roomId));
    this.timers.delete(roomId);
    this.timerAt.delete(roomId);
  }

  private async finish(roomId: string, results: GameResults): Promise<void> {
    await this.rooms.markInactive(roomId);
    await this.leases.release(roomId, this.nodeId);
    await this.results.store(roomId, results);
  }

  /** Keeps leases alive, and adopts rooms whose lease lapsed (their node died) from the stored deadline. */
  private async sweep(): Promise<void> {
    try {
      for (const roomId of await this.rooms.activeRooms()) {
        if (!(await this.leases.acquire(roomId, this.nodeId, LEASE_TTL_MS))) continue;
        const stored = await this.rooms.load(roomId);
        if (!stored) {
          await this.rooms.markInactive(roomId);
          continue;
        }
        const { nextTickAt, paused } = deserialize(stored.state);
        if (nextTickAt === null || paused) this.clearTimer(roomId);
        else if (this.timerAt.get(roomId) !== nextTickAt) await this.schedule(roomId, nextTickAt);
      }
    } catch (error) {
      // Redis may be restarting: the next sweep tries again, and no node crashes.
      this.logger.warn(`Arena sweep skipped: ${(error as Error).message}`);
    }
  }
}
