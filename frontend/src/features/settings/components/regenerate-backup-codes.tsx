import { Button, Group, TextInput } from '@mantine/core';
import { checkMfaCodeInput } from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { showWarningToast } from '../../../lib/toast';
import { useRegenerateBackupCodes } from '../api/mfa-backup-codes.api';

export function RegenerateBackupCodes({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const regenerate = useRegenerateBackupCodes();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkMfaCodeInput(code, false);
    if (!check.ok) return showWarningToast(check.title, check.message);
    regenerate.mutate(code.trim(), { onSuccess: ({ backupCodes }) => onCodes(backupCodes) });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="New backup codes">
      <Group align="flex-end">
        <TextInput
          label="Authentication code"
          description="New codes replace your old ones"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <Button type="submit" variant="default" loading={regenerate.isPending}>
          Generate new backup codes
        </Button>
      </Group>
    </form>
  );
}
