import { Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { checkMfaCodeInput, MFA_CODE_LENGTH } from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useEnableMfa } from '../api/mfa-enable.api';
import { useMfaSetup } from '../api/mfa-setup.api';

const CODE_FIELD = ['code'] as const;

export function MfaEnrol({ onEnabled }: { onEnabled: (backupCodes: string[]) => void }) {
  const setup = useMfaSetup();
  const enable = useEnableMfa();
  const [code, setCode] = useState('');
  const form = useFormErrors(CODE_FIELD, { AUTH_007: 'code' });

  if (!setup.data) {
    return (
      <Group>
        <Button onClick={() => setup.mutate()} loading={setup.isPending}>
          Set up two-factor authentication
        </Button>
      </Group>
    );
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkMfaCodeInput(code, false);
    if (!check.ok) return form.setError('code', check.message);
    enable.mutate(code.trim(), { onSuccess: ({ backupCodes }) => onEnabled(backupCodes), onError: form.showFailure });
  };

  return (
    <Stack>
      <Text size="sm">
        1. Scan this QR code with an authenticator app (for example Google Authenticator, 1Password or Authy).
      </Text>
      <Image
        src={setup.data.qrCodeDataUrl}
        alt="QR code to add this account to your authenticator app"
        w={200}
        h={200}
        fit="contain"
      />
      <Text size="sm">
        Cannot scan it? Enter this key instead: <Code>{setup.data.secret}</Code>
      </Text>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            label={`2. Enter the ${MFA_CODE_LENGTH}-digit code the app shows`}
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              form.clear('code');
            }}
            error={form.errors.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={MFA_CODE_LENGTH}
          />
          <Group>
            <Button type="submit" loading={enable.isPending}>
              Turn on two-factor authentication
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
