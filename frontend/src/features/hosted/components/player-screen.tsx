import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconUserOff, IconWifiOff } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { LiveAnnouncer } from '../../../components/live-announcer';
import { remainingMs, useNow, type ArenaStatus } from '../../arena/room-kit';
import type { HostedRoom } from '../hooks/use-hosted-room';
import type { HostedView } from '../hosted-types';
import { playerAnnouncement, TIME_LOW_MS, waitNotice } from '../player-logic';
import { teamNameOf } from '../reveal-logic';
import {
  PlayerCountdown,
  PlayerLobby,
  PlayerQuestion,
  PlayerReveal,
  PlayerStandings,
  type PlayerStageProps,
} from './player-stages';

/** Heard, not seen: the phone's page heading (the screen itself is the answer pad). */
const SCREEN_READER_ONLY = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The status → screen map of the phone. */
const STAGES: Record<Exclude<ArenaStatus, 'idle' | 'joining' | 'kicked'>, ComponentType<PlayerStageProps>> = {
  lobby: PlayerLobby,
  countdown: PlayerCountdown,
  question: PlayerQuestion,
  reveal: PlayerReveal,
  leaderboard: PlayerStandings,
  podium: PlayerStandings,
  ended: PlayerStandings,
};

/** Who this phone is: name, team and score, always at the top. */
function WhoAmI({ view }: { view: HostedView }) {
  const you = view.you;
  if (!you) return null;
  const team = teamNameOf(view.settings.teams, you.teamId);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="hosted-who">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Text fw={700} truncate>
          {you.nickname}
        </Text>
        {team ? (
          <Badge variant="light" style={{ flexShrink: 0 }} tt="none">
            {team}
          </Badge>
        ) : null}
      </Group>
      <Text fw={700} style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
        {you.score} {you.score === 1 ? 'point' : 'points'}
      </Text>
    </Group>
  );
}

function Removed({ view, onExit }: { view: HostedView | null; onExit: () => void }) {
  const byAdmin = view?.removed?.reason === 'admin';
  return (
    <Alert color="red" variant="light" icon={<IconUserOff aria-hidden />} title="You were removed from this game">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {byAdmin
            ? `An administrator removed you${view?.removed?.message ? `: ${view.removed.message}` : '.'}`
            : 'The host removed you. You cannot rejoin this game.'}
        </Text>
        <Button size="sm" onClick={onExit}>
          Back to Arena
        </Button>
      </Stack>
    </Alert>
  );
}

/** A phone in a session: reconnecting and waiting notices, who it is, and the screen for this phase. */
export function PlayerScreen({ room, onExit }: { room: HostedRoom; onExit: () => void }) {
  const { view, status } = room;
  let body: ReactNode;
  if (status === 'kicked') body = <Removed view={view} onExit={onExit} />;
  else if (!view || status === 'idle' || status === 'joining') body = <Loader aria-label="Joining" />;
  else {
    // Rendered as an element, not called: each stage is a component with hooks of its own.
    const Stage = STAGES[status];
    body = <Stage room={room} view={view} />;
  }
  const notice = view && status !== 'kicked' ? waitNotice(view) : null;
  // A coarse clock, only while a question is open: the announcer says once when ten seconds are left.
  const now = useNow(status === 'question' && view !== null && !view.paused, 1000);
  const left = view ? remainingMs(view.deadline, now, view.pausedRemainingMs) : 0;
  const timeLow = status === 'question' && left > 0 && left <= TIME_LOW_MS;
  const over = status === 'podium' || status === 'ended';
  return (
    <Stack gap="md">
      <h1 style={SCREEN_READER_ONLY}>Live quiz{room.pin ? `, PIN ${room.pin}` : ''}</h1>
      <LiveAnnouncer
        message={
          status === 'kicked' ? 'You were removed from this game.' : playerAnnouncement(view, room.connected, timeLow)
        }
      />
      {view && status !== 'kicked' ? <WhoAmI view={view} /> : null}
      {room.connected ? null : (
        <Alert color="yellow" variant="filled" icon={<IconWifiOff aria-hidden />} data-testid="hosted-reconnecting">
          Reconnecting… your score and team are kept.
        </Alert>
      )}
      {notice ? (
        <Alert color="yellow" variant="light" icon={<IconPlayerPause aria-hidden />} title={notice.title}>
          {notice.body}
        </Alert>
      ) : null}
      {body}
      {over ? (
        <Button size="lg" variant="light" onClick={onExit}>
          Back to Arena
        </Button>
      ) : null}
    </Stack>
  );
}
