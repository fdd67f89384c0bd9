import { Text } from '@mantine/core';
import { openConfirmModal } from '../../../lib/overlays';
import { leaveWording, type LeaveContext } from '../arena-leave';

/**
 * Asks before a player walks out of a room. Focus starts on the button that stays, so Enter or Escape on the
 * dialog never leaves by accident; Tab reaches the leave button.
 */
export function confirmLeave(context: LeaveContext, onLeave: () => void): void {
  const wording = leaveWording(context);
  openConfirmModal({
    title: wording.title,
    children: <Text size="sm">{wording.body}</Text>,
    labels: { confirm: wording.confirm, cancel: wording.cancel },
    confirmProps: { color: 'red' },
    cancelProps: { 'data-autofocus': true },
    onConfirm: onLeave,
  });
}
