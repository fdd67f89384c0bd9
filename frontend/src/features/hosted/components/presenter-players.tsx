import { formatNumber } from '@trivia/contracts';
import { ActionIcon, Badge, Group, NativeSelect, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { openConfirmModal } from '../../../lib/overlays';
import { IconUserX } from '@tabler/icons-react';
import { countLabel } from '../../../lib/format';
import type { ArenaPlayer, HostActionOptions } from '../../arena/room-kit';
import type { HostedView } from '../hosted-types';

export interface PresenterPlayersProps {
  view: HostedView;
  onKick: (player: ArenaPlayer) => void;
  onMove: (options: HostActionOptions) => void;
  disabled: boolean;
}

const NO_TEAM = '';

function confirmKick(player: ArenaPlayer, onKick: () => void): void {
  openConfirmModal({
    title: `Remove ${player.nickname}?`,
    children: <Text size="sm">They leave the game for good and cannot join it again.</Text>,
    labels: { confirm: 'Remove', cancel: 'Keep them' },
    confirmProps: { color: 'red' },
    cancelProps: { 'data-autofocus': true },
    onConfirm: onKick,
  });
}

/** The host's list of players: who is connected, their team (which the host can change), and removing one. */
export function PresenterPlayers({ view, onKick, onMove, disabled }: PresenterPlayersProps) {
  const teams = view.settings.teamMode === 'teams' ? view.settings.teams : [];
  const count = Math.max(view.playerCount, view.players.length);
  const teamOptions = [{ value: NO_TEAM, label: 'No team' }, ...teams.map((t) => ({ value: t.id, label: t.name }))];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="presenter-players-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="presenter-players-title">
          {countLabel(count, view.settings.teamMode === 'tables' ? 'table' : 'player')}
        </Title>
        {view.players.length === 0 ? (
          <Text c="dimmed" size="sm">
            No one has joined yet.
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {view.players.map((player) => (
              <Group key={player.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                  <Text truncate c={player.connected ? undefined : 'dimmed'}>
                    {player.nickname}
                  </Text>
                  {player.connected ? null : (
                    <Badge size="xs" color="gray" variant="light" style={{ flexShrink: 0 }}>
                      offline
                    </Badge>
                  )}
                </Group>
                {teams.length > 0 ? (
                  <NativeSelect
                    size="xs"
                    aria-label={`Team for ${player.nickname}`}
                    data={teamOptions}
                    value={player.teamId ?? NO_TEAM}
                    disabled={disabled}
                    onChange={(event) => {
                      const teamId = event.currentTarget.value || null;
                      onMove({ playerId: player.id, teamId });
                    }}
                    w={130}
                  />
                ) : null}
                <Tooltip label={`Remove ${player.nickname}`}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${player.nickname}`}
                    disabled={disabled}
                    onClick={() => confirmKick(player, () => onKick(player))}
                  >
                    <IconUserX size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
          </Stack>
        )}
        {count > view.players.length ? (
          <Text c="dimmed" size="sm">
            and {formatNumber(count - view.players.length)} more
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
