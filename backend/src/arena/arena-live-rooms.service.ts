import { Injectable } from '@nestjs/common';
import type { AdminRoomPlayersResponse } from '@trivia/contracts';
import type { EncodedHistogram } from '../common/latency-histogram';
import { ArenaRoomsService } from './arena-rooms.service';
import type { PlayerLookup } from './rooms/room-players';
import { describeRoom, type LiveRoomReport } from './rooms/room-report';
import type { RoomReply } from './rooms/room-request';

export type { PlayerLookup } from './rooms/room-players';
export type { LiveRoomReport } from './rooms/room-report';

/** Refused with a catalogue code: no such room, the game is over, the player is not there, … */
export type LiveRoomRefusal = Extract<RoomReply, { ok: false }>;
/** An admin action's outcome. */
export type LiveRoomResult<T = undefined> = { ok: true; data: T } | LiveRoomRefusal;

const resultOf = (reply: RoomReply): LiveRoomResult => (reply.ok ? { ok: true, data: undefined } : reply);

/**
 * The Arena as the admin live-room monitor sees it: this node's rooms described, the ack times of answers taken
 * here, and the admin's actions on any room, sent to whichever node owns it over the room bus and applied there
 * as engine commands. Who may call this (admins) and the audit are the monitor's to check and write.
 */
@Injectable()
export class ArenaLiveRoomsService {
  constructor(private readonly rooms: ArenaRoomsService) {}

  get nodeId(): string {
    return this.rooms.nodeId;
  }

  roomsOwned(): number {
    return this.rooms.ownedRooms().length;
  }

  /** Every second: forgets what is kept about rooms no longer here, and lets old ack times go. */
  prune(now: number): void {
    const owned = new Set(this.rooms.ownedRooms().map(([roomId]) => roomId));
    this.rooms.vitals.prune(now, (roomId) => owned.has(roomId));
  }

  /** Every room this node owns, described. */
  report(): LiveRoomReport[] {
    return this.rooms.ownedRooms().map(([roomId, state]) => describeRoom(roomId, state, this.rooms.vitals));
  }

  /** How long answers taken on this node waited for their ack, by room (owned here or not). */
  ackDigest(): Record<string, EncodedHistogram> {
    return this.rooms.vitals.ackDigest();
  }

  /** The PIN a room was opened under, or null (the room is long gone, or the store is away). */
  pinOf(roomId: string): Promise<string | null> {
    return this.rooms.pinOf(roomId);
  }

  /** Ends the room's game for everyone, who read `message` (reason 'admin'). */
  async close(roomId: string, message: string): Promise<LiveRoomResult> {
    return resultOf(await this.rooms.request(roomId, { op: 'close', message }));
  }

  /** Removes a player for good; they read `message` (reason 'admin'). */
  async remove(roomId: string, playerId: string, message: string): Promise<LiveRoomResult> {
    return resultOf(await this.rooms.request(roomId, { op: 'remove', playerId, message }));
  }

  /** Who is in the room: a part of a nickname, or one player by id. */
  async players(roomId: string, lookup: PlayerLookup): Promise<LiveRoomResult<AdminRoomPlayersResponse>> {
    const reply = await this.rooms.request(roomId, { op: 'players', ...lookup });
    if (!reply.ok) return reply;
    if (!reply.players) return { ok: false, code: 'NET_003', message: 'The room did not answer the lookup' };
    return { ok: true, data: reply.players };
  }
}
