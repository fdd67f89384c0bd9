import type { Moved, RoomReply, RoomRequest } from './room-request';

export type RoomHandler = (roomId: string, request: RoomRequest) => Promise<RoomReply | Moved>;

/**
 * How a node hands a request to the node that owns the room, and hears back. Over Redis pub/sub when
 * configured; in process there is one node, and it owns every room.
 */
export interface RoomBus {
  /** Starts answering requests addressed to `nodeId`. */
  serve(nodeId: string, handler: RoomHandler): Promise<void>;
  /** Rejects when the owner cannot be reached or does not answer in time. */
  send(toNodeId: string, roomId: string, request: RoomRequest, timeoutMs: number): Promise<RoomReply | Moved>;
  close(): Promise<void>;
}

export const ROOM_BUS = Symbol('ROOM_BUS');

export class InProcessRoomBus implements RoomBus {
  private nodeId: string | null = null;
  private handler: RoomHandler | null = null;

  async serve(nodeId: string, handler: RoomHandler): Promise<void> {
    this.nodeId = nodeId;
    this.handler = handler;
  }

  send(toNodeId: string, roomId: string, request: RoomRequest): Promise<RoomReply | Moved> {
    if (toNodeId !== this.nodeId || !this.handler) return Promise.reject(new Error(`No node ${toNodeId}`));
    return this.handler(roomId, request);
  }

  async close(): Promise<void> {
    this.handler = null;
  }
}
