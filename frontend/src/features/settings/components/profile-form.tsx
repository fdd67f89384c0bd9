import { Button, Group, Stack, TextInput } from '@mantine/core';
import { updateProfileRequestSchema, type User } from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/update-profile.api';
import { SettingsSection } from './settings-section';

export function ProfileForm({ user }: { user: User }) {
  const [fullName, setFullName] = useState(user.fullName);
  const [businessName, setBusinessName] = useState(user.businessName ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateProfile();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateProfileRequestSchema.safeParse({ fullName, businessName: businessName.trim() || null });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    update.mutate(parsed.data);
  };

  return (
    <SettingsSection title="Profile" description={`Logged in as ${user.email}`}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            label="Full name"
            required
            autoComplete="name"
            value={fullName}
            onChange={(e) => setFullName(e.currentTarget.value)}
            error={errors.fullName}
          />
          <TextInput
            label="Business name"
            description="Optional"
            autoComplete="organization"
            value={businessName}
            onChange={(e) => setBusinessName(e.currentTarget.value)}
            error={errors.businessName}
          />
          <Group>
            <Button type="submit" loading={update.isPending}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
