import { ActionIcon, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCopy, IconPlayerPause, IconPlayerPlay, IconPlayerSkipForward, IconPlayerStop } from '@tabler/icons-react';
import { copyText } from '../../../lib/clipboard';
import { showFailureToast, showSuccessToast } from '../../../lib/toast';
import type { ArenaView } from '../arena-types';
import type { HostAction } from '../hooks/use-arena-room';
import { QrCode } from './qr-code';

export interface HostPanelProps {
  view: ArenaView;
  pin: string;
  joinUrl: string;
  pending: HostAction | null;
  onAction: (action: HostAction) => void;
}

/** Where players join (PIN, link, QR code), shown big in the lobby. */
export function JoinDetails({ pin, joinUrl }: { pin: string; joinUrl: string }) {
  const copy = async () => {
    if (await copyText(joinUrl)) showSuccessToast('Link copied', 'Send it to your players.');
    else showFailureToast('Could not copy', 'Copy the link by hand instead.');
  };
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack align="center" gap="sm">
        <Text c="dimmed">Game PIN</Text>
        <Title
          order={2}
          fz={{ base: 48, sm: 64 }}
          style={{ letterSpacing: '0.15em', fontVariantNumeric: 'tabular-nums' }}
          data-testid="arena-pin"
        >
          {pin}
        </Title>
        <QrCode text={joinUrl} />
        <Group gap="xs" wrap="nowrap" maw="100%">
          <Text size="sm" truncate data-testid="arena-join-url">
            {joinUrl}
          </Text>
          <Tooltip label="Copy link">
            <ActionIcon variant="light" aria-label="Copy join link" onClick={() => void copy()}>
              <IconCopy size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Start, Next, Pause/Resume, End; each waits for its ack and toasts a refusal. */
export function HostControls({ view, pending, onAction }: Omit<HostPanelProps, 'pin' | 'joinUrl'>) {
  const over = view.phase === 'podium' || view.phase === 'ended';
  if (over) return null;
  const busy = pending !== null;
  return (
    <Paper withBorder p="sm" radius="md" aria-label="Host controls" component="section">
      <Group gap="xs" grow>
        {view.phase === 'lobby' ? (
          <Button
            size="md"
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
            loading={pending === 'start'}
            disabled={busy || !view.players.some((p) => p.connected)}
            onClick={() => onAction('start')}
          >
            Start
          </Button>
        ) : (
          <>
            <Button
              size="md"
              variant="light"
              leftSection={<IconPlayerSkipForward size={18} aria-hidden />}
              loading={pending === 'next'}
              disabled={busy || view.paused}
              onClick={() => onAction('next')}
            >
              Next
            </Button>
            <Button
              size="md"
              variant="light"
              color="yellow"
              leftSection={
                view.paused ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />
              }
              loading={pending === 'pause' || pending === 'resume'}
              disabled={busy}
              onClick={() => onAction(view.paused ? 'resume' : 'pause')}
            >
              {view.paused ? 'Resume' : 'Pause'}
            </Button>
          </>
        )}
        <Button
          size="md"
          variant="light"
          color="red"
          leftSection={<IconPlayerStop size={18} aria-hidden />}
          loading={pending === 'end'}
          disabled={busy}
          onClick={() => onAction('end')}
        >
          End
        </Button>
      </Group>
    </Paper>
  );
}
