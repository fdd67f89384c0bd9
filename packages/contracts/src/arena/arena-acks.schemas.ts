import { z } from 'zod';
import { arenaSnapshotSchema } from './arena-views.schemas.js';

/** The `data` of a successful Arena ack, per client event (registered in CLIENT_EVENTS). */

/** Joined (or rejoined, which is a reconnect): the room, who the server took you for, and the full view. */
export const arenaJoinAckSchema = z.object({
  roomId: z.string(),
  playerId: z.string(),
  snapshot: arenaSnapshotSchema,
});
export type ArenaJoinAck = z.infer<typeof arenaJoinAckSchema>;

/** Quick match also names the room's PIN: how the player rejoins after a drop, once it has left the lobby list. */
export const arenaQuickMatchAckSchema = arenaJoinAckSchema.extend({ pin: z.string() });
export type ArenaQuickMatchAck = z.infer<typeof arenaQuickMatchAckSchema>;

/** The server's clock when it counted the answer: the time it is scored by. */
export const arenaAnswerAckSchema = z.object({ receivedAt: z.number() });
export type ArenaAnswerAck = z.infer<typeof arenaAnswerAckSchema>;

/** The host's re-marking took effect for this many players (0: nobody gave that answer, or it was already so). */
export const arenaOverrideAckSchema = z.object({ changed: z.number().int() });
export type ArenaOverrideAck = z.infer<typeof arenaOverrideAckSchema>;
