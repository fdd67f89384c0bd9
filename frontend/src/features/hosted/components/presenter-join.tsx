import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { QrCode } from '../../arena/room-kit';
import type { HostedView } from '../hosted-types';

/** "123 456": a PIN read from across the room. */
export const spacedPin = (pin: string): string => `${pin.slice(0, 3)} ${pin.slice(3)}`;

/** The address without its scheme, as people type it. */
const shownUrl = (url: string): string => url.replace(/^https?:\/\//, '');

/** How to join, as big as a projector needs: the address, the PIN and a QR code of the join link. */
export function JoinPanel({ pin, joinUrl, compact = false }: { pin: string; joinUrl: string; compact?: boolean }) {
  return (
    <Paper
      withBorder
      p={compact ? 'xs' : 'xl'}
      px={compact ? 'md' : 'xl'}
      radius="md"
      aria-label="How to join"
      component="section"
    >
      <Group justify="center" gap={compact ? 'md' : 'xl'} wrap={compact ? 'nowrap' : 'wrap'}>
        <Stack gap={compact ? 0 : 'xs'} align="center">
          <Text fz={compact ? 'sm' : 'clamp(1rem, 1.6vw, 1.6rem)'} fw={600}>
            Join at <span data-testid="hosted-join-url">{shownUrl(joinUrl)}</span>
          </Text>
          <Text c="dimmed" fz={compact ? 'xs' : 'lg'}>
            Game PIN
          </Text>
          <Title
            order={2}
            fz={compact ? '1.75rem' : 'clamp(3.5rem, 9vw, 9rem)'}
            lh={1}
            style={{ letterSpacing: '0.08em', fontVariantNumeric: 'tabular-nums' }}
            data-testid="hosted-pin"
            aria-label={`Game PIN ${pin.split('').join(' ')}`}
          >
            {spacedPin(pin)}
          </Title>
        </Stack>
        <QrCode text={joinUrl} size={compact ? 80 : 260} />
      </Group>
    </Paper>
  );
}

/** Who has joined, as name tags; in a teams session under their team's name. */
export function JoinedRoster({ view }: { view: HostedView }) {
  const teams = view.settings.teamMode === 'teams' ? view.settings.teams : [];
  const groups = [
    ...teams.map((team) => ({
      id: team.id,
      name: team.name,
      players: view.players.filter((p) => p.teamId === team.id),
    })),
    {
      id: 'none',
      name: teams.length > 0 ? 'Choosing a team' : '',
      players: view.players.filter((p) => !teams.some((t) => t.id === p.teamId)),
    },
  ].filter((group) => group.players.length > 0 || group.id !== 'none');
  if (view.players.length === 0) {
    return (
      <Text c="dimmed" fz="xl" ta="center">
        Waiting for players…
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: Math.min(Math.max(groups.length, 1), 4) }} spacing="md">
      {groups.map((group) => (
        <Stack key={group.id} gap="xs" aria-label={group.name || 'Players'} component="section">
          {group.name ? (
            <Text fw={800} fz="xl">
              {group.name}{' '}
              <Text span c="dimmed" fz="md">
                ({group.players.length})
              </Text>
            </Text>
          ) : null}
          <Group gap="xs">
            {group.players.map((player) => (
              <Badge
                key={player.id}
                size="xl"
                radius="sm"
                variant={player.connected ? 'light' : 'outline'}
                color={player.connected ? 'blue' : 'gray'}
                tt="none"
              >
                {player.nickname}
              </Badge>
            ))}
          </Group>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
