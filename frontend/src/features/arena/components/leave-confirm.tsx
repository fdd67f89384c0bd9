import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ArenaPhase } from '../arena-types';

interface LeaveWording {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
}

/** What leaving does, as the server does it: in the lobby the seat is freed; mid-game identity and score stay. */
const WORDING: Record<'lobby' | 'game', LeaveWording> = {
  lobby: {
    title: 'Leave this room?',
    body: 'Your seat is freed for someone else. You can join again with the PIN until the game starts.',
    confirm: 'Leave room',
    cancel: 'Stay',
  },
  game: {
    title: 'Leave this game?',
    body:
      'Your score so far stays on the leaderboard. Join again with the same PIN and nickname to carry on ' +
      'where you are; questions you miss while away score nothing.',
    confirm: 'Leave game',
    cancel: 'Keep playing',
  },
};

/**
 * Asks before a player walks out of a room. Focus starts on the button that stays, so Enter or Escape on the
 * dialog never leaves by accident; Tab reaches the leave button.
 */
export function confirmLeave(phase: ArenaPhase, onLeave: () => void): void {
  const wording = WORDING[phase === 'lobby' ? 'lobby' : 'game'];
  modals.openConfirmModal({
    title: wording.title,
    children: <Text size="sm">{wording.body}</Text>,
    labels: { confirm: wording.confirm, cancel: wording.cancel },
    confirmProps: { color: 'red' },
    cancelProps: { 'data-autofocus': true },
    onConfirm: onLeave,
  });
}
