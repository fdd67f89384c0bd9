import { Badge, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { LeaderboardEntry } from '@trivia/contracts';
import { formatDuration, ordinal } from '../../../lib/format';

export interface LeaderboardTableProps {
  entries: LeaderboardEntry[] | undefined;
  caption: string;
  /** Show only the first rows (the full table lives on the leaderboard screen). */
  limit?: number;
  loading?: boolean;
}

/** Ranks, names, scores and times; the player's own row is highlighted and labelled. */
export function LeaderboardTable({ entries, caption, limit, loading = false }: LeaderboardTableProps) {
  if (loading)
    return (
      <Stack gap="xs" aria-label="Loading leaderboard">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={28} />
        ))}
      </Stack>
    );
  // No one listed is not always no one finished: the caption says which ("No verified players listed yet · 3 finished").
  if (!entries || entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {caption || 'Nobody has finished this quiz yet.'}
      </Text>
    );
  const shown = limit ? entries.slice(0, limit) : entries;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped highlightOnHover verticalSpacing="xs" captionSide="top">
        <Table.Caption style={{ textAlign: 'left' }}>
          <Text span size="sm" c="dimmed">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Rank</Table.Th>
            <Table.Th scope="col">Player</Table.Th>
            <Table.Th scope="col" ta="right">
              Score
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Time
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((entry) => (
            <Table.Tr
              key={`${entry.rank}-${entry.name}`}
              bg={entry.isYou ? 'var(--mantine-primary-color-light)' : undefined}
              aria-current={entry.isYou ? 'true' : undefined}
            >
              <Table.Td>{ordinal(entry.rank)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {entry.name}{' '}
                {entry.isYou ? (
                  <Badge size="xs" variant="filled">
                    You
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td ta="right">{entry.score}</Table.Td>
              <Table.Td ta="right">{formatDuration(entry.elapsedMs)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
