import { Button, Paper, PinInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { showErrorToast } from '../../../lib/toast';
import {
  joinRefusalField,
  nicknameError,
  nicknameTypingError,
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
const PIN_ERROR_ID = 'arena-pin-error';

/** Anyone may join by PIN: visitors with a nickname, members prefilled with their first name. */
export function JoinForm({ initialPin, initialNickname, joining, onJoin }: JoinFormProps) {
  const [pin, setPin] = useState(initialPin);
  const [nickname, setNickname] = useState(initialNickname);
  const [errors, setErrors] = useState<Partial<Record<JoinField, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      pin: /^\d{6}$/.test(pin) ? undefined : 'Enter the six-digit PIN your host shows',
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
          <div>
            {/* Mantine names the digit inputs `${id}-1` to `-6`: the label focuses the first. */}
            <Text component="label" size="sm" fw={500} htmlFor="arena-pin-input-1">
              Game PIN
            </Text>
            <PinInput
              id="arena-pin-input"
              length={6}
              type="number"
              inputMode="numeric"
              size="md"
              value={pin}
              onChange={(value) => {
                setPin(value);
                setErrors((current) => ({ ...current, pin: undefined }));
              }}
              oneTimeCode={false}
              aria-label="Game PIN"
              getInputProps={(index) => ({
                'aria-label': `Game PIN digit ${index + 1} of 6`,
                'aria-describedby': errors.pin ? PIN_ERROR_ID : undefined,
              })}
              error={Boolean(errors.pin)}
              gap={6}
            />
            {errors.pin ? (
              <Text id={PIN_ERROR_ID} c="red" size="sm" mt={4}>
                {errors.pin}
              </Text>
            ) : null}
          </div>
          <TextInput
            label="Nickname"
            value={nickname}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setNickname(next);
              setErrors((current) => ({ ...current, nickname: nicknameTypingError(next) ?? undefined }));
            }}
            autoComplete="nickname"
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
