import { Container, Loader, Stack, Text } from '@mantine/core';
import { ARENA_PIN_PATTERN } from '@trivia/contracts';
import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BelowTheFold } from '../../../components/below-the-fold';
import { PageTitle } from '../../../components/page-title';
import { afterFirstLoad } from '../../../lib/after-first-load';
import { showErrorToast } from '../../../lib/toast';
import { useCurrentUser } from '../../auth';
import { useFeatureFlag } from '../../feature-flags';
import { useArenaRoom } from '../hooks/use-arena-room';
import { useRejoinOnLoad } from '../hooks/use-rejoin-on-load';
import { JoinForm } from './join-form';
import { PublicLobby, type LobbyEntry } from './public-lobby';
import { ArenaLinks, HostLiveLink } from './arena-links';
import { lazyNamed } from '../../../lib/lazy-named';

// A game's screens (question, reveal, podium) and the private-room form load after the lobby has drawn: the game's
// while the visitor chooses a way in, the form only for those who may host.
const loadRoomScreen = () => import('./arena-room');
const ArenaRoomScreen = lazyNamed(loadRoomScreen, 'ArenaRoomScreen');
const HostForm = lazyNamed(() => import('./host-form'), 'HostForm');

/** Which way in waits for the server, so only that button spins. */
type Entry = LobbyEntry | { kind: 'pin' };

const firstName = (fullName: string | undefined): string => fullName?.trim().split(/\s+/)[0] ?? '';

/**
 * /arena: quick match or a public room from the live lobby, join by PIN (open to everyone) or host a private
 * room (arena_multiplayer feature), then play.
 */
export function ArenaPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useCurrentUser();
  const canHost = useFeatureFlag('arena_multiplayer');
  const room = useArenaRoom();
  const rejoining = useRejoinOnLoad(room.join);
  const [joinUrl, setJoinUrl] = useState<string | null>(null);
  const [entry, setEntry] = useState<Entry | null>(null);
  const queryPin = params.get('pin') ?? '';
  const initialPin = ARENA_PIN_PATTERN.test(queryPin) ? queryPin : '';
  const inRoom = room.status !== 'idle' && room.status !== 'joining';
  useEffect(() => void afterFirstLoad().then(loadRoomScreen), []);

  const enterBy = <T,>(next: Entry, go: () => Promise<T>): Promise<T> => {
    setEntry(next);
    return go().finally(() => setEntry(null));
  };

  const exit = () => {
    room.leave();
    setJoinUrl(null);
    if (params.has('pin')) setParams({}, { replace: true });
  };

  const lobby = (
    <PublicLobby
      key={user?.id ?? 'guest'}
      memberName={user?.fullName ?? null}
      initialNickname={firstName(user?.fullName)}
      entering={entry?.kind === 'pin' ? null : entry}
      busy={room.joining}
      onQuickMatch={(nickname) => enterBy({ kind: 'quick' }, () => room.quickMatch(nickname))}
      onJoinRoom={(pin, nickname) => enterBy({ kind: 'room', pin }, () => room.join(pin, nickname))}
    />
  );

  return (
    <Container size="sm" py="xl" px="md">
      <PageTitle title="Arena" subtitle={inRoom ? undefined : 'Live quiz battles with friends.'} />
      {inRoom ? (
        <Suspense fallback={<Loader aria-label="Loading the game" />}>
          <ArenaRoomScreen room={room} joinUrl={joinUrl} onExit={exit} />
        </Suspense>
      ) : rejoining ? (
        <Stack align="center" gap="xs" py="xl" role="status">
          <Loader aria-hidden />
          <Text>Rejoining your game…</Text>
        </Stack>
      ) : (
        <Stack gap="lg">
          {/* A join link names its game: its form comes first, the lobby after. */}
          {initialPin ? null : lobby}
          <JoinForm
            key={`${initialPin}-${user?.id ?? 'guest'}`}
            initialPin={initialPin}
            initialNickname={firstName(user?.fullName)}
            joining={entry?.kind === 'pin'}
            onJoin={(pin, nickname) => enterBy({ kind: 'pin' }, () => room.join(pin, nickname))}
          />
          {initialPin ? lobby : null}
          {canHost ? (
            <Suspense fallback={null}>
              <HostForm
                joining={room.joining}
                onCreated={(created) => {
                  setJoinUrl(created.joinUrl);
                  void room.join(created.pin).then((refusal) => refusal && showErrorToast(refusal));
                }}
              />
            </Suspense>
          ) : null}
          <BelowTheFold>
            <HostLiveLink />
            <ArenaLinks leaderboard history label="Arena results" />
          </BelowTheFold>
        </Stack>
      )}
    </Container>
  );
}
