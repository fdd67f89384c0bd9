import { Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { LiveDot } from '../../../components/live-dot';
import { playersSearching, publicLobbyWaitingText, searchingText } from '../arena-lobby-format';
import { remainingMs, secondsLeft } from '../arena-timer';
import type { ArenaView } from '../arena-types';
import { useArenaLobby } from '../hooks/use-arena-lobby';
import { useNow } from '../hooks/use-now';

/** 3-2-1 from the server's start time against the local clock: display only. */
export function CountdownScreen({ view }: { view: ArenaView }) {
  const now = useNow(!view.paused);
  const seconds = secondsLeft(remainingMs(view.nextTickAt, now, view.pausedRemainingMs));
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs">
        <Text c="dimmed">Get ready: {view.questionCount} questions</Text>
        <Title order={2} fz={96} lh={1} aria-hidden style={{ fontVariantNumeric: 'tabular-nums' }}>
          {seconds > 0 ? seconds : 'Go!'}
        </Title>
      </Stack>
    </Paper>
  );
}

export function LobbyWaiting({ isHost }: { isHost: boolean }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack align="center" gap="xs">
        <Loader type="dots" aria-hidden />
        <Text fw={600}>{isHost ? 'Start when everyone is in.' : 'Waiting for the host to start'}</Text>
        {isHost ? null : (
          <Text size="sm" c="dimmed" ta="center">
            Keep this page open: the first question appears here.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** How many are looking for a game now, from the live lobby this screen watches while it waits. */
function SearchingCount() {
  const lobby = useArenaLobby();
  if (!lobby.data) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <LiveDot active />
      <Text size="sm" c="dimmed" data-testid="arena-searching">
        {searchingText(playersSearching(lobby.data))}
      </Text>
    </Group>
  );
}

/** A public room has no host: the server starts it once a second player is in (at once when it is full). */
export function PublicLobbyWaiting({ startsAt }: { startsAt: number | null }) {
  const now = useNow(startsAt !== null);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack align="center" gap="xs">
        <Badge variant="light">Public room</Badge>
        {startsAt === null ? <Loader type="dots" aria-hidden /> : null}
        <Text
          fw={700}
          fz={startsAt === null ? 'md' : 'xl'}
          ta="center"
          style={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid="arena-public-start"
        >
          {publicLobbyWaitingText(startsAt, now)}
        </Text>
        {startsAt === null ? <SearchingCount /> : null}
        <Text size="sm" c="dimmed" ta="center">
          {startsAt === null
            ? 'It starts by itself once someone else is here. Keep this page open.'
            : 'More players can join until then. Keep this page open: the first question appears here.'}
        </Text>
      </Stack>
    </Paper>
  );
}
