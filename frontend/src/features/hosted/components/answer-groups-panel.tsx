import { Badge, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { AnswerGroups, HostedExtras } from '../hosted-types';

export interface AnswerGroupsPanelProps {
  groups: AnswerGroups;
  lastAdjustment: HostedExtras['lastAdjustment'];
  /** The answer whose re-marking waits for the server. */
  pending: string | null;
  onOverride: (questionIndex: number, answer: string, accept: boolean) => void;
}

function adjustmentNote(adjustment: NonNullable<HostedExtras['lastAdjustment']>): string {
  const players = `${adjustment.changed} ${adjustment.changed === 1 ? 'player' : 'players'}`;
  return `${adjustment.accepted ? 'Accepted' : 'Refused'} “${adjustment.answer}”: scores changed for ${players}.`;
}

/**
 * The typed answers of the revealed question, grouped as the marker compares them, each with how many gave it:
 * the host accepts one the marker refused (or refuses one it accepted) and every score follows, live.
 */
export function AnswerGroupsPanel({ groups, lastAdjustment, pending, onOverride }: AnswerGroupsPanelProps) {
  const note = lastAdjustment?.questionIndex === groups.questionIndex ? adjustmentNote(lastAdjustment) : null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="answer-groups-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="answer-groups-title">
            Typed answers
          </Title>
          <Text size="sm" c="dimmed">
            Accept a fair answer the marker refused.
          </Text>
        </Group>
        {groups.groups.length === 0 ? (
          <Text c="dimmed">Nobody typed an answer.</Text>
        ) : (
          <Table verticalSpacing="xs" aria-labelledby="answer-groups-title" data-testid="answer-groups">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Answer</Table.Th>
                <Table.Th ta="right">Players</Table.Th>
                <Table.Th>Marked</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Change</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.groups.map((group) => (
                <Table.Tr key={group.answer}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text fw={600}>{group.answer}</Text>
                  </Table.Td>
                  <Table.Td ta="right">{group.count}</Table.Td>
                  <Table.Td>
                    <Badge color={group.correct ? 'green' : 'gray'} variant={group.correct ? 'filled' : 'light'}>
                      {group.correct ? 'Right' : 'Wrong'}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="light"
                      color={group.correct ? 'red' : 'green'}
                      leftSection={
                        group.correct ? <IconX size={14} aria-hidden /> : <IconCheck size={14} aria-hidden />
                      }
                      loading={pending === group.answer}
                      disabled={pending !== null}
                      aria-label={`${group.correct ? 'Refuse' : 'Accept'} “${group.answer}”`}
                      onClick={() => onOverride(groups.questionIndex, group.answer, !group.correct)}
                    >
                      {group.correct ? 'Refuse' : 'Accept'}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Text size="sm" role="status" aria-live="polite" c={note ? undefined : 'dimmed'}>
          {note ?? ''}
        </Text>
      </Stack>
    </Paper>
  );
}
