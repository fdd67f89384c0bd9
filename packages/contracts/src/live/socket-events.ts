import { z } from 'zod';
import {
  adminMonitorPageSchema,
  adminMonitorWatchSchema,
  adminRoomCloseSchema,
  adminRoomKickSchema,
  adminRoomPlayersResponseSchema,
  adminRoomPlayersSchema,
} from '../admin/admin-monitor.schemas.js';
import {
  arenaAnswerAckSchema,
  arenaJoinAckSchema,
  arenaOverrideAckSchema,
  arenaQuickMatchAckSchema,
} from '../arena/arena-acks.schemas.js';
import {
  arenaAnsweredSchema,
  arenaAutoStartSchema,
  arenaCountdownSchema,
  arenaEndedSchema,
  arenaHostBackSchema,
  arenaKickedSchema,
  arenaLeaderboardSchema,
  arenaPausedSchema,
  arenaPlayerJoinedSchema,
  arenaPlayerLeftSchema,
  arenaPodiumSchema,
  arenaQuestionOpenSchema,
  arenaReceiptSchema,
  arenaResultSchema,
  arenaResumedSchema,
  arenaRevealSchema,
  arenaRosterSchema,
  arenaScoreChangedSchema,
  arenaScoresAdjustedSchema,
  arenaSkippedSchema,
  arenaTeamChangedSchema,
  arenaTimeExtendedSchema,
} from '../arena/arena-events.schemas.js';
import { arenaLobbySchema, arenaLobbyWatchSchema, arenaQuickMatchSchema } from '../arena/arena-lobby.schemas.js';
import {
  arenaAnswerSchema,
  arenaHostSchema,
  arenaJoinSchema,
  arenaOverrideSchema,
  arenaRoomRefSchema,
  arenaTeamPickSchema,
} from '../arena/arena.schemas.js';
import { arenaAnswerGroupsSchema, arenaSnapshotSchema } from '../arena/arena-views.schemas.js';
import { dailyQuizStatsSchema } from '../daily-quiz/daily-quiz.schemas.js';
import { ERROR_CODES } from '../errors/error-codes.js';

export const LIVE_TOPICS = ['daily-stats'] as const;
export const liveTopicSchema = z.enum(LIVE_TOPICS);

const refusalSchema = z.object({ ok: z.literal(false), code: z.enum(ERROR_CODES), message: z.string() });
const ackSchema = z.discriminatedUnion('ok', [z.object({ ok: z.literal(true) }), refusalSchema]);
/** An ack whose success carries `data`; a refusal looks the same for every event. */
const ackWith = <Data extends z.ZodType>(data: Data) =>
  z.discriminatedUnion('ok', [z.object({ ok: z.literal(true), data }), refusalSchema]);

/**
 * The messages the `arena:event` envelope carries: name → who hears it and its payload. Those `to: 'room'` are
 * broadcasts, numbered by `seq`; those `to: 'player'` go to one player (the player-joined and player-left news
 * to the host) and are not numbered (a snapshot's `seq` is that of the last broadcast it covers); `to:
 * 'presence'` reaches everyone in the room, coalesced and not numbered.
 */
export const ARENA_EVENTS = {
  'arena:auto-start': { to: 'room', payload: arenaAutoStartSchema },
  'arena:countdown': { to: 'room', payload: arenaCountdownSchema },
  'arena:question': { to: 'room', payload: arenaQuestionOpenSchema },
  'arena:reveal': { to: 'room', payload: arenaRevealSchema },
  'arena:leaderboard': { to: 'room', payload: arenaLeaderboardSchema },
  'arena:podium': { to: 'room', payload: arenaPodiumSchema },
  'arena:ended': { to: 'room', payload: arenaEndedSchema },
  'arena:paused': { to: 'room', payload: arenaPausedSchema },
  'arena:resumed': { to: 'room', payload: arenaResumedSchema },
  'arena:player-joined': { to: 'player', payload: arenaPlayerJoinedSchema },
  'arena:player-left': { to: 'player', payload: arenaPlayerLeftSchema },
  'arena:roster': { to: 'presence', payload: arenaRosterSchema },
  'arena:answered': { to: 'player', payload: arenaAnsweredSchema },
  'arena:receipt': { to: 'player', payload: arenaReceiptSchema },
  'arena:result': { to: 'player', payload: arenaResultSchema },
  'arena:kicked': { to: 'player', payload: arenaKickedSchema },
  'arena:snapshot': { to: 'player', payload: arenaSnapshotSchema },
  'arena:time-extended': { to: 'room', payload: arenaTimeExtendedSchema },
  'arena:skipped': { to: 'room', payload: arenaSkippedSchema },
  'arena:team-changed': { to: 'room', payload: arenaTeamChangedSchema },
  'arena:answer-groups': { to: 'player', payload: arenaAnswerGroupsSchema },
  'arena:scores-adjusted': { to: 'room', payload: arenaScoresAdjustedSchema },
  'arena:score-changed': { to: 'player', payload: arenaScoreChangedSchema },
  'arena:host-back': { to: 'room', payload: arenaHostBackSchema },
} as const;

export type ArenaEventName = keyof typeof ARENA_EVENTS;
export type ArenaEventPayload<E extends ArenaEventName> = z.infer<(typeof ARENA_EVENTS)[E]['payload']>;
type ArenaEventsTo<To> = {
  [E in ArenaEventName]: (typeof ARENA_EVENTS)[E]['to'] extends To ? E : never;
}[ArenaEventName];
export type ArenaBroadcastName = ArenaEventsTo<'room'>;
export type ArenaPersonalName = ArenaEventsTo<'player'>;
export type ArenaPresenceName = ArenaEventsTo<'presence'>;
/** One Arena message (or one of those named `E`): narrowing on `event` gives the payload's type. */
export type ArenaEvent<E extends ArenaEventName = ArenaEventName> = {
  [K in E]: { event: K; payload: ArenaEventPayload<K> };
}[E];

const envelopeOf = <E extends ArenaEventName>(event: E) =>
  z.object({ roomId: z.string(), event: z.literal(event), payload: ARENA_EVENTS[event].payload });
type ArenaEnvelopeSchema = {
  [E in ArenaEventName]: z.ZodObject<{
    roomId: z.ZodString;
    event: z.ZodLiteral<E>;
    payload: (typeof ARENA_EVENTS)[E]['payload'];
  }>;
}[ArenaEventName];

/**
 * Every Arena broadcast and personal message travels in this envelope, a union on `event`. It is built from
 * ARENA_EVENTS so a new event cannot be left out; the cast only tells zod the list is not empty.
 */
export const arenaEventSchema = z.discriminatedUnion(
  'event',
  (Object.keys(ARENA_EVENTS) as ArenaEventName[]).map(envelopeOf) as [ArenaEnvelopeSchema, ...ArenaEnvelopeSchema[]],
);
export type ArenaEventEnvelope = z.infer<typeof arenaEventSchema>;

/**
 * Every Socket.IO event, one registry (STYLE point 2): name → payload schema (and ack schema for client events).
 * Client and server event maps are derived from it, so a name, a type and a validator cannot drift apart.
 */
export const CLIENT_EVENTS = {
  'live:subscribe': { payload: z.strictObject({ topic: liveTopicSchema }), ack: ackSchema },
  'live:unsubscribe': { payload: z.strictObject({ topic: liveTopicSchema }), ack: ackSchema },
  'arena:join': { payload: arenaJoinSchema, ack: ackWith(arenaJoinAckSchema) },
  'arena:answer': { payload: arenaAnswerSchema, ack: ackWith(arenaAnswerAckSchema) },
  'arena:host': { payload: arenaHostSchema, ack: ackSchema },
  'arena:sync': { payload: arenaRoomRefSchema, ack: ackWith(arenaSnapshotSchema) },
  'arena:leave': { payload: arenaRoomRefSchema, ack: ackSchema },
  /** The only player waiting in a public room starts it alone: a solo run of the same questions. */
  'arena:solo': { payload: arenaRoomRefSchema, ack: ackSchema },
  'arena:quick-match': { payload: arenaQuickMatchSchema, ack: ackWith(arenaQuickMatchAckSchema) },
  'arena:lobby-watch': { payload: arenaLobbyWatchSchema, ack: ackWith(arenaLobbySchema) },
  'arena:lobby-unwatch': { payload: arenaLobbyWatchSchema, ack: ackSchema },
  /** A player picks their team in a host-led `teams` room. */
  'arena:team': { payload: arenaTeamPickSchema, ack: ackSchema },
  /** The host of a host-led room re-marks a typed answer (audited; everyone's scores update). */
  'arena:override': { payload: arenaOverrideSchema, ack: ackWith(arenaOverrideAckSchema) },
  /** Admins only (re-checked on every event): the live-room monitor's page, then a push each second. */
  'admin:monitor-watch': { payload: adminMonitorWatchSchema, ack: ackWith(adminMonitorPageSchema) },
  'admin:monitor-unwatch': { payload: z.strictObject({}), ack: ackSchema },
  /** Who is in a room, to pick a player to kick. */
  'admin:room-players': { payload: adminRoomPlayersSchema, ack: ackWith(adminRoomPlayersResponseSchema) },
  /** Ends a room's game for everyone, with the admin's message (audited). */
  'admin:room-close': { payload: adminRoomCloseSchema, ack: ackSchema },
  /** Removes one player for good, with the admin's message (audited). */
  'admin:room-kick': { payload: adminRoomKickSchema, ack: ackSchema },
} as const;

export const SERVER_EVENTS = {
  'live:daily-stats': { payload: dailyQuizStatsSchema },
  'arena:event': { payload: arenaEventSchema },
  /** The public rooms and players online, pushed to /arena at most once a second when they change. */
  'arena:lobby': { payload: arenaLobbySchema },
  /** The live-room monitor's watched page, at most once a second (ADMIN_MONITOR_PUSH_MS), to admins only. */
  'admin:monitor': { payload: adminMonitorPageSchema },
} as const;

export type ClientEventName = keyof typeof CLIENT_EVENTS;
export type ServerEventName = keyof typeof SERVER_EVENTS;
/** An ack with no data, and the refusal every ack may be. */
export type SocketAck = z.infer<typeof ackSchema>;
export type SocketRefusal = z.infer<typeof refusalSchema>;
export type ClientEventPayload<E extends ClientEventName> = z.infer<(typeof CLIENT_EVENTS)[E]['payload']>;
export type ClientEventAck<E extends ClientEventName> = z.infer<(typeof CLIENT_EVENTS)[E]['ack']>;

/** What a client may send: a payload's input form (fields with a default may be left out). */
export type ClientEventInput<E extends ClientEventName> = z.input<(typeof CLIENT_EVENTS)[E]['payload']>;

export type ClientToServerEvents = {
  [E in ClientEventName]: (payload: ClientEventInput<E>, ack: (response: ClientEventAck<E>) => void) => void;
};
export type ServerToClientEvents = {
  [E in ServerEventName]: (payload: z.infer<(typeof SERVER_EVENTS)[E]['payload']>) => void;
};

/** Live counts are pushed at most this often per page (issue 3). */
export const LIVE_PUSH_INTERVAL_MS = 1000;
