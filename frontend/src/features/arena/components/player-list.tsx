import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconUserX } from '@tabler/icons-react';
import type { ArenaPlayer } from '../arena-types';

export interface PlayerListProps {
  players: ArenaPlayer[];
  youId?: string | null;
  /** Host only: removes a player for good. */
  onKick?: (player: ArenaPlayer) => void;
}

export function PlayerList({ players, youId, onKick }: PlayerListProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={600} mb="xs" aria-live="polite">
        {players.length === 1 ? '1 player' : `${players.length} players`}
      </Text>
      {players.length === 0 ? (
        <Text c="dimmed" size="sm">
          No one has joined yet.
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {players.map((player) => (
            <Group key={player.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Text truncate fw={player.id === youId ? 700 : 400} c={player.connected ? undefined : 'dimmed'}>
                  {player.nickname}
                </Text>
                {player.id === youId ? <Badge size="xs">You</Badge> : null}
                {player.connected ? null : (
                  <Badge size="xs" color="gray" variant="light">
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
    </Paper>
  );
}
