import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { shiftSeason } from '@trivia/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { seasonMonthsText } from '../arena-results-format';

const seasonPath = (season: string, current: string) =>
  season === current ? '/arena/leaderboard' : `/arena/leaderboard?season=${season}`;

/** The shown season with links to the one before and after; nothing later than the current season. */
export function SeasonNav({ season, current }: { season: string; current: string }) {
  const previous = shiftSeason(season, -1);
  const next = shiftSeason(season, 1);
  const nextIcon = <IconChevronRight size={16} aria-hidden />;
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={2}>
        <Group gap="xs">
          <Title order={2} size="h3">
            Season {season}
          </Title>
          {season === current ? (
            <Badge size="sm" variant="light">
              Current season
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {seasonMonthsText(season)}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap" component="nav" aria-label="Seasons">
        <Button
          component={Link}
          to={seasonPath(previous, current)}
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          aria-label={`Previous season, ${previous}`}
        >
          Previous
        </Button>
        {next <= current ? (
          <Button
            component={Link}
            to={seasonPath(next, current)}
            variant="default"
            rightSection={nextIcon}
            aria-label={`Next season, ${next}`}
          >
            Next
          </Button>
        ) : (
          <Button variant="default" disabled rightSection={nextIcon} aria-label="Next season">
            Next
          </Button>
        )}
      </Group>
    </Group>
  );
}
