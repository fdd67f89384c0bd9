import { Alert, Badge, Box, Button, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { type HostedSessionResponse, siteTitle } from '@trivia/contracts';
import { IconPlayerPause, IconPlugConnected, IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LiveAnnouncer } from '../../../components/live-announcer';
import { remainingMs, secondsLeft, useNow, type ArenaStatus } from '../../arena/room-kit';
import type { HostedRoom } from '../hooks/use-hosted-room';
import type { HostedView } from '../hosted-types';
import { presenterAnnouncement, presenterControls, waitingForHost } from '../presenter-logic';
import { AnswerGroupsPanel } from './answer-groups-panel';
import { PresenterControls } from './presenter-controls';
import { JoinedRoster, JoinPanel } from './presenter-join';
import { PresenterPlayers } from './presenter-players';
import { PresenterQuestion } from './presenter-question';
import { PresenterFinal, PresenterLeaderboard } from './presenter-standings';

interface StageProps {
  view: HostedView;
  session: HostedSessionResponse;
}

function Countdown({ view }: { view: HostedView }) {
  const now = useNow(!view.paused);
  const seconds = secondsLeft(remainingMs(view.nextTickAt, now, view.pausedRemainingMs));
  return (
    <Stack align="center" gap="md" py="xl">
      <Text fz="clamp(1.5rem, 2.5vw, 2.5rem)" c="dimmed">
        Get ready: {view.questionCount} questions
      </Text>
      <Text fz="clamp(6rem, 16vw, 14rem)" fw={900} lh={1} aria-hidden style={{ fontVariantNumeric: 'tabular-nums' }}>
        {seconds > 0 ? seconds : 'Go!'}
      </Text>
    </Stack>
  );
}

/** The status → stage map of the big screen. */
const STAGES: Record<Exclude<ArenaStatus, 'idle' | 'joining' | 'kicked'>, (props: StageProps) => ReactNode> = {
  lobby: ({ view, session }) => (
    <Stack gap="xl">
      <JoinPanel pin={session.pin} joinUrl={session.joinUrl} />
      <JoinedRoster view={view} />
    </Stack>
  ),
  countdown: ({ view }) => <Countdown view={view} />,
  question: ({ view }) => <PresenterQuestion view={view} />,
  reveal: ({ view }) => <PresenterQuestion view={view} />,
  leaderboard: ({ view }) => <PresenterLeaderboard view={view} />,
  // The session report (CSV and PDF, kept in the host's library) links from here once it exists.
  podium: ({ view }) => <PresenterFinal view={view} />,
  ended: ({ view }) => <PresenterFinal view={view} />,
};

/** Why the game waits, told to the host: their own screen dropped (and is back), or they paused. */
function HostNotices({ room, view }: { room: HostedRoom; view: HostedView }) {
  if (!room.connected) {
    return (
      <Alert color="yellow" variant="filled" icon={<IconWifiOff aria-hidden />} role="status" title="Reconnecting…">
        The game waits, paused, until this screen is back. You can also open this page on another device.
      </Alert>
    );
  }
  if (view.paused && view.pausedReason === 'host_away') {
    return (
      <Alert color="blue" icon={<IconPlugConnected aria-hidden />} role="status" title="Welcome back">
        The game paused while your screen was away. Press Resume when the room is ready.
      </Alert>
    );
  }
  if (view.paused) {
    return (
      <Badge size="xl" color="yellow" leftSection={<IconPlayerPause size={18} aria-hidden />} role="status">
        Paused
      </Badge>
    );
  }
  if (waitingForHost(view)) {
    return (
      <Text c="dimmed" size="sm">
        Waiting for you: press “{presenterControls(view).next?.label ?? 'Next'}” when the room is ready.
      </Text>
    );
  }
  return null;
}

/** The presenter: the stage for this phase, the host's notices and side panel, and the controls. */
export function PresenterScreen({ room, session }: { room: HostedRoom; session: HostedSessionResponse }) {
  useDocumentTitle(siteTitle(`${session.title} (presenter)`));
  const { view, status } = room;
  if (!view || status === 'idle' || status === 'joining' || status === 'kicked') {
    return (
      <Stack align="center" py="xl" role="status">
        <Loader aria-hidden />
        <Text>Opening the session…</Text>
      </Stack>
    );
  }
  const groups =
    view.answerGroups &&
    view.answerGroups.questionIndex === view.questionIndex &&
    (status === 'reveal' || status === 'leaderboard')
      ? view.answerGroups
      : null;
  const inGame = status !== 'lobby';
  return (
    <Stack gap="md">
      <LiveAnnouncer message={presenterAnnouncement(view, room.connected)} />
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} fz="clamp(1.5rem, 2.4vw, 2.5rem)">
          {session.title}
        </Title>
        {inGame ? <JoinPanel pin={session.pin} joinUrl={session.joinUrl} compact /> : null}
      </Group>
      <HostNotices room={room} view={view} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8, xl: 9 }}>
          <Paper p={{ base: 'md', lg: 'xl' }} radius="md" withBorder mih={360}>
            {STAGES[status]({ view, session })}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4, xl: 3 }}>
          <Stack gap="md">
            {groups ? (
              <AnswerGroupsPanel
                groups={groups}
                lastAdjustment={view.lastAdjustment}
                pending={room.pendingOverride}
                onOverride={room.override}
              />
            ) : null}
            <PresenterPlayers
              view={view}
              disabled={!room.connected || room.pendingHostAction !== null}
              onKick={(player) => room.host('kick', { playerId: player.id })}
              onMove={(options) => room.host('team', options)}
            />
            {status === 'podium' || status === 'ended' ? (
              <Button component={Link} to="/arena/host-session" variant="light">
                Host another session
              </Button>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
      {presenterControls(view).end ? (
        // Kept in sight at the bottom of the screen however long the stage above it is.
        <Box pos="sticky" bottom={0} py="xs" style={{ zIndex: 10, background: 'var(--mantine-color-body)' }}>
          <PresenterControls
            view={view}
            pending={room.pendingHostAction}
            connected={room.connected}
            onAction={room.host}
          />
        </Box>
      ) : null}
    </Stack>
  );
}
