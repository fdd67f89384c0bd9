import { Box, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { Suspense, useRef, useState, type FormEvent } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import { showErrorToast } from '../../../lib/toast';
import { joinRefusalField, nicknameError, nicknameTypingError, type JoinRefusal } from '../arena-nickname';
import { useArenaLobby } from '../hooks/use-arena-lobby';

const loadLobbyLive = () => import('./lobby-live');
const OnlineCount = lazyNamed(loadLobbyLive, 'OnlineCount');
const PublicRoomList = lazyNamed(loadLobbyLive, 'PublicRoomList');

/** The room list's height while it loads (a skeleton row's), so the page below it does not jump. */
const ROOM_LIST_PLACEHOLDER_HEIGHT = 72;

/** Which way in is waiting for the server: quick match, or the PIN of a public room. */
export type LobbyEntry = { kind: 'quick' } | { kind: 'room'; pin: string };

export interface PublicLobbyProps {
  /** A member's profile name, which the server uses when no nickname is sent; null for guests. */
  memberName: string | null;
  /** Suggested when the member's name cannot be a nickname (too long, say). */
  initialNickname: string;
  entering: LobbyEntry | null;
  busy: boolean;
  /** Both resolve with the server's refusal, or null once in a room. */
  onQuickMatch: (nickname: string | undefined) => Promise<JoinRefusal | null>;
  onJoinRoom: (pin: string, nickname: string | undefined) => Promise<JoinRefusal | null>;
}

/** The live lobby: players online, quick match, and the public rooms open to join (watched while on screen). */
export function PublicLobby({
  memberName,
  initialNickname,
  entering,
  busy,
  onQuickMatch,
  onJoinRoom,
}: PublicLobbyProps) {
  const lobby = useArenaLobby();
  // Members play under their profile name unless it cannot be a nickname; then they choose one like guests.
  const asksNickname = memberName === null || nicknameError(memberName) !== null;
  const [nickname, setNickname] = useState(initialNickname);
  const [error, setError] = useState<string | null>(null);
  const nicknameInput = useRef<HTMLInputElement>(null);

  // A room's Join button sits below the field: take the player to what needs fixing.
  const showNicknameError = (problem: string) => {
    setError(problem);
    nicknameInput.current?.focus();
  };
  const withNickname = (go: (nickname: string | undefined) => Promise<JoinRefusal | null>) => {
    const problem = asksNickname ? nicknameError(nickname) : null;
    setError(null);
    if (problem) return showNicknameError(problem);
    void go(asksNickname ? nickname.trim() : undefined).then((refusal) => {
      const onField = refusal && asksNickname ? joinRefusalField(refusal, ['nickname']) : null;
      if (onField) showNicknameError(onField.message);
      else if (refusal) showErrorToast(refusal);
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    withNickname(onQuickMatch);
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="arena-lobby-title">
      <Stack gap="md">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h3" id="arena-lobby-title">
            Play now
          </Title>
          {lobby.data ? (
            <Suspense fallback={null}>
              <OnlineCount count={lobby.data.playersOnline} />
            </Suspense>
          ) : null}
        </Group>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {asksNickname ? (
              <TextInput
                ref={nicknameInput}
                label="Nickname"
                value={nickname}
                onChange={(event) => {
                  const next = event.currentTarget.value;
                  setNickname(next);
                  setError(nicknameTypingError(next));
                }}
                autoComplete="nickname"
                error={error}
              />
            ) : (
              <Text size="sm">
                You play as <b>{memberName}</b>.
              </Text>
            )}
            <Button
              type="submit"
              size="lg"
              leftSection={<IconBolt size={20} aria-hidden />}
              loading={entering?.kind === 'quick'}
              disabled={busy && entering?.kind !== 'quick'}
            >
              Quick match
            </Button>
          </Stack>
        </form>
        <Stack gap="xs">
          <Title order={3} size="h5">
            Public rooms
          </Title>
          <Suspense fallback={<Box h={ROOM_LIST_PLACEHOLDER_HEIGHT} />}>
            <PublicRoomList
              rooms={lobby.data?.rooms}
              failed={lobby.isError}
              joiningPin={entering?.kind === 'room' ? entering.pin : null}
              busy={busy}
              onJoin={(room) => withNickname((name) => onJoinRoom(room.pin, name))}
            />
          </Suspense>
        </Stack>
      </Stack>
    </Paper>
  );
}
