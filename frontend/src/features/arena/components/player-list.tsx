import { formatNumber } from '@trivia/contracts';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconUserX } from '@tabler/icons-react';
import type { ArenaPlayer } from '../arena-types';

/** A room of thousands lists its first players and counts the rest. */
const SHOWN_MAX = 100;

export interface PlayerListProps {
  players: ArenaPlayer[];
  /** The room's true size, when it has more players than the list holds. */
  total?: number;
  youId?: string | null;
  /** Host only: removes a player for good. */
  onKick?: (player: ArenaPlayer) => void;
}

export function PlayerList({ players, total, youId, onKick }: PlayerListProps) {
  const count = Math.max(total ?? 0, players.length);
  const shown = players.slice(0, SHOWN_MAX);
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={600} mb="xs" aria-live="polite">
        {count === 1 ? '1 player' : `${formatNumber(count)} players`}
      </Text>
      {players.length === 0 ? (
        <Text c="dimmed" size="sm">
          No one has joined yet.
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((player) => (
            <Group key={player.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Text truncate fw={player.id === youId ? 700 : 400} c={player.connected ? undefined : 'dimmed'}>
                  {player.nickname}
                </Text>
                {/* The name gives way (it is truncated), never the badges beside it. */}
                {player.id === youId ? (
                  <Badge size="xs" style={{ flexShrink: 0 }}>
                    You
                  </Badge>
                ) : null}
                {player.connected ? null : (
                  <Badge size="xs" color="gray" variant="light" style={{ flexShrink: 0 }}>
                    offline
                  </Badge>
                )}
              </Group>
              {onKick ? (
                <Tooltip label={`Remove ${player.nickname}`}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${player.nickname}`}
                    onClick={() => onKick(player)}
                  >
                    <IconUserX size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
      {count > shown.length ? (
        <Text c="dimmed" size="sm" mt={6}>
          and {formatNumber(count - shown.length)} more
        </Text>
      ) : null}
    </Paper>
  );
}
