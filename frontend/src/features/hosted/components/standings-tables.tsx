import { Badge, Group, Table, Text } from '@mantine/core';
import type { ArenaStanding } from '../../arena/room-kit';
import type { ArenaTeamStanding } from '../hosted-types';
import { teamScoreLabel } from '../reveal-logic';

export interface StandingsProps {
  /** `presenter`: large type for a projector; `phone`: compact. */
  size?: 'presenter' | 'phone';
  caption: string;
}

const fontSize = (size: StandingsProps['size']) => (size === 'presenter' ? 'clamp(1.1rem, 1.6vw, 1.75rem)' : undefined);

/** Team standings: a team scores the mean of its members' scores (so a small team is not beaten for its size). */
export function TeamStandingsTable({
  teams,
  youTeamId = null,
  size = 'phone',
  caption,
}: StandingsProps & { teams: ArenaTeamStanding[]; youTeamId?: string | null }) {
  return (
    <Table verticalSpacing="xs" fz={fontSize(size)} aria-label={caption} data-testid="team-standings">
      <Table.Caption>Team score: the average of its members’ scores.</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={48}>#</Table.Th>
          <Table.Th>Team</Table.Th>
          <Table.Th ta="right">Players</Table.Th>
          <Table.Th ta="right">Score</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {teams.map((team) => (
          <Table.Tr
            key={team.teamId}
            fw={team.teamId === youTeamId ? 700 : undefined}
            bg={team.teamId === youTeamId ? 'var(--mantine-color-blue-light)' : undefined}
          >
            <Table.Td>{team.memberCount > 0 ? team.rank : '–'}</Table.Td>
            <Table.Td style={{ overflowWrap: 'break-word' }}>
              <Group gap={6}>
                <Text inherit fw={600}>
                  {team.name}
                </Text>
                {team.teamId === youTeamId ? (
                  <Badge size="xs" tt="none">
                    Your team
                  </Badge>
                ) : null}
              </Group>
            </Table.Td>
            <Table.Td ta="right">{team.memberCount}</Table.Td>
            <Table.Td ta="right" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {teamScoreLabel(team.score)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Players (or tables) by score, highest first; equal scores share a rank. */
export function PlayerStandingsTable({
  standings,
  youId = null,
  teamName,
  size = 'phone',
  caption,
  nameHeading = 'Player',
}: StandingsProps & {
  standings: ArenaStanding[];
  youId?: string | null;
  teamName?: (teamId: string | null) => string | null;
  nameHeading?: string;
}) {
  return (
    <Table verticalSpacing="xs" fz={fontSize(size)} aria-label={caption} data-testid="player-standings">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={48}>#</Table.Th>
          <Table.Th>{nameHeading}</Table.Th>
          <Table.Th ta="right">Score</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {standings.map((row) => {
          const team = teamName?.(row.teamId) ?? null;
          const you = row.playerId === youId;
          return (
            <Table.Tr
              key={row.playerId}
              fw={you ? 700 : undefined}
              bg={you ? 'var(--mantine-color-blue-light)' : undefined}
            >
              <Table.Td>{row.rank}</Table.Td>
              <Table.Td style={{ overflowWrap: 'break-word' }}>
                <Group gap={6}>
                  <Text inherit>{row.nickname}</Text>
                  {team ? (
                    <Badge variant="light" size={size === 'presenter' ? 'lg' : 'sm'} tt="none">
                      {team}
                    </Badge>
                  ) : null}
                  {you ? <Badge size="xs">You</Badge> : null}
                </Group>
              </Table.Td>
              <Table.Td ta="right" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {row.score}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
