import { Button, Group } from '@mantine/core';
import { IconHistory, IconTrophy } from '@tabler/icons-react';
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
