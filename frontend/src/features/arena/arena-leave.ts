import type { ArenaPhase } from './arena-types';

export interface LeaveContext {
  phase: ArenaPhase;
  /** The room's PIN, the way back in; null in the rare quick match that never learnt it. */
  pin: string | null;
  /** A public room: found again by quick match rather than by PIN while it waits in its lobby. */
  isPublic: boolean;
}

interface LeaveWording {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
}

const byPin = (pin: string | null): string => (pin ? `PIN ${pin}` : 'its PIN');

/** What leaving does, as the server does it: in the lobby the seat is freed; mid-game identity and score stay. */
export function leaveWording({ phase, pin, isPublic }: LeaveContext): LeaveWording {
  if (phase === 'lobby') {
    return {
      title: 'Leave this room?',
      body: isPublic
        ? 'Your seat is freed for someone else. Quick match again whenever you like.'
        : `Your seat is freed for someone else. You can join again with ${byPin(pin)} until the game starts.`,
      confirm: 'Leave room',
      cancel: 'Stay',
    };
  }
  return {
    title: 'Leave this game?',
    body:
      `Your score so far stays on the leaderboard. Join again with ${byPin(pin)} and the same nickname to carry ` +
      'on; questions you miss while away score nothing.',
    confirm: 'Leave game',
    cancel: 'Keep playing',
  };
}
