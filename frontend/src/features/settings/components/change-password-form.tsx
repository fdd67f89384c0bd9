import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { changePasswordRequestSchema } from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { PasswordStrengthMeter } from '../../auth';
import { useChangePassword } from '../api/change-password.api';
import { SettingsSection } from './settings-section';

export function ChangePasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useChangePassword();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordRequestSchema.safeParse({ currentPassword, newPassword });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        setCurrentPassword('');
        setNewPassword('');
      },
    });
  };

  return (
    <SettingsSection title="Change password">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <PasswordInput
            label="Current password"
            required
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.currentTarget.value)}
            error={errors.currentPassword && 'Enter your current password'}
          />
          <PasswordInput
            label="New password"
            required
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNewPassword(e.currentTarget.value)}
            error={errors.newPassword}
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
