import type { Logger } from '@nestjs/common';
import {
  isFinished,
  type Effect,
  type GameResults,
  type GameState,
  pendingStores,
  remarkProblem,
} from '@trivia/arena-engine';
import type { Server } from 'socket.io';
import type { LiveRoom } from '../rooms/live-room';
import { isMoved, type Moved, type OverrideRequest, type RoomReply, type RoomRequest } from '../rooms/room-request';
import { playerChannel } from '../rooms/room-settings';
import type { HostedSessionRows } from './hosted-session-rows';
import type { OverrideWrites, UnappliedOverride } from './override-writes';
import { reMark } from './re-marking';

/** A presenter tab reloading, or a laptop moving to another network, is not a host walking away. */
export const HOST_AWAY_GRACE_MS = 3000;
/** How often the owner counts the hosts' sockets anyway: a node that died took its sockets without a word. */
export const HOST_PRESENCE_SWEEP_MS = 5000;

const isHostLed = (state: GameState) => state.settings.hostLed === true;

/** The requests the room's owner works out itself before the engine hears of them. */
export type OwnerRequest = OverrideRequest | Extract<RoomRequest, { op: 'hostPresence' }>;
export const isOwnerRequest = (request: RoomRequest): request is OwnerRequest =>
  request.op === 'override' || request.op === 'hostPresence';

export interface HostedRoomsDeps {
  rows: HostedSessionRows;
  overrides: OverrideWrites;
  logger: Logger;
  /** The room when this node owns it. */
  owned(roomId: string): LiveRoom | undefined;
  /** Sends a request to the room's owner, wherever it runs now. */
  request(roomId: string, request: RoomRequest): Promise<RoomReply>;
}

const OK = (): Extract<RoomReply, { ok: true }> => ({ ok: true, receivedAt: Date.now() });
const refuse = (code: Extract<RoomReply, { ok: false }>['code'], message: string): RoomReply => ({
  ok: false,
  code,
  message,
});

/**
 * Why this re-marking cannot be done, or null: who asks, then the engine's own rules (`remarkProblem`), checked
 * before anything is written. Asking of a question that cannot be re-marked at all is bad input; of one that
 * cannot be yet (or any more), the wrong moment.
 */
function overrideRefusal(state: GameState, request: OverrideRequest): RoomReply | null {
  if (!isHostLed(state)) return refuse('ARENA_004', 'Only answers in a host-led session can be re-marked');
  if (request.playerId !== state.hostId) return refuse('ARENA_005', 'Only the host can re-mark answers');
  const problem = remarkProblem(state, request.questionIndex);
  if (!problem) return null;
  const question = state.questions[request.questionIndex];
  return refuse(question?.type === 'text' ? 'ARENA_004' : 'VAL_001', problem);
}

/**
 * What the node owning a host-led room does beyond running the engine: re-marking (written and audited in the
 * database first, then applied by the engine so every score moves live; one the room never confirmed is sent
 * again, before the next re-marking or when another node adopts the room), the host's presence (the host's
 * sockets counted on every node: none left pauses the game, one back tells the room), and the session row's
 * start and end. Per room, these run one at a time.
 */
export class HostedRooms {
  private server: Server | null = null;
  private readonly turns = new Map<string, Promise<unknown>>();
  private readonly awayChecks = new Map<string, NodeJS.Timeout>();
  /** Rooms that answered a re-marking with "try again": their unconfirmed re-markings are sent at the next sweep. */
  private readonly unconfirmed = new Set<string>();
  private lastSweep = 0;
  private closing = false;

  constructor(private readonly deps: HostedRoomsDeps) {}

  attach(server: Server): void {
    this.server = server;
  }

  close(): void {
    this.closing = true;
    for (const timer of this.awayChecks.values()) clearTimeout(timer);
    this.awayChecks.clear();
  }

  serve(room: LiveRoom, request: OwnerRequest): Promise<RoomReply | Moved> {
    if (request.op === 'override') return this.inTurn(room.roomId, () => this.override(room, request));
    if (request.gone) {
      this.checkLater(room.roomId);
      return Promise.resolve(OK());
    }
    return this.inTurn(room.roomId, () => this.checkHost(room));
  }

  /** After each durable batch of a room: a host-led game that just started stamps its session. */
  carriedOut(roomId: string, state: GameState, effects: readonly Effect[]): void {
    if (!isHostLed(state)) return;
    if (effects.some((e) => e.type === 'broadcast' && e.event === 'arena:countdown'))
      void this.deps.rows
        .started(roomId, Date.now())
        .catch((error: Error) => this.warn(roomId, 'stamp its start', error));
  }

  /** The game is over and stored: its session is stamped ended (the first stamp stays). */
  async finished(roomId: string, results: GameResults): Promise<void> {
    this.unconfirmed.delete(roomId);
    if (results.settings.hostLed) await this.deps.rows.ended(roomId, results.endedAt);
  }

  /**
   * A room this node took over: its host may have been on the node that died (or be reconnecting to this one),
   * and that node may have committed a re-marking it never applied, which is sent again.
   */
  adopted(roomId: string, state: GameState): void {
    if (!isHostLed(state) || isFinished(state)) return;
    this.checkLater(roomId);
    const room = this.deps.owned(roomId);
    if (room) void this.inTurn(roomId, () => this.resend(room));
  }

  /**
   * Every sweep: now and then, the host of each owned host-led room is counted again, and re-markings a room
   * answered with "try again" are sent again.
   */
  sweep(rooms: readonly [string, LiveRoom][], now: number): void {
    if (this.closing || now - this.lastSweep < HOST_PRESENCE_SWEEP_MS) return;
    this.lastSweep = now;
    for (const [roomId, room] of rooms) {
      if (!isHostLed(room.state) || isFinished(room.state) || this.turns.has(roomId)) continue;
      void this.inTurn(roomId, () => this.checkHost(room));
      if (this.unconfirmed.has(roomId)) void this.inTurn(roomId, () => this.resend(room));
    }
  }

  private async override(room: LiveRoom, request: OverrideRequest): Promise<RoomReply | Moved> {
    const { state, roomId } = room;
    const refusal = overrideRefusal(state, request);
    if (refusal) return refusal;
    const { questionIndex } = request;
    // Earlier re-markings the room never confirmed (its node died first) go before this one, in their order.
    const resent = await this.resend(room);
    const unstored = pendingStores(state).find((batch) => batch.questionIndex === questionIndex);
    let written;
    try {
      written = await this.deps.overrides.write({
        sessionId: roomId,
        match: { hostId: state.hostId, settings: state.settings, startedAt: state.createdAt },
        questionIndex,
        unstored: unstored ? { ...unstored, answers: [...unstored.answers] } : null,
        answer: request.answer,
        accept: request.accept,
        changesFor: (answers) => reMark(state, questionIndex, request.answer, request.accept, answers),
        byUserId: request.byUserId,
        byName: request.byName,
      });
    } catch (error) {
      this.warn(roomId, 're-mark an answer', error as Error);
      return refuse('NET_003', 'The re-marking could not be saved: nothing changed, try again');
    }
    // Nothing left to change here, though a re-marking sent again just now may have moved scores.
    if (written.changes.length === 0 || !written.auditId) return { ...OK(), changed: resent };
    const reply = await this.apply(room, {
      id: written.auditId,
      questionIndex,
      answer: request.answer,
      accepted: request.accept,
      changes: written.changes,
    });
    // Refused by the room (its game ended meanwhile): undone. Not made durable ("try again"): kept, and sent again.
    if (!reply.ok && reply.code !== 'NET_003')
      await this.deps.overrides
        .undo(roomId, questionIndex, written)
        .catch((error: Error) => this.warn(roomId, 'undo a refused re-marking', error));
    if (!reply.ok) return reply;
    return { ...reply, changed: written.changes.length };
  }

  /**
   * Sends the room the session's re-markings it has not confirmed, oldest first; the engine applies each id once,
   * so one it had applied after all changes nothing. Returns how many answers they re-marked.
   */
  private async resend(room: LiveRoom): Promise<number> {
    let changed = 0;
    this.unconfirmed.delete(room.roomId);
    try {
      for (const override of await this.deps.overrides.unapplied(room.roomId)) {
        const reply = await this.apply(room, override);
        if (reply.ok) changed += override.changes.length;
        else this.deps.logger.warn(`Room ${room.roomId} refused re-marking ${override.id} again: ${reply.message}`);
      }
    } catch (error) {
      this.warn(room.roomId, 'send unconfirmed re-markings again', error as Error);
      this.unconfirmed.add(room.roomId);
    }
    return changed;
  }

  /** The engine applies a stored re-marking's score changes; once it has (durably), the row says so. */
  private async apply(room: LiveRoom, override: UnappliedOverride): Promise<RoomReply> {
    const adjust: RoomRequest = {
      op: 'adjust',
      by: room.state.hostId,
      overrideId: override.id,
      questionIndex: override.questionIndex,
      answer: override.answer,
      accepted: override.accepted,
      changes: override.changes.map(({ playerId, delta, correct, points }) => ({ playerId, delta, correct, points })),
    };
    const first = await room.submit(adjust);
    // The room moved to another node meanwhile: the stored changes follow it there.
    const reply = isMoved(first) ? await this.deps.request(room.roomId, adjust) : first;
    if (!reply.ok && reply.code === 'NET_003') this.unconfirmed.add(room.roomId);
    if (reply.ok)
      await this.deps.overrides
        .applied(override.id)
        .catch((error: Error) => this.warn(room.roomId, 'mark a re-marking applied', error));
    return reply;
  }

  /** Counts the host's sockets on every node and tells the engine when that changes what it knows. */
  private async checkHost(room: LiveRoom): Promise<RoomReply | Moved> {
    const { state, roomId } = room;
    if (!isHostLed(state) || isFinished(state) || !this.server || this.closing) return OK();
    let present: boolean;
    try {
      present = (await this.server.in(playerChannel(roomId, state.hostId)).fetchSockets()).length > 0;
    } catch (error) {
      // A node did not answer in time: the next sweep counts again.
      this.warn(roomId, "count its host's sockets", error as Error);
      return OK();
    }
    if (present === room.state.hostConnected) return OK();
    return room.submit({ op: present ? 'hostBack' : 'hostAway' });
  }

  /** One of the host's sockets went: counted after the grace, wherever the room runs by then. */
  private checkLater(roomId: string): void {
    if (this.closing) return;
    clearTimeout(this.awayChecks.get(roomId));
    const timer = setTimeout(() => {
      this.awayChecks.delete(roomId);
      const room = this.deps.owned(roomId);
      if (room) void this.inTurn(roomId, () => this.checkHost(room));
      else void this.deps.request(roomId, { op: 'hostPresence', gone: false }).catch(() => undefined);
    }, HOST_AWAY_GRACE_MS);
    timer.unref();
    this.awayChecks.set(roomId, timer);
  }

  private inTurn<T>(roomId: string, run: () => Promise<T>): Promise<T> {
    const next = (this.turns.get(roomId) ?? Promise.resolve()).then(run, run);
    this.turns.set(roomId, next);
    void next
      .finally(() => {
        if (this.turns.get(roomId) === next) this.turns.delete(roomId);
      })
      .catch(() => undefined);
    return next;
  }

  private warn(roomId: string, what: string, error: Error): void {
    this.deps.logger.warn(`Could not ${what} in room ${roomId}: ${error.message}`);
  }
}
