import { PUBLIC_ROOM, type ArenaLobby } from '@trivia/contracts';
import { countLabel } from '../../lib/format';
import { remainingMs, secondsLeft } from './arena-timer';

/**
 * Whole seconds until a public room starts, by the local clock (the server owns the start; this only draws
 * it). Never more than the room's start countdown, so a clock that was idle a moment cannot overstate it.
 */
export function secondsToStart(startsAt: number, now: number): number {
  return Math.min(PUBLIC_ROOM.autoStartSeconds, secondsLeft(remainingMs(startsAt, now)));
}

export const playersOnlineText = (count: number): string => `${countLabel(count, 'player')} online`;

/** A public room's row in the lobby: "Starts in 12 s", or still waiting for a second player. */
export function publicRoomStartText(startsAt: number | null, now: number): string {
  if (startsAt === null) return 'Waiting for players';
  const seconds = secondsToStart(startsAt, now);
  return seconds > 0 ? `Starts in ${seconds} s` : 'Starting…';
}

/** The waiting screen of a public room, from the snapshot's `nextTickAt` and `arena:auto-start`. */
export function publicLobbyWaitingText(startsAt: number | null, now: number): string {
  if (startsAt === null) return 'Waiting for another player to join…';
  const seconds = secondsToStart(startsAt, now);
  return seconds > 0 ? `The game starts in ${seconds} s` : 'The game is starting…';
}

/**
 * The start countdown as a screen reader hears it: once when it begins, then at 10 and 5 seconds, never each
 * second. Above ten seconds the time is rounded up to tens, so the words stay the same until the next step.
 */
export function spokenStartSeconds(startsAt: number, now: number): number {
  const seconds = secondsToStart(startsAt, now);
  return seconds <= 5 ? 5 : Math.ceil(seconds / 10) * 10;
}

/** A lone quick-match player is offered to play solo or invite friends after this long with nobody else. */
export const SOLO_OFFER_AFTER_MS = 15_000;

/** Everyone waiting in a public room (the lobby lists only rooms still open), this player included. */
export const playersSearching = (lobby: Pick<ArenaLobby, 'rooms'>): number =>
  lobby.rooms.reduce((sum, room) => sum + room.players, 0);

/** "You are the only one searching right now", or how many are. */
export function searchingText(searching: number): string {
  if (searching <= 1) return 'You are the only one searching right now';
  return `${countLabel(searching, 'player')} searching for a game`;
}

/** The link that opens the join form on this room's PIN. */
export const roomInviteUrl = (origin: string, pin: string): string => `${origin}/arena?pin=${pin}`;
