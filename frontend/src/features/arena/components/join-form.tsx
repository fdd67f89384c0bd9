import { Button, Paper, PinInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { NICKNAME_MAX, nicknameError } from '../arena-nickname';

export interface JoinFormProps {
  initialPin: string;
  initialNickname: string;
  joining: boolean;
  onJoin: (pin: string, nickname: string) => void;
}

/** Anyone may join by PIN: visitors with a nickname, members prefilled with their first name. */
export function JoinForm({ initialPin, initialNickname, joining, onJoin }: JoinFormProps) {
  const [pin, setPin] = useState(initialPin);
  const [nickname, setNickname] = useState(initialNickname);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(pin)) return setError('A PIN is six digits');
    const problem = nicknameError(nickname);
    if (problem) return setError(problem);
    setError(null);
    onJoin(pin, nickname.trim());
  };
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="arena-join-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="arena-join-title">
            Join a game
          </Title>
          <div>
            <Text component="label" size="sm" fw={500} htmlFor="arena-pin-input">
              Game PIN
            </Text>
            <PinInput
              id="arena-pin-input"
              length={6}
              type="number"
              inputMode="numeric"
              size="md"
              value={pin}
              onChange={setPin}
              oneTimeCode={false}
              aria-label="Game PIN"
              gap={6}
            />
          </div>
          <TextInput
            label="Nickname"
            value={nickname}
            onChange={(event) => setNickname(event.currentTarget.value)}
            maxLength={NICKNAME_MAX}
            autoComplete="nickname"
          />
          {error ? (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          ) : null}
          <Button type="submit" size="lg" loading={joining}>
            Join
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
