import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHistory, IconPresentation, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export interface ArenaLinksProps {
  leaderboard?: boolean;
  history?: boolean;
  back?: boolean;
  /** Names the group as a navigation landmark, where the links are the page's own navigation. */
  label?: string;
}

/** The links between the Arena's pages: each page shows the ones that lead elsewhere. */
export function ArenaLinks({ leaderboard = false, history = false, back = false, label }: ArenaLinksProps) {
  return (
    <Group gap="sm" {...(label ? { component: 'nav' as const, 'aria-label': label } : {})}>
      {leaderboard ? (
        <Button
          component={Link}
          to="/arena/leaderboard"
          variant="light"
          leftSection={<IconTrophy size={16} aria-hidden />}
        >
          Season leaderboard
        </Button>
      ) : null}
      {history ? (
        <Button
          component={Link}
          to="/arena/history"
          variant="light"
          leftSection={<IconHistory size={16} aria-hidden />}
        >
          My matches
        </Button>
      ) : null}
      {back ? (
        <Button component={Link} to="/arena" variant="subtle">
          Back to Arena
        </Button>
      ) : null}
    </Group>
  );
}

/** Host-led sessions (a quiz master with a big screen, players on phones) start from their own setup page. */
export function HostLiveLink() {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="arena-host-live-title">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h3" id="arena-host-live-title">
          Run a live session
        </Title>
        <Text size="sm" c="dimmed">
          For pub quizzes, classrooms and team events: you present on a big screen, with teams if you like, and everyone
          answers on their phone.
        </Text>
        <Button component={Link} to="/arena/host-session" leftSection={<IconPresentation size={16} aria-hidden />}>
          Host a live session
        </Button>
      </Stack>
    </Paper>
  );
}
