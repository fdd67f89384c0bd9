import { Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { showErrorToast } from '../../../lib/toast';
import {
  joinRefusalField,
  nicknameError,
  nicknameTypingError,
  pinDigits,
  pinError,
  type JoinField,
  type JoinRefusal,
} from '../arena-nickname';

export interface JoinFormProps {
  initialPin: string;
  initialNickname: string;
  joining: boolean;
  /** Resolves with the server's refusal, or null once in the room. */
  onJoin: (pin: string, nickname: string) => Promise<JoinRefusal | null>;
}

const FIELDS: readonly JoinField[] = ['pin', 'nickname'];
const PIN_STYLES = { input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } } as const;

/** Anyone may join by PIN: visitors with a nickname, members prefilled with their first name. */
export function JoinForm({ initialPin, initialNickname, joining, onJoin }: JoinFormProps) {
  const [pin, setPin] = useState(initialPin);
  const [nickname, setNickname] = useState(initialNickname);
  const [errors, setErrors] = useState<Partial<Record<JoinField, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      pin: pinError(pin) ?? undefined,
      nickname: nicknameError(nickname) ?? undefined,
    };
    setErrors(next);
    if (next.pin || next.nickname) return;
    void onJoin(pin, nickname.trim()).then((refusal) => {
      if (!refusal) return;
      const onField = joinRefusalField(refusal, FIELDS);
      if (onField) setErrors({ [onField.field]: onField.message });
      else showErrorToast(refusal);
    });
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="arena-join-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="arena-join-title">
            Join a game
          </Title>
          {/* One field, as a host reads the PIN out: typed, pasted ("123 456") or filled by the join link. */}
          <TextInput
            label="Game PIN"
            value={pin}
            onChange={(event) => {
              setPin(pinDigits(event.currentTarget.value));
              setErrors((current) => ({ ...current, pin: undefined }));
            }}
            inputMode="numeric"
            autoComplete="off"
            placeholder="000000"
            size="md"
            maw={220}
            styles={PIN_STYLES}
            error={errors.pin}
          />
          <TextInput
            label="Nickname"
            value={nickname}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setNickname(next);
              setErrors((current) => ({ ...current, nickname: nicknameTypingError(next) ?? undefined }));
            }}
            autoComplete="nickname"
            size="md"
            error={errors.nickname}
          />
          <Button type="submit" size="lg" loading={joining}>
            Join
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
