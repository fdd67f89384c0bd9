import { z } from 'zod';
import { nicknameSchema } from './arena.schemas.js';

export const arenaQuickMatchSchema = z.strictObject({ nickname: nicknameSchema.optional() });
export const arenaLobbyWatchSchema = z.strictObject({});

export const arenaPublicRoomSchema = z.object({
  roomId: z.string(),
  pin: z.string(),
  players: z.number().int(),
  maxPlayers: z.number().int(),
  questionCount: z.number().int(),
  questionSeconds: z.number().int(),
  /** When the game starts by itself (epoch ms); null while it waits for a second player. */
  startsAt: z.number().nullable(),
});
export type ArenaPublicRoom = z.infer<typeof arenaPublicRoomSchema>;

/** What /arena shows live: the public rooms open to join, and how many people are in the Arena now. */
export const arenaLobbySchema = z.object({
  rooms: z.array(arenaPublicRoomSchema),
  playersOnline: z.number().int(),
});
export type ArenaLobby = z.infer<typeof arenaLobbySchema>;
