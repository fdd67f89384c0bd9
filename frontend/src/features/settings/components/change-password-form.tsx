import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { changePasswordRequestSchema } from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { useFormErrors } from '../../../lib/use-form-errors';
import { PasswordStrengthMeter } from '../../auth';
import { useChangePassword } from '../api/change-password.api';
import { SettingsSection } from './settings-section';

const FIELDS = ['currentPassword', 'newPassword'] as const;

export function ChangePasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const form = useFormErrors(FIELDS);
  const change = useChangePassword();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = form.check(changePasswordRequestSchema, { currentPassword, newPassword });
    if (!request) return;
    change.mutate(request, {
      onSuccess: () => {
        setCurrentPassword('');
        setNewPassword('');
      },
      onError: form.showFailure,
    });
  };

  return (
    <SettingsSection title="Change password">
      <form onSubmit={handleSubmit} noValidate aria-label="Change password">
        <Stack>
          <PasswordInput
            label="Current password"
            required
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => {
              setCurrentPassword(e.currentTarget.value);
              form.clear('currentPassword');
            }}
            error={form.errors.currentPassword}
          />
          <PasswordInput
            label="New password"
            required
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => {
              setNewPassword(e.currentTarget.value);
              form.clear('newPassword');
            }}
            error={form.errors.newPassword}
          />
          <PasswordStrengthMeter password={newPassword} />
          <Group>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
