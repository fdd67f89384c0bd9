import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { checkMfaCodeInput, MFA_CODE_LENGTH } from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { showWarningToast } from '../../../lib/toast';

export interface MfaDialogProps {
  opened: boolean;
  submitting: boolean;
  onSubmit: (code: string, useBackupCode: boolean) => void;
  onCancel: () => void;
}

export function MfaDialog({ opened, submitting, onSubmit, onCancel }: MfaDialogProps) {
  const [code, setCode] = useState('');
  const [useBackupCode, setUseBackupCode] = useState(false);

  const cancel = () => {
    setCode('');
    setUseBackupCode(false);
    onCancel();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkMfaCodeInput(code, useBackupCode);
    if (!check.ok) return showWarningToast(check.title, check.message);
    onSubmit(code.trim(), useBackupCode);
  };

  return (
    <Modal opened={opened} onClose={cancel} title="Two-factor authentication" centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm">
            {useBackupCode
              ? 'Enter one of the backup codes you saved when you turned on two-factor authentication.'
              : `Enter the ${MFA_CODE_LENGTH}-digit code from your authenticator app.`}
          </Text>
          <TextInput
            label={useBackupCode ? 'Backup code' : 'Authentication code'}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            autoComplete="one-time-code"
            inputMode={useBackupCode ? 'text' : 'numeric'}
            maxLength={useBackupCode ? 64 : MFA_CODE_LENGTH}
            data-autofocus
          />
          <Button variant="subtle" size="compact-sm" onClick={() => setUseBackupCode((current) => !current)}>
            {useBackupCode ? 'Use your authenticator app instead' : 'Use a backup code instead'}
          </Button>
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              Verify
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
