import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { deleteAccountRequestSchema } from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { useDeleteAccount } from '../api/delete-account.api';
import { SettingsSection } from './settings-section';

export function DeleteAccountSection() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const remove = useDeleteAccount();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = deleteAccountRequestSchema.safeParse({ password, confirm });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    modals.openConfirmModal({
      title: 'Delete your account?',
      children: <Text size="sm">This permanently removes your account and cannot be undone.</Text>,
      labels: { confirm: 'Delete my account', cancel: 'Keep my account' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(parsed.data),
    });
  };

  return (
    <SettingsSection title="Delete account" description="Permanently delete your account and personal data.">
      <form onSubmit={handleSubmit} noValidate aria-label="Delete account">
        <Stack>
          <PasswordInput
            label="Password"
            required
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password && 'Enter your password'}
          />
          <TextInput
            label='Type "DELETE" to confirm'
            required
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={errors.confirm}
          />
          <Group>
            <Button type="submit" color="red" loading={remove.isPending}>
              Delete account
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
