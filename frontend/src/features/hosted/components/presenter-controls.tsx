import { Button, Group, Paper, Text } from '@mantine/core';
import { openConfirmModal } from '../../../lib/overlays';
import {
  IconClockPlus,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerSkipForward,
  IconPlayerStop,
  IconPlayerTrackNext,
} from '@tabler/icons-react';
import type { HostAction, HostActionOptions } from '../../arena/room-kit';
import type { HostedView } from '../hosted-types';
import { presenterControls } from '../presenter-logic';

export interface PresenterControlsProps {
  view: HostedView;
  pending: HostAction | null;
  /** False while the presenter's socket is down: nothing it sends would arrive. */
  connected: boolean;
  onAction: (action: HostAction, options?: HostActionOptions) => void;
}

/** The seconds the two "more time" buttons add (the server allows 5 to 120 at once). */
const EXTENSIONS = [10, 30] as const;

function confirmEnd(onEnd: () => void): void {
  openConfirmModal({
    title: 'End the session now?',
    children: <Text size="sm">The scores so far become the final standings. Players see the results.</Text>,
    labels: { confirm: 'End session', cancel: 'Keep playing' },
    confirmProps: { color: 'red' },
    cancelProps: { 'data-autofocus': true },
    onConfirm: onEnd,
  });
}

/** The host's controls for this phase: start, move on, pause, skip, more time, end. Each waits for its ack. */
export function PresenterControls({ view, pending, connected, onAction }: PresenterControlsProps) {
  const controls = presenterControls(view);
  const busy = pending !== null || !connected;
  if (!controls.end) return null;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Host controls" shadow="sm">
      <Group gap="sm">
        {controls.start ? (
          <Button
            size="lg"
            leftSection={<IconPlayerPlay size={20} aria-hidden />}
            loading={pending === 'start'}
            disabled={busy || !controls.start.enabled}
            onClick={() => onAction('start')}
          >
            Start
          </Button>
        ) : null}
        {controls.next ? (
          <Button
            size="lg"
            leftSection={<IconPlayerTrackNext size={20} aria-hidden />}
            loading={pending === 'next'}
            disabled={busy || !controls.next.enabled}
            onClick={() => onAction('next')}
          >
            {controls.next.label}
          </Button>
        ) : null}
        {controls.pause ? (
          <Button
            size="lg"
            variant="light"
            color="yellow"
            leftSection={
              controls.pause.action === 'resume' ? (
                <IconPlayerPlay size={20} aria-hidden />
              ) : (
                <IconPlayerPause size={20} aria-hidden />
              )
            }
            loading={pending === 'pause' || pending === 'resume'}
            disabled={busy}
            onClick={() => onAction(controls.pause?.action ?? 'pause')}
          >
            {controls.pause.action === 'resume' ? 'Resume' : 'Pause'}
          </Button>
        ) : null}
        {controls.extend
          ? EXTENSIONS.map((seconds) => (
              <Button
                key={seconds}
                size="lg"
                variant="light"
                leftSection={<IconClockPlus size={20} aria-hidden />}
                loading={pending === 'extend'}
                disabled={busy}
                aria-label={`Add ${seconds} seconds`}
                onClick={() => onAction('extend', { seconds })}
              >
                +{seconds} s
              </Button>
            ))
          : null}
        {controls.skip ? (
          <Button
            size="lg"
            variant="light"
            color="gray"
            leftSection={<IconPlayerSkipForward size={20} aria-hidden />}
            loading={pending === 'skip'}
            disabled={busy || !controls.skip.enabled}
            onClick={() => onAction('skip')}
          >
            Skip question
          </Button>
        ) : null}
        <Button
          size="lg"
          variant="light"
          color="red"
          ml="auto"
          leftSection={<IconPlayerStop size={20} aria-hidden />}
          loading={pending === 'end'}
          disabled={busy}
          onClick={() => confirmEnd(() => onAction('end'))}
        >
          End
        </Button>
      </Group>
    </Paper>
  );
}
