import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { showErrorToast } from '../../../lib/toast';
import { joinRefusalField, nicknameError, nicknameTypingError, type ArenaRoom } from '../../arena/room-kit';

export interface PlayerJoinFormProps {
  pin: string;
  initialNickname: string;
  joining: boolean;
  onJoin: ArenaRoom['join'];
}

/** Joining a session by its link: the PIN is in the address, so only a name is asked for. */
export function PlayerJoinForm({ pin, initialNickname, joining, onJoin }: PlayerJoinFormProps) {
  const [nickname, setNickname] = useState(initialNickname);
  const [error, setError] = useState<string | undefined>();
  const [pinError, setPinError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nicknameError(nickname);
    setError(problem ?? undefined);
    if (problem) return;
    void onJoin(pin, nickname.trim()).then((refusal) => {
      if (!refusal) return;
      const onField = joinRefusalField(refusal, ['pin', 'nickname']);
      if (onField?.field === 'nickname') setError(onField.message);
      else if (onField) setPinError(onField.message);
      else showErrorToast(refusal);
    });
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="hosted-join-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2" id="hosted-join-title">
            Join the quiz
          </Title>
          <Text c="dimmed">Game PIN {pin}</Text>
          {pinError ? (
            <Text c="red" role="alert">
              {pinError}
            </Text>
          ) : null}
          <TextInput
            label="Your name"
            description="Playing one phone per table? Use your team’s name."
            size="lg"
            value={nickname}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setNickname(next);
              setError(nicknameTypingError(next) ?? undefined);
            }}
            autoComplete="nickname"
            error={error}
          />
          <Button type="submit" size="lg" loading={joining}>
            Join
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
