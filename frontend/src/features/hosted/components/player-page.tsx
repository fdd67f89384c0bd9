import { Box, Container, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { arenaPinSchema, siteTitle } from '@trivia/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../../components/not-found-page';
import { showErrorToast, showWarningToast } from '../../../lib/toast';
import { useCurrentUser } from '../../auth';
import { givesUpRoom } from '../../arena/room-kit';
import { forgetSession, rememberedSession } from '../hosted-rejoin';
import { useHostedRoom } from '../hooks/use-hosted-room';
import { PlayerJoinForm } from './player-join-form';
import { PlayerScreen } from './player-screen';

const firstName = (fullName: string | undefined): string => fullName?.trim().split(/\s+/)[0] ?? '';

/**
 * A tab that was in this session when it was reloaded (or that a phone discarded) goes straight back in with the
 * name it joined with: the server knows the player by their cookie and keeps score and team.
 */
function useRejoinSession(pin: string, join: ReturnType<typeof useHostedRoom>['join']): boolean {
  const [rejoining, setRejoining] = useState(() => rememberedSession()?.pin === pin);
  const triedRef = useRef(false);
  useEffect(() => {
    if (triedRef.current) return;
    triedRef.current = true;
    const remembered = rememberedSession();
    if (remembered?.pin !== pin) return;
    void join(pin, remembered.nickname ?? undefined).then((refusal) => {
      setRejoining(false);
      if (!refusal) return;
      if (!givesUpRoom(refusal.code)) return showErrorToast(refusal);
      forgetSession();
      if (refusal.code === 'ARENA_010') showWarningToast('This game is over', 'That session has closed.');
      else showErrorToast(refusal);
    });
  }, [join, pin]);
  return rejoining;
}

function PlayerSession({ pin }: { pin: string }) {
  useDocumentTitle(siteTitle(`Quiz ${pin}`));
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const room = useHostedRoom();
  const rejoining = useRejoinSession(pin, room.join);
  const inRoom = room.status !== 'idle' && room.status !== 'joining';
  const exit = () => {
    room.leave();
    void navigate('/arena');
  };
  if (inRoom) return <PlayerScreen room={room} onExit={exit} />;
  if (rejoining) {
    return (
      <Stack align="center" gap="xs" py="xl" role="status">
        <Loader aria-hidden />
        <Text>Rejoining your game…</Text>
      </Stack>
    );
  }
  return (
    <PlayerJoinForm
      key={user?.id ?? 'guest'}
      pin={pin}
      initialNickname={firstName(user?.fullName)}
      joining={room.joining}
      onJoin={room.join}
    />
  );
}

/** /arena/play/:pin, on a phone: join with a name, then the answer pad for each question. */
export function PlayerPage() {
  const { pin } = useParams();
  if (!pin || !arenaPinSchema.safeParse(pin).success) return <NotFoundPage />;
  return (
    <Box component="main" id="main-content" tabIndex={-1} mih="100vh" style={{ outline: 'none' }}>
      <Container size={560} px="md" py="md">
        <PlayerSession pin={pin} />
      </Container>
    </Box>
  );
}
