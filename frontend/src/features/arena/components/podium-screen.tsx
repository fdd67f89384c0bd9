import { Alert, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconTrophy } from '@tabler/icons-react';
import type { ArenaView } from '../arena-types';
import { LeaderboardScreen } from './leaderboard-screen';

const MEDALS = ['yellow', 'gray', 'orange'] as const;

/** What a player reads when the server lost the room (its store came back empty) and the game cannot go on. */
export const STATE_LOST_MESSAGE = 'This game ended because the server lost its state. Sorry — start a new one.';

function heading(view: ArenaView): string {
  if (view.phase !== 'ended') return 'Final podium';
  if (view.endedReason === 'admin') return 'An administrator closed this game';
  return view.endedReason === 'state_lost' ? 'Game ended' : 'The host ended the game';
}

/** The top three, then the full top ten; "Back to Arena" leaves the room. */
export function PodiumScreen({ view, onDone }: { view: ArenaView; onDone: () => void }) {
  const top = view.standings.slice(0, 3);
  return (
    <Stack gap="md">
      <Title order={2} ta="center">
        {heading(view)}
      </Title>
      {view.phase === 'ended' && view.endedReason === 'state_lost' ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {STATE_LOST_MESSAGE}
        </Alert>
      ) : null}
      {view.phase === 'ended' && view.endedReason === 'admin' ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" title="Why">
          {view.endedMessage ?? 'No reason was given.'}
        </Alert>
      ) : null}
      <Stack gap="sm" data-testid="arena-podium">
        {top.map((row, i) => (
          <Paper key={row.playerId} withBorder p="md" radius="md">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <ThemeIcon color={MEDALS[i]} size="lg" radius="xl" aria-hidden>
                  <IconTrophy size={20} />
                </ThemeIcon>
                <Text fw={700} size="lg">
                  {row.rank}. {row.nickname}
                  {row.playerId === view.you?.playerId ? ' (you)' : ''}
                </Text>
              </Group>
              <Text fw={700}>{row.score}</Text>
            </Group>
          </Paper>
        ))}
        {top.length === 0 ? <Text c="dimmed">No scores this time.</Text> : null}
      </Stack>
      {view.standings.length > 3 || (view.you && !top.some((r) => r.playerId === view.you?.playerId)) ? (
        <LeaderboardScreen view={view} title="Final standings" />
      ) : null}
      <Button size="lg" onClick={onDone}>
        Back to Arena
      </Button>
    </Stack>
  );
}
