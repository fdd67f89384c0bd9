import { Badge, Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { leaderboardRows } from '../arena-reducer';
import type { ArenaStanding, ArenaView } from '../arena-types';

function Row({ row, you }: { row: ArenaStanding; you: boolean }) {
  return (
    <Table.Tr fw={you ? 700 : undefined} bg={you ? 'var(--mantine-color-blue-light)' : undefined}>
      <Table.Td w={48}>{row.rank}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        <Group gap={6}>
          <Text inherit>{row.nickname}</Text>
          {you ? (
            <Badge size="xs" style={{ flexShrink: 0 }}>
              You
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td ta="right">{row.score}</Table.Td>
    </Table.Tr>
  );
}

/** Top ten, plus your own row when you are further down. */
export function LeaderboardScreen({ view, title = 'Leaderboard' }: { view: ArenaView; title?: string }) {
  const { rows, you } = leaderboardRows(view);
  const youId = view.you?.playerId;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {title}
        </Title>
        {view.phase === 'leaderboard' ? (
          <Text size="sm" c="dimmed">
            After question {view.questionIndex + 1} of {view.questionCount}
          </Text>
        ) : null}
        <Table striped={false} verticalSpacing="xs" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Player</Table.Th>
              <Table.Th ta="right">Score</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Row key={row.playerId} row={row} you={row.playerId === youId} />
            ))}
          </Table.Tbody>
        </Table>
        {you ? (
          <>
            <Divider label="You" />
            <Table verticalSpacing="xs">
              <Table.Tbody>
                <Row row={you} you />
              </Table.Tbody>
            </Table>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
