import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { openConfirmModal } from '../../../lib/overlays';
import { deleteAccountRequestSchema } from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useDeleteAccount } from '../api/delete-account.api';
import { SettingsSection } from './settings-section';

const FIELDS = ['password', 'confirm'] as const;

export function DeleteAccountSection() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const form = useFormErrors(FIELDS);
  const remove = useDeleteAccount();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = form.check(deleteAccountRequestSchema, { password, confirm });
    if (!request) return;
    openConfirmModal({
      title: 'Delete your account?',
      children: <Text size="sm">This permanently removes your account and cannot be undone.</Text>,
      labels: { confirm: 'Delete my account', cancel: 'Keep my account' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(request, { onError: form.showFailure }),
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
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              form.clear('password');
            }}
            error={form.errors.password}
          />
          <TextInput
            label='Type "DELETE" to confirm'
            required
            value={confirm}
            onChange={(e) => {
              setConfirm(e.currentTarget.value);
              form.clear('confirm');
            }}
            error={form.errors.confirm}
          />
          <Group>
            <Button type="submit" color="red.9" loading={remove.isPending}>
              Delete account
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
