import { formatNumber } from '@trivia/contracts';
import { Badge, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ArenaLeaderboardResponse } from '@trivia/contracts';
import type { ReactNode } from 'react';
import { ordinal } from '../../../lib/format';

type SeasonEntry = ArenaLeaderboardResponse['entries'][number];

export interface SeasonLeaderboardTableProps {
  entries: SeasonEntry[] | undefined;
  loading: boolean;
  /** What to show when nobody has a rating in this season. */
  empty: ReactNode;
}

const number = (n: number) => formatNumber(n);

/** Ranks, names, ratings, games and wins; the viewer's own row is highlighted and labelled. */
export function SeasonLeaderboardTable({ entries, loading, empty }: SeasonLeaderboardTableProps) {
  if (loading)
    return (
      <Stack gap="xs" role="status" aria-label="Loading leaderboard">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={32} />
        ))}
      </Stack>
    );
  if (!entries || entries.length === 0) return <>{empty}</>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing="xs" fz="sm" aria-label="Season ratings">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Rank</Table.Th>
            <Table.Th scope="col">Player</Table.Th>
            <Table.Th scope="col" ta="right">
              Rating
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Played
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Wins
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr
              key={entry.rank}
              bg={entry.isYou ? 'var(--mantine-primary-color-light)' : undefined}
              fw={entry.isYou ? 700 : undefined}
              aria-current={entry.isYou ? 'true' : undefined}
            >
              <Table.Td>{ordinal(entry.rank)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Group gap={6}>
                  <Text inherit>{entry.name}</Text>
                  {entry.isYou ? (
                    <Badge size="xs" variant="filled" style={{ flexShrink: 0 }}>
                      You
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td ta="right">{number(entry.rating)}</Table.Td>
              <Table.Td ta="right">{number(entry.games)}</Table.Td>
              <Table.Td ta="right">{number(entry.wins)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
