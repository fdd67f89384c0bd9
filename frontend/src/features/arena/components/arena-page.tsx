import { Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconHistory, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../auth';
import { useFeatureFlag } from '../../feature-flags';
import { useCreateArenaRoom } from '../api/create-room.api';
import { useArenaRoom } from '../hooks/use-arena-room';
import { ArenaRoomScreen } from './arena-room';
import { HostForm } from './host-form';
import { JoinForm } from './join-form';

const firstName = (fullName: string | undefined): string => fullName?.trim().split(/\s+/)[0] ?? '';

/** /arena: join by PIN (open to everyone) or host a private room (arena_multiplayer feature), then play. */
export function ArenaPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useCurrentUser();
  const canHost = useFeatureFlag('arena_multiplayer');
  const room = useArenaRoom();
  const create = useCreateArenaRoom();
  const [joinUrl, setJoinUrl] = useState<string | null>(null);
  const queryPin = params.get('pin') ?? '';
  const initialPin = /^\d{6}$/.test(queryPin) ? queryPin : '';
  const inRoom = room.status !== 'idle' && room.status !== 'joining';

  const exit = () => {
    room.leave();
    setJoinUrl(null);
    if (params.has('pin')) setParams({}, { replace: true });
  };

  return (
    <Container size="sm" py="xl" px="md">
      <PageTitle title="Arena" subtitle={inRoom ? undefined : 'Live quiz battles with friends.'} />
      {inRoom ? (
        <ArenaRoomScreen room={room} joinUrl={joinUrl} onExit={exit} />
      ) : (
        <Stack gap="lg">
          <JoinForm
            key={`${initialPin}-${user?.id ?? 'guest'}`}
            initialPin={initialPin}
            initialNickname={firstName(user?.fullName)}
            joining={room.joining}
            onJoin={(pin, nickname) => void room.join(pin, nickname)}
          />
          {canHost ? (
            <HostForm
              creating={create.isPending || room.joining}
              onCreate={(request) =>
                create.mutate(request, {
                  onSuccess: (created) => {
                    setJoinUrl(created.joinUrl);
                    void room.join(created.pin);
                  },
                })
              }
            />
          ) : null}
          <Group gap="sm" component="nav" aria-label="Arena results">
            <Button
              component={Link}
              to="/arena/leaderboard"
              variant="light"
              leftSection={<IconTrophy size={16} aria-hidden />}
            >
              Season leaderboard
            </Button>
            <Button
              component={Link}
              to="/arena/history"
              variant="light"
              leftSection={<IconHistory size={16} aria-hidden />}
            >
              My matches
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            Public rooms and quick match are coming soon.
          </Text>
        </Stack>
      )}
    </Container>
  );
}
