import { z } from 'zod';
import { arenaPhaseSchema } from '../arena/arena-views.schemas.js';
import { ADMIN_PAGE_SIZE, pageOf } from './admin-page.js';

/**
 * The admin live-room monitor (/admin): every Arena room on every node, and each node's health, over the socket.
 * Nothing here carries a header, a cookie, an address or a token: rooms are described by what the game knows.
 */

/** Quick match (public, starts by itself), a private battle, or a host-led session run from a presenter screen. */
export const ADMIN_ROOM_KINDS = ['quick', 'private', 'hosted'] as const;
export const adminRoomKindSchema = z.enum(ADMIN_ROOM_KINDS);
export type AdminRoomKind = z.infer<typeof adminRoomKindSchema>;

export const ADMIN_ROOM_KIND_LABELS: Record<AdminRoomKind, string> = {
  quick: 'Quick match',
  private: 'Private battle',
  hosted: 'Host-led',
};

/** What the room list can be sorted by. */
export const ADMIN_MONITOR_SORTS = ['age', 'players', 'answered', 'ackP95', 'reconnects', 'pin'] as const;
export const adminMonitorSortSchema = z.enum(ADMIN_MONITOR_SORTS);
export type AdminMonitorSort = z.infer<typeof adminMonitorSortSchema>;

/** Longest message an admin may send with a close or a kick (players read it on their phones). */
export const ADMIN_ACTION_MESSAGE_MAX = 200;

/** `admin:monitor-watch`: the page to push (at most once a second) until unwatched or sent again. */
export const adminMonitorWatchSchema = z.strictObject({
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(ADMIN_PAGE_SIZE.max).default(ADMIN_PAGE_SIZE.default),
  sort: z
    .strictObject({ by: adminMonitorSortSchema, direction: z.enum(['asc', 'desc']) })
    .default({ by: 'players', direction: 'desc' }),
  filter: z
    .strictObject({
      /** A part of the PIN or of the host's name, in any case. */
      text: z.string().trim().max(64).optional(),
      kind: adminRoomKindSchema.optional(),
      phase: arenaPhaseSchema.optional(),
    })
    .default({}),
});
export type AdminMonitorWatch = z.input<typeof adminMonitorWatchSchema>;
export type AdminMonitorQuery = z.output<typeof adminMonitorWatchSchema>;

/** One room as its owner node last described it (at most a second or two old). */
export const adminMonitorRoomSchema = z.object({
  roomId: z.string(),
  /** Null only for a room the node adopted before it learnt the PIN (shown once the store answers). */
  pin: z.string().nullable(),
  kind: adminRoomKindSchema,
  /** The host's display name; null for quick match rooms, which nobody hosts. */
  hostName: z.string().nullable(),
  playersConnected: z.number().int().min(0),
  playersJoined: z.number().int().min(0),
  phase: arenaPhaseSchema,
  paused: z.boolean(),
  /** 1-based number of the current (or last) question; 0 before the first. */
  questionNumber: z.number().int().min(0),
  questionCount: z.number().int().min(0),
  /** Share of the connected players who answered the open question (0 to 1); null outside a question. */
  answeredShare: z.number().min(0).max(1).nullable(),
  /** 95th percentile of the time to acknowledge an answer, over the last half minute or so; null: no answers. */
  ackP95Ms: z.number().nullable(),
  /** Players who dropped and came back since the owner node took the room. */
  reconnects: z.number().int().min(0),
  ownerNode: z.string(),
  ageSeconds: z.number().int().min(0),
});
export type AdminMonitorRoom = z.infer<typeof adminMonitorRoomSchema>;

/** One backend node's health, from its last report (every second; a node silent for 5 s is gone). */
export const adminMonitorNodeSchema = z.object({
  nodeId: z.string(),
  socketsConnected: z.number().int().min(0),
  roomsOwned: z.number().int().min(0),
  /** 99th percentile of the event loop's delay over the last second. */
  eventLoopLagP99Ms: z.number(),
  /** Share of one core the process used over the last second. */
  cpuShare: z.number().min(0),
  rssBytes: z.number().int(),
  heapUsedBytes: z.number().int(),
  heapTotalBytes: z.number().int(),
  /** How long ago the node last reported, in ms. */
  reportedMsAgo: z.number().int().min(0),
});
export type AdminMonitorNode = z.infer<typeof adminMonitorNodeSchema>;

export const adminMonitorTotalsSchema = z.object({
  nodes: z.number().int(),
  sockets: z.number().int(),
  rooms: z.number().int(),
  players: z.number().int(),
});
export type AdminMonitorTotals = z.infer<typeof adminMonitorTotalsSchema>;

/** The watch's acknowledgement and every `admin:monitor` push: one page of rooms, every node, cluster totals. */
export const adminMonitorPageSchema = z.object({
  rooms: pageOf(adminMonitorRoomSchema),
  nodes: z.array(adminMonitorNodeSchema),
  totals: adminMonitorTotalsSchema,
  /** Server time the page was computed (ms since the epoch). */
  at: z.number(),
});
export type AdminMonitorPage = z.infer<typeof adminMonitorPageSchema>;

const actionMessageSchema = z.string().trim().min(1, 'Say why').max(ADMIN_ACTION_MESSAGE_MAX);

/** `admin:room-close`: the game ends for everyone, who read `message` (audited). */
export const adminRoomCloseSchema = z.strictObject({ roomId: z.uuid(), message: actionMessageSchema });
export type AdminRoomClose = z.infer<typeof adminRoomCloseSchema>;

/** `admin:room-kick`: one player is removed for good and reads `message` (audited). */
export const adminRoomKickSchema = z.strictObject({
  roomId: z.uuid(),
  playerId: z.string().min(1).max(128),
  message: actionMessageSchema,
});
export type AdminRoomKick = z.infer<typeof adminRoomKickSchema>;

/** The most players `admin:room-players` lists: the admin narrows a big room by nickname. */
export const ADMIN_ROOM_PLAYERS_MAX = 50;

/** `admin:room-players`: who is in a room, to pick the one to kick; `query` is a part of a nickname. */
export const adminRoomPlayersSchema = z.strictObject({
  roomId: z.uuid(),
  query: z.string().trim().max(32).default(''),
});
export type AdminRoomPlayersRequest = z.input<typeof adminRoomPlayersSchema>;

export const adminRoomPlayerSchema = z.object({
  playerId: z.string(),
  nickname: z.string(),
  connected: z.boolean(),
  score: z.number().int(),
});
export type AdminRoomPlayer = z.infer<typeof adminRoomPlayerSchema>;

export const adminRoomPlayersResponseSchema = z.object({
  players: z.array(adminRoomPlayerSchema),
  /** Everyone in the room matching the query, of whom at most ADMIN_ROOM_PLAYERS_MAX are listed. */
  matching: z.number().int(),
  /** Where the game is now: nobody can be kicked once it is over. */
  phase: arenaPhaseSchema,
});
export type AdminRoomPlayersResponse = z.infer<typeof adminRoomPlayersResponseSchema>;

/** The monitor pushes at most this often per watcher. */
export const ADMIN_MONITOR_PUSH_MS = 1000;
