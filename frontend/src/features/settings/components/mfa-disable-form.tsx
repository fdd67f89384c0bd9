import { Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { checkMfaCodeInput } from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { showWarningToast } from '../../../lib/toast';
import { useDisableMfa } from '../api/mfa-disable.api';

export function MfaDisableForm() {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useBackupCode, setUseBackupCode] = useState(false);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const disable = useDisableMfa();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setPasswordError(password ? undefined : 'Enter your password');
    if (!password) return;
    const check = checkMfaCodeInput(code, useBackupCode);
    if (!check.ok) return showWarningToast(check.title, check.message);
    disable.mutate({ password, code: code.trim(), useBackupCode });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Turn off two-factor authentication">
      <Stack>
        <PasswordInput
          label="Password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={passwordError}
        />
        <TextInput
          label={useBackupCode ? 'Backup code' : 'Authentication code'}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          autoComplete="one-time-code"
          inputMode={useBackupCode ? 'text' : 'numeric'}
        />
        <Checkbox
          label="Use a backup code instead"
          checked={useBackupCode}
          onChange={(e) => setUseBackupCode(e.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" color="red" variant="light" loading={disable.isPending}>
            Turn off two-factor authentication
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
