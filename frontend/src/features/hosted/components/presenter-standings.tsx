import { Alert, Grid, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInfoCircle, IconTrophy } from '@tabler/icons-react';
import type { HostedView } from '../hosted-types';
import { teamNameOf, teamScoreLabel } from '../reveal-logic';
import { PlayerStandingsTable, TeamStandingsTable } from './standings-tables';

const MEDALS = ['yellow', 'gray', 'orange'] as const;

/** Tables play as one "player" each: the leaderboard names them so. */
const nameHeading = (view: HostedView): string => (view.settings.teamMode === 'tables' ? 'Table' : 'Player');

/** Team standings beside the individual ones (a teams session), or the players alone. */
function Standings({ view }: { view: HostedView }) {
  const teams = view.settings.teamMode === 'teams' ? view.teams : [];
  const teamName = (teamId: string | null) => teamNameOf(view.settings.teams, teamId);
  const players = (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h3" mb="xs">
        {view.settings.teamMode === 'tables' ? 'Tables' : 'Players'}
      </Title>
      <PlayerStandingsTable
        standings={view.standings.slice(0, 10)}
        size="presenter"
        caption="Individual standings"
        nameHeading={nameHeading(view)}
        teamName={teams.length > 0 ? teamName : undefined}
      />
    </Paper>
  );
  if (teams.length === 0) return players;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h3" mb="xs">
            Teams
          </Title>
          <TeamStandingsTable teams={teams} size="presenter" caption="Team standings" />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>{players}</Grid.Col>
    </Grid>
  );
}

/** The scores after a question. */
export function PresenterLeaderboard({ view }: { view: HostedView }) {
  return (
    <Stack gap="md">
      <Title order={2} fz="clamp(2rem, 3.4vw, 3.5rem)">
        Scores after question {view.questionIndex + 1} of {view.questionCount}
      </Title>
      <Standings view={view} />
    </Stack>
  );
}

/** The top three (teams first in a teams session), then every standing. */
function Podium({ view }: { view: HostedView }) {
  const teams = view.settings.teamMode === 'teams' ? view.teams.filter((t) => t.memberCount > 0) : [];
  const top =
    teams.length > 0
      ? teams.slice(0, 3).map((t) => ({ id: t.teamId, rank: t.rank, name: t.name, score: teamScoreLabel(t.score) }))
      : view.standings
          .slice(0, 3)
          .map((s) => ({ id: s.playerId, rank: s.rank, name: s.nickname, score: String(s.score) }));
  if (top.length === 0)
    return (
      <Text c="dimmed" fz="xl">
        No scores this time.
      </Text>
    );
  return (
    <Stack
      gap="sm"
      data-testid="hosted-podium"
      aria-label={teams.length > 0 ? 'Winning teams' : 'Winners'}
      component="ol"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {top.map((row, i) => (
        <Paper key={row.id} component="li" withBorder p="lg" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="md" wrap="nowrap">
              <ThemeIcon color={MEDALS[row.rank - 1] ?? 'gray'} size={56} radius="xl" aria-hidden>
                <IconTrophy size={32} />
              </ThemeIcon>
              <Text fw={800} fz={i === 0 ? 'clamp(2rem, 3.6vw, 3.75rem)' : 'clamp(1.5rem, 2.6vw, 2.5rem)'}>
                {row.rank}. {row.name}
              </Text>
            </Group>
            <Text fw={800} fz="clamp(1.5rem, 2.6vw, 2.5rem)" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {row.score}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** The end: the podium (or why the game stopped early) and the final standings. */
export function PresenterFinal({ view }: { view: HostedView }) {
  const early = view.phase === 'ended';
  return (
    <Stack gap="lg">
      <Title order={2} fz="clamp(2.25rem, 4vw, 4rem)">
        {early ? 'The game has ended' : 'Final results'}
      </Title>
      {early && view.endedReason === 'admin' ? (
        <Alert color="orange" icon={<IconInfoCircle aria-hidden />} title="An administrator closed this room">
          {view.endedMessage ?? 'No reason was given.'}
        </Alert>
      ) : null}
      {early && view.endedReason === 'state_lost' ? (
        <Alert color="orange" icon={<IconInfoCircle aria-hidden />} title="The server lost this game">
          The scores so far are final. Sorry: start a new session to play on.
        </Alert>
      ) : null}
      <Podium view={view} />
      <Standings view={view} />
    </Stack>
  );
}
