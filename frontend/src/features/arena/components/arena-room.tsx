import { Alert, Button, Loader, Overlay, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPause, IconUserOff, IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LiveAnnouncer } from '../../../components/live-announcer';
import { arenaAnnouncement } from '../arena-announce';
import { isAlone, isPublicRoom } from '../arena-reducer';
import type { ArenaView } from '../arena-types';
import type { ArenaRoom, ArenaStatus } from '../hooks/use-arena-room';
import { useNow } from '../hooks/use-now';
import { HostControls, JoinDetails } from './host-panel';
import { LeaderboardScreen } from './leaderboard-screen';
import { confirmLeave } from './leave-confirm';
import { PlayerList } from './player-list';
import { PodiumScreen } from './podium-screen';
import { QuestionScreen } from './question-screen';
import { ResultCard } from './result-card';
import { SoloOffer } from './solo-offer';
import { CountdownScreen, LobbyWaiting, PublicLobbyWaiting } from './waiting-screens';

export interface ArenaRoomScreenProps {
  room: ArenaRoom;
  /** Known to the host, who created the room. */
  joinUrl: string | null;
  onExit: () => void;
}

type ScreenProps = ArenaRoomScreenProps & { view: ArenaView };

function LobbyScreen({ room, view, joinUrl }: ScreenProps) {
  return (
    <Stack gap="md">
      {room.isHost && room.pin ? (
        <JoinDetails pin={room.pin} joinUrl={joinUrl ?? `${window.location.origin}/arena?pin=${room.pin}`} />
      ) : null}
      {isPublicRoom(view) ? <PublicLobbyWaiting startsAt={view.nextTickAt} /> : <LobbyWaiting isHost={room.isHost} />}
      {isPublicRoom(view) && room.pin && !room.isHost && isAlone(view) ? (
        <SoloOffer pin={room.pin} startingSolo={room.startingSolo} onPlaySolo={room.playSolo} />
      ) : null}
      <PlayerList
        players={view.players}
        total={view.playerCount}
        youId={room.playerId}
        onKick={room.isHost ? (player) => room.host('kick', { playerId: player.id }) : undefined}
      />
    </Stack>
  );
}

function QuestionOrReveal({ room, view }: ScreenProps) {
  return (
    <Stack gap="md">
      <QuestionScreen
        view={view}
        isHost={room.isHost}
        answering={room.answering}
        offline={!room.connected}
        onAnswer={room.answer}
      />
      {view.phase === 'reveal' && view.you ? <ResultCard you={view.you} /> : null}
    </Stack>
  );
}

/** The status → screen map: one screen per phase of the room. */
const SCREENS: Record<Exclude<ArenaStatus, 'idle' | 'joining' | 'kicked'>, (props: ScreenProps) => ReactNode> = {
  lobby: LobbyScreen,
  countdown: ({ view }) => <CountdownScreen view={view} />,
  question: QuestionOrReveal,
  reveal: QuestionOrReveal,
  leaderboard: ({ view }) => <LeaderboardScreen view={view} />,
  podium: ({ view, onExit }) => <PodiumScreen view={view} onDone={onExit} />,
  ended: ({ view, onExit }) => <PodiumScreen view={view} onDone={onExit} />,
};

function KickedScreen({ kick, onExit }: { kick: ArenaView['kick']; onExit: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconUserOff aria-hidden />} title="You were removed from this game">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {kick?.reason === 'admin' ? 'An administrator removed you' : 'The host removed you'}. You cannot rejoin this
          room.
        </Text>
        {kick?.message ? (
          <Text size="sm" fw={600}>
            {kick.message}
          </Text>
        ) : null}
        <Button size="xs" onClick={onExit}>
          Back to Arena
        </Button>
      </Stack>
    </Alert>
  );
}

/** A joined room: reconnect banner, pause overlay, host controls, and the screen for the current phase. */
export function ArenaRoomScreen(props: ArenaRoomScreenProps) {
  const { room, onExit } = props;
  const { view, status } = room;
  // A public room's start countdown is announced in steps (arena-announce.ts), so a coarse clock is enough.
  const now = useNow(view !== null && view.phase === 'lobby' && isPublicRoom(view), 1000);
  const message = arenaAnnouncement(view, { kicked: status === 'kicked', connected: room.connected, now });
  let body: ReactNode;
  if (status === 'kicked') body = <KickedScreen kick={view?.kick} onExit={onExit} />;
  else if (!view || status === 'idle' || status === 'joining') body = <Loader aria-label="Joining" />;
  else body = SCREENS[status]({ ...props, view });

  return (
    <Stack gap="md" pos="relative">
      <LiveAnnouncer message={message} />
      {room.connected ? null : (
        <Alert
          color="yellow"
          variant="filled"
          icon={<IconWifiOff aria-hidden />}
          role="status"
          data-testid="arena-reconnecting"
        >
          Reconnecting…
        </Alert>
      )}
      {room.isHost && view && status !== 'kicked' ? (
        <HostControls view={view} pending={room.pendingHostAction} onAction={(action) => room.host(action)} />
      ) : null}
      <div style={{ position: 'relative' }}>
        {body}
        {view?.paused && status !== 'kicked' ? (
          <Overlay blur={3} backgroundOpacity={0.35} radius="md" center zIndex={5}>
            <Paper p="lg" radius="md" shadow="md" role="status">
              <Stack align="center" gap={4}>
                <IconPlayerPause size={32} aria-hidden />
                <Title order={2} size="h3">
                  Paused
                </Title>
                <Text size="sm">The host paused the game.</Text>
              </Stack>
            </Paper>
          </Overlay>
        ) : null}
      </div>
      {room.isHost && view && view.phase !== 'lobby' && view.phase !== 'podium' && view.phase !== 'ended' ? (
        <PlayerList
          players={view.players}
          total={view.playerCount}
          onKick={(player) => room.host('kick', { playerId: player.id })}
        />
      ) : null}
      {!room.isHost && view && PLAYING.has(status) ? (
        <Button
          variant="subtle"
          color="gray"
          onClick={() => confirmLeave({ phase: view.phase, pin: room.pin, isPublic: isPublicRoom(view) }, onExit)}
          style={{ alignSelf: 'center' }}
        >
          {view.phase === 'lobby' ? 'Leave room' : 'Leave game'}
        </Button>
      ) : null}
    </Stack>
  );
}

/** Where a player may walk out: a lobby seat is freed; mid-game the server keeps the score for a return. */
const PLAYING = new Set<ArenaStatus>(['lobby', 'countdown', 'question', 'reveal', 'leaderboard']);
