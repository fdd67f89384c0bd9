import { Button, Group, Stack, TextInput } from '@mantine/core';
import { checkMfaCodeInput } from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useRegenerateBackupCodes } from '../api/mfa-backup-codes.api';

const CODE_FIELD = ['code'] as const;

export function RegenerateBackupCodes({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const regenerate = useRegenerateBackupCodes();
  const form = useFormErrors(CODE_FIELD, { AUTH_007: 'code' });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkMfaCodeInput(code, false);
    if (!check.ok) return form.setError('code', check.message);
    regenerate.mutate(code.trim(), { onSuccess: ({ backupCodes }) => onCodes(backupCodes), onError: form.showFailure });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="New backup codes">
      <Stack gap="sm">
        <TextInput
          label="Authentication code"
          description="New codes replace your old ones"
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            form.clear('code');
          }}
          error={form.errors.code}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <Group>
          <Button type="submit" variant="default" loading={regenerate.isPending}>
            Generate new backup codes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
