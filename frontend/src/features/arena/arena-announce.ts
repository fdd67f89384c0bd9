import { countLabel } from '../../lib/format';
import { spokenStartSeconds } from './arena-lobby-format';
import { isPublicRoom } from './arena-reducer';
import type { ArenaView } from './arena-types';

export interface AnnouncementContext {
  kicked: boolean;
  connected: boolean;
  /** The local clock, for a public room's start countdown. */
  now: number;
}

/** A public room's lobby: who is in, and when the server starts the game (the start moves as players come and go). */
function publicLobbyAnnouncement(view: ArenaView, now: number): string {
  const players = `In a public room with ${countLabel(view.playerCount, 'player')}.`;
  if (view.nextTickAt === null) return `${players} Waiting for another player to join.`;
  return `${players} The game starts within ${spokenStartSeconds(view.nextTickAt, now)} seconds.`;
}

/** What the screen reader hears on each change of phase (and on pause, kick, reconnect and a public room's start). */
export function arenaAnnouncement(view: ArenaView | null, opts: AnnouncementContext): string {
  if (opts.kicked) return 'The host removed you from this game.';
  if (!opts.connected) return 'Connection lost. Reconnecting…';
  if (!view) return '';
  if (view.paused) return 'The host paused the game.';
  switch (view.phase) {
    case 'lobby':
      if (isPublicRoom(view)) return publicLobbyAnnouncement(view, opts.now);
      return `In the lobby with ${view.playerCount} players. Waiting for the host to start.`;
    case 'countdown':
      return `The game starts in a moment: ${view.questionCount} questions.`;
    case 'question':
      if (view.you?.answered) return 'Answer received.';
      return `Question ${view.questionIndex + 1} of ${view.questionCount}: ${view.question?.prompt ?? ''}`;
    case 'reveal': {
      const key = view.key;
      const answer = key ? keyText(key) : '';
      const result = view.you?.result;
      const yours = result
        ? result.correct
          ? ` You were right: ${result.points} points.`
          : ' You missed this one.'
        : '';
      return `The answer was ${answer}.${yours}`;
    }
    case 'leaderboard':
      return view.you?.rank ? `Leaderboard. You are ranked ${view.you.rank}.` : 'Leaderboard.';
    case 'podium':
      return `Game over. The winner is ${view.standings[0]?.nickname ?? 'nobody'}.`;
    case 'ended':
      return 'The host ended the game.';
  }
}

/** The right answer of a revealed question as a sentence can read it. */
function keyText(key: NonNullable<ArenaView['key']>): string {
  if ('correctOption' in key) return key.correctOption;
  if ('answer' in key) return key.answer;
  if ('items' in key) return key.items.join(', ');
  if ('value' in key) return key.unit ? `${key.value} ${key.unit}` : String(key.value);
  return 'a matter of opinion';
}
