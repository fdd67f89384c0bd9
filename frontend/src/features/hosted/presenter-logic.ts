import type { HostedView } from './hosted-types';

/** What the host's buttons do now: which show, which are enabled, and what "next" means at this point. */
export interface PresenterControlSet {
  /** Lobby only; enabled once someone is connected. */
  start: { enabled: boolean } | null;
  /** The one button that moves the game on: reveal now, show the scores, next question, final results. */
  next: { label: string; enabled: boolean } | null;
  pause: { action: 'pause' | 'resume'; enabled: boolean } | null;
  /** Void the open or just-revealed question. */
  skip: { enabled: boolean } | null;
  /** More time on the open question. */
  extend: { enabled: boolean } | null;
  end: boolean;
}

const isLastQuestion = (view: HostedView): boolean => view.questionIndex + 1 >= view.questionCount;

function nextLabel(view: HostedView): string | null {
  switch (view.phase) {
    case 'question':
      return 'Reveal answer';
    case 'reveal':
      return 'Show scores';
    case 'leaderboard':
      return isLastQuestion(view) ? 'Final results' : 'Next question';
    default:
      return null;
  }
}

/**
 * The controls of the presenter at this phase. While paused nothing moves the game on (the server refuses it
 * too): the host resumes first. The game is never over because the host's screen dropped.
 */
export function presenterControls(view: HostedView): PresenterControlSet {
  const over = view.phase === 'podium' || view.phase === 'ended';
  const running = !view.paused;
  const label = nextLabel(view);
  const canPause = view.phase !== 'lobby' && !over;
  const inQuestion = view.phase === 'question';
  return {
    start: view.phase === 'lobby' ? { enabled: view.players.some((p) => p.connected) } : null,
    next: label ? { label, enabled: running } : null,
    pause: canPause ? { action: view.paused ? 'resume' : 'pause', enabled: true } : null,
    skip: inQuestion || view.phase === 'reveal' ? { enabled: running } : null,
    extend: inQuestion ? { enabled: true } : null,
    end: !over,
  };
}

/** What the presenter tells the room while it waits on the host's "next" (a host-paced session). */
export function waitingForHost(view: HostedView): boolean {
  return (
    view.settings.pace === 'host' &&
    (view.phase === 'reveal' || view.phase === 'leaderboard') &&
    view.nextTickAt === null
  );
}

/** The round heading over a question: "Round 2: Geography · Question 7 of 40". */
export function questionHeading(view: HostedView): string {
  const count = `Question ${view.questionIndex + 1} of ${view.questionCount}`;
  const round = view.question?.round;
  return round ? `${round} · ${count}` : count;
}

/** A sentence for screen readers at each change of the presenter's screen (sparingly: phases, not ticks). */
export function presenterAnnouncement(view: HostedView | null, connected: boolean): string {
  if (!connected) return 'Connection lost. Reconnecting…';
  if (!view) return '';
  if (view.paused) return 'Paused.';
  switch (view.phase) {
    case 'lobby':
      return `${view.playerCount} ${view.playerCount === 1 ? 'player has' : 'players have'} joined.`;
    case 'countdown':
      return 'The game starts in a moment.';
    case 'question':
      return `${questionHeading(view)}: ${view.question?.prompt ?? ''}`;
    case 'reveal':
      return 'Answer revealed.';
    case 'leaderboard':
      return 'Scores.';
    case 'podium':
      return 'Final results.';
    case 'ended':
      return 'The game has ended.';
  }
}
