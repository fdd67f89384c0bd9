import type { SettingsInput } from '@trivia/arena-engine';
import { type CreateArenaRoomRequest, PUBLIC_ROOM } from '@trivia/contracts';

/** The host id of public rooms: nobody hosts them (admins still may), and they start by themselves. */
export const PUBLIC_HOST = PUBLIC_ROOM.hostId;

export const PUBLIC_SETTINGS: Required<CreateArenaRoomRequest> = {
  questionCount: PUBLIC_ROOM.questionCount,
  questionSeconds: PUBLIC_ROOM.questionSeconds,
  categories: [],
  difficulty: 'mixed',
  questionTypes: ['multiple_choice'],
  maxPlayers: PUBLIC_ROOM.maxPlayers,
  countdownSeconds: 3,
  revealSeconds: 4,
  leaderboardSeconds: 4,
};

/** A public room starts this long after its second player arrives (or at once when full). */
export const PUBLIC_AUTO_START_MS = PUBLIC_ROOM.autoStartSeconds * 1000;

/** A room's engine settings from what its host asked for (seconds on the wire, milliseconds in the engine). */
export function gameSettings(input: Required<CreateArenaRoomRequest>, autoStartMs: number | null): SettingsInput {
  return {
    questionCount: input.questionCount,
    questionSeconds: input.questionSeconds,
    categories: input.categories,
    difficulty: input.difficulty,
    questionTypes: input.questionTypes,
    maxPlayers: input.maxPlayers,
    countdownMs: input.countdownSeconds * 1000,
    revealMs: input.revealSeconds * 1000,
    leaderboardMs: input.leaderboardSeconds * 1000,
    autoStartMs,
  };
}

/** Everyone in a room hears its broadcasts; each player (all of their sockets) their own messages. */
export const roomChannel = (roomId: string) => `arena:${roomId}`;
export const playerChannel = (roomId: string, playerId: string) => `arena:${roomId}:${playerId}`;
