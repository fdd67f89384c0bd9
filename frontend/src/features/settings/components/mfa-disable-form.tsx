import { Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { checkMfaCodeInput, mfaDisableRequestSchema } from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useDisableMfa } from '../api/mfa-disable.api';

const FIELDS = ['password', 'code'] as const;

export function MfaDisableForm() {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useBackupCode, setUseBackupCode] = useState(false);
  const form = useFormErrors(FIELDS, { AUTH_007: 'code' });
  const disable = useDisableMfa();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = form.check(mfaDisableRequestSchema, { password, code, useBackupCode });
    if (!request) return;
    const codeCheck = checkMfaCodeInput(code, useBackupCode);
    if (!codeCheck.ok) return form.setError('code', codeCheck.message);
    disable.mutate(request, { onError: form.showFailure });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Turn off two-factor authentication">
      <Stack>
        <PasswordInput
          label="Password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            form.clear('password');
          }}
          error={form.errors.password}
        />
        <TextInput
          label={useBackupCode ? 'Backup code' : 'Authentication code'}
          required
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            form.clear('code');
          }}
          error={form.errors.code}
          autoComplete="one-time-code"
          inputMode={useBackupCode ? 'text' : 'numeric'}
        />
        <Checkbox
          label="Use a backup code instead"
          checked={useBackupCode}
          onChange={(e) => {
            setUseBackupCode(e.currentTarget.checked);
            form.clear('code');
          }}
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
