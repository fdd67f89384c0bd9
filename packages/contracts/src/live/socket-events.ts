import { z } from 'zod';
import {
  arenaAnswerSchema,
  arenaEventSchema,
  arenaHostSchema,
  arenaJoinSchema,
  arenaRoomRefSchema,
} from '../arena/arena.schemas.js';
import { arenaLobbySchema, arenaLobbyWatchSchema, arenaQuickMatchSchema } from '../arena/arena-lobby.schemas.js';
import { dailyQuizStatsSchema } from '../daily-quiz/daily-quiz.schemas.js';
import { ERROR_CODES } from '../errors/error-codes.js';

export const LIVE_TOPICS = ['daily-stats'] as const;
export const liveTopicSchema = z.enum(LIVE_TOPICS);

const ackSchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), code: z.enum(ERROR_CODES), message: z.string() }),
]);

/**
 * Every Socket.IO event, one registry (STYLE point 2): name → payload schema (and ack schema for client events).
 * Client and server event maps are derived from it, so a name, a type and a validator cannot drift apart.
 */
export const CLIENT_EVENTS = {
  'live:subscribe': { payload: z.strictObject({ topic: liveTopicSchema }), ack: ackSchema },
  'live:unsubscribe': { payload: z.strictObject({ topic: liveTopicSchema }), ack: ackSchema },
  'arena:join': { payload: arenaJoinSchema, ack: ackSchema },
  'arena:answer': { payload: arenaAnswerSchema, ack: ackSchema },
  'arena:host': { payload: arenaHostSchema, ack: ackSchema },
  'arena:sync': { payload: arenaRoomRefSchema, ack: ackSchema },
  'arena:leave': { payload: arenaRoomRefSchema, ack: ackSchema },
  'arena:quick-match': { payload: arenaQuickMatchSchema, ack: ackSchema },
  'arena:lobby-watch': { payload: arenaLobbyWatchSchema, ack: ackSchema },
  'arena:lobby-unwatch': { payload: arenaLobbyWatchSchema, ack: ackSchema },
} as const;

export const SERVER_EVENTS = {
  'live:daily-stats': { payload: dailyQuizStatsSchema },
  'arena:event': { payload: arenaEventSchema },
  /** The public rooms and players online, pushed to /arena at most once a second when they change. */
  'arena:lobby': { payload: arenaLobbySchema },
} as const;

export type ClientEventName = keyof typeof CLIENT_EVENTS;
export type ServerEventName = keyof typeof SERVER_EVENTS;
export type SocketAck = z.infer<typeof ackSchema>;

export type ClientToServerEvents = {
  [E in ClientEventName]: (
    payload: z.infer<(typeof CLIENT_EVENTS)[E]['payload']>,
    ack: (response: SocketAck) => void,
  ) => void;
};
export type ServerToClientEvents = {
  [E in ServerEventName]: (payload: z.infer<(typeof SERVER_EVENTS)[E]['payload']>) => void;
};

/** Live counts are pushed at most this often per page (issue 3). */
export const LIVE_PUSH_INTERVAL_MS = 1000;
